import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

@MainActor
@Suite struct CanvasViewportTests {
    private func makeRoot(_ instance: SwiftFlowInstance, nodes: [Node<String>] = [],
                          log: CallbackLog? = nil) -> WindowRoot {
        CanvasHarness.root(width: 400, height: 300) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                      onInit: { log?.inits += 1 }) { node in Text(node.data) }
        }
    }

    /// Zoom in about the centre (200,150): zoom 1.2, x = 200 − 200·1.2 = −40, y = 150 − 150·1.2 = −30.
    @Test func zoomInAndOutAboutTheViewCentre() throws {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        instance.zoomIn()
        #expect(abs(instance.viewport.zoom - 1.2) < 1e-9)
        #expect(abs(instance.viewport.x - -40) < 1e-9)
        #expect(abs(instance.viewport.y - -30) < 1e-9)
        instance.zoomOut()
        #expect(abs(instance.viewport.zoom - 1) < 1e-9)
        #expect(abs(instance.viewport.x) < 1e-9)
        _ = root
    }

    /// setCenter(100, 50, zoom 2) in 400 × 300: x = 200 − 200 = 0, y = 150 − 100 = 50; screen ↔ flow agree.
    @Test func setCenterAndCoordinateConversion() throws {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        instance.setCenter(x: 100, y: 50, zoom: 2)
        #expect(instance.viewport == Viewport(x: 0, y: 50, zoom: 2))
        #expect(instance.flowToScreenPosition(CGPoint(x: 10, y: 10)) == CGPoint(x: 20, y: 70))
        #expect(instance.screenToFlowPosition(CGPoint(x: 20, y: 70)) == CGPoint(x: 10, y: 10))
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 9))
        #expect(instance.viewport.zoom == 4)
        _ = root
    }

    /// An animated move eases in-out cubic over 250 ms: at 125 ms progress is 0.5 → eased 0.5.
    @Test func animatedMovesEaseOverAQuarterSecond() throws {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        instance.setViewport(Viewport(x: 100, y: 0, zoom: 1), animated: true)
        #expect(root.isAnimating)
        root.advanceAnimations(to: 10)
        root.advanceAnimations(to: 10.0625)
        // progress 0.25 → 4 · 0.25³ = 0.0625
        #expect(abs(instance.viewport.x - 6.25) < 1e-9)
        root.advanceAnimations(to: 10.125)
        #expect(abs(instance.viewport.x - 50) < 1e-9)
        root.advanceAnimations(to: 10.3)
        #expect(instance.viewport.x == 100)
        #expect(!root.isAnimating)
    }

    /// Below zoom 0.35 node content is not instantiated; above it, visible nodes are.
    @Test func lowZoomDropsNodeElements() throws {
        let instance = SwiftFlowInstance()
        let log = CallbackLog()
        let root = makeRoot(instance, nodes: [.box("a", 10, 10)], log: log)
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.hostsById["a"] != nil)
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 0.2))
        root.update()
        #expect(canvas.hostsById.isEmpty)
        #expect(log.inits == 1)
    }

    /// Moving a parent moves its child's absolute geometry; the unrelated node keeps its own.
    @Test func movingAParentMovesItsChildIncrementally() throws {
        var nodes: [Node<String>] = [.box("p", 0, 0, 200, 100), .box("c", 10, 20, 50, 20, parentId: "p"),
                                     .box("other", 300, 0)]
        func flow() -> some View {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { _ in EmptyView() }
        }
        let root = CanvasHarness.root { flow() }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        nodes[0].position = XYPosition(x: 40, y: 50)
        root.setContent { flow() }
        root.update()
        #expect(canvas.geometry(of: "c")?.absolutePosition == XYPosition(x: 50, y: 70))
        #expect(canvas.geometry(of: "other")?.absolutePosition == XYPosition(x: 300, y: 0))
        #expect(canvas.nodeIds(in: CGRect(x: 45, y: 65, width: 10, height: 10), partially: true) == ["p", "c"])
    }

    /// The selection box the gesture layer sets is filled with the theme's translucent blue.
    @Test func selectionBoxIsDrawn() throws {
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [Node<String>](), edges: [Edge<EmptyEdgeData>](), colorMode: .light) { _ in
                EmptyView()
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        canvas.selectionRect = CGRect(x: 10, y: 10, width: 100, height: 50)
        let image = try CanvasHarness.render(root)
        // Border rgba(0, 89, 220, 0.8) over white: 255·0.2 = 51, 89·0.8 + 51 = 122.2, 220·0.8 + 51 = 227.
        CanvasHarness.expectPixel(image, 10, 30, (51, 122, 227), tolerance: 6, name: "selection-box-border")
    }
}
