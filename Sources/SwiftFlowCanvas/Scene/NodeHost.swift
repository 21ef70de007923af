import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The view of one node inside the canvas: its content, re-evaluated only when the node, the canvas
/// appearance (through `revision`) or the environment (a new `\.locale`, say) changes.
///
/// A change of `measured` alone does not count, as React Flow's node components get no measured size in their
/// props: the canvas measures every node it shows, the app stores the sizes, and re-evaluating each content
/// for that (a second build of every node view in the first frame, ~11 % of a 10k-node first frame,
/// callgrind) would change nothing a node view draws from. The content sees `measured` as of its last
/// evaluation.
struct NodeHost<NodeData: Equatable & Sendable>: PrimitiveView, Equatable {
    let node: Node<NodeData>
    let theme: SwiftFlowTheme
    let revision: Int
    let content: (Node<NodeData>) -> AnyView
    /// The environment the content is built in (the canvas's `nodeContentEnvironment`); its stamp, not the
    /// host's own environment, decides whether the content is built again.
    let contentEnvironment: EnvironmentValues

    nonisolated static func == (lhs: NodeHost, rhs: NodeHost) -> Bool {
        lhs.revision == rhs.revision && lhs.theme == rhs.theme && sameContentInput(lhs.node, rhs.node)
    }

    /// Whether the two nodes give the content the same input: equal but for `measured`.
    nonisolated static func sameContentInput(_ a: Node<NodeData>, _ b: Node<NodeData>) -> Bool {
        guard a.measured != b.measured else { return a == b }
        var a = a
        a.measured = b.measured
        return a == b
    }

    func makeElement() -> Element { NodeHostElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let host = element as? NodeHostElement else { return }
        let fresh = host.contentRevision != revision || host.contentEnvironment != contentEnvironment.stamp
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
            host.contentEnvironment = contentEnvironment.stamp
            host.updateChildren([content(node)], environment: contentEnvironment)
        }
        host.lastNode = node
    }
}

extension NodeHostElement {
    fileprivate func lastNodeEquals<NodeData>(_ node: Node<NodeData>) -> Bool {
        guard let last = lastNode as? Node<NodeData> else { return false }
        return NodeHost<NodeData>.sameContentInput(last, node)
    }
}
