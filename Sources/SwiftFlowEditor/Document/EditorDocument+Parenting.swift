import Foundation
import SwiftFlow

/// The inspector's Parent picker: which nodes a node may be put inside, and moving it there (or out to the top
/// level) without moving it on the canvas, as one undo step.
extension EditorDocument {
    /// The nodes node `id` may take as its parent, best first, at most `limit` of them, and how many others
    /// could have been listed. Never the node itself or one of its descendants (that would be a cycle). The
    /// current parent comes first, then the nodes whose box holds the node's centre (smallest first: the
    /// innermost), then groups and nodes that already have children, then the rest, each kind nearest first.
    /// A non-empty `filter` keeps only nodes whose id or label contains it (ignoring case), so that any node can
    /// be reached in a graph with more candidates than the menu lists.
    func parentChoices(for id: String, lookup: NodeLookup<JSONValue>, limit: Int,
                       filter: String = "") -> (ids: [String], more: Int) {
        guard let geometry = lookup.geometry(id) else { return ([], 0) }
        var excluded: Set<String> = [id]
        var pending = [id]
        while let next = pending.popLast() {
            for child in lookup.children(of: next) where excluded.insert(child).inserted { pending.append(child) }
        }
        let center = CGPoint(x: geometry.bounds.midX, y: geometry.bounds.midY)
        var ranked: [(rank: Int, key: CGFloat, id: String)] = []
        ranked.reserveCapacity(lookup.nodes.count)
        let filter = filter.trimmingCharacters(in: .whitespaces)
        func matches(_ node: Node<JSONValue>) -> Bool {
            filter.isEmpty || node.id.range(of: filter, options: .caseInsensitive) != nil
                || node.data.nodeLabel.range(of: filter, options: .caseInsensitive) != nil
        }
        for (node, box) in lookup.entries where !excluded.contains(node.id) && matches(node) {
            let bounds = box.bounds
            let rank: Int, key: CGFloat
            if node.id == geometry.parentId {
                (rank, key) = (0, 0)
            } else if bounds.contains(center) {
                (rank, key) = (1, bounds.width * bounds.height)
            } else {
                let container = node.type == "group" || !lookup.children(of: node.id).isEmpty
                (rank, key) = (container ? 2 : 3, hypot(bounds.midX - center.x, bounds.midY - center.y))
            }
            ranked.append((rank, key, node.id))
        }
        let best = ranked.sorted { ($0.rank, $0.key, $0.id) < ($1.rank, $1.key, $1.id) }.prefix(limit)
        return (best.map(\.id), ranked.count - best.count)
    }

    /// Puts node `id` inside `parent` (nil: the top level) where it is now on the canvas: its position becomes
    /// relative to the new parent's top-left. A node held inside its old parent (`extent: .parent`) is held
    /// inside the new one, and nowhere at the top level. The list keeps parents before their children: a node
    /// that came before its new parent moves, with its descendants, to just after it. Refused (false) for an
    /// unknown node or parent and for the node itself or one of its descendants.
    @discardableResult
    func setParent(of id: String, to parent: String?, lookup: NodeLookup<JSONValue>) -> Bool {
        guard let geometry = lookup.geometry(id) else { return false }
        guard parent != geometry.parentId else { return true }
        var parentOrigin = XYPosition(x: 0, y: 0)
        if let parent {
            guard let parentGeometry = lookup.geometry(parent) else { return false }
            var ancestor: String? = parent
            while let current = ancestor {
                if current == id { return false }
                ancestor = lookup.geometry(current)?.parentId
            }
            parentOrigin = parentGeometry.absolutePosition
        }
        let origin = geometry.origin
        let position = XYPosition(x: geometry.absolutePosition.x - parentOrigin.x + origin.x * geometry.size.width,
                                  y: geometry.absolutePosition.y - parentOrigin.y + origin.y * geometry.size.height)
        edit { nodes, _ in
            guard let index = nodes.firstIndex(where: { $0.id == id }) else { return }
            nodes[index].position = position
            nodes[index].parentId = parent
            if parent == nil, nodes[index].extent == .parent { nodes[index].extent = nil }
            guard let parent, let parentIndex = nodes.firstIndex(where: { $0.id == parent }),
                  parentIndex > index else { return }
            // The node and its descendants (all after it) go right after the parent, in their order.
            var moving: Set<String> = [id]
            var subtree: [Node<JSONValue>] = []
            for node in nodes[index...] where node.id == id || node.parentId.map(moving.contains) == true {
                moving.insert(node.id)
                subtree.append(node)
            }
            nodes.removeAll { moving.contains($0.id) }
            let insertAt = (nodes.firstIndex { $0.id == parent } ?? nodes.endIndex - 1) + 1
            nodes.insert(contentsOf: subtree, at: insertAt)
        }
        status = parent.map { EditorStrings.text("status.reparented", .string(id), .string($0)) }
            ?? EditorStrings.text("status.unparented", .string(id))
        return true
    }
}
