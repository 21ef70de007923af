/// A position in window points (device pixels divided by the display scale), origin at the top-left corner.
public struct X11Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
