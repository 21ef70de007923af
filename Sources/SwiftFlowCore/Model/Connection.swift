/// A link between two handles, as the user drew it; `addEdge` turns it into an `Edge`.
public struct Connection: Hashable, Sendable {
    public var source: String
    public var target: String
    public var sourceHandle: String?
    public var targetHandle: String?

    public init(source: String, target: String, sourceHandle: String? = nil, targetHandle: String? = nil) {
        self.source = source
        self.target = target
        self.sourceHandle = sourceHandle
        self.targetHandle = targetHandle
    }
}

/// Where a connection drag started.
public struct OnConnectStartParams: Hashable, Sendable {
    public var nodeId: String?
    public var handleId: String?
    public var handleType: HandleType?

    public init(nodeId: String?, handleId: String?, handleType: HandleType?) {
        self.nodeId = nodeId
        self.handleId = handleId
        self.handleType = handleType
    }
}
