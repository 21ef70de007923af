import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

@Suite struct EditorStringsTests {
    private let en = Locale(identifier: "en"), de = Locale(identifier: "de"), pl = Locale(identifier: "pl")
    private static let localization = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Localization")

    @Test func everyLanguageTranslatesEveryKey() throws {
        for table in ["Localizable"] {
            let english = try #require(StringsTable(directory: Self.localization.appendingPathComponent("en.lproj"),
                                                    name: table))
            #expect(english.strings.count >= 20)
            #expect(english.plurals.count == 3)
            for language in ["de", "pl"] {
                let other = try #require(StringsTable(
                    directory: Self.localization.appendingPathComponent("\(language).lproj"), name: table))
                #expect(Set(other.strings.keys) == Set(english.strings.keys), "\(language)")
                #expect(Set(other.plurals.keys) == Set(english.plurals.keys), "\(language)")
            }
        }
    }

    @Test func toolbarWordsInEachLanguage() {
        #expect(["toolbar.save", "toolbar.fitView"].map { EditorStrings.text($0, locale: en) } == ["Save", "Fit View"])
        #expect(["toolbar.save", "toolbar.fitView"].map { EditorStrings.text($0, locale: de) } == ["Sichern", "Alles zeigen"])
        #expect(["toolbar.save", "toolbar.fitView"].map { EditorStrings.text($0, locale: pl) } == ["Zapisz", "Dopasuj widok"])
    }

    @Test func countsUseEachLanguagesPluralForms() {
        func counts(_ locale: Locale) -> [String] {
            [0, 1, 2, 5, 22, 25].map { EditorStrings.text("status.counts", locale: locale, .int($0), .int($0)) }
        }
        #expect(counts(en) == ["0 nodes · 0 edges", "1 node · 1 edge", "2 nodes · 2 edges", "5 nodes · 5 edges",
                               "22 nodes · 22 edges", "25 nodes · 25 edges"])
        #expect(counts(de) == ["0 Knoten · 0 Kanten", "1 Knoten · 1 Kante", "2 Knoten · 2 Kanten",
                               "5 Knoten · 5 Kanten", "22 Knoten · 22 Kanten", "25 Knoten · 25 Kanten"])
        #expect(counts(pl) == ["0 węzłów · 0 krawędzi", "1 węzeł · 1 krawędź", "2 węzły · 2 krawędzie",
                               "5 węzłów · 5 krawędzi", "22 węzły · 22 krawędzie", "25 węzłów · 25 krawędzi"])
        // Large counts are grouped as the locale groups them.
        #expect(EditorStrings.text("status.counts", locale: de, .int(100_000), .int(1)) == "100.000 Knoten · 1 Kante")
    }

    @Test func openedMessagesCountNodesEdgesAndWarnings() {
        #expect(EditorStrings.text("status.opened", locale: pl, .string("a.json"), .int(1), .int(12))
            == "Otwarto a.json: 1 węzeł, 12 krawędzi")
        #expect(EditorStrings.text("status.openedWithWarnings", locale: de, .string("a.json"), .int(1), .string("x"))
            == "a.json geöffnet, 1 Warnung: x")
        #expect(EditorStrings.text("status.openedWithWarnings", locale: pl, .string("a.json"), .int(3), .string("x"))
            == "Otwarto a.json, 3 ostrzeżenia: x")
        #expect(EditorStrings.text("status.openedWithWarnings", locale: en, .string("a.json"), .int(2), .string("x"))
            == "Opened a.json with 2 warnings: x")
    }

    @Test func theBundledExampleIsShownInTheUsersLanguage() throws {
        let url = Self.localization.deletingLastPathComponent()
            .appendingPathComponent("Sources/SwiftFlowEditor/Examples/welcome.swiftflow.json")
        let file = try EditorFile.open(url)
        var polish = file.document
        ExampleTranslation.translate(&polish, locale: pl)
        #expect(polish.nodes.first { $0.id == "welcome" }?.data["label"]?.stringValue == "Witaj w SwiftFlow")
        var english = file.document
        ExampleTranslation.translate(&english, locale: en)
        #expect(english.nodes == file.document.nodes)
    }
}
