import Foundation

/// The midpoint of the straight line between two points and its distance from the source per axis;
/// React Flow's `getEdgeCenter`, used for straight edges and for the offsets of step edges.
public func getEdgeCenter(
    sourceX: CGFloat,
    sourceY: CGFloat,
    targetX: CGFloat,
    targetY: CGFloat
) -> (centerX: CGFloat, centerY: CGFloat, offsetX: CGFloat, offsetY: CGFloat) {
    // Written as React Flow writes it (target ± half the distance) so results agree to the last bit.
    let xOffset = abs(targetX - sourceX) / 2
    let centerX = targetX < sourceX ? targetX + xOffset : targetX - xOffset
    let yOffset = abs(targetY - sourceY) / 2
    let centerY = targetY < sourceY ? targetY + yOffset : targetY - yOffset
    return (centerX, centerY, xOffset, yOffset)
}

/// The point of a cubic bezier at t = 0.5 and its distance from the source per axis;
/// React Flow's `getBezierEdgeCenter`.
public func getBezierEdgeCenter(
    sourceX: CGFloat,
    sourceY: CGFloat,
    targetX: CGFloat,
    targetY: CGFloat,
    sourceControlX: CGFloat,
    sourceControlY: CGFloat,
    targetControlX: CGFloat,
    targetControlY: CGFloat
) -> (centerX: CGFloat, centerY: CGFloat, offsetX: CGFloat, offsetY: CGFloat) {
    let centerX = sourceX * 0.125 + sourceControlX * 0.375 + targetControlX * 0.375 + targetX * 0.125
    let centerY = sourceY * 0.125 + sourceControlY * 0.375 + targetControlY * 0.375 + targetY * 0.125
    return (centerX, centerY, abs(centerX - sourceX), abs(centerY - sourceY))
}
