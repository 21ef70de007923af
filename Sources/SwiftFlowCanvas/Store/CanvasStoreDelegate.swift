import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the canvas store asks of the element that shows it: repaint, restack node views, and whether a
/// node's own content (a button, a text field) claims a point.
@MainActor
protocol CanvasStoreDelegate: AnyObject {
    /// Repaints a flow rectangle (already inflated by whatever the element draws around it).
    func storeNeedsDisplay(flowRect: CGRect)
    /// Repaints each of many flow rectangles (an undone Delete's thousands of edges): one call, so the element
    /// maps them to the window with one transform.
    func storeNeedsDisplay(flowRects: [CGRect])
    /// Repaints everything.
    func storeNeedsFullDisplay()
    /// A node's stacking changed; its view must follow.
    func storeDidRestack(nodeId: String, z: Int)
    /// Many nodes' stacking changed at once (select all): each node view takes its z from `z` (by node id), so
    /// the cost follows the views, not the nodes.
    func storeDidRestackNodes(z: (String) -> Int?)
    /// An edge's path or bounds changed; a custom edge view must lay out again.
    func storeDidChangeEdge(_ edgeId: String)
    /// Whether the node's content has a control (not the node's own body) at `flowPoint`.
    func contentClaims(nodeId: String, at flowPoint: CGPoint) -> Bool
    /// Measures edge label text, when a measurer is available.
    var textMeasurer: TextMeasurer? { get }
}

extension CanvasStoreDelegate {
    func storeNeedsDisplay(flowRects: [CGRect]) {
        for rect in flowRects { storeNeedsDisplay(flowRect: rect) }
    }
}
