import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCairo

@MainActor
@Suite struct InstanceAttachTests {
    @Test func aViewportSetBeforeTheCanvasExistsIsWhereItStarts() throws {
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 30, y: -20, zoom: 2))
        instance.zoomIn()  // needs a canvas: does nothing yet
        let nodes = [Node(id: "a", position: .zero, data: "a", width: 100, height: 40)]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance) { node in
                Text(verbatim: node.data)
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.viewport == Viewport(x: 30, y: -20, zoom: 2))
        #expect(instance.viewport == Viewport(x: 30, y: -20, zoom: 2))
        // Once attached, calls drive the canvas: zoom ×1.2 about the centre (200, 150) of the 400 × 300 view.
        instance.zoomIn()
        #expect(abs(canvas.viewport.zoom - 2.4) < 1e-9)
        let expectedX: CGFloat = 200 - (200 - 30) * 1.2
        #expect(abs(canvas.viewport.x - expectedX) < 1e-9)
    }
}
