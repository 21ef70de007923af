import Foundation

/// Per-edge settings for the path functions; React Flow's `pathOptions`.
///
/// A `nil` field takes React Flow's default: curvature 0.25 (bezier), border radius 5, offset 20 and step
/// position 0.5 (smooth step). Step edges always use border radius 0 and, as in React Flow, only take `offset`.
public struct EdgePathOptions: Hashable, Sendable, Codable {
    /// How far bezier control points reach when the target lies behind the source handle.
    public var curvature: CGFloat?
    /// Corner radius of smooth step edges.
    public var borderRadius: CGFloat?
    /// Distance a step route runs straight out of each handle before its first turn.
    public var offset: CGFloat?
    /// Where the middle leg of a step route sits between source (0) and target (1).
    public var stepPosition: CGFloat?

    public init(
        curvature: CGFloat? = nil,
        borderRadius: CGFloat? = nil,
        offset: CGFloat? = nil,
        stepPosition: CGFloat? = nil
    ) {
        self.curvature = curvature
        self.borderRadius = borderRadius
        self.offset = offset
        self.stepPosition = stepPosition
    }
}
