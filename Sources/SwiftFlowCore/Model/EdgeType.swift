/// The shape of an edge's path.
public enum EdgeType: String, CaseIterable, Hashable, Sendable, Codable {
    /// A cubic bezier (React Flow's `default`).
    case `default`
    case straight
    /// Right angles with sharp corners (smooth step with radius 0).
    case step
    /// Right angles with rounded corners.
    case smoothstep
    /// A cubic bezier whose control points sit halfway between the ends.
    case simplebezier
}
