import Foundation
import Testing
@testable import SwiftFlowUI

/// Looks up this target's test tables (Localization/{en,de,pl}.lproj): German lacks "farewell", Polish lacks
/// "untranslated", only English has the "only in English %lld" plural entry.
@Suite struct StringsCatalogTests {
    private let catalog = StringsCatalog.named(in: .module)
    private let en = Locale(identifier: "en"), de = Locale(identifier: "de"), pl = Locale(identifier: "pl")

    @Test func eachLanguageHasItsOwnString() {
        #expect(catalog.string("greeting", locale: en) == "Hello")
        #expect(catalog.string("greeting", locale: de) == "Hallo")
        #expect(catalog.string("greeting", locale: pl) == "Cześć")
        #expect(catalog.string("greeting", locale: Locale(identifier: "de_CH")) == "Hallo")
        #expect(catalog.string("greeting", locale: Locale(identifier: "fr")) == "Hello")
    }

    @Test func aMissingKeyFallsBackToEnglishForThatKeyOnly() {
        #expect(catalog.string("farewell", locale: de) == "Goodbye")
        #expect(catalog.string("farewell", locale: pl) == "Do widzenia")
        #expect(catalog.string("untranslated", locale: pl) == "Only in English")
        #expect(catalog.string("untranslated", locale: de) == "Nur auf Englisch und Deutsch")
        #expect(catalog.language(answering: "farewell", locale: de) == "en")
        #expect(catalog.language(answering: "greeting", locale: de) == "de")
        #expect(catalog.string("only in English %lld", locale: pl, arguments: [.int(22)]) == "22 items (English)")
        // No table has it: the key itself (filled in when there are arguments), or the default.
        #expect(catalog.string("no.such.key", locale: de) == "no.such.key")
        #expect(catalog.string("%lld apples", locale: de, arguments: [.int(3)]) == "3 apples")
        #expect(catalog.string("no.such.key", locale: de, defaultValue: "Default") == "Default")
    }

    @Test func pluralFormsIn_en_de_pl() {
        let counts = [0, 1, 2, 5, 22, 25]
        func nodes(_ locale: Locale) -> [String] {
            counts.map { catalog.string("%lld nodes", locale: locale, arguments: [.int($0)]) }
        }
        #expect(nodes(en) == ["0 nodes", "1 node", "2 nodes", "5 nodes", "22 nodes", "25 nodes"])
        #expect(nodes(de) == ["0 Knoten", "1 Knoten", "2 Knoten", "5 Knoten", "22 Knoten", "25 Knoten"])
        #expect(nodes(pl) == ["0 węzłów", "1 węzeł", "2 węzły", "5 węzłów", "22 węzły", "25 węzłów"])
        func edges(_ locale: Locale) -> [String] {
            counts.map { catalog.string("%lld nodes and %lld edges", locale: locale, arguments: [.int(1), .int($0)]) }
        }
        #expect(edges(en) == ["1 node and 0 edges", "1 node and 1 edge", "1 node and 2 edges", "1 node and 5 edges",
                              "1 node and 22 edges", "1 node and 25 edges"])
        #expect(edges(de) == ["1 Knoten und 0 Kanten", "1 Knoten und 1 Kante", "1 Knoten und 2 Kanten",
                              "1 Knoten und 5 Kanten", "1 Knoten und 22 Kanten", "1 Knoten und 25 Kanten"])
        #expect(edges(pl) == ["1 węzeł i 0 krawędzi", "1 węzeł i 1 krawędź", "1 węzeł i 2 krawędzie",
                              "1 węzeł i 5 krawędzi", "1 węzeł i 22 krawędzie", "1 węzeł i 25 krawędzi"])
        #expect(catalog.string("edges first", locale: pl, arguments: [.int(12), .int(3)]) == "3 węzły, 12 krawędzi")
    }

    @Test func keysBuiltFromInterpolation() {
        let name = "Docs"
        let key: LocalizedStringKey = "Opened \(name) at \(3) of \(4.5) for 100%"
        #expect(key.key == "Opened %@ at %lld of %lf for 100%%")
        #expect(key.arguments == [.string("Docs"), .int(3), .double(4.5)])
        let plain: LocalizedStringKey = "100% plain"
        #expect(plain.key == "100% plain" && plain.arguments.isEmpty)
        #expect(LocalizedStringKey("Opened \(name)").resolve(locale: de, bundle: .module) == "Docs geöffnet")
        #expect(plain.resolve(locale: de, bundle: .module) == "100% plain")
    }

    @Test func stringLocalizedLooksUpItsInterpolatedKey() {
        let count = 5
        #expect(String(localized: "\(count) nodes", bundle: .module, locale: pl) == "5 węzłów")
        #expect(String(localized: "\(count) nodes", bundle: .module, locale: en) == "5 nodes")
        #expect(String(localized: "greeting", bundle: .module, locale: de) == "Hallo")
        // The main bundle has no tables here: the key itself, filled in.
        #expect(String(localized: "\(count) apples") == "5 apples")
        #expect(String(localized: "greeting", defaultValue: "Hi", bundle: .module, locale: pl) == "Cześć")
        #expect(String(localized: "missing.key", defaultValue: "\(count) pears", bundle: .module, locale: de)
            == "5 pears")
    }
}

@Suite struct LocalizedNumberTests {
    @Test func integersAndPercentagesFollowTheLocale() {
        let de = Locale(identifier: "de"), en = Locale(identifier: "en"), pl = Locale(identifier: "pl")
        #expect(LocalizedNumber.string(1_000, locale: de) == "1.000")
        #expect(LocalizedNumber.string(1_234_567, locale: de) == "1.234.567")
        #expect(LocalizedNumber.string(1_000, locale: en) == "1,000")
        #expect(LocalizedNumber.string(1_000, locale: pl) == "1000")
        #expect(LocalizedNumber.string(12_345, locale: pl) == "12\u{a0}345")
        #expect(LocalizedNumber.percent(1.2, locale: de) == "120\u{a0}%")
        #expect(LocalizedNumber.percent(1.2, locale: en) == "120%")
        #expect(LocalizedNumber.percent(0.254, locale: pl) == "25%")
        #expect(LocalizedNumber.string(1.25, fractionDigits: 1, locale: de) == "1,2")
        #expect(LocalizedNumber.string(2, fractionDigits: 1, locale: de) == "2")
    }
}
