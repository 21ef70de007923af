import Foundation

/// Keeping a node's box inside a region, as React Flow's `clampPosition` does.
extension CoordinateExtent {
    /// The extent of a rectangle (for example a parent node's absolute bounds).
    public init(_ rect: CGRect) {
        self.init(minX: rect.origin.x, minY: rect.origin.y,
                  maxX: rect.origin.x + rect.size.width, maxY: rect.origin.y + rect.size.height)
    }

    /// The same region moved by `offset` (a parent-relative extent made absolute).
    public func offset(by offset: XYPosition) -> CoordinateExtent {
        CoordinateExtent(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
    }

    /// The top-left nearest to `topLeft` that keeps a box of `size` wholly inside the extent.
    ///
    /// Each axis is `min(max(v, min), max − size)`: when the box is larger than the extent, it is
    /// aligned with the extent's right or bottom edge, as in React Flow.
    public func clamp(_ topLeft: XYPosition, size: CGSize = .zero) -> XYPosition {
        XYPosition(
            x: Swift.min(Swift.max(topLeft.x, minX), maxX - size.width),
            y: Swift.min(Swift.max(topLeft.y, minY), maxY - size.height)
        )
    }
}
