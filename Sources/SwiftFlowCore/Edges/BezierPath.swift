import Foundation

/// A cubic bezier leaving each handle along its side; React Flow's `getBezierPath` (the `default` edge).
///
/// Each control point sits half the distance to the other end out along its handle's direction; when the
/// other end lies behind the handle, it reaches `curvature × 25 × √distance` instead, so the curve loops
/// out and back. The label sits on the curve at t = 0.5.
public func getBezierPath(
    sourceX: CGFloat,
    sourceY: CGFloat,
    sourcePosition: Position = .bottom,
    targetX: CGFloat,
    targetY: CGFloat,
    targetPosition: Position = .top,
    curvature: CGFloat = 0.25
) -> EdgePathResult {
    let source = CGPoint(x: sourceX, y: sourceY)
    let target = CGPoint(x: targetX, y: targetY)
    let controls = bezierControlPoints(source: source, sourcePosition: sourcePosition, target: target,
                                       targetPosition: targetPosition, curvature: curvature)
    return cubicEdgePath(source: source, sourceControl: controls.source, targetControl: controls.target,
                         target: target)
}

/// The two control points of `getBezierPath`'s curve.
func bezierControlPoints(
    source: CGPoint,
    sourcePosition: Position,
    target: CGPoint,
    targetPosition: Position,
    curvature: CGFloat
) -> (source: CGPoint, target: CGPoint) {
    (bezierControlPoint(position: sourcePosition, x1: source.x, y1: source.y, x2: target.x, y2: target.y,
                        curvature: curvature),
     bezierControlPoint(position: targetPosition, x1: target.x, y1: target.y, x2: source.x, y2: source.y,
                        curvature: curvature))
}

/// How far a bezier control point reaches for a signed distance (negative: the other end is behind).
private func bezierControlOffset(distance: CGFloat, curvature: CGFloat) -> CGFloat {
    if distance >= 0 {
        return 0.5 * distance
    }
    return curvature * 25 * (-distance).squareRoot()
}

/// The control point for the handle at (x1, y1) on side `position`, pointing towards (x2, y2).
private func bezierControlPoint(
    position: Position,
    x1: CGFloat,
    y1: CGFloat,
    x2: CGFloat,
    y2: CGFloat,
    curvature: CGFloat
) -> CGPoint {
    switch position {
    case .left: CGPoint(x: x1 - bezierControlOffset(distance: x1 - x2, curvature: curvature), y: y1)
    case .right: CGPoint(x: x1 + bezierControlOffset(distance: x2 - x1, curvature: curvature), y: y1)
    case .top: CGPoint(x: x1, y: y1 - bezierControlOffset(distance: y1 - y2, curvature: curvature))
    case .bottom: CGPoint(x: x1, y: y1 + bezierControlOffset(distance: y2 - y1, curvature: curvature))
    }
}

/// The result for a cubic edge with the given control points, label at t = 0.5.
func cubicEdgePath(
    source: CGPoint,
    sourceControl: CGPoint,
    targetControl: CGPoint,
    target: CGPoint
) -> EdgePathResult {
    let center = getBezierEdgeCenter(
        sourceX: source.x,
        sourceY: source.y,
        targetX: target.x,
        targetY: target.y,
        sourceControlX: sourceControl.x,
        sourceControlY: sourceControl.y,
        targetControlX: targetControl.x,
        targetControlY: targetControl.y
    )
    var path = Path()
    path.move(to: source)
    path.addCurve(to: target, control1: sourceControl, control2: targetControl)
    return EdgePathResult(
        path: path,
        labelPosition: CGPoint(x: center.centerX, y: center.centerY),
        labelOffset: CGSize(width: center.offsetX, height: center.offsetY),
        sourcePoint: source,
        targetPoint: target,
        svgStyle: .bezier
    )
}
