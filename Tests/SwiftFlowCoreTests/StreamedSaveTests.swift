import Foundation
import Glibc
import Testing
@testable import SwiftFlowCore

/// Saves stream their text into the file a piece at a time (`ChunkedFileOutput`): what lands on disk must be
/// exactly what `encoded()` returns, across piece boundaries, for spans longer than a piece, laid out compact
/// or indented; a failing write must fail the save and leave the old file.
@Suite struct StreamedSaveTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A React Flow file of `count` nodes (each about 120 bytes), indented by two spaces or on one line, with
    /// node 0's label `labelBytes` long: enough nodes make the text span several pieces.
    private func file(count: Int, labelBytes: Int = 1, indented: Bool) -> Data {
        let (nl, sp) = indented ? ("\n", " ") : ("", "")
        let pad = { (depth: Int) in indented ? String(repeating: "  ", count: depth) : "" }
        var nodes: [String] = []
        for index in 0..<count {
            let label = index == 0 ? String(repeating: "L", count: labelBytes) : "n\(index)"
            nodes.append("\(pad(2)){\(nl)\(pad(3))\"id\":\(sp)\"n\(index)\",\(nl)"
                + "\(pad(3))\"position\":\(sp){\(nl)\(pad(4))\"x\":\(sp)\(index).50,\(nl)\(pad(4))\"y\":\(sp)1e1\(nl)\(pad(3))},\(nl)"
                + "\(pad(3))\"data\":\(sp){\(nl)\(pad(4))\"label\":\(sp)\"\(label)\",\(nl)\(pad(4))\"odd\":\(sp)\"\\u0041\"\(nl)\(pad(3))}\(nl)\(pad(2))}")
        }
        let text = "{\(nl)\(pad(1))\"nodes\":\(sp)[\(nl)" + nodes.joined(separator: ",\(nl)")
            + "\(nl)\(pad(1))],\(nl)\(pad(1))\"edges\":\(sp)[]\(nl)}" + (indented ? "\n" : "")
        return Data(text.utf8)
    }

    private func saved(_ document: GraphDocument) throws -> Data {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        try document.write(to: url)
        return try Data(contentsOf: url)
    }

    @Test(arguments: [true, false])
    func unchangedFileStreamsBackByteForByte(indented: Bool) throws {
        // About 3 MB of text: three pieces and more.
        let input = file(count: 25_000, indented: indented)
        #expect(input.count > 2 * ChunkedFileOutput.pieceBytes)
        let (document, _) = try GraphDocument.parse(data: input)
        #expect(try saved(document) == input)
    }

    @Test(arguments: [true, false])
    func editedFileStreamsWhatEncodedReturns(indented: Bool) throws {
        // Node 0's label alone is longer than a piece, so its unchanged span goes to the file directly.
        let input = file(count: 20_000, labelBytes: ChunkedFileOutput.pieceBytes + 17, indented: indented)
        var (document, _) = try GraphDocument.parse(data: input)
        document.nodes[1].position.x = 42
        document.nodes[19_999].data = ["label": "changed"]
        let expected = document.encoded()
        // The hand-made check that the edits are in: the moved x, the new label, and the long label kept.
        let text = String(decoding: expected, as: UTF8.self)
        #expect(text.contains(indented ? "\"x\": 42" : "\"x\":42"))
        #expect(text.contains("\"label\":" + (indented ? " " : "") + "\"changed\""))
        #expect(text.contains(String(repeating: "L", count: ChunkedFileOutput.pieceBytes + 17)))
        #expect(expected.count > input.count - 100 && expected.count < input.count + 100)
        #expect(try saved(document) == expected)
    }

    @Test func wrappedValueStreamsWhatSerializedReturns() throws {
        let value = try JSONValue(parsing: "{\"app\": {\"flow\": [1, 2.50, \"\\u00e9\"]}, \"n\": -0}")
        let expected = value.serialized(.pretty, keepingOriginalText: true)
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("wrapped.json")
        try AtomicFileWriter.write(to: url) { value.write(.pretty, keepingOriginalText: true, into: $0) }
        #expect(try Data(contentsOf: url) == expected)
        #expect(String(decoding: expected, as: UTF8.self)
            == "{\n  \"app\": {\n    \"flow\": [\n      1,\n      2.50,\n      \"é\"\n    ]\n  },\n  \"n\": -0\n}\n")
    }

    @Test func aFailedWriteIsKeptAndSkipsTheRest() throws {
        // /dev/full refuses every write with ENOSPC, as a full disk would.
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let output = ChunkedFileOutput(descriptor: descriptor)
        [UInt8](repeating: 0x41, count: 10).withUnsafeBytes { output.write($0) }
        #expect(output.failure == String(cString: strerror(ENOSPC)))
        #expect(output.byteCount == 0)
    }

    @Test func aSaveThatThrowsKeepsTheOldFileAndLeavesNoTemporaryFile() throws {
        struct Stop: Error {}
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        try Data("old".utf8).write(to: url)
        #expect(throws: Stop.self) {
            try AtomicFileWriter.write(to: url) { output in
                [UInt8](repeating: 0x41, count: 4).withUnsafeBytes { output.write($0) }
                #expect(output.byteCount == 4)
                throw Stop()
            }
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.json"])
    }
}
