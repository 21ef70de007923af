import Foundation
import Testing
@testable import SwiftFlowUI

@Suite struct PreferredLanguagesTests {
    private func languages(_ environment: [String: String]) -> [String] {
        PreferredLanguages.languages(environment: environment)
    }

    @Test func eachVariableAloneChoosesTheLanguage() {
        #expect(languages(["LANGUAGE": "pl"]) == ["pl", "en"])
        #expect(languages(["LC_ALL": "de_DE.UTF-8"]) == ["de_DE", "en"])
        #expect(languages(["LC_MESSAGES": "pl_PL.UTF-8"]) == ["pl_PL", "en"])
        #expect(languages(["LANG": "de_AT.ISO-8859-1@euro"]) == ["de_AT", "en"])
        #expect(languages([:]) == ["en"])
    }

    @Test func languageListComesFirstThenTheLocale() {
        #expect(languages(["LANGUAGE": "fr:de", "LANG": "pl_PL.UTF-8"]) == ["fr", "de", "pl_PL", "en"])
        #expect(languages(["LANGUAGE": "de::de:pl"]) == ["de", "pl", "en"])
        #expect(languages(["LANGUAGE": "en_GB:de"]) == ["en_GB", "de", "en"])
    }

    @Test func lcAllOverridesLcMessagesWhichOverridesLang() {
        #expect(languages(["LC_ALL": "pl_PL", "LC_MESSAGES": "de_DE", "LANG": "fr_FR"]) == ["pl_PL", "en"])
        #expect(languages(["LC_MESSAGES": "de_DE", "LANG": "fr_FR"]) == ["de_DE", "en"])
        // An empty variable counts as unset.
        #expect(languages(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR"]) == ["fr_FR", "en"])
    }

    @Test func theCOrPOSIXLocaleMeansEnglishAndSilencesLanguage() {
        #expect(languages(["LANG": "C"]) == ["en"])
        #expect(languages(["LC_ALL": "POSIX", "LANGUAGE": "de"]) == ["en"])
        #expect(languages(["LC_ALL": "C", "LANG": "de_DE.UTF-8"]) == ["en"])
        // C.UTF-8 is not "C" (glibc's gettext honours LANGUAGE with it) and itself means English.
        #expect(languages(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == ["de", "en"])
        #expect(languages(["LANG": "C.UTF-8"]) == ["en"])
        #expect(languages(["LANGUAGE": "C:de"]) == ["de", "en"])
    }

    @Test func lookupTriesTheRegionThenTheLanguageThenEnglish() {
        #expect(PreferredLanguages.lookupOrder(for: Locale(identifier: "de_AT")) == ["de_AT", "de-AT", "de", "en"])
        #expect(PreferredLanguages.lookupOrder(for: Locale(identifier: "pl")) == ["pl", "en"])
        #expect(PreferredLanguages.lookupOrder(for: Locale(identifier: "en")) == ["en"])
    }
}
