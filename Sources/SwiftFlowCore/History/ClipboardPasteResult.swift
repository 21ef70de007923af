/// The graph after a paste, and which new ids the pasted elements got.
public struct ClipboardPasteResult<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Equatable, Sendable
{
    /// The existing nodes (deselected) followed by the pasted nodes (selected).
    public var nodes: [Node<NodeData>]
    /// The existing edges (deselected) followed by the pasted edges (selected).
    public var edges: [Edge<EdgeData>]
    /// Copied node id → pasted node id.
    public var nodeIdMap: [String: String]
    /// Copied edge id → pasted edge id.
    public var edgeIdMap: [String: String]

    /// Creates a result from its parts; `ClipboardPayload.paste` builds these.
    public init(
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        nodeIdMap: [String: String],
        edgeIdMap: [String: String]
    ) {
        self.nodes = nodes
        self.edges = edges
        self.nodeIdMap = nodeIdMap
        self.edgeIdMap = edgeIdMap
    }

    /// The ids of the pasted nodes.
    public var pastedNodeIds: Set<String> { Set(nodeIdMap.values) }

    /// The ids of the pasted edges.
    public var pastedEdgeIds: Set<String> { Set(edgeIdMap.values) }
}
