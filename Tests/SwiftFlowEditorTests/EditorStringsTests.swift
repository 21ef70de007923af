import Foundation
import Testing
@testable import SwiftFlowEditor

@Suite struct EditorStringsTests {
    @Test func languagesComeFromTheUsualVariables() {
        #expect(EditorStrings.preferredLanguages(["LANG": "de_DE.UTF-8"]) == ["de", "en"])
        #expect(EditorStrings.preferredLanguages(["LANGUAGE": "fr:de", "LANG": "en_GB.UTF-8"]) == ["fr", "de", "en"])
        #expect(EditorStrings.preferredLanguages(["LC_ALL": "C.UTF-8"]) == ["en"])
        #expect(EditorStrings.preferredLanguages([:]) == ["en"])
    }

    @Test func tablesExistForEnglishAndGerman() {
        let english = EditorStrings.table(for: ["xx", "en"])
        #expect(english.localizedString(forKey: "toolbar.save", value: nil, table: nil) == "Save")
        let german = EditorStrings.table(for: ["de", "en"])
        #expect(german.localizedString(forKey: "toolbar.save", value: nil, table: nil) == "Sichern")
        let format = german.localizedString(forKey: "status.counts", value: nil, table: nil)
        #expect(String(format: format, 3, 1) == "3 Knoten · 1 Kanten")
    }
}
