import Foundation

/// A rectangle that holds the whole path `edgePath` would build for these arguments, found without building it.
///
/// Beziers lie inside the hull of their end and control points; step routes are their corner points joined by
/// straight legs (smooth step corners round inside them). The canvas indexes edges by this and builds a path
/// only when the edge is drawn or hit-tested, so an edge that never comes on screen never gets a path.
public func edgePathBounds(
    type: EdgeType,
    source: CGPoint,
    sourcePosition: Position,
    target: CGPoint,
    targetPosition: Position,
    options: EdgePathOptions = EdgePathOptions()
) -> CGRect {
    // The box of a few points, gathered one by one: an array of them was an allocation per edge, and the canvas
    // asks for every edge's bounds when a graph is opened.
    struct Box {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

        mutating func add(_ point: CGPoint) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }

        var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }
    func box(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGRect {
        var bounds = Box()
        bounds.add(a)
        bounds.add(b)
        bounds.add(c)
        bounds.add(d)
        return bounds.rect
    }
    switch type {
    case .default:
        let controls = bezierControlPoints(source: source, sourcePosition: sourcePosition, target: target,
                                           targetPosition: targetPosition, curvature: options.curvature ?? 0.25)
        return box(source, controls.source, controls.target, target)
    case .simplebezier:
        let controls = simpleBezierControlPoints(source: source, sourcePosition: sourcePosition, target: target,
                                                 targetPosition: targetPosition)
        return box(source, controls.source, controls.target, target)
    case .straight:
        var bounds = Box()
        bounds.add(source)
        bounds.add(target)
        return bounds.rect
    case .step, .smoothstep:
        let route = StepRoute(source: source, sourcePosition: sourcePosition, target: target,
                              targetPosition: targetPosition, center: (nil, nil), offset: options.offset ?? 20,
                              stepPosition: type == .step ? 0.5 : options.stepPosition ?? 0.5)
        // The route starts at the source and ends at the target.
        var bounds = Box()
        for point in route.points { bounds.add(point) }
        return bounds.rect
    }
}
