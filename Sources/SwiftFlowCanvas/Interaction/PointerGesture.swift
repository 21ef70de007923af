import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the primary (or panning) pointer button is doing on the canvas, from press to release.
enum PointerGesture {
    /// Nothing pressed.
    case idle
    /// Pressed on the empty pane; not yet moved past the click threshold.
    case pane(PanePress)
    /// Dragging the viewport; `last` is the previous pointer location.
    case panning(last: CGPoint, moved: Bool)
    /// Drawing a selection box.
    case selecting(SelectionBoxGesture)
    /// Pressed on a node; not yet moved past the drag threshold.
    case node(ElementPress)
    /// Moving nodes.
    case draggingNodes(NodeDragGesture)
    /// Pressed on an edge.
    case edge(ElementPress)
    /// Pressed on a handle or a reconnection anchor; not yet moved past the threshold.
    case handle(ConnectionGesture)
    /// Drawing a new connection or moving an edge's end.
    case connecting(ConnectionGesture)
    /// The press already did its job (a long-press context menu); ignore it until release.
    case consumed
}

/// A press on the pane, waiting to become a click, a pan or a selection box.
struct PanePress {
    var start: CGPoint
    var clickCount: Int
    var modifiers: EventModifiers
    /// Whether dragging from here draws a selection box (else it pans, when `pans`).
    var drawsBox: Bool
    var pans: Bool
}

/// A press on a node or an edge, waiting to become a click or a drag.
struct ElementPress {
    var id: String
    var start: CGPoint
    var clickCount: Int
    var modifiers: EventModifiers
}
