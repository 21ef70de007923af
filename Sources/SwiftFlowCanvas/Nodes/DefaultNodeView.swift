import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's built-in node types: "input" (source handle only), "default" (both), "output" (target
/// only) and "group" (a translucent box without handles). 150 wide, 10 padding, a 12-point label.
/// Any other type looks like "default". Named handles (`sourceHandles`, `targetHandles`) are spread evenly
/// along their side, so graphs saved by apps with custom handles connect where their edges say.
public struct DefaultNodeView<NodeData: Equatable & Sendable>: View {
    /// The node shown.
    public let node: Node<NodeData>
    /// The theme for the label colour.
    public let theme: SwiftFlowTheme
    /// The ids of the source handles to draw (`nil` is the unnamed handle).
    public let sourceHandles: [String?]
    /// The ids of the target handles to draw (`nil` is the unnamed handle).
    public let targetHandles: [String?]

    /// The built-in look for `node`, chosen by `node.type`, with one unnamed handle of each type it has
    /// unless `sourceHandles`/`targetHandles` name others.
    public init(node: Node<NodeData>, theme: SwiftFlowTheme = .default,
                sourceHandles: [String?] = [nil], targetHandles: [String?] = [nil]) {
        self.node = node
        self.theme = theme
        self.sourceHandles = sourceHandles
        self.targetHandles = targetHandles
    }

    /// The label: the data's `nodeLabel`, else its description; the node's type or id when that is empty.
    public var label: String {
        let text = (node.data as? NodeLabelProviding)?.nodeLabel ?? String(describing: node.data)
        return text.isEmpty ? (node.type ?? node.id) : text.nodeDisplayText
    }

    /// The theme's text colour, or black or white to stand out on a background the node's style sets.
    var textColor: Color {
        guard let background = node.style?.background, background.opacity > 0.5 else { return theme.nodeTextColor }
        let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
        return luminance > 0.5 ? Color(white: 0.13) : Color(white: 0.97)
    }

    public var body: some View {
        let type = node.type ?? "default"
        let hasTarget = type != "input" && type != "group"
        let hasSource = type != "output" && type != "group"
        return ZStack {
            if type != "group" {
                // `Text`'s own font, colour and alignment: no environment written (and copied) per node view.
                Text(label)
                    .font(.system(size: 12))
                    .foregroundColor(textColor)
                    .multilineTextAlignment(.center)
                    .padding(10)
                    .frame(width: 150)
            }
            if hasTarget {
                ForEach(Array(targetHandles.enumerated()), id: \.offset) { index, id in
                    Handle(nodeId: node.id, id: id, type: .target, position: node.targetPosition,
                           alongSide: Self.spread(index, of: targetHandles.count))
                }
            }
            if hasSource {
                ForEach(Array(sourceHandles.enumerated()), id: \.offset) { index, id in
                    Handle(nodeId: node.id, id: id, type: .source, position: node.sourcePosition,
                           alongSide: Self.spread(index, of: sourceHandles.count))
                }
            }
        }
    }

    /// The place along a side of handle `index` of `count`, evenly spaced: one sits in the middle.
    static func spread(_ index: Int, of count: Int) -> CGFloat {
        CGFloat(index + 1) / CGFloat(count + 1)
    }
}

/// Two default node views are equal when they draw the same: the fields `body` reads (type, label, id, the
/// style's background, handle sides and names, theme). A node's view is handed a new node on every change to it,
/// and the canvas re-evaluates it: selecting, moving or dragging the node leaves these alone, so the view's
/// element keeps its body (label, handles) instead of rebuilding and comparing it (select all at 100,000 nodes
/// did that for every materialized node).
extension DefaultNodeView: Equatable {
    public nonisolated static func == (lhs: DefaultNodeView, rhs: DefaultNodeView) -> Bool {
        lhs.node.id == rhs.node.id && lhs.node.type == rhs.node.type && lhs.node.data == rhs.node.data
            && lhs.node.style?.background == rhs.node.style?.background
            && lhs.node.sourcePosition == rhs.node.sourcePosition && lhs.node.targetPosition == rhs.node.targetPosition
            && lhs.theme == rhs.theme && lhs.sourceHandles == rhs.sourceHandles
            && lhs.targetHandles == rhs.targetHandles
    }
}
