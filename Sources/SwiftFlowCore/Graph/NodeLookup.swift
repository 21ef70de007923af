import Foundation

/// An index over a node list: id → node, absolute geometry and children, built once in O(n).
///
/// Parents may come before or after their children. A missing parent, a parent cycle, a duplicate id or a
/// non-finite position never loops or crashes: the node is placed as described in `NodeLookupDiagnostic` and
/// the problem is listed in `diagnostics`. Build a new lookup after the nodes change.
public struct NodeLookup<NodeData: Equatable & Sendable>: Sendable {
    /// The nodes as given, in their original order (duplicates included).
    public let nodes: [Node<NodeData>]
    /// The canvas-wide origin, used for nodes whose own `origin` is `.topLeft`.
    public let nodeOrigin: NodeOrigin
    /// What was wrong with the list, in the order it was found.
    public let diagnostics: [NodeLookupDiagnostic]

    private let indexById: [String: Int]
    private let geometryByIndex: [NodeGeometry?]
    private let childrenById: [String: [String]]
    /// Ids (first of each) ordered so that every usable parent comes before its children.
    let idsParentsFirst: [String]

    /// Indexes `nodes`; `nodeOrigin` is the canvas's `nodeOrigin` setting.
    public init(nodes: [Node<NodeData>], nodeOrigin: NodeOrigin = .topLeft) {
        self.nodes = nodes
        self.nodeOrigin = nodeOrigin
        var diagnostics: [NodeLookupDiagnostic] = []

        var indexById: [String: Int] = [:]
        indexById.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if indexById[node.id] == nil {
                indexById[node.id] = index
            } else {
                diagnostics.append(.duplicateNodeId(node.id))
            }
        }

        let resolution = NodeLookup.resolveParents(nodes: nodes, indexById: indexById, diagnostics: &diagnostics)
        var geometryByIndex = [NodeGeometry?](repeating: nil, count: nodes.count)
        var childrenById: [String: [String]] = [:]
        for index in resolution.order {
            let node = nodes[index]
            let parentIndex = resolution.parent[index]
            let parentTopLeft = parentIndex.flatMap { geometryByIndex[$0]?.absolutePosition } ?? .zero
            var position = node.position
            if !position.isFinite {
                diagnostics.append(.invalidPosition(nodeId: node.id))
                position = .zero
            }
            let width = NodeLookup.usable(node.width ?? node.measured?.width)
            let height = NodeLookup.usable(node.height ?? node.measured?.height)
            let size = CGSize(width: width ?? 0, height: height ?? 0)
            let origin = node.origin != .topLeft ? node.origin : nodeOrigin
            let relative = NodeGeometry.topLeftOffset(position: position, size: size, origin: origin)
            let parentId = parentIndex.map { nodes[$0].id }
            geometryByIndex[index] = NodeGeometry(
                id: node.id,
                absolutePosition: parentTopLeft + relative,
                size: size,
                isMeasured: width != nil && height != nil,
                parentId: parentId,
                origin: origin
            )
        }
        for (index, node) in nodes.enumerated() where indexById[node.id] == index {
            if let parentIndex = resolution.parent[index] {
                childrenById[nodes[parentIndex].id, default: []].append(node.id)
            }
        }

        self.indexById = indexById
        self.geometryByIndex = geometryByIndex
        self.childrenById = childrenById
        self.idsParentsFirst = resolution.order.map { nodes[$0].id }
        self.diagnostics = diagnostics
    }

    /// Whether a node with this id is in the list.
    public func contains(_ id: String) -> Bool { indexById[id] != nil }

    /// The node with this id (the first one, if the id is duplicated).
    public func node(_ id: String) -> Node<NodeData>? {
        indexById[id].map { nodes[$0] }
    }

    /// The absolute geometry of the node with this id.
    public func geometry(_ id: String) -> NodeGeometry? {
        indexById[id].flatMap { geometryByIndex[$0] }
    }

    /// The absolute top-left of the node with this id.
    public func absolutePosition(of id: String) -> XYPosition? { geometry(id)?.absolutePosition }

    /// The absolute rectangle of the node with this id.
    public func bounds(of id: String) -> CGRect? { geometry(id)?.bounds }

    /// The ids of the node's direct children, in list order. Children of a missing or cyclic link are not listed.
    public func children(of id: String) -> [String] { childrenById[id] ?? [] }

    /// Every node (first of each id) with its geometry, in list order.
    public var entries: [(node: Node<NodeData>, geometry: NodeGeometry)] {
        nodes.indices.compactMap { index in
            geometryByIndex[index].map { (nodes[index], $0) }
        }
    }

    /// Where the parent walk stands with a node.
    private enum Mark { case unvisited, onStack, done }

    /// A size component that can be used: finite, else `nil` (treated as not measured).
    private static func usable(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// Follows every parent chain once; returns each node's usable parent and an order with parents first.
    private static func resolveParents(
        nodes: [Node<NodeData>], indexById: [String: Int], diagnostics: inout [NodeLookupDiagnostic]
    ) -> (parent: [Int?], order: [Int]) {
        var marks = [Mark](repeating: .unvisited, count: nodes.count)
        var parent = [Int?](repeating: nil, count: nodes.count)
        var order: [Int] = []
        order.reserveCapacity(nodes.count)

        for start in nodes.indices where indexById[nodes[start].id] == start && marks[start] == .unvisited {
            var stack: [Int] = []
            var current = start
            walk: while true {
                marks[current] = .onStack
                stack.append(current)
                guard let parentId = nodes[current].parentId else { break walk }
                guard let parentIndex = indexById[parentId] else {
                    diagnostics.append(.missingParent(nodeId: nodes[current].id, parentId: parentId))
                    break walk
                }
                switch marks[parentIndex] {
                case .done:
                    parent[current] = parentIndex
                    break walk
                case .onStack:
                    // The chain came back to itself: everything from that node to here is the loop.
                    let loopStart = stack.lastIndex(of: parentIndex) ?? stack.startIndex
                    let members = stack[loopStart...]
                    diagnostics.append(.parentCycle(members.map { nodes[$0].id }))
                    for member in members { parent[member] = nil }
                    break walk
                case .unvisited:
                    parent[current] = parentIndex
                    current = parentIndex
                }
            }
            for index in stack.reversed() {
                marks[index] = .done
                order.append(index)
            }
        }
        return (parent, order)
    }
}
