/// What `onBeforeDelete` decides.
public enum BeforeDeleteResult<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>: Sendable {
    /// Delete nothing.
    case cancel
    /// Delete these (possibly a subset of what was asked).
    case delete(nodes: [Node<NodeData>], edges: [Edge<EdgeData>])
}
