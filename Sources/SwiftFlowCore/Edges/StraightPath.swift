import Foundation

/// A straight line from source to target with its label at the midpoint; React Flow's `getStraightPath`.
public func getStraightPath(
    sourceX: CGFloat,
    sourceY: CGFloat,
    targetX: CGFloat,
    targetY: CGFloat
) -> EdgePathResult {
    let source = CGPoint(x: sourceX, y: sourceY)
    let target = CGPoint(x: targetX, y: targetY)
    let center = getEdgeCenter(sourceX: sourceX, sourceY: sourceY, targetX: targetX, targetY: targetY)
    var path = Path()
    path.move(to: source)
    path.addLine(to: target)
    return EdgePathResult(
        path: path,
        labelPosition: CGPoint(x: center.centerX, y: center.centerY),
        labelOffset: CGSize(width: center.offsetX, height: center.offsetY),
        sourcePoint: source,
        targetPoint: target,
        svgStyle: .straight
    )
}
