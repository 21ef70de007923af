/// A position in window points (device pixels divided by the display scale), origin at the top-left corner.
public struct X11Point: Equatable, Hashable, Sendable {
    /// Distance from the left edge in points.
    public var x: Double
    /// Distance from the top edge in points.
    public var y: Double

    /// Creates a point from coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
