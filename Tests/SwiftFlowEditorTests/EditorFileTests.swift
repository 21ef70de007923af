import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

@Suite struct EditorFileTests {
    private func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("editor-file-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func findsAFlowNestedInAnAppWrapper() throws {
        let url = try temporaryFile("""
        {"id": "app-1", "dsl": {"graph": {"nodes": [{"id": "a", "position": {"x": 1, "y": 2}, "data": {}}],
         "edges": []}, "other": 3}, "title": "T"}
        """)
        let file = try EditorFile.open(url)
        #expect(file.flowPath == ["dsl", "graph"])
        #expect(file.document.nodes.map(\.id) == ["a"])
    }

    @Test func savingAnUnchangedWrappedFlowKeepsEveryKey() throws {
        let text = """
        {"name": "x", "rfInstance": {"nodes": [{"id": "a", "type": "DATA", "position": {"x": 1, "y": 2},
         "data": {"k": [1, 2]}, "positionAbsolute": {"x": 1, "y": 2}}], "edges": []}, "textNodes": [1]}
        """
        let url = try temporaryFile(text)
        let file = try EditorFile.open(url)
        try file.save(file.document)
        #expect(try JSONValue(parsing: Data(contentsOf: url)) == JSONValue(parsing: text))
    }

    @Test func aMovedNodeIsWrittenBackInsideTheWrapper() throws {
        let url = try temporaryFile("""
        {"flow": {"nodes": [{"id": "a", "position": {"x": 1, "y": 2}, "data": {}, "extra": true}], "edges": []},
         "cache": {}}
        """)
        let file = try EditorFile.open(url)
        var document = file.document
        document.nodes[0].position = XYPosition(x: 50, y: 60)
        try file.save(document)
        let saved = try JSONValue(parsing: Data(contentsOf: url))
        #expect(saved["flow"]?["nodes"]?[0]?["position"] == ["x": 50, "y": 60])
        #expect(saved["flow"]?["nodes"]?[0]?["extra"] == true)
        #expect(saved["cache"] == [:])
    }

    @Test func malformedFilesGiveALineAndColumn() throws {
        let url = try temporaryFile("{\"nodes\": [\n  {\"id\": }\n]}")
        #expect {
            try EditorFile.open(url)
        } throws: { error in
            guard let error = error as? GraphFileError, let first = error.errors.first else { return false }
            return first.line == 2 && first.code == .malformedJSON
        }
    }

    /// Every flow of the React Flow corpus, wrapped or not, opens and saves back without losing a key.
    /// The corpus is not part of the repository: SWIFTFLOW_CORPUS or ../shared/corpus/reactflow.
    @Test(.enabled(if: EditorFileTests.corpusFolder() != nil, "React Flow corpus not found"))
    func corpusFlowsRoundTrip() throws {
        let folder = try #require(Self.corpusFolder())
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for name in names.sorted() where name.hasSuffix(".json") {
            let original = try Data(contentsOf: folder.appendingPathComponent(name))
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString).json")
            try original.write(to: copy)
            let file = try EditorFile.open(copy)
            try file.save(file.document)
            #expect(try JSONValue(parsing: Data(contentsOf: copy)) == JSONValue(parsing: original), "\(name)")
        }
    }

    /// The committed flows of other React Flow apps (Tests/SwiftFlowCoreTests/Fixtures/Flows, see its
    /// SOURCES.md), wrapped or not, open in the editor and save back without losing a key or a wrapper.
    @Test func fixtureFlowsRoundTripThroughTheEditor() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftFlowCoreTests/Fixtures/Flows")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 14)
        for name in names.sorted() {
            let original = try Data(contentsOf: folder.appendingPathComponent(name))
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: copy) }
            try original.write(to: copy)
            let file = try EditorFile.open(copy)
            #expect(!file.document.nodes.isEmpty, "\(name)")
            try file.save(file.document)
            #expect(try JSONValue(parsing: Data(contentsOf: copy)) == JSONValue(parsing: original), "\(name)")
        }
    }

    static func corpusFolder() -> URL? {
        if let path = ProcessInfo.processInfo.environment["SWIFTFLOW_CORPUS"] { return URL(fileURLWithPath: path) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared/corpus/reactflow")
        return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
    }
}
