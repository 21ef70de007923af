import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Nodes being dragged: their top-lefts when the drag started and where the pointer started, in flow space.
struct NodeDragGesture {
    /// The node under the pointer at the press.
    var grabbedId: String
    /// The nodes that move, in scene order (the grabbed one, or the selection).
    var ids: [String] {
        didSet { idSet = Set(ids) }
    }
    /// `ids` as a set, for membership tests.
    private(set) var idSet: Set<String>
    /// Each moving node's absolute top-left at the start.
    var startTopLeft: [String: XYPosition]
    /// The pointer at the start, in flow coordinates.
    var startPointer: CGPoint
    /// The latest pointer, in view coordinates (auto-pan frames re-run the move with it).
    var lastPointer: CGPoint
    /// The `position` values last emitted, by id.
    var positions: [String: XYPosition] = [:]
    /// Whether the drag has emitted its start (happens once the threshold is passed).
    var started = false

    init(grabbedId: String, ids: [String], startTopLeft: [String: XYPosition], startPointer: CGPoint,
         lastPointer: CGPoint) {
        self.grabbedId = grabbedId
        self.ids = ids
        self.idSet = Set(ids)
        self.startTopLeft = startTopLeft
        self.startPointer = startPointer
        self.lastPointer = lastPointer
    }

    /// Whether several nodes move (selection-drag callbacks) or one (node-drag callbacks).
    var isSelectionDrag: Bool { ids.count > 1 }
}
