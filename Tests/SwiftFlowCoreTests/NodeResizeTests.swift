import Foundation
import Testing
@testable import SwiftFlowCore

/// `NodeResize.rect` against values worked out by hand from React Flow's rules (getDimensionsAfterResize).
/// The node is (100, 100) 100 × 50 unless a test says otherwise.
@Suite struct NodeResizeTests {
    private let start = CGRect(x: 100, y: 100, width: 100, height: 50)

    private func resize(_ control: ResizeControlPosition, _ dx: CGFloat, _ dy: CGFloat,
                        boundaries: ResizeBoundaries = ResizeBoundaries(), keepAspectRatio: Bool = false,
                        extent: CGRect? = nil, childExtent: CGRect? = nil) -> CGRect {
        NodeResize.rect(start: start, control: control, delta: XYPosition(x: dx, y: dy), boundaries: boundaries,
                        keepAspectRatio: keepAspectRatio, extent: extent, childExtent: childExtent)
    }

    @Test func sidesIgnoreTheOtherAxisAndTheMovementIsFloored() {
        // A side control changes one dimension only; 10.7 floors to 10 and −10.2 to −11.
        #expect(resize(.right, 10.7, 40) == CGRect(x: 100, y: 100, width: 110, height: 50))
        #expect(resize(.top, 40, -10.2) == CGRect(x: 100, y: 89, width: 100, height: 61))
    }

    @Test func contradictoryLimitsKeepTheStartSize() {
        // A child reaching x 250 needs a width of at least 150, more than the maximum of 120: the width stays.
        let rect = resize(.right, 10, 0, boundaries: ResizeBoundaries(maxWidth: 120),
                          childExtent: CGRect(x: 120, y: 110, width: 130, height: 20))
        #expect(rect == start)
    }

    @Test func theExtentBoundsTheOtherDimensionThroughTheRatio() {
        // Ratio 2. The bottom-right corner pulled by (+100, +10) lets the width lead (200 > 60 × 2); an extent
        // ending at y 180 holds the height at 80, so the width at 160.
        let rect = resize(.bottomRight, 100, 10, keepAspectRatio: true,
                          extent: CGRect(x: 0, y: 0, width: 1000, height: 180))
        #expect(rect == CGRect(x: 100, y: 100, width: 160, height: 80))
    }

    @Test func aTopLeftCornerWithRatioGrowsUpAndLeft() {
        // Ratio 2, pulled by (−40, −5): the width leads (140 > 55 × 2), height 70, bottom-right corner fixed.
        #expect(resize(.topLeft, -40, -5, keepAspectRatio: true) == CGRect(x: 60, y: 80, width: 140, height: 70))
        // Pulled by (−5, −40): the height leads (90 × 2 = 180 > 105), width 180.
        #expect(resize(.topLeft, -5, -40, keepAspectRatio: true) == CGRect(x: 20, y: 60, width: 180, height: 90))
    }

    @Test func topAndBottomWithRatioDragTheLeftOrRightEdge() {
        // The bottom side grows the node to the right, the top side to the left (React Flow's rule).
        #expect(resize(.bottom, 0, 10, keepAspectRatio: true) == CGRect(x: 100, y: 100, width: 120, height: 60))
        #expect(resize(.top, 0, -10, keepAspectRatio: true) == CGRect(x: 80, y: 90, width: 120, height: 60))
    }

    @Test func childrenThatMayNotLeaveStopTheTopLeftCorner() {
        // A child box (150, 120)–(180, 140): the left edge stops at 150 and the top at 120.
        let rect = resize(.topLeft, 90, 45, childExtent: CGRect(x: 150, y: 120, width: 30, height: 20))
        #expect(rect == CGRect(x: 150, y: 120, width: 50, height: 30))
    }
}
