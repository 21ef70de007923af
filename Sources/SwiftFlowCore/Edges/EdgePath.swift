import Foundation

/// The path of an edge of the given type between two handle points, as React Flow's built-in edge
/// components compute it.
///
/// `.default` is a bezier, `.simplebezier` a simple bezier, `.straight` a line, `.smoothstep` a smooth step
/// and `.step` a smooth step with sharp corners. `options` carries the edge's `pathOptions`; fields that do
/// not apply to the type are ignored, and nil fields take React Flow's defaults.
public func edgePath(
    type: EdgeType,
    source: CGPoint,
    sourcePosition: Position,
    target: CGPoint,
    targetPosition: Position,
    options: EdgePathOptions = EdgePathOptions()
) -> EdgePathResult {
    switch type {
    case .default:
        getBezierPath(
            sourceX: source.x, sourceY: source.y, sourcePosition: sourcePosition,
            targetX: target.x, targetY: target.y, targetPosition: targetPosition,
            curvature: options.curvature ?? 0.25
        )
    case .simplebezier:
        getSimpleBezierPath(
            sourceX: source.x, sourceY: source.y, sourcePosition: sourcePosition,
            targetX: target.x, targetY: target.y, targetPosition: targetPosition
        )
    case .straight:
        getStraightPath(sourceX: source.x, sourceY: source.y, targetX: target.x, targetY: target.y)
    case .step:
        getStepPath(
            sourceX: source.x, sourceY: source.y, sourcePosition: sourcePosition,
            targetX: target.x, targetY: target.y, targetPosition: targetPosition,
            offset: options.offset ?? 20
        )
    case .smoothstep:
        getSmoothStepPath(
            sourceX: source.x, sourceY: source.y, sourcePosition: sourcePosition,
            targetX: target.x, targetY: target.y, targetPosition: targetPosition,
            borderRadius: options.borderRadius ?? 5,
            offset: options.offset ?? 20,
            stepPosition: options.stepPosition ?? 0.5
        )
    }
}
