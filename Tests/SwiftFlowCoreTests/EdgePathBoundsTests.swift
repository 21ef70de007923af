import Foundation
import Testing
@testable import SwiftFlowCore

/// `edgePathBounds` must hold every path `edgePath` builds for the same ends: the canvas indexes edges by it
/// before any path exists.
@Suite struct EdgePathBoundsTests {
    /// Source (0, 0) on the right, target (100, 100) on the left: the control points are (50, 0) and (50, 100)
    /// (half the 100-unit distance out along each side), so the hull is exactly (0, 0)–(100, 100).
    @Test func bezierHullByHand() {
        let bounds = edgePathBounds(type: .default, source: .zero, sourcePosition: .right,
                                    target: CGPoint(x: 100, y: 100), targetPosition: .left)
        #expect(bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Target behind the source (x 0 → −100, both sides facing each other's back): each control point reaches
    /// 0.25 × 25 × √100 = 62.5 out, to x = 62.5 and x = −162.5.
    @Test func loopingBezierReachesItsControlPoints() {
        let bounds = edgePathBounds(type: .default, source: .zero, sourcePosition: .right,
                                    target: CGPoint(x: -100, y: 0), targetPosition: .left)
        #expect(bounds.minX == -162.5)
        #expect(bounds.maxX == 62.5)
    }

    @Test func everyTypeAndSideHoldsItsPath() {
        var generator = SystemRandomNumberGenerator()
        let sides: [Position] = [.left, .top, .right, .bottom]
        let types: [EdgeType] = [.default, .simplebezier, .straight, .step, .smoothstep]
        for _ in 0..<400 {
            let source = CGPoint(x: Double.random(in: -500...500, using: &generator),
                                 y: Double.random(in: -500...500, using: &generator))
            let target = CGPoint(x: Double.random(in: -500...500, using: &generator),
                                 y: Double.random(in: -500...500, using: &generator))
            for type in types {
                for sourceSide in sides {
                    for targetSide in sides {
                        let path = edgePath(type: type, source: source, sourcePosition: sourceSide, target: target,
                                            targetPosition: targetSide).path.boundingRect
                        let bounds = edgePathBounds(type: type, source: source, sourcePosition: sourceSide,
                                                    target: target, targetPosition: targetSide)
                        // Compared edge by edge: `CGRect.contains` goes through a union, which rounds.
                        let holds = bounds.minX <= path.minX + 1e-9 && bounds.minY <= path.minY + 1e-9
                            && bounds.maxX >= path.maxX - 1e-9 && bounds.maxY >= path.maxY - 1e-9
                        #expect(holds,
                                "\(type) \(sourceSide)→\(targetSide) from \(source) to \(target)")
                    }
                }
            }
        }
    }
}
