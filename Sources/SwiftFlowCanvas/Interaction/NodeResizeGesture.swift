import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A node being resized: what the press found (the control, the node's rectangle, the limits its parent and
/// children set) and what the steps emitted so far. Rectangles are absolute flow coordinates.
struct NodeResizeGesture {
    var nodeId: String
    var control: ResizeControlRecord
    /// Where the press landed, in view coordinates (the gesture starts once the pointer leaves it).
    var pressLocation: CGPoint
    /// The pointer at the press, in flow coordinates (snapped when the canvas snaps to its grid).
    var startPointer: CGPoint
    /// The node's rectangle at the press.
    var startRect: CGRect
    /// The origin applied to the node's `position`.
    var origin: NodeOrigin
    var parentId: String?
    /// The rectangle the node must stay inside (its `extent`), if any.
    var extent: CGRect?
    /// The rectangle the node must keep covering: its children that may not leave it.
    var childExtent: CGRect?
    /// Every child's `position` at the press: they are moved back when the top or left edge moves.
    var childPositions: [(id: String, position: XYPosition)]
    /// Whether the node grows its parent (`expandParent`).
    var expandsParent: Bool
    /// The latest rectangle and `position` emitted (the start values before the first step).
    var rect: CGRect
    var position: XYPosition
    /// Whether the pointer moved since the press (`onResizeStart` was called).
    var started = false
    /// Whether a step was emitted (the undo step was recorded).
    var emitted = false

    /// The geometry as the callbacks receive it.
    func params(directionX: Int = 0, directionY: Int = 0) -> ResizeParams {
        ResizeParams(x: position.x, y: position.y, width: rect.width, height: rect.height,
                     directionX: directionX, directionY: directionY)
    }
}
