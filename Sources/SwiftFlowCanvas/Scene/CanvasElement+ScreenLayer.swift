import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's side of its `ScreenLayer`: it tells the layer where the camera is, which node is the only
/// selected one and where nodes are, draws the layer above the graph and hit-tests it first.
extension CanvasElement: ScreenLayerHosting {
    func attachScreenLayer() {
        screenLayer.canvas = self
        screenLayer.nodeBounds = { [weak self] id in
            guard let geometry = self?.store.geometry(of: id), geometry.isMeasured else { return nil }
            return geometry.bounds
        }
    }

    /// The node whose toolbar shows by default: the selected one, while it is the only one.
    var soleSelectedNodeId: String? {
        // The count first: after select all the id set is only built when someone needs it.
        guard store.selectedNodeCount == 1, let id = store.selectedNodeIds.first,
              // A node outside the drawable range gets no element (and so no toolbar) even when selected.
              store.isInRange(id) else { return nil }
        return id
    }

    /// Hands the layer the current camera and frame; shown overlays move with them.
    func syncScreenLayerCamera() {
        screenLayer.cameraDidChange(flowToCanvas: flowToWindow, canvasFrame: frame,
                                    windowToCanvas: windowToLocalTransform)
    }

    /// After new lists arrived: toolbars that follow the selection show or hide now, before the layout pass
    /// (which then places their content along with everything else).
    func syncScreenLayerSelection() {
        screenLayer.theme = theme
        screenLayer.selectionDidChange(soleSelectedNodeId: soleSelectedNodeId)
    }

    /// After a layout pass: the camera may have changed and nodes may have moved.
    func syncScreenLayerAfterLayout() {
        syncScreenLayerCamera()
        syncScreenLayerSelection()
        screenLayer.canvasDidLayout()
    }

    /// Draws the layer's overlays above everything else of the graph (`dirty` in the canvas frame's space).
    func drawScreenLayer(in context: GraphicsContext, dirty: CGRect) {
        guard screenLayer.shownCount > 0 else { return }
        context.saveState()
        context.clip(to: dirty)
        screenLayer.draw(in: context, dirty: dirty)
        context.restoreState()
    }

    /// Overlays first (they are drawn on top); at low detail nothing of the node and edge views is drawn, so
    /// nothing of them can be hit either.
    func hitTestScene(_ point: CGPoint) -> Element? {
        guard allowsHitTesting else { return nil }
        if let hit = screenLayer.hitTest(point) { return hit }
        if isLevelOfDetail { return contains(point) ? self : nil }
        return hitTestChildren(point) ?? (isHitTarget && contains(point) ? self : nil)
    }
}
