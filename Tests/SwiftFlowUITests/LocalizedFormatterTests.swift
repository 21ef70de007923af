import Foundation
import Testing
@testable import SwiftFlowUI

@Suite struct LocalizedFormatterTests {
    private let english = PluralRules(language: "en")
    private let de = Locale(identifier: "de")

    private func format(_ format: String, _ arguments: LocalizationArgument..., locale: Locale? = nil,
                        plurals: PluralFormat? = nil, language: String = "en") -> String {
        LocalizedFormatter.format(format, arguments: arguments, locale: locale, plurals: plurals,
                                  rules: PluralRules(language: language))
    }

    @Test func conversionsTakeArgumentsInOrderOrByPosition() {
        #expect(format("%@ → %@", .string("a"), .string("b")) == "a → b")
        #expect(format("%2$@ then %1$@", .string("a"), .string("b")) == "b then a")
        #expect(format("%ld of %lld (%d%%)", .int(3), .int(4), .int(75)) == "3 of 4 (75%)")
        #expect(format("%1$@ %1$@", .string("x")) == "x x")
        // A missing argument leaves the conversion as written; a % that starts no conversion stays.
        #expect(format("%@ and %@", .string("a")) == "a and %@")
        #expect(format("100%! %q", .int(1)) == "100%! %q")
        // "% s" is a conversion (space flag, s), as in printf.
        #expect(format("100% sure", .string("X")) == "100Xure")
    }

    @Test func widthsFlagsPrecisionAndOtherKinds() {
        #expect(format("[%5d]", .int(42)) == "[   42]")
        #expect(format("[%05d]", .int(42)) == "[00042]")
        #expect(format("[%-4@]", .string("ab")) == "[ab  ]")
        #expect(format("%.2f", .double(3.14159)) == "3.14")
        #expect(format("%x %X %o", .int(255), .int(255), .int(8)) == "ff FF 10")
        #expect(format("%c", .int(65)) == "A")
        #expect(format("%d", .string("12")) == "12")
        #expect(format("%@", .int(7)) == "7")
    }

    @Test func aLocaleGroupsPlainIntegersAndUsesItsDecimalSeparator() {
        #expect(format("%lld nodes", .int(1_000)) == "1000 nodes")
        #expect(format("%lld Knoten", .int(1_000), locale: de) == "1.000 Knoten")
        #expect(format("%lld nodes", .int(1_000), locale: Locale(identifier: "en")) == "1,000 nodes")
        // Polish groups from five digits, with a no-break space.
        #expect(format("%d", .int(1_000), locale: Locale(identifier: "pl")) == "1000")
        #expect(format("%d", .int(12_345), locale: Locale(identifier: "pl")) == "12\u{a0}345")
        // Width or flags ask for the C layout.
        #expect(format("%05d", .int(1_000), locale: de) == "01000")
        #expect(format("%.1f", .double(2.5), locale: de) == "2,5")
    }

    @Test func pluralVariablesPickTheirFormByTheirArgument() {
        let files = PluralFormat(format: "%#@files@ in %@", variables: [
            "files": [.zero: "No files", .one: "One file", .other: "%d files"],
        ])
        #expect(format("", .int(0), .string("Docs"), plurals: files) == "No files in Docs")
        #expect(format("", .int(1), .string("Docs"), plurals: files) == "One file in Docs")
        #expect(format("", .int(3), .string("Docs"), plurals: files) == "3 files in Docs")
        // The zero form applies to 0 whatever the language's categories (as on Apple platforms).
        #expect(format("", .int(0), .string("Docs"), plurals: files, language: "de") == "No files in Docs")
    }

    @Test func positionalVariablesAndFormsThatNameOtherArguments() {
        let counts = PluralFormat(format: "%2$#@nodes@, %1$#@edges@", variables: [
            "nodes": [.one: "%d node", .other: "%d nodes"],
            "edges": [.one: "%d edge", .other: "%d edges"],
        ])
        #expect(format("", .int(5), .int(1), plurals: counts) == "1 node, 5 edges")
        let named = PluralFormat(format: "%#@items@", variables: ["items": [.one: "%2$@ has one", .other: "%2$@ has %1$d"]])
        #expect(format("", .int(1), .string("Box"), plurals: named) == "Box has one")
        #expect(format("", .int(4), .string("Box"), plurals: named) == "Box has 4")
    }

    @Test func polishFormsForEachCategory() {
        let nodes = PluralFormat(format: "%#@n@", variables: [
            "n": [.one: "%d węzeł", .few: "%d węzły", .many: "%d węzłów", .other: "%.1f węzła"],
        ])
        let pl = Locale(identifier: "pl")
        let shown = [0, 1, 2, 5, 22, 25].map { format("", .int($0), locale: pl, plurals: nodes, language: "pl") }
        #expect(shown == ["0 węzłów", "1 węzeł", "2 węzły", "5 węzłów", "22 węzły", "25 węzłów"])
        #expect(format("", .double(1.5), locale: pl, plurals: nodes, language: "pl") == "1,5 węzła")
    }

    @Test func variablesWithoutAnEntryPrintTheirArgumentAndMissingFormsUseOther() {
        #expect(format("%#@n@ left", .int(3)) == "3 left")
        let onlyOther = PluralFormat(format: "%#@n@", variables: ["n": [.other: "%d things"]])
        #expect(format("", .int(1), plurals: onlyOther) == "1 things")
        #expect(format("", plurals: onlyOther) == "%d things")
    }

    @Test func tokensOfAFormat() {
        #expect(FormatToken.parse("a%%b") == [.text("a%b")])
        #expect(FormatToken.parse("%3$#@x@!") == [.variable(name: "x", position: 3), .text("!")])
        #expect(FormatToken.parse("%") == [.text("%")])
        #expect(FormatToken.parse("%#@unterminated") == [.text("%#@unterminated")])
    }
}

@Suite struct StringsTableTests {
    @Test func stringsFilesParseCommentsEscapesAndUnquotedKeys() {
        let text = """
            /* A comment */
            // Another
            "quote" = "She said \\"hi\\"\\n";
            unquoted = "plain";
            "unicode" = "caf\\U00e9";
            "list" = ("not", "a", "string");
            """
        let table = StringsTable(stringsData: Data(text.utf8), stringsdictData: nil)
        #expect(table.strings == ["quote": "She said \"hi\"\n", "unquoted": "plain", "unicode": "café"])
    }

    @Test func utf16StringsFilesParseToo() throws {
        let data = try #require("\"k\" = \"Grüße\";".data(using: .utf16))
        #expect(StringsTable(stringsData: data, stringsdictData: nil).strings == ["k": "Grüße"])
    }

    @Test func aBrokenFileCountsAsEmpty() {
        let broken = StringsTable(stringsData: Data("\"a\" = \"b\"; \"c\" = ".utf8),
                                  stringsdictData: Data("<plist><dict><key>x".utf8))
        #expect(broken.strings.isEmpty)
        #expect(broken.plurals.isEmpty)
        #expect(StringsTable(stringsData: Data(), stringsdictData: nil).strings.isEmpty)
    }

    @Test func stringsdictEntriesNeedAFormatAndPluralRuleVariables() throws {
        let plist: [String: Any] = [
            "good": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                      "one": "%d item", "other": "%d items", "bogus": "ignored"],
                "w": ["NSStringFormatSpecTypeKey": "NSStringWidthRuleType", "other": "x"],
            ],
            "noFormat": ["n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "other": "%d"]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let table = StringsTable(stringsData: nil, stringsdictData: data)
        #expect(table.plurals == ["good": PluralFormat(format: "%#@n@", variables: ["n": [.one: "%d item", .other: "%d items"]])])
    }
}
