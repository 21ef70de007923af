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
    func control(_ position: Position, x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat) -> CGPoint {
        position.isHorizontal ? CGPoint(x: 0.5 * (x1 + x2), y: y1) : CGPoint(x: x1, y: 0.5 * (y1 + y2))
    }
    return cubicEdgePath(
        source: CGPoint(x: sourceX, y: sourceY),
        sourceControl: control(sourcePosition, x1: sourceX, y1: sourceY, x2: targetX, y2: targetY),
        targetControl: control(targetPosition, x1: targetX, y1: targetY, x2: sourceX, y2: sourceY),
        target: CGPoint(x: targetX, y: targetY)
    )
}
