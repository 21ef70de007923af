import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A floating toolbar beside a node, drawn above every node at a constant on-screen size, with a material
/// background. Attach it as an overlay of the node view (the node's measured size does not change):
///
///     MyNodeView(node: node).overlay { NodeToolbar(position: .top) { Button("Delete") { … } } }
///
/// Without `isVisible` it shows while its node is the only selected node, as React Flow's does. It takes
/// pointer input before the nodes under it. Placed in the canvas's overlay instead, it needs `nodeId`.
public struct NodeToolbar<Content: View>: PrimitiveView {
    let nodeId: String?
    let isVisible: Bool?
    let position: ToolbarPosition
    let align: ToolbarAlign
    let offset: CGFloat
    let content: Content

    /// A toolbar on the `position` side of its node, `offset` points away, lined up by `align`.
    ///
    /// - Parameters:
    ///   - nodeId: the node; by default the node whose view the toolbar overlays.
    ///   - isVisible: whether it shows; by default while its node is the only selected one.
    public init(nodeId: String? = nil, isVisible: Bool? = nil, position: ToolbarPosition = .top,
                align: ToolbarAlign = .center, offset: CGFloat = 10, @ViewBuilder content: () -> Content) {
        self.nodeId = nodeId
        self.isVisible = isVisible
        self.position = position
        self.align = align
        self.offset = offset.isFinite ? offset : 10
        self.content = content()
    }

    public func makeElement() -> Element { NodeToolbarElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let toolbar = element as? NodeToolbarElement else { return }
        toolbar.nodeId = nodeId
        toolbar.isVisible = isVisible
        toolbar.position = position
        toolbar.align = align
        toolbar.offset = offset
        toolbar.content = content
        toolbar.refresh()
    }
}
