import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

@MainActor
@Suite struct EditorDocumentTests {
    private func open(_ text: String) throws -> (EditorDocument, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return (EditorDocument(file: try EditorFile.open(url)), url)
    }

    private let twoNodes = """
    {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {}},
               {"id": "b", "position": {"x": 300, "y": 0}, "data": {}},
               {"id": "c", "position": {"x": 300, "y": 200}, "data": {}}],
     "edges": [{"id": "e1", "source": "a", "target": "b", "type": "buttonedge", "className": "fancy",
                "markerEnd": "logo"}]}
    """

    @Test func reconnectingKeepsTheEdgesOwnKeys() throws {
        let (document, url) = try open(twoNodes)
        let edge = try #require(document.edges.first)
        document.reconnect(edge, to: Connection(source: "a", target: "c"))
        #expect(document.save())
        let saved = try JSONValue(parsing: Data(contentsOf: url))
        let savedEdge = saved["edges"]?[0]
        #expect(savedEdge?["id"] == "e1" && savedEdge?["target"] == "c")
        #expect(savedEdge?["type"] == "buttonedge" && savedEdge?["className"] == "fancy" && savedEdge?["markerEnd"] == "logo")
    }

    /// A connection whose default id another edge already holds (here a self-loop on `a` named as React Flow
    /// would name a→b) gets the id with `-2`: ids stay unique, and both edges are kept.
    @Test func aConnectionWhoseDefaultIdIsTakenGetsAnotherId() throws {
        let (document, _) = try open("""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {}},
                   {"id": "b", "position": {"x": 300, "y": 0}, "data": {}}],
         "edges": [{"id": "xy-edge__a-b", "source": "a", "target": "a"},
                   {"id": "xy-edge__a-b-2", "source": "b", "target": "b"}]}
        """)
        document.connect(Connection(source: "a", target: "b"))
        #expect(document.edges.map(\.id) == ["xy-edge__a-b", "xy-edge__a-b-2", "xy-edge__a-b-3"])
        #expect(document.edges.last?.source == "a" && document.edges.last?.target == "b")
        document.connect(Connection(source: "b", target: "a"))
        #expect(document.edges.last?.id == "xy-edge__b-a")
    }

    @Test func theTitleMarksUnsavedEdits() throws {
        let (document, url) = try open(twoNodes)
        let name = url.lastPathComponent
        #expect(document.title == "\(name) — SwiftFlow")
        document.apply([NodeChange<JSONValue>.position("a", XYPosition(x: 5, y: 5))])
        #expect(document.title == "• \(name) — SwiftFlow")
        #expect(document.save())
        #expect(document.title == "\(name) — SwiftFlow")
    }

    @Test func selectingAndMeasuringDoNotNeedSaving() throws {
        let (document, _) = try open(twoNodes)
        document.apply([NodeChange<JSONValue>.selection("a", true), .dimensions(id: "a", size: CGSize(width: 150, height: 40))])
        document.apply([EdgeChange<JSONValue>.selection("e1", true)])
        #expect(!document.isDirty)
    }

    @Test func handlesFollowTheEdges() throws {
        let (document, _) = try open(twoNodes)
        #expect(document.handles.sources(of: "c") == [nil])
        document.apply([NodeChange<JSONValue>.add(item: Node(id: "d", position: .zero, data: .null))])
        document.apply([EdgeChange<JSONValue>.add(item: Edge(id: "e2", source: "d", target: "a", sourceHandle: "out"))])
        #expect(document.handles.sources(of: "d") == ["out"])
    }

    /// The handles come worked out with the opened file (a window reads files on a worker thread): declared
    /// ones first, in the file's order, then those only the edges name; a node with none shows one unnamed handle.
    @Test func theOpenedFileBringsEachNodesHandles() throws {
        let (document, _) = try open("""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {},
                    "handles": [{"id": "h1", "type": "source"}, {"id": "in", "type": "target"}]},
                   {"id": "b", "position": {"x": 300, "y": 0}, "data": {}},
                   {"id": "c", "position": {"x": 600, "y": 0}, "data": {}}],
         "edges": [{"id": "e1", "source": "a", "sourceHandle": "h2", "target": "b", "targetHandle": "left"},
                   {"id": "e2", "source": "a", "sourceHandle": "h1", "target": "b"}]}
        """)
        #expect(document.handles.sources(of: "a") == ["h1", "h2"])
        #expect(document.handles.targets(of: "a") == ["in"])
        #expect(document.handles.targets(of: "b") == ["left", nil])
        #expect(document.handles.sources(of: "c") == [nil] && document.handles.targets(of: "c") == [nil])
    }

    @Test func savingThroughASymlinkUpdatesTheFileItPointsTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = folder.appendingPathComponent("real.json")
        try Data(twoNodes.utf8).write(to: real)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let document = EditorDocument(file: try EditorFile.open(link))
        document.apply([NodeChange<JSONValue>.position("a", XYPosition(x: 42, y: 0))])
        #expect(document.save())
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil, "still a link")
        #expect(try JSONValue(parsing: Data(contentsOf: real))["nodes"]?[0]?["position"]?["x"] == 42)
    }
}
