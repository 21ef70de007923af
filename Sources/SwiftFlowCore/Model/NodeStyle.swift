import Foundation

/// How the canvas paints a node's box; every `nil` falls back to the theme.
public struct NodeStyle: Hashable, Sendable {
    public var background: Color?
    public var borderColor: Color?
    public var borderWidth: CGFloat?
    public var borderRadius: CGFloat?
    public var opacity: Double?

    public init(
        background: Color? = nil,
        borderColor: Color? = nil,
        borderWidth: CGFloat? = nil,
        borderRadius: CGFloat? = nil,
        opacity: Double? = nil
    ) {
        self.background = background
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.borderRadius = borderRadius
        self.opacity = opacity
    }
}
