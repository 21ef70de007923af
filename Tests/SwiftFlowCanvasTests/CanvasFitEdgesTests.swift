import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// `fitViewIncludesEdges()`: the fit frames what the edges paint, not only the nodes (an exported image must
/// not cut a detour, a marker or a label at its border); without it the fit is React Flow's, nodes only.
@MainActor
@Suite struct CanvasFitEdgesTests {
    /// a (0, 0) and b (0, 100), 100 × 40, no handles: the edge leaves a's right side at (100, 20) and enters b's
    /// left side at (0, 120). React Flow's smooth step (offset 20) goes (100, 20) → (120, 20) → (120, 70) →
    /// (−20, 70) → (−20, 120) → (0, 120): x −20…120, left of the nodes by 20 and right by 20.
    static let nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 0, 100)]
    static let edges = [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b", type: .smoothstep,
                                            markerEnd: EdgeMarker(type: .arrowClosed),
                                            style: EdgeStyle(strokeWidth: 2))]

    private func fitted(includingEdges: Bool) throws -> Viewport {
        let root = CanvasHarness.root(width: 300, height: 400) {
            SwiftFlow(nodes: Self.nodes, edges: Self.edges, fitView: true) { _ in EmptyView() }
                .fitViewIncludesEdges(includingEdges)
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        _ = try CanvasHarness.render(root)
        return canvas.viewport
    }

    /// The marker (12.5 stroke widths of 2 = 25) widens the path by 25 on each side: x −45…145, y −5…145, with
    /// the nodes (y 0…140) 190 × 150. In 300 × 400 with padding 0.1 React Flow keeps floor((300 − 300/1.1)/2) = 13
    /// and floor((400 − 400/1.1)/2) = 18 points each side: zoom = min(274/190, 364/150) = 274/190 ≈ 1.442, and
    /// the painted box lands inside the view.
    @Test func theFitFramesWhatTheEdgesPaint() throws {
        let viewport = try fitted(includingEdges: true)
        #expect(abs(viewport.zoom - 274.0 / 190.0) < 1e-9)
        let left = -45 * viewport.zoom + viewport.x, right = 145 * viewport.zoom + viewport.x
        let top = -5 * viewport.zoom + viewport.y, bottom = 145 * viewport.zoom + viewport.y
        #expect(left >= 0 && right <= 300, "x \(left)…\(right)")
        #expect(top >= 0 && bottom <= 400, "y \(top)…\(bottom)")
    }

    /// Without it, the nodes alone (100 × 140): zoom = min(274/100, 364/140) = 2.6, and the detour at x = −20
    /// lands at 150 − (50 + 20) × 2.6 = −32 points, outside the view.
    @Test func withoutItTheFitIsReactFlowsNodesOnly() throws {
        let viewport = try fitted(includingEdges: false)
        #expect(abs(viewport.zoom - 2.6) < 1e-9)
        #expect(-20 * viewport.zoom + viewport.x < 0)
    }
}
