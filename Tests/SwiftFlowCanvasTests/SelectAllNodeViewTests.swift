import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Select all with the benchmark's node view (React Flow's default node with a `NodeResizer` shown while
/// selected): the resize frames appear on the selected nodes only, in pixels, and a node's default view keeps
/// its body (label and handles) when only its selection changes.
@MainActor
@Suite struct SelectAllNodeViewTests {
    /// 5,000 nodes 100 × 40, every 150 × 60 (`SelectAllGestureTests.graph`), above the bulk threshold.
    struct ResizerApp: View {
        let log: SelectAllGestureTests.Log
        @State var nodes: [Node<String>]
        @State var edges: [Edge<EmptyEdgeData>]

        var body: some View {
            let log = log
            log.nodes = nodes
            log.edges = edges
            return SwiftFlow(nodes: nodes, edges: edges,
                             onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                             onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) }) { node in
                DefaultNodeView(node: node).overlay { NodeResizer(isVisible: node.selected) }
            }
        }
    }

    /// React Flow's #3367d9, the resize handles' fill.
    private static let blue = (0x33, 0x67, 0xd9)

    private static func isBlue(_ image: CairoImageSurface, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return abs(Int(p.r) - blue.0) <= 12 && abs(Int(p.g) - blue.1) <= 12 && abs(Int(p.b) - blue.2) <= 12
    }

    /// The element of the default node view inside `host`.
    private static func defaultView(in host: Element) -> DefaultNodeElement? {
        if let element = host as? DefaultNodeElement, element.view is DefaultNodeView<String> { return element }
        for child in host.children {
            if let found = defaultView(in: child) { return found }
        }
        return nil
    }

    @Test func selectAllShowsResizersOnSelectedNodesOnly() throws {
        let log = SelectAllGestureTests.Log()
        let (nodes, edges) = SelectAllGestureTests.graph()
        let driver = SelectAllGestureTests.Driver { ResizerApp(log: log, nodes: nodes, edges: edges) }
        let canvas = try #require(driver.canvas)
        let before = try CanvasHarness.render(driver.root)
        // The bottom-right corners of n0, n1 and n2 (at zoom 1, n(i) covers (150i, 0)–(150i + 100, 40)):
        // nothing selected, no handles.
        #expect(![100, 250, 400].contains { Self.isBlue(before, $0, 40) })
        let host = try #require(canvas.hostsById["n5"])
        let view = try #require(Self.defaultView(in: host))
        let builds = view.buildCount

        // Click n0 (focus), Ctrl+A, Ctrl+click n1: every node but n1 selected.
        driver.click(CGPoint(x: 50, y: 20))
        driver.key(.a, .primary)
        driver.click(CGPoint(x: 200, y: 20), .control)
        #expect(log.nodes.filter { !$0.selected }.map(\.id) == ["n1"])
        #expect(log.nodes.count == 5_000 && log.edges.allSatisfy(\.selected))
        // Twice: the second frame copies the handles drawn in the first (`StampDrawing`).
        for pass in 0..<2 {
            let image = try CanvasHarness.render(driver.root)
            // A 7 × 7 handle centred on each selected node's corner: (96.5, 36.5)–(103.5, 43.5) for n0, blue
            // inside its 1-point white border (inside the node the selection outline covers it); n1's corner
            // shows no handle.
            CanvasHarness.expectPixel(image, 100, 40, Self.blue, name: "select-all-n0-handle-\(pass)")
            CanvasHarness.expectPixel(image, 101, 41, Self.blue, name: "select-all-n0-handle-inner-\(pass)")
            CanvasHarness.expectPixel(image, 400, 40, Self.blue, name: "select-all-n2-handle-\(pass)")
            CanvasHarness.expectPixel(image, 298, 41, Self.blue, name: "select-all-n2-bottom-left-\(pass)")
            #expect(!Self.isBlue(image, 250, 40) && !Self.isBlue(image, 150, 0), "n1 shows a resize handle")
        }
        // n5's selection changed twice (the click on n0 deselected nothing there; select all selected it), and
        // its label and handles did not: the default view's label and handles were not built again.
        #expect(log.nodes[5].selected)
        #expect(view.buildCount == builds)
        #expect(canvas.hostsById["n5"] === host)
    }

    @Test func aDefaultViewRebuildsWhenWhatItDrawsChanges() {
        let node = Node(id: "a", position: XYPosition(x: 0, y: 0), data: "A", width: 100, height: 40)
        var moved = node
        moved.position = XYPosition(x: 300, y: 9)
        moved.selected = true
        moved.dragging = true
        // Position, selection and dragging are drawn by the canvas, not by the view.
        #expect(DefaultNodeView(node: node) == DefaultNodeView(node: moved))
        var relabelled = node
        relabelled.data = "B"
        #expect(DefaultNodeView(node: node) != DefaultNodeView(node: relabelled))
        var retyped = node
        retyped.type = "output"
        #expect(DefaultNodeView(node: node) != DefaultNodeView(node: retyped))
        var turned = node
        turned.sourcePosition = .left
        #expect(DefaultNodeView(node: node) != DefaultNodeView(node: turned))
        var styled = node
        styled.style = NodeStyle(background: Color(white: 0.1))
        #expect(DefaultNodeView(node: node) != DefaultNodeView(node: styled))
        #expect(DefaultNodeView(node: node) != DefaultNodeView(node: node, sourceHandles: ["x"]))
        #expect(DefaultNodeView(node: node) != DefaultNodeView(node: node, theme: SwiftFlowTheme(nodeTextColor: .red)))
    }
}
