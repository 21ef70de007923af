import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The element of `NodeToolbar`: a box beside its node's on-screen rectangle, with a material background
/// (a translucent fill in the canvas theme's node colours) that takes presses, so they never reach the nodes
/// below.
final class NodeToolbarElement: ScreenAnchoredElement {
    var nodeId: String?
    var isVisible: Bool?
    var position = ToolbarPosition.top
    var align = ToolbarAlign.center
    var offset: CGFloat = 10

    static let contentPadding: CGFloat = 4
    static let cornerRadius: CGFloat = 6

    required init() {}

    /// The node view this toolbar overlays, if it is inside one (and it is the named node, when one is named).
    private var overlaidNodeHost: NodeHostElement? {
        guard let host = enclosingNodeHost, nodeId == nil || nodeId == host.nodeId else { return nil }
        return host
    }

    /// The toolbar's node: the named one, else the one whose view it overlays.
    private var anchorNodeId: String? { nodeId ?? overlaidNodeHost?.nodeId }

    override var padding: CGFloat { Self.contentPadding }

    override var takesPressesOnBox: Bool { true }

    override var selectionNodeId: String? { isVisible == nil ? anchorNodeId : nil }

    override func wantsToShow(in layer: ScreenLayer) -> Bool {
        if let isVisible { return isVisible }
        guard let id = anchorNodeId else { return false }
        return id == layer.soleSelectedNodeId
    }

    override func boxFrame(for size: CGSize, in layer: ScreenLayer) -> CGRect? {
        // Beside the view it overlays (its own frame); from outside a node view, beside the named node.
        let nodeRect: CGRect
        if overlaidNodeHost != nil {
            nodeRect = frame.applying(frameToCanvas)
        } else if let nodeId, let bounds = layer.nodeBounds(nodeId) {
            nodeRect = bounds.applying(layer.flowToCanvas)
        } else {
            return nil
        }
        return NodeToolbarPlacement.frame(of: size, beside: nodeRect, position: position, align: align,
                                          offset: offset)
    }

    override func drawBackground(of box: CGRect, in context: GraphicsContext, layer: ScreenLayer) {
        let shape = Path(roundedRect: box, cornerRadius: Self.cornerRadius)
        context.fill(shape, with: Self.material(layer.theme))
        context.stroke(Path(roundedRect: box.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.cornerRadius - 0.5),
                       with: layer.theme.nodeBorderColor.opacity(0.25), lineWidth: 1)
    }

    /// The toolbar's material: the theme's node background, translucent.
    static func material(_ theme: SwiftFlowTheme) -> Color { theme.nodeBackgroundColor.opacity(0.85) }
}
