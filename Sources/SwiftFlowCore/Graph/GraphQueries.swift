import Foundation

/// The nodes that are the source of an edge whose target is `nodeId` (React Flow's `getIncomers`).
///
/// Returned in node-list order, each once.
public func getIncomers<NodeData, EdgeData>(
    of nodeId: String, nodes: [Node<NodeData>], edges: [Edge<EdgeData>]
) -> [Node<NodeData>] {
    let ids = Set(edges.lazy.filter { $0.target == nodeId }.map(\.source))
    return nodes.filter { ids.contains($0.id) }
}

/// The nodes that are the target of an edge whose source is `nodeId` (React Flow's `getOutgoers`).
///
/// Returned in node-list order, each once.
public func getOutgoers<NodeData, EdgeData>(
    of nodeId: String, nodes: [Node<NodeData>], edges: [Edge<EdgeData>]
) -> [Node<NodeData>] {
    let ids = Set(edges.lazy.filter { $0.source == nodeId }.map(\.target))
    return nodes.filter { ids.contains($0.id) }
}

/// The edges whose source or target is one of `nodeIds` (React Flow's `getConnectedEdges`), in edge-list order.
public func getConnectedEdges<EdgeData>(
    nodeIds: some Sequence<String>, edges: [Edge<EdgeData>]
) -> [Edge<EdgeData>] {
    let ids = Set(nodeIds)
    return edges.filter { ids.contains($0.source) || ids.contains($0.target) }
}

/// The edges whose source or target is one of `nodes`, in edge-list order.
public func getConnectedEdges<NodeData, EdgeData>(
    nodes: [Node<NodeData>], edges: [Edge<EdgeData>]
) -> [Edge<EdgeData>] {
    getConnectedEdges(nodeIds: nodes.map(\.id), edges: edges)
}

/// The connections of one node (React Flow's `getNodeConnections`), in edge-list order.
///
/// - `handleType: .source` keeps edges that leave the node, `.target` edges that arrive; `nil` keeps both.
/// - `handleId` keeps only edges attached to that handle of the node, on the side(s) `handleType` selects.
/// An edge from the node to itself is listed once.
public func getNodeConnections<EdgeData>(
    nodeId: String, handleType: HandleType? = nil, handleId: String? = nil, edges: [Edge<EdgeData>]
) -> [HandleConnection] {
    edges.compactMap { edge in
        let asSource = handleType != .target && edge.source == nodeId
            && (handleId == nil || edge.sourceHandle == handleId)
        let asTarget = handleType != .source && edge.target == nodeId
            && (handleId == nil || edge.targetHandle == handleId)
        guard asSource || asTarget else { return nil }
        return HandleConnection(
            edgeId: edge.id, source: edge.source, target: edge.target,
            sourceHandle: edge.sourceHandle, targetHandle: edge.targetHandle
        )
    }
}
