import Foundation

/// What overlays (MiniMap, custom panels) see of one node without knowing its data type.
public struct NodeSummary: Hashable, Sendable, Identifiable {
    public var id: String
    /// The node's rectangle in absolute flow coordinates (zero size until measured).
    public var bounds: CGRect
    public var type: String?
    public var selected: Bool
    public var hidden: Bool
    public var style: NodeStyle?

    public init(id: String, bounds: CGRect, type: String?, selected: Bool, hidden: Bool, style: NodeStyle?) {
        self.id = id
        self.bounds = bounds
        self.type = type
        self.selected = selected
        self.hidden = hidden
        self.style = style
    }
}
