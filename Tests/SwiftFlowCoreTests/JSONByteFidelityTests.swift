import Foundation
import Testing
@testable import SwiftFlowCore

/// Saving keeps every byte the editor did not change: escapes, number spellings, invalid UTF-8 and lone
/// surrogates inside keys the model does not know. The files are written byte by byte here.
@Suite struct JSONByteFidelityTests {
    /// A React Flow file whose node data holds what no Swift `String` can: the byte 0xFF, a truncated UTF-8
    /// sequence (0xC3 then a quote), a lone high and a lone low surrogate, escapes a writer would not choose
    /// (`\u00e9`, `\/`) and numbers spelled unusually (`1.0E+2`, `-0`, `0.10`).
    private static func hostileFile(x: String = "10") -> [UInt8] {
        var bytes: [UInt8] = []
        func text(_ string: String) { bytes.append(contentsOf: string.utf8) }
        text("{\n  \"nodes\": [\n    {\n      \"id\": \"a\",\n      \"position\": {\n        \"x\": \(x),\n")
        text("        \"y\": 20\n      },\n      \"data\": {\n        \"label\": \"A\",\n        \"raw\": \"")
        bytes.append(contentsOf: [0xFF, 0x41, 0xC3])
        text("\",\n        \"lone\": \"\\ud800 and \\udfff\",\n        \"escaped\": \"caf\\u00e9 \\/ x\",\n")
        text("        \"numbers\": [1.0E+2, -0, 0.10]\n      },\n      \"className\": \"\\ud83d\"\n    }\n  ],\n")
        text("  \"edges\": [],\n  \"note\": \"top \\u0041\"\n}\n")
        return bytes
    }

    /// The bytes of `needle` occur in `haystack`.
    private func contains(_ haystack: Data, _ needle: [UInt8]) -> Bool {
        Data(haystack).range(of: Data(needle)) != nil
    }

    @Test func unchangedFileSavesByteForByte() throws {
        let input = Self.hostileFile()
        let (document, _) = try GraphDocument.parse(data: Data(input))
        #expect(document.encoded() == Data(input))
    }

    @Test func movedNodeKeepsItsUnmodelledBytes() throws {
        var (document, _) = try GraphDocument.parse(data: Data(Self.hostileFile()))
        document.nodes[0].position.x = 15
        let saved = document.encoded()
        // Everything but the moved x is the original text: the file as it would be written with x = 15.
        #expect(saved == Data(Self.hostileFile(x: "15")))
        #expect(contains(saved, [0x22, 0xFF, 0x41, 0xC3, 0x22]))
        #expect(contains(saved, Array(#""lone": "\ud800 and \udfff""#.utf8)))
        #expect(contains(saved, Array(#""className": "\ud83d""#.utf8)))
    }

    @Test func changedDataKeepsItsOtherMembers() throws {
        var (document, _) = try GraphDocument.parse(data: Data(Self.hostileFile()))
        guard case .object(var data) = document.nodes[0].data else {
            Issue.record("data is an object")
            return
        }
        data["label"] = "B"
        document.nodes[0].data = .object(data)
        let saved = document.encoded()
        let expected = String(decoding: Self.hostileFile(), as: UTF8.self)
            .replacingOccurrences(of: #""label": "A""#, with: #""label": "B""#)
        // The file's non-UTF-8 bytes cannot pass through a String: compare around them.
        #expect(saved.count == Self.hostileFile().count)
        #expect(contains(saved, Array(#""label": "B""#.utf8)))
        #expect(contains(saved, [0x22, 0xFF, 0x41, 0xC3, 0x22]))
        #expect(contains(saved, Array(#""escaped": "caf\u00e9 \/ x""#.utf8)))
        #expect(contains(saved, Array("[1.0E+2, -0, 0.10]".utf8)))
        #expect(expected.contains(#""label": "B""#))
    }

    @Test func readValuesStillDecodeTheEscapes() throws {
        let (document, _) = try GraphDocument.parse(data: Data(Self.hostileFile()))
        let data = document.nodes[0].data
        #expect(data["escaped"] == "café / x")
        #expect(data["lone"] == "\u{FFFD} and \u{FFFD}")
        #expect(data["raw"] == "\u{FFFD}A\u{FFFD}")
        #expect(data["numbers"]?[0]?.doubleValue == 100)
        #expect(document.metadata["note"] == "top A")
    }

    @Test func originalTextIsKeptOnlyWhenAskedAndWhereItFits() throws {
        let text = "{\"a\": {\"b\": \"\\u0041\", \"c\": [1, 2]}}"
        let value = try JSONValue(parsing: text)
        // Plain serialization writes everything afresh.
        #expect(value.serializedString(.compact) == #"{"a":{"b":"A","c":[1,2]}}"#)
        // Keeping the text, output laid out as the text was (on one line) is the text itself.
        #expect(String(decoding: value.serialized(.compact, keepingOriginalText: true), as: UTF8.self) == text)
        // Indented output does not fit the one-line text: written afresh.
        #expect(String(decoding: value.serialized(.pretty, keepingOriginalText: true), as: UTF8.self)
            == "{\n  \"a\": {\n    \"b\": \"A\",\n    \"c\": [\n      1,\n      2\n    ]\n  }\n}\n")
    }
}
