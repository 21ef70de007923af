import Foundation

/// A right-angled route with sharp corners: smooth step with border radius 0, as React Flow's `StepEdge`.
///
/// React Flow's step edge passes only `offset` through to the smooth step function, so the middle leg always
/// sits halfway (step position 0.5).
public func getStepPath(
    sourceX: CGFloat,
    sourceY: CGFloat,
    sourcePosition: Position = .bottom,
    targetX: CGFloat,
    targetY: CGFloat,
    targetPosition: Position = .top,
    offset: CGFloat = 20
) -> EdgePathResult {
    getSmoothStepPath(
        sourceX: sourceX,
        sourceY: sourceY,
        sourcePosition: sourcePosition,
        targetX: targetX,
        targetY: targetY,
        targetPosition: targetPosition,
        borderRadius: 0,
        offset: offset
    )
}
