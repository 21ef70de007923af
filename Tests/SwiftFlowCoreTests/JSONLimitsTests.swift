import Foundation
import Testing
@testable import SwiftFlowCore

/// Each limit of the reader is an error that says which limit and where, never a crash or a stall.
@Suite struct JSONLimitsTests {
    @Test func nestingDeeperThanTheLimitNamesThePath() throws {
        let text = #"{"nodes": [{"data": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
            + "}]}"
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("600 levels must be refused")
        } catch let error as JSONParseError {
            #expect(error.exceedsLimit)
            #expect(error.message == "nesting deeper than 512 levels")
            // The root and nodes[0] are two levels, data's arrays the rest: the 511th array is the limit.
            #expect(error.path.hasPrefix("nodes[0].data[0][0]"))
            #expect(error.line == 1)
        }
    }

    /// UTF-16 and UTF-32 files (with or without a byte order mark) are named as such, not reported as a
    /// stray 0xFF or NUL byte; a UTF-8 byte order mark is still read past.
    @Test func wideEncodingsAreNamed() throws {
        let text = #"{"nodes": [], "edges": []}"#
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try JSONParser.parse(bytes: bytes)
                return nil
            } catch let error as JSONParseError {
                return error.message
            } catch {
                return "\(error)"
            }
        }
        func utf16(_ bigEndian: Bool) -> [UInt8] {
            text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        func utf32(_ bigEndian: Bool) -> [UInt8] {
            text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let bytes = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                return bigEndian ? bytes.reversed() : bytes
            }
        }
        let hint = ", not UTF-8; save it as UTF-8"
        #expect(message([0xFF, 0xFE] + utf16(false)) == "the text is UTF-16 (little-endian)" + hint)
        #expect(message(utf16(false)) == "the text is UTF-16 (little-endian)" + hint)
        #expect(message([0xFE, 0xFF] + utf16(true)) == "the text is UTF-16 (big-endian)" + hint)
        #expect(message(utf16(true)) == "the text is UTF-16 (big-endian)" + hint)
        #expect(message([0xFF, 0xFE, 0, 0] + utf32(false)) == "the text is UTF-32 (little-endian)" + hint)
        #expect(message(utf32(true)) == "the text is UTF-32 (big-endian)" + hint)
        #expect(message([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
        #expect(message(Array("5".utf8)) == nil)
    }

    @Test func stringLongerThanTheLimit() throws {
        let text = #"{"nodes": [{"id": "a", "data": {"label": ""# + String(repeating: "x", count: 2_000) + #""}}]}"#
        let limits = JSONLimits(maximumStringBytes: 1_000)
        do {
            _ = try JSONParser.parse(bytes: Array(text.utf8), limits: limits)
            Issue.record("a 2,000-byte string must be refused under a 1,000-byte limit")
        } catch let error as JSONParseError {
            #expect(error.exceedsLimit)
            #expect(error.path == "nodes[0].data.label")
            #expect(error.message == "a string of 2 KB is longer than the limit of 1000 bytes")
        }
        // The standard limit (256 MiB) takes it.
        #expect(try JSONParser.parse(bytes: Array(text.utf8))["nodes"]?[0]?["data"]?["label"]?.stringValue?.count
            == 2_000)
    }

    @Test func textLargerThanTheLimit() throws {
        let text = Array(#"{"nodes": [], "edges": [], "note": "0123456789"}"#.utf8)
        #expect(throws: JSONParseError.self) {
            try JSONParser.parse(bytes: text, limits: JSONLimits(maximumTextBytes: 20))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString).json")
        try Data(text).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try JSONFileReader.read(url, limits: JSONLimits(maximumTextBytes: 20))
            Issue.record("a 48-byte file must be refused under a 20-byte limit")
        } catch let failure as JSONFileReader.Failure {
            #expect(failure.exceedsLimit)
            #expect(failure.description.hasSuffix("is 48 bytes, more than the limit of 20 bytes"))
        }
        #expect(try JSONFileReader.read(url).withUnsafeBufferPointer { Array($0) } == text)
    }

    @Test func moreNodesThanMemoryAllows() throws {
        var text = #"{"nodes": ["#
        for i in 0..<11 { text += (i > 0 ? "," : "") + #"{"id": "n\#(i)", "position": {"x": 0, "y": 0}}"# }
        text += #"], "edges": []}"#
        let value = try JSONValue(parsing: text)
        do {
            _ = try GraphDocument.decode(value, limits: GraphLimits(maximumNodes: 10, maximumEdges: 10))
            Issue.record("11 nodes must be refused under a limit of 10")
        } catch let error as GraphFileError {
            #expect(error.errors.count == 1)
            #expect(error.errors.first?.code == .limitExceeded)
            #expect(error.errors.first?.path == "nodes")
            // 11 nodes × 4,000 bytes = 44,000 bytes, 43 KB.
            #expect(error.errors.first?.message.hasPrefix("11 nodes would need about 43 KB of memory") == true)
        }
        #expect(try GraphDocument.decode(value, limits: GraphLimits(maximumNodes: 11, maximumEdges: 0)).0.nodes.count
            == 11)
    }

    @Test func standardLimitsFollowTheMemory() {
        let limits = GraphLimits.standard
        #expect(limits.maximumNodes > 100_000)
        #expect(limits.maximumNodes <= GraphLimits.absoluteMaximum)
    }

    @Test func syntaxErrorsInsideAGraphNameTheirPath() throws {
        let text = "{\n  \"nodes\": [\n    {\"id\": \"a\", \"position\": {\"x\": 1., \"y\": 0}}\n  ]\n}"
        do {
            _ = try GraphDocument.parse(data: Data(text.utf8))
            Issue.record("`1.` is not a number")
        } catch let error as GraphFileError {
            let diagnostic = try #require(error.errors.first)
            #expect(diagnostic.code == .malformedJSON)
            #expect(diagnostic.path == "nodes[0].position.x")
            #expect(diagnostic.line == 3)
            #expect(diagnostic.description
                == "line 3, column 37: expected a digit after the decimal point (at nodes[0].position.x)")
        }
    }
}
