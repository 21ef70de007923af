import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Where a minimap takes one colour of a node from, as React Flow's `nodeColor` / `nodeStrokeColor`: one
/// colour for every node, a function of the node, or the default.
enum MiniMapNodeColor {
    /// The default: fills use the node's `style.background`, else the minimap's node colour; strokes are
    /// transparent.
    case standard
    /// The same colour for every node.
    case constant(Color)
    /// A `(Node<NodeData>) -> Color`, kept untyped because the minimap does not know the canvas's node data;
    /// the canvas casts it back once per drawing pass.
    case perNode(Any)

    /// What the node layer's cache compares: a function is taken to depend only on the node, so any two
    /// functions count as the same paint (a new `.id(_:)` on the minimap forces a fresh one).
    enum Key: Hashable {
        case standard, constant(Color), perNode
    }

    var key: Key {
        switch self {
        case .standard: return .standard
        case .constant(let color): return .constant(color)
        case .perNode: return .perNode
        }
    }

    /// This colour source for nodes of `NodeData`; a function written for another data type falls back to
    /// the default.
    func typed<NodeData>(for _: NodeData.Type) -> MiniMapTypedColor<NodeData> {
        switch self {
        case .standard: return .standard
        case .constant(let color): return .constant(color)
        case .perNode(let function):
            guard let typed = function as? (Node<NodeData>) -> Color else { return .standard }
            return .perNode(typed)
        }
    }
}

/// `MiniMapNodeColor` for one node data type.
enum MiniMapTypedColor<NodeData: Equatable & Sendable> {
    case standard
    case constant(Color)
    case perNode((Node<NodeData>) -> Color)
}

/// How a minimap paints its nodes: fill and stroke sources plus the shared widths and default colour.
struct MiniMapNodePaint {
    var fill: MiniMapNodeColor = .standard
    var stroke: MiniMapNodeColor = .standard
    /// Flow units.
    var borderRadius: CGFloat = 5
    /// Flow units.
    var strokeWidth: CGFloat = 2
    var defaultFill = MiniMapAppearance.defaultNodeFill

    /// What the node layer's cache compares.
    struct Key: Hashable {
        var fill: MiniMapNodeColor.Key
        var stroke: MiniMapNodeColor.Key
        var borderRadius: CGFloat
        var strokeWidth: CGFloat
        var defaultFill: Color
    }

    var key: Key {
        Key(fill: fill.key, stroke: stroke.key, borderRadius: borderRadius, strokeWidth: strokeWidth,
            defaultFill: defaultFill)
    }
}
