import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Copy / paste of `JSONValue` graphs through the host clipboard text, as between two editor processes.
@MainActor
@Suite struct PipelineClipboardTests {
    final class Model {
        var nodes: [Node<JSONValue>]
        var edges: [Edge<JSONValue>]
        init(nodes: [Node<JSONValue>], edges: [Edge<JSONValue>]) {
            self.nodes = nodes
            self.edges = edges
        }
    }

    struct EditorApp: View {
        let model: Model
        @State var nodes: [Node<JSONValue>]
        @State var edges: [Edge<JSONValue>]

        var body: some View {
            let model = model
            model.nodes = nodes
            model.edges = edges
            return SwiftFlow(
                nodes: nodes, edges: edges,
                onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
                onConnect: { edges = addEdge($0, edges: edges) }
            ) { node in
                Text(node.id).frame(width: 100, height: 50)
            }
        }
    }

    static func window(_ model: Model, host: PipelineHost) -> WindowRoot {
        let root = WindowRoot(size: CGSize(width: 600, height: 500), textMeasurer: CairoTextMeasurer(), host: host) {
            EditorApp(model: model, nodes: model.nodes, edges: model.edges)
        }
        root.update()
        root.update()
        return root
    }

    static func click(_ root: WindowRoot, _ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerDown(location: CGPoint(x: x, y: y), button: .primary, clickCount: 1, modifiers: modifiers))
        root.handle(.pointerUp(location: CGPoint(x: x, y: y), button: .primary, modifiers: modifiers))
    }

    static func key(_ root: WindowRoot, _ code: KeyCode, _ modifiers: EventModifiers = []) {
        root.handle(.keyDown(KeyEvent(keysym: code.rawValue, modifiers: modifiers)))
    }

    /// Two nodes with data and an edge between them, copied in one window, paste into another (empty) one
    /// 50 right and 50 down, with their data and a new edge between the new ids.
    @Test func copyInOneWindowPasteInAnother() throws {
        let host = PipelineHost()
        let source = Model(
            nodes: [
                Node(id: "a", position: XYPosition(x: 100, y: 100), data: ["label": "A", "n": 1], width: 100,
                     height: 50),
                Node(id: "b", position: XYPosition(x: 300, y: 100), data: ["label": "B"], width: 100, height: 50),
            ],
            edges: [Edge(id: "e1", source: "a", target: "b", data: ["w": 2])])
        let first = Self.window(source, host: host)
        Self.click(first, 120, 110)
        Self.click(first, 320, 110, .control)
        Self.key(first, .c, .control)
        let text = try #require(host.clipboard)
        #expect(text.contains("\"label\""))

        let target = Model(nodes: [], edges: [])
        let second = Self.window(target, host: host)
        Self.click(second, 550, 450)
        Self.key(second, .v, .control)
        #expect(target.nodes.count == 2)
        let byLabel = Dictionary(uniqueKeysWithValues: target.nodes.map { ($0.data["label"]?.stringValue ?? "", $0) })
        #expect(byLabel["A"]?.position == XYPosition(x: 150, y: 150))
        #expect(byLabel["B"]?.position == XYPosition(x: 350, y: 150))
        #expect(byLabel["A"]?.data["n"] == 1)
        #expect(target.edges.count == 1)
        #expect(target.edges.first?.source == byLabel["A"]?.id)
        #expect(target.edges.first?.target == byLabel["B"]?.id)
        #expect(target.edges.first?.data == ["w": 2])
    }

    /// Copy puts a typed graph on the host clipboard (its plain text is the same JSON); paste takes the graph
    /// form when the host offers one, whatever the plain text says.
    @Test func copyIsTypedAsAGraphAndPasteReadsTheGraphForm() throws {
        let host = PipelineHost()
        let source = Model(
            nodes: [Node(id: "a", position: XYPosition(x: 100, y: 100), data: ["label": "A"], width: 100,
                         height: 50)],
            edges: [])
        let first = Self.window(source, host: host)
        Self.click(first, 120, 110)
        Self.key(first, .c, .control)
        let content = try #require(host.clipboardContent)
        let encoded = try #require(content.encodedGraph)
        #expect(content.plainText == encoded)
        #expect(encoded.contains("\"label\""))

        host.clipboardContent = .graph(encoded, plainText: "1 node")
        let target = Model(nodes: [], edges: [])
        let second = Self.window(target, host: host)
        Self.click(second, 550, 450)
        Self.key(second, .v, .control)
        #expect(target.nodes.map { $0.data["label"]?.stringValue } == ["A"])
        #expect(target.nodes.first?.position == XYPosition(x: 150, y: 150))
    }

    /// Graph JSON that arrives as plain text (copied from a text editor) still pastes.
    @Test func graphJSONAsPlainTextPastes() throws {
        let node = Node<JSONValue>(id: "t", position: XYPosition(x: 0, y: 0), data: ["label": "T"], width: 10,
                                   height: 10)
        let text = try #require(CanvasClipboardCodec<JSONValue, JSONValue>.graphJSON.encode(
            ClipboardPayload(nodes: [node], edges: [])))
        let host = PipelineHost()
        host.clipboardContent = .text(text)
        let model = Model(nodes: [], edges: [])
        let root = Self.window(model, host: host)
        Self.click(root, 550, 450)
        Self.key(root, .v, .control)
        #expect(model.nodes.map { $0.data["label"]?.stringValue } == ["T"])
    }

    /// Garbage on the clipboard pastes nothing and does not crash.
    @Test func garbageClipboardPastesNothing() {
        let host = PipelineHost()
        host.clipboard = "{ not json"
        let model = Model(nodes: [], edges: [])
        let root = Self.window(model, host: host)
        Self.click(root, 550, 450)
        Self.key(root, .v, .control)
        #expect(model.nodes.isEmpty)
        #expect(CanvasClipboardCodec<JSONValue, JSONValue>.graphJSON.decode("[1, 2]") == nil)
    }

    /// A node whose parent was not copied keeps its parent id and the parent's copy-time origin.
    @Test func detachedParentSurvivesTheText() throws {
        let child = Node<JSONValue>(id: "k", position: XYPosition(x: 10, y: 20), data: nil, width: 10, height: 10,
                                    parentId: "p")
        let payload = ClipboardPayload<JSONValue, JSONValue>(nodes: [child], edges: [],
                                                             detachedParentOrigins: ["k": XYPosition(x: 5, y: 7)])
        let codec = CanvasClipboardCodec<JSONValue, JSONValue>.graphJSON
        let text = try #require(codec.encode(payload))
        let decoded = try #require(codec.decode(text))
        #expect(decoded.nodes.map(\.parentId) == ["p"])
        #expect(decoded.nodes.map(\.position) == [XYPosition(x: 10, y: 20)])
        #expect(decoded.detachedParentOrigins == ["k": XYPosition(x: 5, y: 7)])
    }

    struct Payload: Codable, Equatable, Sendable {
        var title: String
        var count: Int
    }

    struct Opaque: Equatable, Sendable {}

    /// Codable data round-trips through the text with its values; non-Codable data has no default codec.
    @Test func codableDataRoundTrips() throws {
        let node = Node(id: "n", position: XYPosition(x: 1, y: 2), data: Payload(title: "T", count: 3),
                        width: 30, height: 40, selected: true)
        let edge = Edge<EmptyEdgeData>(id: "e", source: "n", target: "n", label: "L", data: EmptyEdgeData())
        let codec = try #require(CanvasClipboardCodec<Payload, EmptyEdgeData>.codableJSON)
        let text = try #require(codec.encode(ClipboardPayload(nodes: [node], edges: [edge])))
        let decoded = try #require(codec.decode(text))
        #expect(decoded.nodes.map(\.data) == [Payload(title: "T", count: 3)])
        #expect(decoded.nodes.map(\.position) == [XYPosition(x: 1, y: 2)])
        #expect(decoded.nodes.map(\.width) == [30])
        #expect(decoded.edges.map(\.label) == ["L"])
        #expect(decoded.edges.map(\.data) == [EmptyEdgeData()])
        #expect(CanvasClipboardCodec<Opaque, EmptyEdgeData>.codableJSON == nil)
        #expect(CanvasClipboardCodec<Opaque, EmptyEdgeData>.automatic == nil)
        #expect(CanvasClipboardCodec<Payload, EmptyEdgeData>.codableJSON?.decode("{\"nodes\": 3}") == nil)
    }

    /// In the String-data pipeline the copy goes through the host clipboard as text.
    @Test func stringDataCopyReachesHostClipboard() throws {
        let app = PipelineDriver()
        app.click(120, 110)
        app.key(.c, .control)
        let text = try #require(app.host.clipboard)
        #expect(text.contains("\"A\""))
        app.host.clipboard = text.replacingOccurrences(of: "\"A\"", with: "\"Z\"")
        app.key(.v, .control)
        #expect(app.log.nodes.filter { $0.data == "Z" }.map(\.position) == [XYPosition(x: 150, y: 150)])
    }
}
