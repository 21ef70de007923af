import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

@MainActor
@Suite struct CanvasSceneTests {
    /// Bounds (0,0)–(400,200) in 800 × 600 with padding 0.1: pads floor(36.36) = 36 and floor(27.27) = 27,
    /// zoom = min(728/400, 546/200) = 1.82, x = 400 − 200·1.82 = 36, y = 300 − 100·1.82 = 118.
    @Test func fitViewMatchesTheHandComputedViewport() throws {
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 300, 160)], edges: [Edge<EmptyEdgeData>](),
                      fitView: true) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(abs(canvas.viewport.zoom - 1.82) < 1e-9)
        #expect(abs(canvas.viewport.x - 36) < 1e-9)
        #expect(abs(canvas.viewport.y - 118) < 1e-9)
    }

    /// Text "Hi" at 13 points is measured once; growing the text reports the new size once.
    @Test func dimensionsAreReportedOnceAndAgainWhenContentGrows() throws {
        let log = CallbackLog()
        func flow(_ label: String) -> some View {
            SwiftFlow(nodes: [Node(id: "a", position: XYPosition(x: 0, y: 0), data: label)],
                      edges: [Edge<EmptyEdgeData>](),
                      onNodesChange: { log.nodeChanges.append(contentsOf: $0) }) { node in
                Text(node.data).padding(5)
            }
        }
        let root = CanvasHarness.root { flow("Hi") }
        root.update()
        let first = log.nodeChanges.compactMap { change -> CGSize? in
            if case .dimensions(let id, let size, _) = change, id == "a" { return size }
            return nil
        }
        #expect(first.count == 1)
        root.setContent { flow("Hello, wider world") }
        root.update()
        root.update()
        let all = log.nodeChanges.compactMap { change -> CGSize? in
            if case .dimensions(_, let size, _) = change { return size }
            return nil
        }
        #expect(all.count == 2)
        if all.count == 2 { #expect(all[1].width > all[0].width) }
    }

    /// Named handle: bottom of a (0,0,100,40) pushed out by 3 → (50,43). First of type: the right handle
    /// → (103,20). No handles: side centres (100,320) and (200,320).
    @Test func edgesAnchorToHandles() throws {
        let nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 200, 200), .box("c", 0, 300), .box("d", 200, 300)]
        let edges = [
            Edge<EmptyEdgeData>(id: "named", source: "a", target: "b", sourceHandle: "s2"),
            Edge<EmptyEdgeData>(id: "first", source: "a", target: "b"),
            Edge<EmptyEdgeData>(id: "side", source: "c", target: "d"),
        ]
        let root = CanvasHarness.root(width: 600, height: 500) {
            SwiftFlow(nodes: nodes, edges: edges) { node in
                ZStack {
                    if node.id == "a" {
                        Handle(id: "s1", type: .source, position: .right)
                        Handle(id: "s2", type: .source, position: .bottom)
                    } else if node.id == "b" {
                        Handle(type: .target, position: .top)
                    }
                }
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        let named = try #require(canvas.edgeEndpoints(of: "named"))
        #expect(named.source == CGPoint(x: 50, y: 43))
        #expect(named.target == CGPoint(x: 250, y: 197))
        let first = try #require(canvas.edgeEndpoints(of: "first"))
        #expect(first.source == CGPoint(x: 103, y: 20))
        let side = try #require(canvas.edgeEndpoints(of: "side"))
        #expect(side.source == CGPoint(x: 100, y: 320))
        #expect(side.target == CGPoint(x: 200, y: 320))
    }

    /// Defaults fill only properties still at their initializer default.
    @Test func defaultEdgeOptionsFillOnlyDefaults() throws {
        let edges = [
            Edge<EmptyEdgeData>(id: "plain", source: "a", target: "b"),
            Edge<EmptyEdgeData>(id: "step", source: "a", target: "b", type: .step),
        ]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 200, 0)], edges: edges,
                      defaultEdgeOptions: DefaultEdgeOptions(type: .straight, animated: true)) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.edgeRecords["plain"]?.edge.type == .straight)
        #expect(canvas.edgeRecords["plain"]?.edge.animated == true)
        #expect(canvas.edgeRecords["step"]?.edge.type == .step)
        #expect(root.isAnimating)
    }

    @Test func badInputIsReportedWithCodesOnce() throws {
        let log = CallbackLog()
        let nodes: [Node<String>] = [
            .box("a", 0, 0), .box("a", 10, 10),
            .box("orphan", 0, 100, parentId: "nobody"),
            .box("x", 0, 0, parentId: "y"), .box("y", 0, 0, parentId: "x"),
            Node(id: "nan", position: XYPosition(x: .nan, y: 0), data: "nan", width: 10, height: 10),
        ]
        let edges = [Edge<EmptyEdgeData>(id: "dangling", source: "a", target: "ghost")]
        func flow() -> some View {
            SwiftFlow(nodes: nodes, edges: edges, onError: { log.errors.append(($0, $1)) }) { _ in EmptyView() }
        }
        let root = CanvasHarness.root { flow() }
        root.setContent { flow() }
        root.update()
        let codes = log.errors.map(\.code)
        #expect(codes.filter { $0 == "008" }.count == 1)
        #expect(codes.contains("SF101"))
        #expect(codes.contains("SF102"))
        #expect(codes.contains("SF103"))
        #expect(codes.contains("SF104"))
        #expect(codes.count == 5)
    }

    /// Handle centre (100,20) → handle; node body → node; edge mid-line → edge; empty space → pane; a child
    /// over its parent wins.
    @Test func hitTestingFollowsPriority() throws {
        let nodes: [Node<String>] = [
            .box("a", 0, 0), .box("b", 300, 0),
            .box("p", 0, 200, 200, 100), .box("c", 10, 10, 50, 50, parentId: "p"),
        ]
        let edges = [Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight)]
        let root = CanvasHarness.root(width: 500, height: 400) {
            SwiftFlow(nodes: nodes, edges: edges) { node in
                ZStack {
                    if node.id == "a" { Handle(type: .source, position: .right) }
                }
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.hit(at: CGPoint(x: 100, y: 20)) == .handle(nodeId: "a", handleId: nil, type: .source))
        #expect(canvas.hit(at: CGPoint(x: 50, y: 20)) == .node(id: "a"))
        #expect(canvas.hit(at: CGPoint(x: 200, y: 25)) == .edge(id: "e"))
        #expect(canvas.hit(at: CGPoint(x: 200, y: 120)) == .pane)
        #expect(canvas.hit(at: CGPoint(x: 20, y: 220)) == .node(id: "c"))
        #expect(canvas.hit(at: CGPoint(x: 150, y: 280)) == .node(id: "p"))
    }

    /// A node lying over another's handle hides it: pressing there grabs the top node, not the hidden handle.
    @Test func aNodeOnTopHidesTheHandlesBelowIt() throws {
        // a's source handle sits at (100, 20); b starts at x = 90 and is later in the list, so it is on top.
        let nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 90, 0)]
        let root = CanvasHarness.root(width: 500, height: 400) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { node in
                ZStack {
                    if node.id == "a" { Handle(type: .source, position: .right) }
                }
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.hit(at: CGPoint(x: 100, y: 20)) == .node(id: "b"))
        #expect(canvas.hit(at: CGPoint(x: 50, y: 20)) == .node(id: "a"))
    }

    /// A button inside node content is a control; a selected reconnectable edge shows anchors (radius 10)
    /// at its ends when onReconnect is set.
    @Test func controlsAndReconnectAnchors() throws {
        let nodes: [Node<String>] = [.box("a", 0, 0, 100, 60), .box("b", 300, 0, 100, 60)]
        let edges = [Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight, selected: true,
                                         reconnectable: true)]
        let root = CanvasHarness.root(width: 500, height: 300) {
            SwiftFlow(nodes: nodes, edges: edges, onReconnect: { _, _ in }) { node in
                VStack {
                    if node.id == "a" { Button("Go") {} }
                }
                .frame(width: 100, height: 60)
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.hit(at: CGPoint(x: 50, y: 30)) == .control(nodeId: "a"))
        #expect(canvas.hit(at: CGPoint(x: 5, y: 5)) == .node(id: "a"))
        // The edge runs (100,30) → (300,30); 8 points short of either end is inside an anchor.
        #expect(canvas.hit(at: CGPoint(x: 292, y: 30)) == .edgeAnchor(edgeId: "e", end: .target))
        #expect(canvas.hit(at: CGPoint(x: 108, y: 30)) == .edgeAnchor(edgeId: "e", end: .source))
        #expect(canvas.hit(at: CGPoint(x: 200, y: 30)) == .edge(id: "e"))
    }

    /// Overlapping nodes: the later one is on top until the earlier one is selected (+1000 in `.auto`).
    @Test func selectingANodeRaisesIt() throws {
        var nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 50, 0)]
        func flow() -> some View {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { _ in EmptyView() }
        }
        let root = CanvasHarness.root { flow() }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.hit(at: CGPoint(x: 75, y: 20)) == .node(id: "b"))
        nodes[0].selected = true
        root.setContent { flow() }
        root.update()
        #expect(canvas.hit(at: CGPoint(x: 75, y: 20)) == .node(id: "a"))
        nodes[0].selected = false
        root.setContent { flow() }
        root.update()
        #expect(canvas.hit(at: CGPoint(x: 75, y: 20)) == .node(id: "b"))
    }
}
