import Foundation

/// The stacking of nodes and edges for one node list, as React Flow computes it (`calculateZ`,
/// `elevateNodesOnSelect`, `getElevatedEdgeZIndex`).
///
/// Node z in `.auto` and `.basic`: `zIndex`, plus 1000 when selected and `elevateNodesOnSelect` is on; a child
/// gets at least its parent's z + 1. In `.auto`, each top-level node that has children is also raised by
/// 10 × n, n counting such parents 1, 2, … in the order their first child appears in the list, so later
/// groups stack above earlier ones. In `.manual`, z is just `zIndex`.
/// Elements are drawn in ascending z; equal z keeps list order, and edges draw before nodes.
public struct ZOrder: Sendable {
    /// What gets drawn: a node or an edge, by id.
    public enum Element: Hashable, Sendable {
        case node(String)
        case edge(String)
    }

    /// How much selecting an element raises it.
    public static let selectedElevation = 1000
    /// How much each further top-level group is raised in `.auto` mode.
    public static let groupElevation = 10

    /// The stacking rules this order was computed with.
    public let mode: ZIndexMode
    /// Each node's z (the first node of each id).
    public let nodeZ: [String: Int]
    /// Node ids bottom to top.
    public let nodeOrder: [String]

    private let isChild: Set<String>
    private let isSelected: Set<String>

    /// Stacks the nodes of `lookup`; `elevateNodesOnSelect` is React Flow's option of that name (default on).
    public init<NodeData>(lookup: NodeLookup<NodeData>, mode: ZIndexMode = .auto, elevateNodesOnSelect: Bool = true) {
        self.mode = mode
        let selectedBonus = elevateNodesOnSelect && mode != .manual ? ZOrder.selectedElevation : 0

        var groupBonus: [String: Int] = [:]
        if mode == .auto {
            for (_, geometry) in lookup.entries {
                guard let parentId = geometry.parentId, groupBonus[parentId] == nil,
                      lookup.geometry(parentId)?.parentId == nil else { continue }
                groupBonus[parentId] = (groupBonus.count + 1) * ZOrder.groupElevation
            }
        }

        var nodeZ: [String: Int] = [:]
        var isChild: Set<String> = []
        var isSelected: Set<String> = []
        for id in lookup.idsParentsFirst {
            guard let node = lookup.node(id) else { continue }
            if node.selected { isSelected.insert(id) }
            var z = FlowRange.clamp(zIndex: node.zIndex) + (node.selected ? selectedBonus : 0)
                + (groupBonus[id] ?? 0)
            if mode != .manual, let parentId = lookup.geometry(id)?.parentId, let parentZ = nodeZ[parentId] {
                isChild.insert(id)
                z = parentZ >= z ? parentZ + 1 : z
            }
            nodeZ[id] = z
        }

        let ranked = lookup.entries.enumerated().map { index, entry in (id: entry.node.id, index: index) }
        self.nodeOrder = ranked.sorted { lhs, rhs in
            let left = nodeZ[lhs.id] ?? 0, right = nodeZ[rhs.id] ?? 0
            return left != right ? left < right : lhs.index < rhs.index
        }.map(\.id)
        self.nodeZ = nodeZ
        self.isChild = isChild
        self.isSelected = isSelected
    }

    /// The z of an edge, or `nil` when its source or target node is unknown (such an edge is not drawn).
    ///
    /// `.manual`: the edge's `zIndex`. Otherwise `zIndex` (+ 1000 when selected and `elevateEdgesOnSelect`)
    /// plus the higher z of its endpoints that are child nodes (or selected nodes, with
    /// `elevateEdgesOnSelect`); so edges stay under nodes except edges touching child nodes, which draw
    /// above those children's parents.
    public func edgeZ<EdgeData>(_ edge: Edge<EdgeData>, elevateEdgesOnSelect: Bool = false) -> Int? {
        guard let sourceZ = nodeZ[edge.source], let targetZ = nodeZ[edge.target] else { return nil }
        if mode == .manual { return edge.zIndex }
        let zIndex = FlowRange.clamp(zIndex: edge.zIndex)
        let own = elevateEdgesOnSelect && edge.selected ? zIndex + ZOrder.selectedElevation : zIndex
        func lift(_ id: String, _ z: Int) -> Int {
            isChild.contains(id) || (elevateEdgesOnSelect && isSelected.contains(id)) ? z : 0
        }
        return own + Swift.max(lift(edge.source, sourceZ), lift(edge.target, targetZ))
    }

    /// Every drawable node and edge, bottom to top: ascending z, edges before nodes at equal z, then list order.
    public func renderOrder<EdgeData>(edges: [Edge<EdgeData>], elevateEdgesOnSelect: Bool = false) -> [Element] {
        var items: [(element: Element, z: Int, layer: Int, index: Int)] = []
        for (index, edge) in edges.enumerated() {
            if let z = edgeZ(edge, elevateEdgesOnSelect: elevateEdgesOnSelect) {
                items.append((.edge(edge.id), z, 0, index))
            }
        }
        for (index, id) in nodeOrder.enumerated() {
            items.append((.node(id), nodeZ[id] ?? 0, 1, index))
        }
        return items.sorted { lhs, rhs in
            if lhs.z != rhs.z { return lhs.z < rhs.z }
            if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
            return lhs.index < rhs.index
        }.map(\.element)
    }
}
