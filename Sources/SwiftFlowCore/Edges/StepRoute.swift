import Foundation

/// The corner points of a step edge's route and its label point; React Flow's `getPoints`.
///
/// A heuristic, not real orthogonal routing: it follows React Flow's case analysis exactly so that step and
/// smooth step edges take the same route as in React Flow for every pair of handle sides.
struct StepRoute {
    /// Source, gapped source (unless it is the first corner), corners, gapped target (likewise), target.
    let points: [CGPoint]
    /// The centre of the route, where the label goes.
    let label: CGPoint

    private enum Axis {
        case x, y

        var other: Axis { self == .x ? .y : .x }
    }

    init(
        source: CGPoint,
        sourcePosition: Position,
        target: CGPoint,
        targetPosition: Position,
        center: (x: CGFloat?, y: CGFloat?),
        offset: CGFloat,
        stepPosition: CGFloat
    ) {
        let sourceDirection = Self.direction(of: sourcePosition)
        let targetDirection = Self.direction(of: targetPosition)
        let sourceGapped = CGPoint(x: source.x + sourceDirection.x * offset, y: source.y + sourceDirection.y * offset)
        let targetGapped = CGPoint(x: target.x + targetDirection.x * offset, y: target.y + targetDirection.y * offset)
        // The main axis follows the source handle; `heading` is +1 or −1 along it, towards the gapped target.
        let axis: Axis = sourcePosition.isHorizontal ? .x : .y
        let heading: CGFloat = Self.value(sourceGapped, axis) < Self.value(targetGapped, axis) ? 1 : -1

        // One or two corners, kept in place: building each candidate list as an array cost several allocations
        // per route (a 100k file's smooth step edges are routed twice before the first frame).
        var first: CGPoint
        var second: CGPoint?
        var sourceGapOffset = CGPoint.zero
        var targetGapOffset = CGPoint.zero
        let labelX: CGFloat
        let labelY: CGFloat

        if Self.value(sourceDirection, axis) * Self.value(targetDirection, axis) == -1 {
            // Handles face each other along the main axis: two corners around a middle leg.
            if axis == .x {
                labelX = center.x ?? sourceGapped.x + (targetGapped.x - sourceGapped.x) * stepPosition
                labelY = center.y ?? (sourceGapped.y + targetGapped.y) / 2
            } else {
                labelX = center.x ?? (sourceGapped.x + targetGapped.x) / 2
                labelY = center.y ?? sourceGapped.y + (targetGapped.y - sourceGapped.y) * stepPosition
            }
            let leavesTowardsTarget = Self.value(sourceDirection, axis) == heading
            if (axis == .x) == leavesTowardsTarget {
                // Split vertically: down (or up) the middle x.
                first = CGPoint(x: labelX, y: sourceGapped.y)
                second = CGPoint(x: labelX, y: targetGapped.y)
            } else {
                // Split horizontally: across the middle y.
                first = CGPoint(x: sourceGapped.x, y: labelY)
                second = CGPoint(x: targetGapped.x, y: labelY)
            }
        } else {
            // Same or perpendicular sides: one corner, taking x from one gapped end and y from the other.
            let sourceTarget = CGPoint(x: sourceGapped.x, y: targetGapped.y)
            let targetSource = CGPoint(x: targetGapped.x, y: sourceGapped.y)
            if axis == .x {
                first = sourceDirection.x == heading ? targetSource : sourceTarget
            } else {
                first = sourceDirection.y == heading ? sourceTarget : targetSource
            }

            if sourcePosition == targetPosition {
                // Same-side handles closer than the offset: pull one gapped end back so the corner and the
                // gapped end do not overlap.
                let difference = abs(Self.value(source, axis) - Self.value(target, axis))
                if difference <= offset {
                    let gapOffset = min(offset - 1, offset - difference)
                    if Self.value(sourceDirection, axis) == heading {
                        let sign: CGFloat = Self.value(sourceGapped, axis) > Self.value(source, axis) ? -1 : 1
                        Self.setValue(&sourceGapOffset, axis, sign * gapOffset)
                    } else {
                        let sign: CGFloat = Self.value(targetGapped, axis) > Self.value(target, axis) ? -1 : 1
                        Self.setValue(&targetGapOffset, axis, sign * gapOffset)
                    }
                }
            } else {
                // Perpendicular sides: take the other corner when the first would double back.
                let other = axis.other
                let sourceAlong = Self.value(sourceDirection, axis)
                let isSameDirection = sourceAlong == Self.value(targetDirection, other)
                let sourceGreater = Self.value(sourceGapped, other) > Self.value(targetGapped, other)
                let sourceLess = Self.value(sourceGapped, other) < Self.value(targetGapped, other)
                let flip = sourceAlong == 1
                    ? (!isSameDirection && sourceGreater) || (isSameDirection && sourceLess)
                    : (!isSameDirection && sourceLess) || (isSameDirection && sourceGreater)
                if flip {
                    first = axis == .x ? sourceTarget : targetSource
                }
            }

            // The label goes on the longer leg.
            let sourceGapPoint = CGPoint(x: sourceGapped.x + sourceGapOffset.x, y: sourceGapped.y + sourceGapOffset.y)
            let targetGapPoint = CGPoint(x: targetGapped.x + targetGapOffset.x, y: targetGapped.y + targetGapOffset.y)
            let corner = first
            let maxXDistance = Self.jsMax(abs(sourceGapPoint.x - corner.x), abs(targetGapPoint.x - corner.x))
            let maxYDistance = Self.jsMax(abs(sourceGapPoint.y - corner.y), abs(targetGapPoint.y - corner.y))
            if maxXDistance >= maxYDistance {
                labelX = (sourceGapPoint.x + targetGapPoint.x) / 2
                labelY = corner.y
            } else {
                labelX = corner.x
                labelY = (sourceGapPoint.y + targetGapPoint.y) / 2
            }
        }

        let gappedSource = CGPoint(x: sourceGapped.x + sourceGapOffset.x, y: sourceGapped.y + sourceGapOffset.y)
        let gappedTarget = CGPoint(x: targetGapped.x + targetGapOffset.x, y: targetGapped.y + targetGapOffset.y)
        let last = second ?? first
        var points: [CGPoint] = []
        points.reserveCapacity(6)
        points.append(source)
        // A gapped end equal to the neighbouring corner is left out: a repeated point would break the bends.
        if gappedSource.x != first.x || gappedSource.y != first.y {
            points.append(gappedSource)
        }
        points.append(first)
        if let second { points.append(second) }
        if gappedTarget.x != last.x || gappedTarget.y != last.y {
            points.append(gappedTarget)
        }
        points.append(target)
        self.points = points
        self.label = CGPoint(x: labelX, y: labelY)
    }

    private static func direction(of position: Position) -> CGPoint {
        CGPoint(x: position.direction.x, y: position.direction.y)
    }

    private static func value(_ point: CGPoint, _ axis: Axis) -> CGFloat {
        axis == .x ? point.x : point.y
    }

    private static func setValue(_ point: inout CGPoint, _ axis: Axis, _ value: CGFloat) {
        if axis == .x { point.x = value } else { point.y = value }
    }

    /// `Math.max` of two numbers: NaN when either is NaN (Swift's `max` would pick one).
    private static func jsMax(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }
}
