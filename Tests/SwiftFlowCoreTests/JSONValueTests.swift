import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue(
            parsing: #"{"n": null, "t": true, "f": false, "i": -12, "d": 0.5, "s": "x", "a": [1, []], "o": {}}"#
        )
        #expect(value["n"] == .null)
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["i"]?.doubleValue == -12)
        #expect(value["d"]?.doubleValue == 0.5)
        #expect(value["s"] == .string("x"))
        #expect(value["a"] == .array([1, .array([])]))
        #expect(value["o"] == .object(JSONObject()))
        #expect(value["missing"] == nil)
    }

    @Test func keepsObjectKeyOrder() throws {
        let value = try JSONValue(parsing: #"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
        #expect(value.serializedString(.compact) == #"{"zeta":1,"alpha":2,"mid":3}"#)
    }

    @Test func keepsNumberTextForUnchangedValues() throws {
        let text = #"[1e-7,22,0.727,-0.0,1E+3,12345678901234567890,2.50]"#
        let value = try JSONValue(parsing: text)
        #expect(value.serializedString(.compact) == text)
        // Values are still numbers: 1E+3 is a thousand, 2.50 is two and a half.
        #expect(value[4]?.doubleValue == 1000)
        #expect(value[6]?.doubleValue == 2.5)
    }

    @Test func newNumbersAreWrittenLikeJavaScript() {
        #expect(JSONNumber(22.0).text == "22")
        #expect(JSONNumber(0.727).text == "0.727")
        #expect(JSONNumber(1e-7).text == "1e-7")
        #expect(JSONNumber(-3.5).text == "-3.5")
        #expect(JSONNumber(Double.nan).text == "null")
    }

    @Test func equalityFollowsJSONSemantics() throws {
        #expect(try JSONValue(parsing: #"{"a":1,"b":2}"#) == JSONValue(parsing: #"{"b":2,"a":1.0}"#))
        #expect(try JSONValue(parsing: #"{"a":1}"#) != JSONValue(parsing: #"{"a":1,"b":2}"#))
        #expect(try JSONValue(parsing: "[1,2]") != JSONValue(parsing: "[2,1]"))
        let set: Set<JSONValue> = [
            try JSONValue(parsing: #"{"a":1,"b":2}"#),
            try JSONValue(parsing: #"{"b":2,"a":1}"#),
        ]
        #expect(set.count == 1)
    }

    @Test func decodesEscapesAndUnicode() throws {
        let value = try JSONValue(parsing: #"["a\"b\\c\/d\n\t", "\u00e9\u4e2d", "\ud83d\ude00", "\udc00x", "café œ"]"#)
        #expect(value[0] == .string("a\"b\\c/d\n\t"))
        #expect(value[1] == .string("é中"))
        #expect(value[2] == .string("😀"))
        #expect(value[3] == .string("\u{FFFD}x"))
        #expect(value[4] == .string("café œ"))
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let value: JSONValue = .string("q\"b\\n\nu\u{1}é/")
        #expect(value.serializedString(.compact) == #""q\"b\\n\nu\u0001é/""#)
    }

    @Test func prettyOutputMatchesStringifyWithTwoSpaces() throws {
        let value = try JSONValue(parsing: #"{"a":[1,{"b":null}],"c":{},"d":[]}"#)
        let expected = "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {},\n  \"d\": []\n}\n"
        #expect(value.serializedString(.pretty) == expected)
    }

    @Test func reportsLineAndColumnOfSyntaxErrors() {
        let cases: [(String, Int, Int)] = [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7),
            ("[1, 2,]", 1, 7),
            ("{\"a\": tru}", 1, 7),
            ("", 1, 1),
            ("{\"é\": [1 2]}", 1, 10),
            ("[\"abc", 1, 6),
            ("[01]", 1, 4),
            ("{} x", 1, 4),
            // Columns count characters, not bytes, also past eight bytes (counted a word at a time).
            ("[\"" + String(repeating: "é", count: 20) + String(repeating: "✓", count: 5) + "\" x]", 1, 30),
            ("[\"😀😀😀é\" x]", 1, 9),
            ("\n" + String(repeating: " ", count: 100), 2, 101),
        ]
        for (text, line, column) in cases {
            do {
                _ = try JSONValue(parsing: text)
                Issue.record("expected an error for \(text)")
            } catch let error as JSONParseError {
                #expect(error.line == line && error.column == column, "\(text): \(error)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test func refusesExcessiveNestingWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try JSONValue(parsing: fine) }
    }

    @Test func acceptsPythonNonFiniteTokensAndKeepsTheirText() throws {
        let value = try JSONValue(parsing: "[NaN, Infinity, -Infinity]")
        #expect(value[0]?.doubleValue?.isNaN == true)
        #expect(value[1]?.doubleValue == .infinity)
        #expect(value[2]?.doubleValue == -.infinity)
        #expect(value.serializedString(.compact) == "[NaN,Infinity,-Infinity]")
    }

    @Test func repeatedKeysAreKeptAndTheLastWins() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        #expect(value["a"]?.doubleValue == 3)
        #expect(value.serializedString(.compact) == #"{"a":1,"b":2,"a":3}"#)
    }

    @Test func objectSubscriptSetsReplacesInPlaceAndRemoves() {
        var object: JSONObject = ["x": 1, "y": 2, "z": 3]
        object["y"] = "two"
        object["w"] = true
        object["x"] = nil
        #expect(object.keys == ["y", "z", "w"])
        #expect(object["y"] == .string("two"))
    }

    @Test func detectsTheLayoutOfTheInput() {
        #expect(JSONFormatting.detect(in: Data("{\"a\":1}".utf8)) == .compact)
        #expect(JSONFormatting.detect(in: Data("{\n    \"a\": 1\n}\n".utf8))
            == JSONFormatting(indent: "    ", trailingNewline: true))
        #expect(JSONFormatting.detect(in: Data("{\n\t\"a\": 1\n}".utf8))
            == JSONFormatting(indent: "\t", trailingNewline: false))
    }

    @Test func compactAndPrettyOutputParseBackToTheSameValue() throws {
        let value: JSONValue = ["k": [1.5, "s", nil, true, ["nested": [:]]], "e": []]
        #expect(try JSONValue(parsing: value.serialized(.compact)) == value)
        #expect(try JSONValue(parsing: value.serialized(.pretty)) == value)
    }
}
