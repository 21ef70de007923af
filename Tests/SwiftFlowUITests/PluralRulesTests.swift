import Foundation
import Testing
@testable import SwiftFlowUI

/// Expected categories worked out by hand from CLDR's plural rules (unicode.org/cldr/charts, "Language Plural
/// Rules"), not from the code.
@Suite struct PluralRulesTests {
    private func categories(_ language: String, _ values: [Int]) -> [PluralCategory] {
        let rules = PluralRules(language: language)
        return values.map { rules.category(for: $0) }
    }

    private let counts = [0, 1, 2, 5, 22, 25]

    @Test func englishAndGermanHaveOneForExactlyOne() {
        // one: i = 1 and v = 0; other: everything else.
        #expect(categories("en", counts) == [.other, .one, .other, .other, .other, .other])
        #expect(categories("de", counts) == [.other, .one, .other, .other, .other, .other])
        #expect(categories("de_DE", counts) == [.other, .one, .other, .other, .other, .other])
        #expect(PluralRules(language: "en").category(for: 1.0) == .one)
        #expect(PluralRules(language: "de").category(for: 1.5) == .other)
        #expect(PluralRules(language: "en").category(for: -1) == .one)
    }

    @Test func polishHasOneFewManyAndOtherForFractions() {
        // one: 1; few: i%10 in 2..4 and i%100 not in 12..14; many: other integers; other: fractions.
        #expect(categories("pl", counts) == [.many, .one, .few, .many, .few, .many])
        #expect(categories("pl", [3, 4, 11, 12, 13, 14, 21, 102, 104, 112, 114, 122, 1001])
            == [.few, .few, .many, .many, .many, .many, .many, .few, .few, .many, .many, .few, .many])
        #expect(PluralRules(language: "pl").category(for: 1.5) == .other)
        #expect(PluralRules(language: "pl").category(for: 2.0) == .few)
    }

    @Test func russianCzechFrenchAndLanguagesWithoutPlurals() {
        // ru: one i%10=1 & i%100≠11; few i%10=2..4 & i%100≠12..14; many the other integers; other fractions.
        #expect(categories("ru", [0, 1, 2, 5, 11, 21, 22, 25, 101, 111]) ==
            [.many, .one, .few, .many, .many, .one, .few, .many, .one, .many])
        #expect(PluralRules(language: "uk").category(for: 2.5) == .other)
        // cs: one 1; few 2..4; many fractions; other.
        #expect(categories("cs", counts) == [.other, .one, .few, .other, .other, .other])
        #expect(PluralRules(language: "cs").category(for: 1.5) == .many)
        // fr: one i = 0,1 (also 1.5); many whole millions; other.
        #expect(categories("fr", [0, 1, 2, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .other, .many, .many, .other])
        #expect(PluralRules(language: "fr").category(for: 1.5) == .one)
        #expect(categories("pt-BR", [0, 1, 2]) == [.one, .one, .other])
        #expect(categories("ja", counts) == Array(repeating: .other, count: 6))
        #expect(categories("zh_Hant_TW", [1]) == [.other])
    }

    @Test func unknownLanguagesUseOneForExactlyOne() {
        #expect(categories("xx", counts) == [.other, .one, .other, .other, .other, .other])
        #expect(categories("", [1, 2]) == [.one, .other])
    }
}
