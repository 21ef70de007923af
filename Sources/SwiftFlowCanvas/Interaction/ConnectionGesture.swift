import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A connection being drawn from a handle, or an edge end being moved to another handle.
struct ConnectionGesture {
    /// The fixed end: the handle the line starts at.
    var from: HandleAnchor
    /// The side of its node `from` sits on.
    var fromPosition: Position
    /// The press point, in view coordinates.
    var start: CGPoint
    /// The latest pointer, in view coordinates.
    var lastPointer: CGPoint
    /// The edge whose end moves, for a reconnection.
    var reconnectingEdgeId: String?
    /// The connection a drop now would make, when it is valid.
    var validConnection: Connection?

    /// The snapping radius: 20 for new connections, 10 for reconnections (React Flow's defaults).
    var radius: CGFloat { reconnectingEdgeId == nil ? 20 : 10 }
}
