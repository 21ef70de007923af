import Foundation
import Testing
@testable import SwiftFlowCore

/// A big file's text is kept as a mapped private copy (`JSONTextBytes`): it must read exactly as the file did,
/// leave no file behind, survive its pages being released, and — the reason for the copy — keep a save
/// byte-identical to the text as read even when the original file is rewritten in place while it is open.
@Suite struct MappedFileTextTests {
    private func folder(in base: URL = FileManager.default.temporaryDirectory) throws -> URL {
        let url = base.appendingPathComponent("mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// An indented React Flow file of `count` nodes with a little unmodelled data each (about 260 bytes a node).
    private func graphText(count: Int) -> Data {
        var text = "{\n  \"nodes\": [\n"
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += "    {\n      \"id\": \"n\(index)\",\n      \"type\": \"custom\",\n"
                + "      \"position\": {\n        \"x\": \(index).50,\n        \"y\": 1e1\n      },\n"
                + "      \"data\": {\n        \"label\": \"Node \(index)\",\n        \"odd\": \"\\u0041\\ud800\",\n"
                + "        \"list\": [1, 2.0, 3e0]\n      },\n      \"className\": \"keep-me\"\n    }"
        }
        text += "\n  ],\n  \"edges\": []\n}\n"
        return Data(text.utf8)
    }

    private func bytes(_ text: JSONTextBytes) -> [UInt8] {
        text.withUnsafeBufferPointer { Array($0) }
    }

    @Test func bigFileReadsAsItsBytesAndLeavesNoFileBehind() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        let input = graphText(count: 20_000)
        #expect(input.count > JSONTextBytes.mappingThreshold)
        try input.write(to: url)

        let text = try JSONFileReader.read(url)
        // On a disk-backed folder the text is mapped; on tmpfs a copy would be memory too, so it is read.
        #expect(text.isMapped == !FolderStorage.isHeldInMemory(folder.path))
        #expect(text.count == input.count)
        #expect(bytes(text) == [UInt8](input))
        // The copy has no name: the folder holds the file alone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.json"])
        text.releasePages()
        #expect(bytes(text) == [UInt8](input))
    }

    @Test func smallFileIsHeldInMemory() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("small.json")
        let input = graphText(count: 10)
        try input.write(to: url)
        let text = try JSONFileReader.read(url)
        #expect(!text.isMapped)
        #expect(bytes(text) == [UInt8](input))
    }

    @Test func saveStaysByteIdenticalWhenTheOriginalIsRewrittenInPlace() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        let input = graphText(count: 20_000)
        try input.write(to: url)
        var (document, _) = try GraphDocument.load(from: url)

        // Another program truncates the file and writes something else into the same inode.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(String(repeating: "x", count: 1_000).utf8))
        try handle.close()

        // The document still reads and saves the text as it was loaded.
        #expect(document.nodes[19_999].data["label"]?.stringValue == "Node 19999")
        #expect(document.nodes[7].data["odd"] != nil)
        let copy = folder.appendingPathComponent("copy.json")
        try document.write(to: copy)
        #expect(try Data(contentsOf: copy) == input)
        #expect(document.encoded() == input)

        // An edit rewrites that node's position and leaves every other node's bytes as they were.
        document.nodes[0].position.x = 7
        let edited = String(decoding: document.encoded(), as: UTF8.self)
        let original = String(decoding: input, as: UTF8.self)
        #expect(edited.contains("\"x\": 7"))
        let rest = try #require(original.range(of: "    {\n      \"id\": \"n1\""))
        #expect(edited.hasSuffix(original[rest.lowerBound...]))
    }

    @Test func unchangedListsKeepTheirTextAndTheirValues() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.json")
        let input = graphText(count: 20_000)
        try input.write(to: url)
        let (document, _) = try GraphDocument.load(from: url)
        // The document keeps the root's lists as text only; its JSON value still holds every node, so a writer
        // that does not copy text (the clipboard's) writes them all.
        let value = document.jsonValue()
        #expect(value["nodes"]?[19_999]?["id"]?.stringValue == "n19999")
        #expect(value["nodes"]?[20_000] == nil)
        #expect(value["edges"] == .array([]))
        let rewritten = try JSONValue(parsing: String(decoding: value.serialized(.compact), as: UTF8.self))
        #expect(rewritten["nodes"]?[7]?["className"]?.stringValue == "keep-me")
        // Pages let go by the decode and the save come back when read again.
        let saved = folder.appendingPathComponent("saved.json")
        try document.write(to: saved)
        try document.write(to: saved)
        #expect(try Data(contentsOf: saved) == input)
    }

    @Test func memoryBackedFoldersAreKnownFromTheMountTable() throws {
        let mounts = try String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)
        // /proc is procfs, not memory that holds files; /dev/shm is tmpfs wherever it is mounted as such.
        #expect(!FolderStorage.isHeldInMemory("/proc/self"))
        if mounts.contains(" /dev/shm tmpfs ") {
            #expect(FolderStorage.isHeldInMemory("/dev/shm"))
            #expect(FolderStorage.isHeldInMemory("/dev/shm/some/folder"))
        }
    }
}
