import Foundation

/// React Flow's built-in node types: "input" (source handle only), "default" (both), "output" (target
/// only) and "group" (a translucent box without handles). 150 wide, 10 padding, a 12-point label.
public struct DefaultNodeView<NodeData: Equatable & Sendable>: View {
    /// The node shown.
    public let node: Node<NodeData>
    /// The theme for the label colour.
    public let theme: SwiftFlowTheme

    /// The built-in look for `node`, chosen by `node.type`.
    public init(node: Node<NodeData>, theme: SwiftFlowTheme = .default) {
        self.node = node
        self.theme = theme
    }

    /// The label: the data's `nodeLabel`, else its description.
    public var label: String {
        if let provider = node.data as? NodeLabelProviding { return provider.nodeLabel }
        return String(describing: node.data)
    }

    public var body: some View {
        let type = node.type ?? "default"
        let hasTarget = type == "default" || type == "output"
        let hasSource = type == "default" || type == "input"
        return ZStack {
            if type != "group" {
                Text(label)
                    .font(.system(size: 12))
                    .foregroundColor(theme.nodeTextColor)
                    .padding(10)
                    .frame(width: 150)
            }
            if hasTarget {
                Handle(nodeId: node.id, type: .target, position: node.targetPosition)
            }
            if hasSource {
                Handle(nodeId: node.id, type: .source, position: node.sourcePosition)
            }
        }
    }
}
