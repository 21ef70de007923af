import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What lies under a point of the canvas, top-most first.
public enum CanvasHit: Hashable, Sendable {
    /// Empty canvas.
    case pane
    /// A node's body (not one of its interactive controls).
    case node(id: String)
    /// A connection handle of a node.
    case handle(nodeId: String, handleId: String?, type: HandleType)
    /// An edge's interaction area (its path widened to `interactionWidth`).
    case edge(id: String)
    /// A reconnection anchor at one end of a selected reconnectable edge.
    case edgeAnchor(edgeId: String, end: HandleType)
    /// A resize control (`NodeResizer`, `NodeResizeControl`) of a node: the `index`-th its content shows.
    case resizeControl(nodeId: String, index: Int)
    /// An interactive control inside a node's content (button, text field…); the UI toolkit handles it.
    case control(nodeId: String)
}
