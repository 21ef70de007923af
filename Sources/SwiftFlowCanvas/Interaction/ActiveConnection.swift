import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The connection being drawn right now, from a handle to the pointer.
public struct ActiveConnection: Hashable, Sendable {
    /// The node and handle the drag started from.
    public var fromNodeId: String
    public var fromHandleId: String?
    public var fromHandleType: HandleType
    public var fromPosition: Position
    /// Where the line starts, in flow coordinates.
    public var fromPoint: CGPoint
    /// Where the line ends (the pointer, or the snapped handle), in flow coordinates.
    public var toPoint: CGPoint
    /// The handle the line is snapped to, if any.
    public var toNodeId: String?
    public var toHandleId: String?
    public var toPosition: Position?
    /// `nil` while not over a handle; else whether dropping here makes a valid connection.
    public var isValid: Bool?

    public init(
        fromNodeId: String, fromHandleId: String?, fromHandleType: HandleType, fromPosition: Position,
        fromPoint: CGPoint, toPoint: CGPoint, toNodeId: String? = nil, toHandleId: String? = nil,
        toPosition: Position? = nil, isValid: Bool? = nil
    ) {
        self.fromNodeId = fromNodeId
        self.fromHandleId = fromHandleId
        self.fromHandleType = fromHandleType
        self.fromPosition = fromPosition
        self.fromPoint = fromPoint
        self.toPoint = toPoint
        self.toNodeId = toNodeId
        self.toHandleId = toHandleId
        self.toPosition = toPosition
        self.isValid = isValid
    }

    /// The connection a drop here would make, oriented source → target; `nil` when not over a handle.
    public var connection: Connection? {
        guard let toNodeId else { return nil }
        if fromHandleType == .source {
            return Connection(source: fromNodeId, target: toNodeId, sourceHandle: fromHandleId,
                              targetHandle: toHandleId)
        }
        return Connection(source: toNodeId, target: fromNodeId, sourceHandle: toHandleId, targetHandle: fromHandleId)
    }
}
