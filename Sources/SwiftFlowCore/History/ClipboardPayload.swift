import Foundation

/// What Copy puts on the clipboard: a set of nodes (with everything inside them) and the edges between them.
///
/// Build it with `init(copyingSelectionOf:edges:)` (or `init(copying:from:edges:)`), then paste it
/// as often as needed with `paste(into:edges:offset:idGenerator:)`, which returns the new arrays,
/// or `pasteChanges(into:edges:offset:idGenerator:)`, which returns the equivalent
/// `NodeChange`/`EdgeChange` lists for a change-based canvas.
///
/// Pasting follows the spec: pasted nodes and edges get new ids that collide with neither the
/// existing ones nor each other; every other property is kept; a node whose parent was copied
/// too keeps its relative position under the pasted parent; every other node moves by `offset`
/// (50, 50 by default); the pasted elements become the selection.
///
/// `Node` and `Edge` are not `Codable`, so this payload is not either; a JSON clipboard encodes
/// `nodes`, `edges` and `detachedParentOrigins` through the graph file layer.
public struct ClipboardPayload<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Equatable, Sendable
{
    /// The copied nodes, in the order they had in the graph.
    public var nodes: [Node<NodeData>]
    /// The copied edges: those whose source and target are both copied nodes.
    public var edges: [Edge<EdgeData>]
    /// For each copied node whose parent was not copied: the absolute top-left of that parent at
    /// copy time. Paste uses it to place the node correctly if the parent no longer exists.
    public var detachedParentOrigins: [String: XYPosition]

    /// Creates a payload from parts (for example one decoded from a file); paste skips edges
    /// whose ends are not among `nodes`.
    public init(
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        detachedParentOrigins: [String: XYPosition] = [:]
    ) {
        self.nodes = nodes
        self.edges = edges
        self.detachedParentOrigins = detachedParentOrigins
    }

    /// Copies the selected nodes with their descendants, and the edges whose both ends are among them.
    public init(copyingSelectionOf nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) {
        self.init(copying: Set(nodes.lazy.filter(\.selected).map(\.id)), from: nodes, edges: edges)
    }

    /// Copies the nodes with the given ids with their descendants (a group is copied with what it holds, as
    /// Delete removes it with what it holds), and the edges whose both ends are among them.
    /// Ids that name no node are ignored.
    public init(copying nodeIds: Set<String>, from nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) {
        let withDescendants = Self.addingDescendants(of: nodeIds, in: nodes)
        let copied = nodes.filter { withDescendants.contains($0.id) }
        let copiedIds = Set(copied.map(\.id))
        let byId = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var origins: [String: XYPosition] = [:]
        for node in copied {
            guard let parentId = node.parentId, !copiedIds.contains(parentId), let parent = byId[parentId] else {
                continue
            }
            origins[node.id] = Self.absoluteTopLeft(of: parent, in: byId)
        }
        self.init(
            nodes: copied,
            edges: edges.filter { copiedIds.contains($0.source) && copiedIds.contains($0.target) },
            detachedParentOrigins: origins
        )
    }

    /// `ids` and the ids of every node below one of them through `parentId` (a parent cycle is walked once).
    public static func addingDescendants(of ids: Set<String>, in nodes: [Node<NodeData>]) -> Set<String> {
        guard !ids.isEmpty else { return ids }
        return ChildrenByParent(nodes).addingDescendants(of: ids)
    }

    /// Whether there is nothing to paste.
    public var isEmpty: Bool { nodes.isEmpty }

    /// The id scheme used when the caller gives none: the original id with `-copy` appended (collisions then
    /// get `-2`, `-3`, … appended). A copy's own `-copy` or `-copy-N` is replaced, not added to, so copies of
    /// copies count on (`a-copy-2`, `a-copy-3`) instead of growing (`a-copy-copy`).
    public static func defaultPasteID(for originalId: String) -> String {
        copyBase(of: originalId) + "-copy"
    }

    /// `id` without a trailing `-copy` or `-copy-N` (N a number from 2 without leading zeros).
    static func copyBase(of id: String) -> Substring {
        let marker = "-copy"
        if id.hasSuffix(marker) { return id.dropLast(marker.count) }
        guard let dash = id.lastIndex(of: "-") else { return id[...] }
        let number = id[id.index(after: dash)...]
        let head = id[..<dash]
        guard head.hasSuffix(marker), number.first != "0", number.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int(number), value >= 2
        else { return id[...] }
        return head.dropLast(marker.count)
    }

    /// Pastes the payload into a graph and returns the new node and edge arrays.
    ///
    /// The pasted elements are appended (parents before their children) and selected; every
    /// element that was selected before is deselected.
    ///
    /// - Parameters:
    ///   - offset: how far nodes without a copied parent move from where they were copied.
    ///   - idGenerator: proposes a new id for an original id. A proposal that is empty or already
    ///     taken is asked for again while it keeps changing, then made unique by appending `-2`,
    ///     `-3`, …, so any generator (even a constant one) gives unique ids.
    public func paste(
        into nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        offset: XYPosition = XYPosition(x: 50, y: 50),
        idGenerator: (String) -> String = defaultPasteID
    ) -> ClipboardPasteResult<NodeData, EdgeData> {
        let pasted = pastedElements(
            existingNodes: nodes, existingEdges: edges, offset: offset, idGenerator: idGenerator
        )
        func deselected<T>(_ element: T, _ isSelected: WritableKeyPath<T, Bool>) -> T {
            var copy = element
            copy[keyPath: isSelected] = false
            return copy
        }
        return ClipboardPasteResult(
            nodes: nodes.map { deselected($0, \.selected) } + pasted.nodes,
            edges: edges.map { deselected($0, \.selected) } + pasted.edges,
            nodeIdMap: pasted.nodeIdMap,
            edgeIdMap: pasted.edgeIdMap
        )
    }

    /// Pastes the payload as changes: `.selection(id, false)` for each element selected now, then
    /// `.add` for each pasted (selected) element. Applying them with `applyNodeChanges` and
    /// `applyEdgeChanges` gives the arrays `paste(into:edges:offset:idGenerator:)` returns.
    public func pasteChanges(
        into nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        offset: XYPosition = XYPosition(x: 50, y: 50),
        idGenerator: (String) -> String = defaultPasteID
    ) -> (nodeChanges: [NodeChange<NodeData>], edgeChanges: [EdgeChange<EdgeData>]) {
        let pasted = pastedElements(
            existingNodes: nodes, existingEdges: edges, offset: offset, idGenerator: idGenerator
        )
        let nodeChanges = nodes.filter(\.selected).map { NodeChange<NodeData>.selection($0.id, false) }
            + pasted.nodes.map { NodeChange<NodeData>.add(item: $0) }
        let edgeChanges = edges.filter(\.selected).map { EdgeChange<EdgeData>.selection($0.id, false) }
            + pasted.edges.map { EdgeChange<EdgeData>.add(item: $0) }
        return (nodeChanges, edgeChanges)
    }

    // MARK: - Building the pasted elements

    private func pastedElements(
        existingNodes: [Node<NodeData>],
        existingEdges: [Edge<EdgeData>],
        offset: XYPosition,
        idGenerator: (String) -> String
    ) -> (nodes: [Node<NodeData>], edges: [Edge<EdgeData>], nodeIdMap: [String: String], edgeIdMap: [String: String]) {
        let existingNodeIds = Set(existingNodes.map(\.id))
        var usedNodeIds = existingNodeIds
        var nodeIdMap: [String: String] = [:]
        for node in nodes where nodeIdMap[node.id] == nil {
            nodeIdMap[node.id] = Self.uniqueID(for: node.id, used: &usedNodeIds, idGenerator: idGenerator)
        }

        var pastedNodes: [Node<NodeData>] = []
        var seen = Set<String>()
        for node in parentsFirst() where seen.insert(node.id).inserted {
            var copy = node
            copy.id = nodeIdMap[node.id] ?? node.id
            copy.selected = true
            copy.dragging = false
            if let parentId = node.parentId, let newParentId = nodeIdMap[parentId] {
                copy.parentId = newParentId
            } else if let parentId = node.parentId, !existingNodeIds.contains(parentId) {
                // The parent is gone: the node becomes a root node at the same absolute place.
                copy.parentId = nil
                if copy.extent == .parent { copy.extent = nil }
                copy.position = (detachedParentOrigins[node.id] ?? .zero) + node.position + offset
            } else {
                copy.position = node.position + offset
            }
            pastedNodes.append(copy)
        }

        var usedEdgeIds = Set(existingEdges.map(\.id))
        var edgeIdMap: [String: String] = [:]
        var pastedEdges: [Edge<EdgeData>] = []
        for edge in edges where edgeIdMap[edge.id] == nil {
            guard let source = nodeIdMap[edge.source], let target = nodeIdMap[edge.target] else { continue }
            var copy = edge
            copy.id = Self.uniqueID(for: edge.id, used: &usedEdgeIds, idGenerator: idGenerator)
            copy.source = source
            copy.target = target
            copy.selected = true
            edgeIdMap[edge.id] = copy.id
            pastedEdges.append(copy)
        }
        return (pastedNodes, pastedEdges, nodeIdMap, edgeIdMap)
    }

    /// The payload's nodes ordered so that a copied parent comes before its copied children
    /// (stable otherwise); parent cycles are cut rather than followed.
    private func parentsFirst() -> [Node<NodeData>] {
        let byId = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func depth(of node: Node<NodeData>) -> Int {
            var depth = 0
            var visited: Set<String> = [node.id]
            var current = node
            while let parentId = current.parentId, let parent = byId[parentId], visited.insert(parentId).inserted {
                depth += 1
                current = parent
            }
            return depth
        }
        return nodes.enumerated()
            .map { (depth: depth(of: $0.element), index: $0.offset, node: $0.element) }
            .sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }
            .map(\.node)
    }

    /// A new id for `originalId` that is not empty and not in `used` (and is added to it).
    private static func uniqueID(
        for originalId: String,
        used: inout Set<String>,
        idGenerator: (String) -> String
    ) -> String {
        var candidate = idGenerator(originalId)
        var attempts = 1
        while candidate.isEmpty || used.contains(candidate) {
            let next = idGenerator(originalId)
            attempts += 1
            // Keep asking only while the generator keeps proposing something new.
            if next == candidate || attempts > 16 { break }
            candidate = next
        }
        if candidate.isEmpty || used.contains(candidate) {
            let base = candidate.isEmpty ? (originalId.isEmpty ? "node" : originalId) : candidate
            var suffix = 2
            candidate = "\(base)-\(suffix)"
            while used.contains(candidate) {
                suffix += 1
                candidate = "\(base)-\(suffix)"
            }
        }
        used.insert(candidate)
        return candidate
    }

    /// The absolute top-left of `node`: its parent's top-left plus its position, minus its
    /// origin times its size (an unmeasured node counts as size zero). Parent cycles are cut.
    private static func absoluteTopLeft(of node: Node<NodeData>, in byId: [String: Node<NodeData>]) -> XYPosition {
        var chain: [Node<NodeData>] = [node]
        var visited: Set<String> = [node.id]
        var current = node
        while let parentId = current.parentId, let parent = byId[parentId], visited.insert(parentId).inserted {
            chain.append(parent)
            current = parent
        }
        var topLeft = XYPosition.zero
        for link in chain.reversed() {
            let size = link.size ?? .zero
            topLeft = topLeft + link.position
                - XYPosition(x: link.origin.x * size.width, y: link.origin.y * size.height)
        }
        return topLeft
    }
}
