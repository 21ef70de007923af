import Foundation

/// What a delete request really removes, following the spec's deletion rules (React Flow's
/// `getElementsToRemove`, before `onBeforeDelete`).
///
/// - A requested node is removed only when it is `deletable`.
/// - Its descendants (through `parentId`) go with it when they are `deletable`; a non-deletable descendant
///   stays, and so do its own children.
/// - Every edge whose source or target is a removed node goes too, deletable or not, so no edge is left
///   dangling (the spec's rule; React Flow would keep non-deletable ones).
/// - A requested edge is removed only when it is `deletable`.
/// Parent cycles and unknown ids are harmless.
public struct DeletionPlan<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>: Sendable {
    /// The nodes to remove, in node-list order.
    public let nodes: [Node<NodeData>]
    /// The edges to remove, in edge-list order.
    public let edges: [Edge<EdgeData>]

    /// Plans the deletion of the nodes `nodeIds` and edges `edgeIds` from the lists `nodes` and `edges`.
    public init(
        nodeIds: some Sequence<String>,
        edgeIds: some Sequence<String>,
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>]
    ) {
        var childrenByParent: [String: [Node<NodeData>]] = [:]
        for node in nodes {
            if let parentId = node.parentId { childrenByParent[parentId, default: []].append(node) }
        }
        let deletableById = Dictionary(nodes.map { ($0.id, $0.deletable) }, uniquingKeysWith: { first, _ in first })

        var removed: Set<String> = []
        var pending = Set(nodeIds).filter { deletableById[$0] == true }.sorted()
        while let id = pending.popLast() {
            guard removed.insert(id).inserted else { continue }
            for child in childrenByParent[id] ?? [] where child.deletable && !removed.contains(child.id) {
                pending.append(child.id)
            }
        }

        let requestedEdges = Set(edgeIds)
        self.nodes = nodes.filter { removed.contains($0.id) }
        self.edges = edges.filter { edge in
            removed.contains(edge.source) || removed.contains(edge.target)
                || (edge.deletable && requestedEdges.contains(edge.id))
        }
    }

    /// Plans the same deletion through lookups instead of walks over the lists, in O(k log k) for the k nodes and
    /// edges involved (a canvas store answers each lookup in O(1)): deleting 1,000 of 100,000 nodes then costs
    /// what those 1,000 nodes and their edges cost.
    ///
    /// - Parameters:
    ///   - node: the node with an id, with `index` its position in the node list.
    ///   - childIds: the ids of a node's children (nodes whose `parentId` is it).
    ///   - connectedEdgeIds: the ids of the edges whose source or target is a node.
    ///   - edge: the edge with an id, with its position in the edge list.
    public init(
        nodeIds: some Sequence<String>,
        edgeIds: some Sequence<String>,
        node: (String) -> (node: Node<NodeData>, index: Int)?,
        childIds: (String) -> [String],
        connectedEdgeIds: (String) -> [String],
        edge: (String) -> (edge: Edge<EdgeData>, index: Int)?
    ) {
        var removed: [String: Int] = [:]
        var pending = Set(nodeIds).filter { node($0)?.node.deletable == true }.sorted()
        while let id = pending.popLast() {
            guard removed[id] == nil, let found = node(id) else { continue }
            removed[id] = found.index
            for child in childIds(id) where removed[child] == nil && node(child)?.node.deletable == true {
                pending.append(child)
            }
        }
        var removedEdges: [String: Int] = [:]
        for id in removed.keys {
            for edgeId in connectedEdgeIds(id) where removedEdges[edgeId] == nil {
                if let found = edge(edgeId) { removedEdges[edgeId] = found.index }
            }
        }
        for edgeId in edgeIds where removedEdges[edgeId] == nil {
            if let found = edge(edgeId), found.edge.deletable { removedEdges[edgeId] = found.index }
        }
        self.nodes = removed.sorted { $0.value < $1.value }.compactMap { node($0.key)?.node }
        self.edges = removedEdges.sorted { $0.value < $1.value }.compactMap { edge($0.key)?.edge }
    }

    /// Plans deleting the current selection: the selected nodes and the selected edges (keyboard Delete).
    public static func forSelection(nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) -> DeletionPlan {
        DeletionPlan(
            nodeIds: nodes.lazy.filter(\.selected).map(\.id),
            edgeIds: edges.lazy.filter(\.selected).map(\.id),
            nodes: nodes,
            edges: edges
        )
    }

    /// Whether there is nothing to remove.
    public var isEmpty: Bool { nodes.isEmpty && edges.isEmpty }

    /// The `.remove` changes for the planned nodes.
    public var nodeChanges: [NodeChange<NodeData>] { nodes.map { .remove($0.id) } }

    /// The `.remove` changes for the planned edges.
    public var edgeChanges: [EdgeChange<EdgeData>] { edges.map { .remove($0.id) } }
}
