import Foundation

/// The rectangle of a node being resized (React Flow's `getDimensionsAfterResize`), in any one coordinate
/// space shared by all its inputs: the canvas uses absolute flow coordinates.
///
/// The control moves one or two edges; the opposite edges stay. The pointer's movement is floored to whole
/// units on the axes the control changes, as React Flow does. Each dimension is then held inside every limit
/// at once: `boundaries`, the `extent` the node must stay inside (its parent for `extent: .parent`) and the
/// `childExtent` it must keep covering (children that may not leave it). With `keepAspectRatio` the start's
/// ratio is kept: a side control also moves the neighbouring edge (a right control grows the node downwards, a
/// left one upwards), and a corner follows the dimension the pointer stretches most; the limits of the other
/// dimension then bound this one through the ratio. A dimension whose limits contradict each other keeps its
/// start value.
public enum NodeResize {
    public static func rect(
        start: CGRect, control: ResizeControlPosition, delta: XYPosition, boundaries: ResizeBoundaries = ResizeBoundaries(),
        keepAspectRatio: Bool = false, extent: CGRect? = nil, childExtent: CGRect? = nil
    ) -> CGRect {
        let dx = control.isHorizontal && delta.x.isFinite ? delta.x.rounded(.down) : 0
        let dy = control.isVertical && delta.y.isFinite ? delta.y.rounded(.down) : 0
        var leftMoves = control.movesLeftEdge
        var topMoves = control.movesTopEdge
        let freeWidth = start.width + (leftMoves ? -dx : dx)
        let freeHeight = start.height + (topMoves ? -dy : dy)
        let limits = Limits(start: start, boundaries: boundaries, extent: extent, childExtent: childExtent)

        var width = start.width
        var height = start.height
        if keepAspectRatio, start.width > 0, start.height > 0 {
            let ratio = start.width / start.height
            // A side control drags the neighbouring edge along: right/bottom grow away from the top-left,
            // left/top towards it.
            if !control.isVertical { topMoves = leftMoves }
            if !control.isHorizontal { leftMoves = topMoves }
            let widthLeads = control.isHorizontal && (!control.isVertical || freeWidth > freeHeight * ratio)
            let widthRange = limits.width(leftMoves: leftMoves)
            let heightRange = limits.height(topMoves: topMoves)
            if widthLeads {
                let range = widthRange.intersect(heightRange.scaled(by: ratio))
                width = range.clamp(freeWidth, fallback: start.width)
                height = width / ratio
            } else {
                let range = heightRange.intersect(widthRange.scaled(by: 1 / ratio))
                height = range.clamp(freeHeight, fallback: start.height)
                width = height * ratio
            }
        } else {
            if control.isHorizontal { width = limits.width(leftMoves: leftMoves).clamp(freeWidth, fallback: width) }
            if control.isVertical { height = limits.height(topMoves: topMoves).clamp(freeHeight, fallback: height) }
        }
        return CGRect(x: leftMoves ? start.maxX - width : start.minX, y: topMoves ? start.maxY - height : start.minY,
                      width: width, height: height)
    }

    /// The widths and heights every limit allows, given which edges move.
    private struct Limits {
        let start: CGRect
        let boundaries: ResizeBoundaries
        let extent: CGRect?
        let childExtent: CGRect?

        func width(leftMoves: Bool) -> Interval {
            var range = Interval(lower: boundaries.minWidth, upper: boundaries.maxWidth)
            if let extent {
                range.upper = min(range.upper, leftMoves ? start.maxX - extent.minX : extent.maxX - start.minX)
            }
            if let childExtent {
                range.lower = max(range.lower, leftMoves ? start.maxX - childExtent.minX : childExtent.maxX - start.minX)
            }
            return range
        }

        func height(topMoves: Bool) -> Interval {
            var range = Interval(lower: boundaries.minHeight, upper: boundaries.maxHeight)
            if let extent {
                range.upper = min(range.upper, topMoves ? start.maxY - extent.minY : extent.maxY - start.minY)
            }
            if let childExtent {
                range.lower = max(range.lower, topMoves ? start.maxY - childExtent.minY : childExtent.maxY - start.minY)
            }
            return range
        }
    }

    private struct Interval {
        var lower: CGFloat
        var upper: CGFloat

        func intersect(_ other: Interval) -> Interval {
            Interval(lower: max(lower, other.lower), upper: min(upper, other.upper))
        }

        func scaled(by factor: CGFloat) -> Interval {
            Interval(lower: lower * factor, upper: upper * factor)
        }

        /// `value` held inside the interval; `fallback` when the interval is empty.
        func clamp(_ value: CGFloat, fallback: CGFloat) -> CGFloat {
            guard lower <= upper else { return fallback }
            return min(max(value, lower), upper)
        }
    }
}
