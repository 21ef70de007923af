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
    /// Where `nodes` and `edges` sit in the lists the plan was made from (each id's first element, ascending),
    /// when planned through lookups; `nil` otherwise. A canvas hands them on with its `.remove` changes
    /// (`RemovalTargets`), so applying those need not search the lists for the ids.
    package let positions: (nodes: [Int], edges: [Int])?

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
        positions = nil
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
    /// The lookups answer with list positions, so each element is read from `nodes` / `edges` once (its
    /// `deletable` flag in place, the planned elements copied once at the end) and the removed edges are
    /// gathered as integers, sorted and deduplicated without hashing their ids.
    ///
    /// - Parameters:
    ///   - nodes: the node list the positions refer to.
    ///   - edges: the edge list the positions refer to.
    ///   - nodeIndex: the position in `nodes` of the node with an id.
    ///   - childIds: the ids of a node's children (nodes whose `parentId` is it).
    ///   - connectedEdgeIds: the ids of the edges whose source or target is a node.
    ///   - edgeIndex: the position in `edges` of the edge with an id.
    /// A position that is out of range or holds another id counts as no element.
    public init(
        nodeIds: some Sequence<String>,
        edgeIds: some Sequence<String>,
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        nodeIndex: (String) -> Int?,
        childIds: (String) -> [String],
        connectedEdgeIds: (String) -> [String],
        edgeIndex: (String) -> Int?
    ) {
        self.init(nodeIds: nodeIds, edgeIds: edgeIds, nodes: nodes, edges: edges, nodeIndex: nodeIndex,
                  childIds: childIds, connectedEdgeIds: connectedEdgeIds, edgeIndices: { $0.map(edgeIndex) })
    }

    /// The plan through lookups, with the edges' positions asked for all at once (`edgeIndices` gives the
    /// position of each id, in order): a canvas store answers 4,000 of them in one call for a fraction of what
    /// 4,000 calls through its scene protocol cost in unspecialized code.
    package init(
        nodeIds: some Sequence<String>,
        edgeIds: some Sequence<String>,
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        nodeIndex: (String) -> Int?,
        childIds: (String) -> [String],
        connectedEdgeIds: (String) -> [String],
        edgeIndices: ([String]) -> [Int?]
    ) {
        // Ids read at their field offset, elements in place through the buffers: in unspecialized code
        // `list[index].id` copies the whole element and looks its type's metadata up.
        let nodeIdOffset = MemoryLayout<Node<NodeData>>.offset(of: \Node<NodeData>.id)
        let edgeIdOffset = MemoryLayout<Edge<EdgeData>>.offset(of: \Edge<EdgeData>.id)
        let nodeStride = MemoryLayout<Node<NodeData>>.stride
        let edgeStride = MemoryLayout<Edge<EdgeData>>.stride
        let (nodeIndices, edgeIndices) = nodes.withUnsafeBufferPointer { nodeList in
            edges.withUnsafeBufferPointer { edgeList in
                func deletableNode(_ id: String) -> Int? {
                    guard let index = nodeIndex(id), index >= 0, index < nodeList.count,
                          storedId(at: index, in: nodeList, stride: nodeStride, offset: nodeIdOffset) == id,
                          nodeList[index].deletable else { return nil }
                    return index
                }
                func edgeAt(_ id: String, _ index: Int?) -> Int? {
                    guard let index, index >= 0, index < edgeList.count,
                          storedId(at: index, in: edgeList, stride: edgeStride, offset: edgeIdOffset) == id
                    else { return nil }
                    return index
                }
                var removed = Set<Int>()
                var removedIds: [String] = []
                var pending = Set(nodeIds).sorted()
                while let id = pending.popLast() {
                    guard let index = deletableNode(id), removed.insert(index).inserted else { continue }
                    removedIds.append(id)
                    pending.append(contentsOf: childIds(id))
                }
                // The removed nodes' edges, then the requested ones: one lookup call for all.
                var candidates: [String] = []
                for id in removedIds { candidates.append(contentsOf: connectedEdgeIds(id)) }
                let connectedCount = candidates.count
                candidates.append(contentsOf: edgeIds)
                let found = edgeIndices(candidates)
                var removedEdges: [Int] = []
                removedEdges.reserveCapacity(candidates.count)
                for k in candidates.indices {
                    guard let index = edgeAt(candidates[k], k < found.count ? found[k] : nil),
                          k < connectedCount || edgeList[index].deletable else { continue }
                    removedEdges.append(index)
                }
                return (removed.sorted(), Self.ascendingUnique(removedEdges, below: edgeList.count))
            }
        }
        positions = (nodeIndices, edgeIndices)
        self.nodes = Self.elements(of: nodes, at: nodeIndices)
        self.edges = Self.elements(of: edges, at: edgeIndices)
    }

    /// The elements of `list` at `indices` (all inside it), each copied once into place.
    private static func elements<Element>(of list: [Element], at indices: [Int]) -> [Element] {
        Array(unsafeUninitializedCapacity: indices.count) { buffer, initialized in
            list.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                for (k, index) in indices.enumerated() { (to + k).initialize(from: from + index, count: 1) }
            }
            initialized = indices.count
        }
    }

    /// `indices` (each in `0..<count`) sorted, each once. Many of them (a Delete at 100,000 nodes gathers
    /// ~16,000 edge positions of 200,000, each edge once per removed end) are marked in a bitmap and read back
    /// in one pass over its words, where the sort took ~100 instructions a position; a few are sorted.
    static func ascendingUnique(_ indices: [Int], below count: Int) -> [Int] {
        guard indices.count >= 64, indices.count >= count / 256 else { return ascendingUnique(indices) }
        var words = [UInt64](repeating: 0, count: (count + 63) / 64)
        var marked = 0
        words.withUnsafeMutableBufferPointer { words in
            for index in indices where !words[index >> 6].isMarked(index & 63) {
                words[index >> 6] |= 1 << UInt64(index & 63)
                marked += 1
            }
        }
        return [Int](unsafeUninitializedCapacity: marked) { buffer, initialized in
            words.withUnsafeBufferPointer { words in
                var next = 0
                for w in words.indices {
                    var bits = words[w]
                    while bits != 0 {
                        buffer[next] = w << 6 | bits.trailingZeroBitCount
                        next += 1
                        bits &= bits - 1
                    }
                }
            }
            initialized = marked
        }
    }

    /// `indices` sorted, each once.
    private static func ascendingUnique(_ indices: [Int]) -> [Int] {
        var sorted = indices.sorted()
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
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

/// The id of `list[index]`, read at `offset` when the id is stored there. Inlined, with the stride worked out
/// by the caller once: as a generic function of its own, each call looked the element type's metadata and its
/// `Identifiable` conformance up (about 430 instructions, 20,000 calls a Delete at 100,000 nodes).
@inline(__always)
private func storedId<Element: Identifiable>(at index: Int, in list: UnsafeBufferPointer<Element>, stride: Int,
                                             offset: Int?) -> String where Element.ID == String {
    guard let offset, let base = list.baseAddress else { return list[index].id }
    return UnsafeRawPointer(base).load(fromByteOffset: index * stride + offset, as: String.self)
}

private extension UInt64 {
    /// Whether bit `bit` is set.
    @inline(__always)
    func isMarked(_ bit: Int) -> Bool { self & (1 << UInt64(bit)) != 0 }
}
