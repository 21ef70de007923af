import Foundation

/// A point in flow coordinates (the graph's own space, before the viewport transform).
public struct XYPosition: Hashable, Sendable, Codable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public init(_ point: CGPoint) {
        self.init(x: point.x, y: point.y)
    }

    public static let zero = XYPosition(x: 0, y: 0)

    /// The same point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public static func + (lhs: XYPosition, rhs: XYPosition) -> XYPosition {
        XYPosition(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: XYPosition, rhs: XYPosition) -> XYPosition {
        XYPosition(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}
