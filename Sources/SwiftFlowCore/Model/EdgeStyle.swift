import Foundation

/// How the canvas strokes an edge; every `nil` falls back to the theme.
public struct EdgeStyle: Hashable, Sendable {
    public var stroke: Color?
    public var strokeWidth: CGFloat?
    /// Dash lengths (on, off, …) in points; `nil` or empty draws a solid line.
    public var dash: [CGFloat]?
    public var opacity: Double?

    public init(stroke: Color? = nil, strokeWidth: CGFloat? = nil, dash: [CGFloat]? = nil, opacity: Double? = nil) {
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.opacity = opacity
    }
}
