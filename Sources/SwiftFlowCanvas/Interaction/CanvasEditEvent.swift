import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// An edit the gesture layer made that the canvas tells the user about (its announcements): a connection, a
/// reconnection, a deletion, an undo or a redo. Selection changes are announced from the store once they
/// settle, not from here.
public enum CanvasEditEvent: Equatable, Sendable {
    /// `onConnect` received a new connection.
    case connected(Connection)
    /// `onReconnect` moved edge `edgeId` to run as `connection`.
    case reconnected(edgeId: String, Connection)
    /// Nodes and edges were removed (a removed node's edges included).
    case deleted(nodes: Int, edges: Int)
    /// The last recorded mutation was undone.
    case undone
    /// The last undone mutation was re-applied.
    case redone
}
