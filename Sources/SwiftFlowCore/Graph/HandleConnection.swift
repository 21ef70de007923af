import Foundation

/// One edge seen from a node: React Flow's `HandleConnection`, as `getNodeConnections` returns it.
public struct HandleConnection: Hashable, Sendable {
    public var edgeId: String
    public var source: String
    public var target: String
    public var sourceHandle: String?
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
