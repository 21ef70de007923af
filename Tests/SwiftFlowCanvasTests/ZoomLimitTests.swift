import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's `minZoom` / `maxZoom` props (`.minZoom(_:)`, `.maxZoom(_:)`) bound every camera move.
@MainActor
@Suite struct ZoomLimitTests {
    @Test func wheelStopsAtTheConfiguredLimits() {
        let h = TestGraph.harness { $0.minZoom = 0.02; $0.maxZoom = 8 }
        // One notch out from 0.1 is 0.1 / 1.2 ≈ 0.0833: below the default limit, inside this canvas's.
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 0.1)
        h.scroll(0, 0, dy: 40)
        let oneNotchOut: CGFloat = 0.1 / 1.2
        #expect(h.scene.viewport.zoom.isApprox(oneNotchOut))
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 0.021)
        h.scroll(0, 0, dy: 40)
        #expect(h.scene.viewport.zoom == 0.02)
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 7.9)
        h.scroll(0, 0, dy: -40)
        #expect(h.scene.viewport.zoom == 8)
    }

    /// A 400 × 300 canvas and two nodes 40,000 points apart: bounds 40,100 × 40 (the nodes are 100 × 40).
    private func wideCanvas(_ instance: SwiftFlowInstance, minZoom: CGFloat?) -> WindowRoot {
        CanvasHarness.root(width: 400, height: 300) {
            let flow = SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 40_000, 0)], edges: [Edge<EmptyEdgeData>](),
                                 swiftFlowInstance: instance, colorMode: .light) { _ in EmptyView() }
            if let minZoom { flow.minZoom(minZoom) } else { flow }
        }
    }

    @Test func fitViewUsesTheCanvasMinimum() {
        // Padding 0.1 leaves floor((400 − 400 / 1.1) / 2) = 18 points each side: zoom (400 − 36) / 40,100.
        let instance = SwiftFlowInstance()
        let root = wideCanvas(instance, minZoom: 0.001)
        instance.fitView()
        root.update()
        let fitted: CGFloat = 364 / 40_100
        #expect(instance.viewport.zoom.isApprox(fitted))
        // With the default limit the same fit stops at 0.1.
        let defaultInstance = SwiftFlowInstance()
        let defaultRoot = wideCanvas(defaultInstance, minZoom: nil)
        defaultInstance.fitView()
        defaultRoot.update()
        #expect(defaultInstance.viewport.zoom == 0.1)
    }

    @Test func instanceZoomsClampToTheCanvasRange() {
        let instance = SwiftFlowInstance()
        let root = wideCanvas(instance, minZoom: 0.05)
        instance.zoomTo(0.01)
        root.update()
        #expect(instance.viewport.zoom == 0.05)
        instance.zoomTo(0.08)
        instance.zoomOut()
        root.update()
        let oneStepOut: CGFloat = 0.08 / 1.2
        #expect(instance.viewport.zoom.isApprox(oneStepOut))
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 0.001))
        root.update()
        #expect(instance.viewport.zoom == 0.05)
    }
}
