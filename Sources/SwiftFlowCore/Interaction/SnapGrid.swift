import Foundation

/// The grid that dragged nodes snap to: each coordinate becomes `grid × round(p / grid)`.
public struct SnapGrid: Hashable, Sendable {
    /// The horizontal grid step in flow units.
    public var width: CGFloat
    /// The vertical grid step in flow units.
    public var height: CGFloat

    /// A grid of `width` × `height` flow units (the spec's default is 20 × 20).
    public init(width: CGFloat = 20, height: CGFloat = 20) {
        self.width = width
        self.height = height
    }

    /// The spec's default 20 × 20 grid.
    public static let standard = SnapGrid()

    /// The grid point nearest to `point`; halves round up, as JavaScript's `Math.round` does.
    ///
    /// An axis whose grid step is zero, negative or not finite is left as it is.
    public func snap(_ point: XYPosition) -> XYPosition {
        XYPosition(x: SnapGrid.snap(point.x, step: width), y: SnapGrid.snap(point.y, step: height))
    }

    /// The grid point nearest to `point`.
    public func snap(_ point: CGPoint) -> CGPoint {
        snap(XYPosition(point)).cgPoint
    }

    private static func snap(_ value: CGFloat, step: CGFloat) -> CGFloat {
        guard step.isFinite, step > 0, value.isFinite else { return value }
        return step * (value / step + 0.5).rounded(.down)
    }
}
