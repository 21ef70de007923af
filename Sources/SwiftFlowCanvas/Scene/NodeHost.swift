import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The view of one node inside the canvas: its content, re-evaluated only when the node, the canvas
/// appearance (through `revision`) or the environment (a new `\.locale`, say) changes.
struct NodeHost<NodeData: Equatable & Sendable>: PrimitiveView, Equatable {
    let node: Node<NodeData>
    let theme: SwiftFlowTheme
    let revision: Int
    let content: (Node<NodeData>) -> AnyView

    nonisolated static func == (lhs: NodeHost, rhs: NodeHost) -> Bool {
        lhs.revision == rhs.revision && lhs.theme == rhs.theme && lhs.node == rhs.node
    }

    func makeElement() -> Element { NodeHostElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let host = element as? NodeHostElement else { return }
        let fresh = host.contentRevision != revision || host.contentEnvironment != environment.stamp
            || host.children.isEmpty || !host.lastNodeEquals(node)
        host.nodeId = node.id
        host.nodeType = node.type
        host.style = node.style
        host.isSelected = node.selected
        host.theme = theme
        // Only sizes in range are proposed: a negative width counts as unset, a huge one never reaches layout.
        host.proposal = ProposedViewSize(width: FlowRange.size(node.width), height: FlowRange.size(node.height))
        if fresh {
            host.contentRevision = revision
            host.contentEnvironment = environment.stamp
            host.updateChildren([content(node)], environment: environment)
        }
        host.lastNode = node
    }
}

extension NodeHostElement {
    fileprivate func lastNodeEquals<NodeData>(_ node: Node<NodeData>) -> Bool {
        (lastNode as? Node<NodeData>) == node
    }
}
