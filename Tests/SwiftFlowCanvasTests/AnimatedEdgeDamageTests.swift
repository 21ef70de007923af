import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// An animated edge repaints only its own box, only while it is on screen, and only when its dash has moved
/// by a whole screen pixel (so an idle window showing one does little work).
@MainActor
@Suite struct AnimatedEdgeDamageTests {
    /// a (0,0,100×40) → b (300,100,100×40) without handles: the bezier runs (100,20) → (300,120), so its box
    /// is x 100…300, y 20…120; node c sits far away at (600, 400).
    private func makeRoot(_ instance: SwiftFlowInstance) -> WindowRoot {
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", animated: true)
        return CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 300, 100), .box("c", 600, 400)], edges: [edge],
                      swiftFlowInstance: instance, colorMode: .light) { _ in EmptyView() }
        }
    }

    @Test func dashStepRepaintsTheEdgeBoxOnly() throws {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        _ = root.takeFrameDamage()
        #expect(root.isAnimating)
        root.advanceAnimations(to: 100.0)
        // The dash moves 20 points a second: 0.06 s later it has moved 1.2 points, one whole pixel at zoom 1.
        _ = root.takeFrameDamage()
        root.advanceAnimations(to: 100.06)
        let damage = try #require(root.takeFrameDamage())
        let union = damage.rects.reduce(CGRect.null) { $0.union($1) }
        // The edge box plus a margin for the stroke (at most 20 points); node c (600…700, 400…440) and the rest
        // of the 800 × 600 window stay untouched.
        #expect(union.minX >= 80 && union.maxX <= 320, "damage \(union)")
        #expect(union.minY >= 0 && union.maxY <= 140, "damage \(union)")
    }

    @Test func dashMovedByLessThanAPixelRepaintsNothing() {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        // At 200.02 s the offset is 10 − 0.4 = 9.6, shown as 9; 0.01 s later it is 9.4, still shown as 9.
        root.advanceAnimations(to: 200.02)
        _ = root.takeFrameDamage()
        root.advanceAnimations(to: 200.03)
        #expect(root.takeFrameDamage() == nil)
    }

    @Test func offScreenAnimatedEdgeStopsTheClock() {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        #expect(root.isAnimating)
        // Shift the view 2,000 points right of the edge: nothing animated is visible.
        instance.setViewport(Viewport(x: -2000, y: 0, zoom: 1))
        root.update()
        _ = root.takeFrameDamage()
        #expect(!root.isAnimating)
    }
}
