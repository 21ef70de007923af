import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What overlays (MiniMap, custom panels) see of one node without knowing its data type.
public struct NodeSummary: Hashable, Sendable, Identifiable {
    /// The node's id.
    public var id: String
    /// The node's rectangle in absolute flow coordinates (zero size until measured).
    public var bounds: CGRect
    /// The node's type name (input, default, output, group or custom).
    public var type: String?
    /// Whether the node is selected.
    public var selected: Bool
    /// Whether the node is hidden.
    public var hidden: Bool
    /// The node's style, for overlays that draw nodes (the MiniMap).
    public var style: NodeStyle?

    /// A summary with every field given.
    public init(id: String, bounds: CGRect, type: String?, selected: Bool, hidden: Bool, style: NodeStyle?) {
        self.id = id
        self.bounds = bounds
        self.type = type
        self.selected = selected
        self.hidden = hidden
        self.style = style
    }
}
