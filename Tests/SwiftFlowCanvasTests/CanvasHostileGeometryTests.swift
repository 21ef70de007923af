import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Geometry outside `FlowRange` handed to the library directly: no trap anywhere (these inputs used to end in
/// SIGILL in the damage rectangle maths), the elements stay in the lists but are not drawn, indexed, fitted or
/// listed, and everything in range works as before.
@MainActor
@Suite struct CanvasHostileGeometryTests {
    /// Two nodes in range whose fit is hand-computed in `CanvasSceneTests`: bounds (0,0)–(400,200) in 800 × 600
    /// with padding 0.1 give zoom 1.82 and translation (36, 118).
    static let inRange: [Node<String>] = [.box("c", 0, 0), .box("d", 300, 160)]
    static let inRangeEdge = Edge<EmptyEdgeData>(id: "cd", source: "c", target: "d")

    private func expectFitsOnlyTheNodesInRange(_ canvas: TestCanvas, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(canvas.viewport.zoom - 1.82) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(canvas.viewport.x - 36) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(canvas.viewport.y - 118) < 1e-9, sourceLocation: sourceLocation)
    }

    private func listedNodeIds(_ root: WindowRoot) -> Set<String> {
        Set(root.accessibilityTree().flatMap(\.flattened).filter { $0.roleDescription == "Node" }
            .compactMap(\.identifier))
    }

    @Test func nodesAtHugeCoordinatesJoinedByAnEdgeAreKeptButNotDrawn() throws {
        let log = CallbackLog()
        let nodes: [Node<String>] = [.box("a", 9e307, 0), .box("b", -9e307, 0)] + Self.inRange
        let edges = [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b"), Self.inRangeEdge]
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: nodes, edges: edges, onError: { log.errors.append(($0, $1)) }, fitView: true) { _ in
                EmptyView()
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        _ = try CanvasHarness.render(root)
        #expect(canvas.store.nodes.map { $0.id } == ["a", "b", "c", "d"])
        #expect(canvas.store.outOfRangeIds == ["a", "b"])
        #expect(canvas.geometry(of: "a") == nil)
        #expect(canvas.edgeRecords["ab"]?.path == nil)
        #expect(canvas.edgeRecords["cd"]?.path != nil)
        #expect(Set(canvas.nodeIds(in: CGRect(x: -2e9, y: -2e9, width: 4e9, height: 4e9), partially: true))
            == ["c", "d"])
        #expect(log.errors.filter { $0.code == CanvasErrorCode.outOfRange }.count == 2)
        expectFitsOnlyTheNodesInRange(canvas)
        #expect(listedNodeIds(root) == ["c", "d"])
        // A click where the far node would be drawn if coordinates wrapped hits nothing but the pane.
        if case .node(let id) = canvas.hit(at: CGPoint(x: 5, y: 5)) { Issue.record("hit node \(id)") }
    }

    /// `SwiftFlowInstance.fitView(nodes:nodeSizes:)` given a node outside the range frames the others (it used
    /// to keep the viewport as it was: the far node's bounds made the fit fail).
    @Test func fittingGivenNodesLeavesOutTheOnesOutOfRange() throws {
        let instance = SwiftFlowInstance()
        let nodes: [Node<String>] = [.box("far", 9e307, 0)] + Self.inRange + [.box("wide", 0, 0, 1e308, 10)]
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.viewport == .identity)
        instance.fitView(nodes: nodes, nodeSizes: instance.nodeSizes)
        expectFitsOnlyTheNodesInRange(canvas)
        // Only nodes out of range: nothing to frame, the viewport stays.
        instance.setViewport(Viewport(x: 5, y: 6, zoom: 1))
        instance.fitView(nodes: [nodes[0], nodes[3]], nodeSizes: instance.nodeSizes)
        #expect(canvas.viewport == Viewport(x: 5, y: 6, zoom: 1))
    }

    @Test func anOriginThatOverflowsIsNotDrawn() throws {
        var far = Node<String>.box("o", 1, 0)
        far.origin = NodeOrigin(x: 1, y: 1.797e308)
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: [far] + Self.inRange, edges: [Edge<EmptyEdgeData>(id: "oc", source: "o", target: "c")],
                      fitView: true) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        _ = try CanvasHarness.render(root)
        #expect(canvas.store.outOfRangeIds == ["o"])
        #expect(canvas.edgeRecords["oc"]?.path == nil)
        expectFitsOnlyTheNodesInRange(canvas)
    }

    /// A parent in range whose child's position adds up past 1e9: the child (and only it) is not drawn.
    @Test func aChildWhoseAbsolutePlaceLeavesTheRangeIsNotDrawn() throws {
        let nodes: [Node<String>] = Self.inRange + [
            .box("p", 0, 300), .box("child", 6e8, 0, parentId: "p"), .box("grandchild", 6e8, 0, parentId: "child"),
        ]
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), fitView: true) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.store.outOfRangeIds == ["grandchild"])
        #expect(canvas.geometry(of: "child")?.absolutePosition == XYPosition(x: 6e8, y: 300))
    }

    @Test func hugeSizesZIndexAndCameraDoNotTrap() throws {
        var wide = Node<String>.box("wide", 0, 0, 1e308, 1e308)
        wide.zIndex = Int.max
        var measured = Node(id: "measured", position: XYPosition(x: 10, y: 10), data: "m")
        measured.measured = CGSize(width: 1.7e308, height: 10)
        var top = Node<String>.box("top", 20, 20, selected: true)
        top.zIndex = Int.max
        var bottom = Node<String>.box("bottom", 40, 40)
        bottom.zIndex = Int.min
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: [wide, measured, top, bottom], edges: [Edge<EmptyEdgeData>](), fitView: true) { _ in
                EmptyView()
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.store.outOfRangeIds == ["wide", "measured"])
        // Stacking saturates instead of overflowing: the selected top node still draws above the other.
        #expect((canvas.records["top"]?.z ?? 0) > (canvas.records["bottom"]?.z ?? 0))
        canvas.setViewport(Viewport(x: 1e308, y: -1e308, zoom: 1e308))
        #expect(canvas.viewport == Viewport(x: FlowRange.maxTranslation, y: -FlowRange.maxTranslation, zoom: 4))
        canvas.setViewport(Viewport(x: .infinity, y: .nan, zoom: 1))
        #expect(canvas.viewport == Viewport(x: FlowRange.maxTranslation, y: -FlowRange.maxTranslation, zoom: 4))
        root.update()
        _ = try CanvasHarness.render(root)
    }

    /// Negative sizes count as unset: the view measures the node, so it is drawn and the view is fitted.
    @Test func negativeSizesCountAsUnset() throws {
        let node = Node(id: "n", position: XYPosition(x: 0, y: 0), data: "n", width: -50, height: -20)
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: [node], edges: [Edge<EmptyEdgeData>](), fitView: true) { _ in
                Text("Hi").frame(width: 80, height: 30)
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        let geometry = try #require(canvas.geometry(of: "n"))
        #expect(geometry.size == CGSize(width: 80, height: 30))
        #expect(geometry.isMeasured)
        // Fitted to 80 × 30 with padding 0.1 the zoom would exceed the maximum, 4.
        #expect(canvas.viewport.zoom == 4)
    }

    /// A node near the edge of the range dragged 250 points further stops at x = 1e9.
    @Test func aDragStopsAtTheEdgeOfTheRange() throws {
        let nodes = [Node(id: "a", position: XYPosition(x: 1e9 - 100, y: 100), data: "A", width: 100, height: 50)]
        let driver = PipelineDriver(nodes: nodes)
        let canvas = try #require(driver.canvas)
        canvas.setViewport(Viewport(x: -(1e9 - 200), y: 0, zoom: 1))
        driver.root.update()
        // The node is at screen (100, 100)–(200, 150).
        driver.down(150, 125)
        driver.move(250, 125)
        driver.move(400, 125)
        driver.up(400, 125)
        driver.root.update()
        #expect(driver.log.node("a")?.position == XYPosition(x: 1e9, y: 100))
    }

    /// The minimap frames nodes ∪ view: with the camera at the edge of its range and a far node in the list it
    /// still draws (the far node is left out of its bounds).
    @Test func theMiniMapFollowsAFarCameraWithoutTrapping() throws {
        let far = Node(id: "far", position: XYPosition(x: 9e307, y: 0), data: "F", width: 100, height: 50)
        let driver = PipelineDriver(nodes: PipelineDriver.graph() + [far], showsMiniMap: true)
        let canvas = try #require(driver.canvas)
        canvas.setViewport(Viewport(x: 1e308, y: -1e308, zoom: 0.05))
        driver.root.update()
        _ = try CanvasHarness.render(driver.root)
        #expect(canvas.viewport == Viewport(x: 1e10, y: -1e10, zoom: 0.1))
        #expect(canvas.store.outOfRangeIds == ["far"])
    }

    @Test func aNodeMovedBackIntoRangeIsDrawnAgain() throws {
        func flow(_ x: CGFloat) -> some View {
            SwiftFlow(nodes: [.box("a", x, 0), .box("b", 300, 0)],
                      edges: [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b")]) { _ in EmptyView() }
        }
        let root = CanvasHarness.root(width: 800, height: 600) { flow(9e307) }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.store.outOfRangeIds == ["a"])
        #expect(canvas.edgeRecords["ab"]?.path == nil)
        root.setContent { flow(0) }
        root.update()
        #expect(canvas.store.outOfRangeIds.isEmpty)
        #expect(canvas.geometry(of: "a")?.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(canvas.edgeRecords["ab"]?.path != nil)
        root.setContent { flow(-2e9) }
        root.update()
        #expect(canvas.store.outOfRangeIds == ["a"])
        #expect(canvas.edgeRecords["ab"]?.path == nil)
        _ = try CanvasHarness.render(root)
    }

    /// A graph with far nodes pasted from another program lands in the lists (the app keeps it) but is not drawn.
    @Test func aPastedGraphWithHugeCoordinatesIsKeptButNotDrawn() throws {
        let host = PipelineHost()
        host.clipboard = """
        {"format": "swiftflow", "version": 1,
         "nodes": [{"id": "a", "position": {"x": 9e307, "y": 0}, "data": {}, "width": 100, "height": 40},
                   {"id": "b", "position": {"x": -9e307, "y": 0}, "origin": [1, 1.797e308], "data": {},
                    "width": 100, "height": 40}],
         "edges": [{"id": "ab", "source": "a", "target": "b"}]}
        """
        let model = PipelineClipboardTests.Model(
            nodes: [Node(id: "n", position: XYPosition(x: 100, y: 100), data: ["label": "N"], width: 100, height: 50)],
            edges: [])
        let root = PipelineClipboardTests.window(model, host: host)
        PipelineClipboardTests.click(root, 550, 450)
        PipelineClipboardTests.key(root, .v, .control)
        root.update()
        _ = try CanvasHarness.render(root)
        #expect(model.nodes.count == 3)
        #expect(model.edges.count == 1)
        let canvas = try #require(Self.jsonCanvas(in: root))
        #expect(canvas.store.outOfRangeIds == Set(model.nodes.dropFirst().map(\.id)))
        #expect(canvas.edgeRecords[model.edges[0].id]?.path == nil)
        // Select all then drag: the pasted nodes are not selected and so do not move.
        PipelineClipboardTests.key(root, .a, .control)
        root.update()
        #expect(model.nodes.filter(\.selected).map(\.id) == ["n"])
    }

    private static func jsonCanvas(in root: WindowRoot) -> CanvasElement<JSONValue, JSONValue>? {
        func find(_ element: Element) -> CanvasElement<JSONValue, JSONValue>? {
            if let canvas = element as? CanvasElement<JSONValue, JSONValue> { return canvas }
            for child in element.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        return find(root.rootElement)
    }
}
