import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// The minimap's geometry and pixels for `MiniMapScene`, values worked out by hand there.
@MainActor
@Suite struct MiniMapRenderTests {
    /// The layout of the scene: React Flow's viewScale, offset and view box, and SVG's meet fit.
    @Test func layoutFollowsReactFlowsFormula() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        let map = try #require(MiniMapScene.maps(in: root).first)
        #expect(map.convertToWindow(map.frame) == MiniMapScene.mapFrame)
        let layout = try #require(map.currentLayout()?.layout)
        #expect(layout.viewRect == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(layout.bounds == CGRect(x: 0, y: 0, width: 400, height: 240))
        #expect(layout.viewScale == 2)
        #expect(layout.offset == 10)
        #expect(layout.viewBox == CGRect(x: -10, y: -40, width: 420, height: 320))
        #expect(layout.scale == 0.46875)
        #expect(layout.translation == CGPoint(x: 6.25, y: 18.75))
    }

    /// Without nodes the bounds are the viewport's: (0, 0, 400, 300) at zoom 1 gives viewScale 2, view box
    /// (−10, −10, 420, 320) and the same scale.
    @Test func boundsWithoutNodesAreTheViewport() {
        let layout = MiniMapLayout(nodeBounds: nil, viewport: Viewport(), viewSize: CGSize(width: 400, height: 300),
                                   size: CGSize(width: 200, height: 150), offsetScale: 5)
        #expect(layout.bounds == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(layout.viewBox == CGRect(x: -10, y: -10, width: 420, height: 320))
        #expect(layout.scale == 0.46875)
    }

    /// The node bounds leave hidden nodes out and count a node without a size as its position (React Flow's
    /// `getInternalNodesBounds` with hidden nodes filtered): a (0, 0, 100 × 40), u at (−50, −30) without a
    /// size, h hidden at (1000, 1000): (−50, −30)–(100, 40). Only hidden nodes: the empty rectangle at the origin.
    @Test func nodeBoundsSkipHiddenNodes() throws {
        var hidden = Node<String>.box("h", 1000, 1000)
        hidden.hidden = true
        let unsized = Node<String>(id: "u", position: XYPosition(x: -50, y: -30), data: "u")
        let root = MiniMapScene.root(nodes: [.box("a", 0, 0), unsized, hidden], instance: SwiftFlowInstance()) {
            MiniMap()
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.miniMapNodeBounds() == CGRect(x: -50, y: -30, width: 150, height: 70))
        let onlyHidden = MiniMapScene.root(nodes: [hidden], instance: SwiftFlowInstance()) { MiniMap() }
        #expect(try #require(CanvasHarness.canvas(in: onlyHidden)).miniMapNodeBounds() == .zero)
        let empty = MiniMapScene.root(nodes: [], instance: SwiftFlowInstance()) { MiniMap() }
        #expect(try #require(CanvasHarness.canvas(in: empty)).miniMapNodeBounds() == nil)
    }

    /// Node a lies inside the viewport rectangle: #e2e2e2 unveiled. Node b lies outside: #e2e2e2 under the
    /// mask rgba(240, 240, 240, 0.6) = 0.6 · 240 + 0.4 · 226 ≈ 234. The background is white inside (255) and
    /// 0.6 · 240 + 0.4 · 255 = 246 outside, in the letterbox margin too.
    @Test func maskCoversEverythingOutsideTheViewport() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        let image = try CanvasHarness.render(root)
        func expect(_ point: CGPoint, _ value: Int, _ name: String) {
            CanvasHarness.expectPixel(image, Int(point.x), Int(point.y), (value, value, value), tolerance: 2,
                                      name: "minimap-mask-\(name)")
        }
        expect(MiniMapScene.window(50, 20), 226, "node-a")
        expect(MiniMapScene.window(350, 220), 234, "node-b")
        expect(MiniMapScene.window(150, 100), 255, "inside")
        expect(MiniMapScene.window(300, 100), 246, "outside")
        expect(MiniMapScene.window(100, 200), 246, "below")
        expect(CGPoint(x: 187, y: 140), 246, "margin")
    }

    /// After the viewport moves to (−400, −400, zoom 2) it shows the flow rectangle (200, 200, 200, 150); the
    /// bounds grow to (0, 0, 400, 350), so the layer is rebuilt at the new scale. Node b is now unveiled (226)
    /// and node a veiled (234).
    @Test func maskFollowsTheViewport() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        _ = try CanvasHarness.render(root)
        instance.setViewport(Viewport(x: -400, y: -400, zoom: 2))
        root.update()
        let image = try CanvasHarness.render(root)
        let map = try #require(MiniMapScene.maps(in: root).first)
        let layout = try #require(map.currentLayout()?.layout)
        #expect(layout.bounds == CGRect(x: 0, y: 0, width: 400, height: 350))
        let a = layout.mapPoint(CGPoint(x: 50, y: 20)), b = layout.mapPoint(CGPoint(x: 350, y: 220))
        CanvasHarness.expectPixel(image, 185 + Int(a.x), 135 + Int(a.y), (234, 234, 234), tolerance: 2,
                                  name: "minimap-moved-a")
        CanvasHarness.expectPixel(image, 185 + Int(b.x), 135 + Int(b.y), (226, 226, 226), tolerance: 2,
                                  name: "minimap-moved-b")
    }

    /// The node layer is drawn once and reused while the viewport moves inside the node bounds; a node that
    /// moves inside the bounds is redrawn in place (same pixels as a fresh map); a new scale redraws it all.
    @Test func nodeLayerIsRedrawnOnlyWhereNodesChange() throws {
        let instance = SwiftFlowInstance()
        let box = NodesBox(MiniMapScene.nodes)
        let root = CanvasHarness.root { MiniMapStateApp(box: box, instance: instance) }
        instance.setViewport(MiniMapScene.viewport)
        _ = try CanvasHarness.render(root)
        let map = try #require(MiniMapScene.maps(in: root).first)
        #expect(map.nodeLayer.buildCount == 1)
        // Flow rectangle (20, 10, 200, 150): inside the node bounds, same bounds, same scale.
        instance.setViewport(Viewport(x: -40, y: -20, zoom: 2))
        _ = try CanvasHarness.render(root)
        #expect(map.nodeLayer.buildCount == 1)
        #expect(map.nodeLayer.updateCount == 0)
        // Node a moves within the bounds, from (0, 0) to (150, 100): its old and new places are redrawn.
        box.nodes[0].position = XYPosition(x: 150, y: 100)
        box.nodes.append(.box("c", 0, 0, 10, 10))
        root.update()
        let updated = try CanvasHarness.render(root)
        #expect(map.nodeLayer.buildCount == 1)
        #expect(map.nodeLayer.updateCount == 1)
        let fresh = CanvasHarness.root { MiniMapStateApp(box: NodesBox(box.nodes), instance: SwiftFlowInstance()) }
        let freshInstance = try #require(CanvasHarness.canvas(in: fresh)?.instance)
        freshInstance.setViewport(Viewport(x: -40, y: -20, zoom: 2))
        let expected = try CanvasHarness.render(fresh)
        var differing = 0
        for y in 135..<285 {
            for x in 185..<385 where updated.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        let a = MiniMapScene.window(200, 120)
        CanvasHarness.expectPixel(updated, Int(a.x), Int(a.y), (226, 226, 226), tolerance: 2, name: "minimap-moved")
        // Zoom 1 shows (40, 20, 400, 300), which reaches past the nodes: new bounds, new scale.
        instance.setViewport(Viewport(x: -40, y: -20, zoom: 1))
        _ = try CanvasHarness.render(root)
        #expect(map.nodeLayer.buildCount == 2)
    }

    /// Viewport (10, 0, zoom 2) shows (−5, 0, 200, 150): the bounds widen to (−5, 0, 405, 240), viewScale
    /// 2.025, a scale 1.2 % smaller. The layer is drawn scaled instead of again, nodes where the new layout
    /// puts them; at viewport (30, 0) the bounds are 415 wide (viewScale 2.075, 3.6 % smaller), still scaled;
    /// at (60, 0) 430 wide (2.15, 7 %): drawn again.
    @Test func smallScaleChangesReuseTheLayerScaled() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap() }
        _ = try CanvasHarness.render(root)
        let map = try #require(MiniMapScene.maps(in: root).first)
        for (x, builds) in [(CGFloat(10), 1), (30, 1), (60, 2)] {
            instance.setViewport(Viewport(x: x, y: 0, zoom: 2))
            let image = try CanvasHarness.render(root)
            #expect(map.nodeLayer.buildCount == builds)
            let layout = try #require(map.currentLayout()?.layout)
            // (8, 10) rather than nearer the corner: the viewport's top edge (y = 0) carries its outline.
            for flow in [CGPoint(x: 50, y: 20), CGPoint(x: 8, y: 10), CGPoint(x: 92, y: 35)] {
                let p = layout.mapPoint(flow)
                CanvasHarness.expectPixel(image, 185 + Int(p.x), 135 + Int(p.y), (226, 226, 226), tolerance: 3,
                                          name: "minimap-scaled-\(Int(x))")
            }
        }
    }

    /// A hidden node is not drawn: b (300, 200, 100 × 40) hidden under a visible c (300, 200, 100 × 20):
    /// c's part shows a node under the mask (234), b's lower half only the masked background (246).
    @Test func hiddenNodesAreNotDrawn() throws {
        var hidden = Node<String>.box("b", 300, 200)
        hidden.hidden = true
        let nodes: [Node<String>] = [.box("a", 0, 0), hidden, .box("c", 300, 200, 100, 20)]
        let root = MiniMapScene.root(nodes: nodes, instance: SwiftFlowInstance()) { MiniMap() }
        let image = try CanvasHarness.render(root)
        let map = try #require(MiniMapScene.maps(in: root).first)
        let layout = try #require(map.currentLayout()?.layout)
        let c = layout.mapPoint(CGPoint(x: 350, y: 210)), b = layout.mapPoint(CGPoint(x: 350, y: 232))
        CanvasHarness.expectPixel(image, 185 + Int(c.x), 135 + Int(c.y), (234, 234, 234), tolerance: 2,
                                  name: "minimap-hidden-c")
        CanvasHarness.expectPixel(image, 185 + Int(b.x), 135 + Int(b.y), (246, 246, 246), tolerance: 2,
                                  name: "minimap-hidden-b")
    }

    /// `nodeColor` as one colour: node a red (255, 59, 48) inside the viewport rectangle.
    @Test func nodeColorConstant() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap(nodeColor: .red) }
        let image = try CanvasHarness.render(root)
        let a = MiniMapScene.window(50, 20)
        CanvasHarness.expectPixel(image, Int(a.x), Int(a.y), (255, 59, 48), tolerance: 2, name: "minimap-red")
    }

    /// `nodeColor` as a function of the node: a green (52, 199, 89); b blue (0, 122, 255) under the mask:
    /// 0.6 · 240 + 0.4 · (0, 122, 255) = (144, 193, 246).
    @Test func nodeColorFunction() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) {
            MiniMap(nodeColor: { (node: Node<String>) in node.id == "a" ? .green : .blue })
        }
        let image = try CanvasHarness.render(root)
        let a = MiniMapScene.window(50, 20), b = MiniMapScene.window(350, 220)
        CanvasHarness.expectPixel(image, Int(a.x), Int(a.y), (52, 199, 89), tolerance: 2, name: "minimap-fn-a")
        CanvasHarness.expectPixel(image, Int(b.x), Int(b.y), (144, 193, 246), tolerance: 2, name: "minimap-fn-b")
    }

    /// Without `nodeColor` a node's own `style.background` fills it (purple 175, 82, 222).
    @Test func nodeStyleBackgroundIsTheDefaultFill() throws {
        let instance = SwiftFlowInstance()
        let nodes: [Node<String>] = [.box("a", 0, 0, style: NodeStyle(background: .purple)), .box("b", 300, 200)]
        let root = MiniMapScene.root(nodes: nodes, instance: instance) { MiniMap() }
        let image = try CanvasHarness.render(root)
        let a = MiniMapScene.window(50, 20)
        CanvasHarness.expectPixel(image, Int(a.x), Int(a.y), (175, 82, 222), tolerance: 2, name: "minimap-style")
    }

    /// A node stroke of 20 flow units (9.375 map points) in blue, centred on node a's left edge (flow x 0):
    /// at flow x 5 it covers the fill (blue); at x −5 it lies outside the viewport rectangle, so it is veiled:
    /// 0.6 · 240 + 0.4 · (0, 122, 255) = (144, 193, 246); at x 50 the fill shows (226).
    @Test func nodeStroke() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) {
            MiniMap(nodeStrokeColor: .blue, nodeStrokeWidth: 20)
        }
        let image = try CanvasHarness.render(root)
        let checks: [(CGFloat, (Int, Int, Int))] = [(5, (0, 122, 255)), (-5, (144, 193, 246)), (50, (226, 226, 226))]
        for (x, colour) in checks {
            let p = MiniMapScene.window(x, 20)
            CanvasHarness.expectPixel(image, Int(p.x), Int(p.y), colour, tolerance: 3,
                                      name: "minimap-stroke-\(Int(x))")
        }
    }

    /// Dark mode: background #141414 (20) inside, node #2b2b2b (43), mask rgba(60, 60, 60, 0.6) over the
    /// background outside: 0.6 · 60 + 0.4 · 20 = 44.
    @Test func darkModeDefaults() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance, colorMode: .dark) { MiniMap() }
        let image = try CanvasHarness.render(root)
        let points = [(MiniMapScene.window(150, 100), 20), (MiniMapScene.window(50, 20), 43),
                      (MiniMapScene.window(300, 100), 44)]
        for (index, (point, value)) in points.enumerated() {
            CanvasHarness.expectPixel(image, Int(point.x), Int(point.y), (value, value, value), tolerance: 2,
                                      name: "minimap-dark-\(index)")
        }
    }

    /// A custom mask and background: blue background unveiled inside, mask red at full opacity outside.
    @Test func customBackgroundAndMaskColours() throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(instance: instance) { MiniMap(bgColor: .blue, maskColor: .red) }
        let image = try CanvasHarness.render(root)
        let inside = MiniMapScene.window(150, 100), outside = MiniMapScene.window(300, 100)
        CanvasHarness.expectPixel(image, Int(inside.x), Int(inside.y), (0, 122, 255), tolerance: 2,
                                  name: "minimap-bg")
        CanvasHarness.expectPixel(image, Int(outside.x), Int(outside.y), (255, 59, 48), tolerance: 2,
                                  name: "minimap-mask-colour")
    }

    /// The map's frame for a few positions in the 400 × 300 canvas (200 × 150, 15 points in; centred axes
    /// without the margin): pixels just inside are the blue background (the mask is clear), just outside
    /// the canvas's white.
    @Test(arguments: [
        (PanelPosition.topLeft, CGRect(x: 15, y: 15, width: 200, height: 150)),
        (PanelPosition.bottomCenter, CGRect(x: 100, y: 135, width: 200, height: 150)),
        (PanelPosition.center, CGRect(x: 100, y: 75, width: 200, height: 150)),
        (PanelPosition.topRight, CGRect(x: 185, y: 15, width: 200, height: 150)),
    ])
    func mapPosition(position: PanelPosition, frame: CGRect) throws {
        let instance = SwiftFlowInstance()
        let root = MiniMapScene.root(nodes: [], instance: instance) {
            MiniMap(bgColor: .blue, maskColor: .clear, position: position)
        }
        let map = try #require(MiniMapScene.maps(in: root).first)
        #expect(map.convertToWindow(map.frame) == frame)
        let image = try CanvasHarness.render(root)
        let name = "minimap-position-\(position.rawValue)"
        for (x, y) in [(frame.minX + 1, frame.minY + 1), (frame.maxX - 1, frame.maxY - 1)] {
            CanvasHarness.expectPixel(image, Int(x), Int(y), (0, 122, 255), tolerance: 2, name: name)
        }
        for (x, y) in [(frame.minX - 2, frame.minY - 2), (frame.maxX + 1, frame.maxY + 1)] {
            CanvasHarness.expectPixel(image, Int(x), Int(y), (255, 255, 255), tolerance: 2, name: name)
        }
    }

    /// The map is a group labelled "Mini Map" in the window's accessibility tree, from the canvas's
    /// `AccessibilityConfig` when it names one, and from `ariaLabel` above both.
    @Test func accessibilityGroup() throws {
        func mapNode(_ root: WindowRoot) -> AccessibilityNode? {
            func find(_ nodes: [AccessibilityNode]) -> AccessibilityNode? {
                for node in nodes {
                    if node.role == .group, node.frame == MiniMapScene.mapFrame { return node }
                    if let found = find(node.children) { return found }
                }
                return nil
            }
            return find(root.accessibilityTree())
        }
        let instance = SwiftFlowInstance()
        #expect(mapNode(MiniMapScene.root(instance: instance) { MiniMap() })?.label == "Mini Map")
        let configured = MiniMapScene.root(instance: SwiftFlowInstance(),
                                           accessibility: AccessibilityConfig(miniMapAriaLabel: "Overview")) {
            MiniMap()
        }
        #expect(mapNode(configured)?.label == "Overview")
        let own = MiniMapScene.root(instance: SwiftFlowInstance()) { MiniMap(ariaLabel: "Map of the flow") }
        #expect(mapNode(own)?.label == "Map of the flow")
    }
}

/// Holds the nodes a test changes; the app below re-evaluates when they change.
@MainActor
final class NodesBox: ObservableObject {
    @Published var nodes: [Node<String>]
    init(_ nodes: [Node<String>]) { self.nodes = nodes }
}

/// A canvas showing `box.nodes` with a minimap.
struct MiniMapStateApp: View {
    @ObservedObject var box: NodesBox
    let instance: SwiftFlowInstance

    var body: some View {
        SwiftFlow(nodes: box.nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance, colorMode: .light,
                  nodeContent: { _ in EmptyView() }, overlay: { MiniMap() })
    }
}
