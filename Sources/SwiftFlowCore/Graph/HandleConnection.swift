import Foundation

/// One edge seen from a node: React Flow's `HandleConnection`, as `getNodeConnections` returns it.
public struct HandleConnection: Hashable, Sendable {
    /// The id of the edge this connection comes from.
    public var edgeId: String
    /// The source node's id.
    public var source: String
    /// The target node's id.
    public var target: String
    /// The source handle's id; `nil` for the node's unnamed handle.
    public var sourceHandle: String?
    /// The target handle's id; `nil` for the node's unnamed handle.
    public var targetHandle: String?

    public init(edgeId: String, source: String, target: String, sourceHandle: String?, targetHandle: String?) {
        self.edgeId = edgeId
        self.source = source
        self.target = target
        self.sourceHandle = sourceHandle
        self.targetHandle = targetHandle
    }

    /// The plain connection, without the edge id.
    public var connection: Connection {
        Connection(source: source, target: target, sourceHandle: sourceHandle, targetHandle: targetHandle)
    }
}
