import Foundation

/// A cubic bezier whose control points sit halfway between the ends; React Flow's `getSimpleBezierPath`.
///
/// For a left or right handle the control point is (½(x1 + x2), y1); for top or bottom it is
/// (x1, ½(y1 + y2)). The label sits on the curve at t = 0.5.
public func getSimpleBezierPath(
    sourceX: CGFloat,
    sourceY: CGFloat,
    sourcePosition: Position = .bottom,
    targetX: CGFloat,
    targetY: CGFloat,
    targetPosition: Position = .top
) -> EdgePathResult {
    let source = CGPoint(x: sourceX, y: sourceY)
    let target = CGPoint(x: targetX, y: targetY)
    let controls = simpleBezierControlPoints(source: source, sourcePosition: sourcePosition, target: target,
                                             targetPosition: targetPosition)
    return cubicEdgePath(source: source, sourceControl: controls.source, targetControl: controls.target,
                         target: target)
}

/// The two control points of `getSimpleBezierPath`'s curve.
func simpleBezierControlPoints(
    source: CGPoint,
    sourcePosition: Position,
    target: CGPoint,
    targetPosition: Position
) -> (source: CGPoint, target: CGPoint) {
    func control(_ position: Position, _ from: CGPoint, _ to: CGPoint) -> CGPoint {
        position.isHorizontal ? CGPoint(x: 0.5 * (from.x + to.x), y: from.y) : CGPoint(x: from.x, y: 0.5 * (from.y + to.y))
    }
    return (control(sourcePosition, source, target), control(targetPosition, target, source))
}
