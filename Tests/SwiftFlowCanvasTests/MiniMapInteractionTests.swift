import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Pointer input on the minimap of `MiniMapScene` (viewport (0, 0, zoom 2), viewScale 2, flow (x, y) at
/// window (191.25 + 0.46875 x, 153.75 + 0.46875 y)), through `WindowRoot`.
@MainActor
@Suite struct MiniMapInteractionTests {
    private func expectViewport(_ actual: Viewport, _ x: CGFloat, _ y: CGFloat, _ zoom: CGFloat,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual.x - x) < 1e-9 && abs(actual.y - y) < 1e-9 && abs(actual.zoom - zoom) < 1e-9,
                "viewport \(actual), expected (\(x), \(y), \(zoom))", sourceLocation: sourceLocation)
    }

    /// Dragging 10 points right moves the translation by −10 · viewScale 2 · zoom 2 = −40; then (5, 4) more,
    /// with the viewport (20, 0, 200, 150) still inside the bounds (viewScale 2): x −60, y −16.
    @Test func dragPansTheCanvasSoTheRectangleFollows() {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap(pannable: true) }
        let start = MiniMapScene.window(50, 20)
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerMove(location: CGPoint(x: start.x + 10, y: start.y), buttons: [.primary], modifiers: []))
        expectViewport(instance.viewport, -40, 0, 2)
        root.handle(.pointerMove(location: CGPoint(x: start.x + 15, y: start.y + 4), buttons: [.primary],
                                 modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: start.x + 15, y: start.y + 4), button: .primary, modifiers: []))
        expectViewport(instance.viewport, -60, -16, 2)
    }

    /// `inversePan` moves the other way: x +40, so the viewport shows (−20, 0, 200, 150) and the bounds grow
    /// to (−20, 0, 420, 240): viewScale 420 / 200 = 2.1. The next (5, 4) adds 5 · 2.1 · 2 = 21 and 4 · 4.2 = 16.8.
    @Test func inversePanMovesTheOtherWay() {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap(pannable: true, inversePan: true) }
        let start = MiniMapScene.window(50, 20)
        MiniMapScene.drag(root, from: start, through: [CGPoint(x: start.x + 10, y: start.y),
                                                       CGPoint(x: start.x + 15, y: start.y + 4)])
        expectViewport(instance.viewport, 61, 16.8, 2)
    }

    /// Without `pannable` a drag over the map changes nothing, and the canvas under it does not pan either.
    @Test func dragWithoutPannableNeitherPansNorReachesTheCanvas() {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        let start = MiniMapScene.window(150, 100)
        MiniMapScene.drag(root, from: start, through: [CGPoint(x: start.x + 30, y: start.y + 20)])
        expectViewport(instance.viewport, 0, 0, 2)
    }

    /// One notch down (deltaY 40) zooms by 2^(−0.2): 2 · 0.8705505632961241 = 1.7411011265922482, about the
    /// view centre (200, 150), whose flow point is (100, 75): x = 200 − 100 · 1.7411… = 25.889887340775177,
    /// y = 150 − 75 · 1.7411… = 19.417415505581383. One notch up from there returns to zoom 2 (x 0, y 0).
    @Test func wheelZoomsAboutTheViewCentre() {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap(zoomable: true) }
        let point = MiniMapScene.window(150, 100)
        root.handle(.scroll(location: point, deltaX: 0, deltaY: 40, modifiers: []))
        expectViewport(instance.viewport, 25.889887340775177, 19.417415505581383, 1.7411011265922482)
        root.handle(.scroll(location: point, deltaX: 0, deltaY: -40, modifiers: []))
        expectViewport(instance.viewport, 0, 0, 2)
    }

    /// `zoomStep` 2: one notch down is 2^(−0.4): 2 · 0.7578582832551990 = 1.515716566510398.
    @Test func zoomStepScalesTheWheel() {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap(zoomable: true, zoomStep: 2) }
        root.handle(.scroll(location: MiniMapScene.window(150, 100), deltaX: 0, deltaY: 40, modifiers: []))
        #expect(abs(instance.viewport.zoom - 1.515716566510398) < 1e-9)
    }

    /// Without `zoomable` the wheel over the map does nothing, and the canvas under it does not zoom.
    @Test func wheelWithoutZoomableNeitherZoomsNorReachesTheCanvas() {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        root.handle(.scroll(location: MiniMapScene.window(150, 100), deltaX: 0, deltaY: 40, modifiers: []))
        expectViewport(instance.viewport, 0, 0, 2)
        // The same wheel beside the map zooms the canvas.
        root.handle(.scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: 40, modifiers: []))
        #expect(instance.viewport.zoom < 2)
    }

    /// Window (261.5625, 200.625) is map point (76.5625, 65.625): flow ((76.5625 − 6.25) / 0.46875,
    /// (65.625 − 18.75) / 0.46875) = (150, 100).
    @Test func clickReportsTheFlowPoint() {
        let instance = SwiftFlowInstance()
        var points: [XYPosition] = []
        let root = MiniMapScene.root(instance: instance) { MiniMap(onClick: { points.append($0) }) }
        MiniMapScene.click(root, at: CGPoint(x: 261.5625, y: 200.625))
        #expect(points == [XYPosition(x: 150, y: 100)])
        // A press that moves is a drag, not a click.
        MiniMapScene.drag(root, from: CGPoint(x: 261.5625, y: 200.625), through: [CGPoint(x: 270, y: 205)])
        #expect(points.count == 1)
    }

    /// A click on node b reports b (and the flow point); where node c, later in the list, overlaps b, c is on
    /// top; on empty map only `onClick` fires.
    @Test func nodeClickReportsTheNodeOnTop() {
        let instance = SwiftFlowInstance()
        var clicked: [String] = []
        var points = 0
        let nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 300, 200), .box("c", 360, 210, 40, 20)]
        let root = MiniMapScene.root(nodes: nodes, instance: instance) {
            MiniMap(onClick: { _ in points += 1 }, onNodeClick: { (node: Node<String>) in clicked.append(node.data) })
        }
        MiniMapScene.click(root, at: MiniMapScene.window(320, 220))
        MiniMapScene.click(root, at: MiniMapScene.window(380, 222))
        MiniMapScene.click(root, at: MiniMapScene.window(150, 100))
        #expect(clicked == ["b", "c"])
        #expect(points == 3)
    }

    /// The colour-only initializer reports the node as a `NodeSummary`.
    @Test func nodeClickWithSummary() {
        let instance = SwiftFlowInstance()
        var clicked: [NodeSummary] = []
        let root = MiniMapScene.root(instance: instance) { MiniMap(onNodeClick: { clicked.append($0) }) }
        MiniMapScene.click(root, at: MiniMapScene.window(50, 20))
        #expect(clicked.map(\.id) == ["a"])
        #expect(clicked.first?.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    /// Two canvases side by side (400 × 300 each), each with its own map: each map draws its own nodes (red
    /// in the left one, green in the right one, whose single node c covers the same bounds), and dragging in
    /// the right map pans only the right canvas.
    @Test func twoCanvasesEachWithItsOwnMap() throws {
        let left = SwiftFlowInstance(), right = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 800, height: 300) {
            HStack(spacing: 0) {
                SwiftFlow(nodes: MiniMapScene.nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: left,
                          colorMode: .light, nodeContent: { _ in EmptyView() },
                          overlay: { MiniMap(nodeColor: .red, pannable: true) })
                SwiftFlow(nodes: [Node<String>.box("c", 0, 0, 400, 240)], edges: [Edge<EmptyEdgeData>](),
                          swiftFlowInstance: right, colorMode: .light, nodeContent: { _ in EmptyView() },
                          overlay: { MiniMap(nodeColor: .green, pannable: true) })
            }
        }
        left.setViewport(MiniMapScene.viewport)
        right.setViewport(MiniMapScene.viewport)
        root.update()
        let maps = MiniMapScene.maps(in: root)
        #expect(maps.map { $0.convertToWindow($0.frame) } == [MiniMapScene.mapFrame,
                                                               MiniMapScene.mapFrame.offsetBy(dx: 400, dy: 0)])
        let image = try CanvasHarness.render(root)
        let a = MiniMapScene.window(50, 20), b = MiniMapScene.window(350, 220)
        CanvasHarness.expectPixel(image, Int(a.x), Int(a.y), (255, 59, 48), tolerance: 2, name: "two-maps-left-a")
        // Left b veiled: 0.6 · 240 + 0.4 · (255, 59, 48) = (246, 168, 163).
        CanvasHarness.expectPixel(image, Int(b.x), Int(b.y), (246, 168, 163), tolerance: 2, name: "two-maps-left-b")
        CanvasHarness.expectPixel(image, Int(a.x) + 400, Int(a.y), (52, 199, 89), tolerance: 2,
                                  name: "two-maps-right-a")
        // Right, at b's place, node c veiled: 0.6 · 240 + 0.4 · (52, 199, 89) = (165, 224, 180).
        CanvasHarness.expectPixel(image, Int(b.x) + 400, Int(b.y), (165, 224, 180), tolerance: 2,
                                  name: "two-maps-right-b")
        let start = CGPoint(x: a.x + 400, y: a.y)
        MiniMapScene.drag(root, from: start, through: [CGPoint(x: start.x + 10, y: start.y)])
        expectViewport(right.viewport, -40, 0, 2)
        expectViewport(left.viewport, 0, 0, 2)
    }
}
