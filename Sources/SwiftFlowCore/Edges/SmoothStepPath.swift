import Foundation

/// A right-angled route with rounded corners; React Flow's `getSmoothStepPath`.
///
/// The route runs `offset` straight out of each handle, then turns at right angles: opposite-facing handles
/// get a middle leg placed at `stepPosition` (0 at the source, 1 at the target), other pairs one corner.
/// Each corner is rounded with a quadratic curve of up to `borderRadius` (0 gives sharp corners). `centerX`
/// and `centerY`, when given, place the middle leg and the label of opposite-facing handles directly.
/// The label sits on the middle of the route (on the longer leg when there is one corner); `labelOffset` is,
/// as in React Flow, half the source–target span per axis rather than the distance to the label.
public func getSmoothStepPath(
    sourceX: CGFloat,
    sourceY: CGFloat,
    sourcePosition: Position = .bottom,
    targetX: CGFloat,
    targetY: CGFloat,
    targetPosition: Position = .top,
    borderRadius: CGFloat = 5,
    offset: CGFloat = 20,
    stepPosition: CGFloat = 0.5,
    centerX: CGFloat? = nil,
    centerY: CGFloat? = nil
) -> EdgePathResult {
    let source = CGPoint(x: sourceX, y: sourceY)
    let target = CGPoint(x: targetX, y: targetY)
    let route = StepRoute(
        source: source,
        sourcePosition: sourcePosition,
        target: target,
        targetPosition: targetPosition,
        center: (centerX, centerY),
        offset: offset,
        stepPosition: stepPosition
    )
    let points = route.points
    var path = Path()
    // A move, a line and a curve per corner, and the last line.
    path.reserveCapacity(2 * points.count)
    path.move(to: source)
    if points.count > 2 {
        for index in 1..<(points.count - 1) {
            addStepCorner(to: &path, from: points[index - 1], corner: points[index], next: points[index + 1],
                          radius: borderRadius)
        }
    }
    path.addLine(to: target)
    let edgeCenter = getEdgeCenter(sourceX: sourceX, sourceY: sourceY, targetX: targetX, targetY: targetY)
    return EdgePathResult(
        path: path,
        labelPosition: route.label,
        labelOffset: CGSize(width: edgeCenter.offsetX, height: edgeCenter.offsetY),
        sourcePoint: source,
        targetPoint: target,
        svgStyle: .step
    )
}

/// Adds the segment into `corner` and, where the route turns, a quadratic curve around it (React Flow's
/// `getBend`). The rounding never exceeds half of either adjacent leg.
private func addStepCorner(to path: inout Path, from a: CGPoint, corner b: CGPoint, next c: CGPoint,
                           radius: CGFloat) {
    let bend = min(distance(a, b) / 2, distance(b, c) / 2, radius)
    if (a.x == b.x && b.x == c.x) || (a.y == b.y && b.y == c.y) {
        path.addLine(to: b)
        return
    }
    if a.y == b.y {
        // The leg into the corner is horizontal.
        let xDirection: CGFloat = a.x < c.x ? -1 : 1
        let yDirection: CGFloat = a.y < c.y ? 1 : -1
        path.addLine(to: CGPoint(x: b.x + bend * xDirection, y: b.y))
        path.addQuadCurve(to: CGPoint(x: b.x, y: b.y + bend * yDirection), control: b)
    } else {
        let xDirection: CGFloat = a.x < c.x ? 1 : -1
        let yDirection: CGFloat = a.y < c.y ? -1 : 1
        path.addLine(to: CGPoint(x: b.x, y: b.y + bend * yDirection))
        path.addQuadCurve(to: CGPoint(x: b.x + bend * xDirection, y: b.y), control: b)
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}
