import Foundation

/// An axis-aligned region in flow coordinates that bounds where nodes may go.
public struct CoordinateExtent: Hashable, Sendable, Codable {
    public var minX: CGFloat
    public var minY: CGFloat
    public var maxX: CGFloat
    public var maxY: CGFloat

    public init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// No bounds at all.
    public static let infinite = CoordinateExtent(
        minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity
    )

    public var isInfinite: Bool { self == .infinite }
}

/// A per-node drag constraint; it overrides the canvas-wide `coordinateExtent`.
public enum NodeExtent: Hashable, Sendable {
    /// Keep the node inside its parent's bounds.
    case parent
    /// Keep the node inside an explicit region.
    case coordinateExtent(CoordinateExtent)
}
