import Foundation
import SwiftFlow

/// Group and Ungroup: the editor's way to make nodes children of another, as React Flow apps nest them (a
/// `group` node first in the list, children with `parentId`, positions relative to the parent's top-left and
/// `extent: 'parent'`, as React Flow's sub-flow guide sets it, so a drag cannot take a child out of its group).
/// Each is one undo step.
extension EditorDocument {
    /// Space left between a new group's border and the nodes it holds, in flow units.
    static let groupPadding: CGFloat = 20

    /// Puts the selected nodes into a new `group` node around them (padded by `groupPadding`) and selects it.
    /// Selected nodes inside another selected node go along with it. The group takes the nodes' parent when
    /// they share one, else it is a top-level node; the nodes get `extent: .parent`, and the group gets it
    /// when every one of them was held inside that shared parent before (so the hold is kept, one level up).
    /// `lookup` gives the nodes' absolute boxes (measured sizes).
    /// Returns the group's id, or nil when nothing is selected.
    @discardableResult
    func groupSelection(lookup: NodeLookup<JSONValue>) -> String? {
        let selected = Set(nodes.filter(\.selected).map(\.id))
        // The outermost selected nodes: the others move with them.
        let roots = nodes.filter { node in
            guard selected.contains(node.id) else { return false }
            var ancestor = lookup.geometry(node.id)?.parentId
            while let current = ancestor {
                if selected.contains(current) { return false }
                ancestor = lookup.geometry(current)?.parentId
            }
            return true
        }
        let boxes = roots.compactMap { lookup.geometry($0.id) }
        guard !boxes.isEmpty, let first = boxes.first?.bounds else { return nil }
        let box = boxes.dropFirst().reduce(first) { $0.union($1.bounds) }
            .insetBy(dx: -Self.groupPadding, dy: -Self.groupPadding)
        let parents = Set(boxes.map(\.parentId))
        let parent = parents.count == 1 ? parents.first ?? nil : nil
        let parentOrigin = parent.flatMap { lookup.absolutePosition(of: $0) } ?? XYPosition(x: 0, y: 0)
        let id = freshNodeId(for: "group")
        let heldInParent = parent != nil && roots.allSatisfy { $0.extent == .parent }
        let group = Node<JSONValue>(id: id, position: XYPosition(x: box.minX - parentOrigin.x,
                                                                 y: box.minY - parentOrigin.y),
                                    data: ["label": "Group"], type: "group", width: box.width, height: box.height,
                                    parentId: parent, extent: heldInParent ? .parent : nil, selected: true)
        let rootIds = Set(roots.map(\.id))
        edit { nodes, edges in
            for index in edges.indices where edges[index].selected { edges[index].selected = false }
            // Parents come before their children in the list: the group goes where its first node was.
            let insertAt = nodes.firstIndex { rootIds.contains($0.id) } ?? nodes.endIndex
            for index in nodes.indices {
                nodes[index].selected = false
                guard rootIds.contains(nodes[index].id), let geometry = lookup.geometry(nodes[index].id) else {
                    continue
                }
                // The same place on the canvas, measured from the group's top-left.
                let origin = geometry.origin
                nodes[index].position = XYPosition(
                    x: geometry.absolutePosition.x - box.minX + origin.x * geometry.size.width,
                    y: geometry.absolutePosition.y - box.minY + origin.y * geometry.size.height)
                nodes[index].parentId = id
                nodes[index].extent = .parent
            }
            nodes.insert(group, at: insertAt)
        }
        status = EditorStrings.text("status.grouped", .string(id))
        return id
    }

    /// Ungroup, as a desktop editor does it for a mixed selection: the selected nodes that have children are
    /// dissolved (their children take their parent, or become top-level, at the same place on the canvas, and
    /// the groups and their edges go); a selected child of a group that stays is detached from it alone (it
    /// takes that group's parent, at the same place), and its siblings stay where they are. A child held inside
    /// its parent (`extent: .parent`) is held inside the new parent only when the parent it left was held there
    /// too (Group's inverse); a top-level node is held nowhere. Returns how many groups were dissolved and
    /// children detached.
    @discardableResult
    func ungroupSelection(lookup: NodeLookup<JSONValue>) -> Int {
        let groups = nodes.filter { $0.selected && !lookup.children(of: $0.id).isEmpty }
        let groupIds = Set(groups.map(\.id))
        // Selected children of parents that stay (a selected child of a dissolved group is freed with it).
        let detached = Set(nodes.filter { node in
            guard node.selected, !groupIds.contains(node.id), let parent = lookup.geometry(node.id)?.parentId
            else { return false }
            return !groupIds.contains(parent)
        }.map(\.id))
        guard !groups.isEmpty || !detached.isEmpty else { return 0 }
        let extents = Dictionary(nodes.map { ($0.id, $0.extent) }, uniquingKeysWith: { first, _ in first })
        func parentOf(_ id: String) -> String? { lookup.geometry(id)?.parentId }
        // The new parent: the nearest ancestor that stays, above the parent a detached child leaves.
        func keptParent(of id: String) -> String? {
            var ancestor = parentOf(id)
            if detached.contains(id) { ancestor = ancestor.flatMap(parentOf) }
            while let current = ancestor, groupIds.contains(current) { ancestor = parentOf(current) }
            return ancestor
        }
        // Whether every node a child leaves on the way up to `newParent` was held inside its own parent.
        func leftOnlyHeldNodes(from id: String, upTo newParent: String?) -> Bool {
            var current = parentOf(id)
            while let left = current, left != newParent {
                if extents[left] != .parent { return false }
                current = parentOf(left)
            }
            return true
        }
        edit { nodes, edges in
            for index in nodes.indices {
                let node = nodes[index]
                guard node.parentId.map({ groupIds.contains($0) || detached.contains(node.id) }) ?? false,
                      let geometry = lookup.geometry(node.id) else { continue }
                let parent = keptParent(of: node.id)
                let parentOrigin = parent.flatMap { lookup.absolutePosition(of: $0) } ?? XYPosition(x: 0, y: 0)
                let origin = geometry.origin
                nodes[index].position = XYPosition(
                    x: geometry.absolutePosition.x - parentOrigin.x + origin.x * geometry.size.width,
                    y: geometry.absolutePosition.y - parentOrigin.y + origin.y * geometry.size.height)
                nodes[index].parentId = parent
                nodes[index].selected = true
                // `extent: 'parent'` held it inside the node it left; kept, it would now hold it inside the new
                // parent, which only a node held inside that parent did.
                if nodes[index].extent == .parent, parent == nil || !leftOnlyHeldNodes(from: node.id, upTo: parent) {
                    nodes[index].extent = nil
                }
            }
            // Parents still come before their children: a detached child was after its old parent, which is
            // after the new one.
            nodes.removeAll { groupIds.contains($0.id) }
            edges.removeAll { groupIds.contains($0.source) || groupIds.contains($0.target) }
        }
        status = EditorStrings.text("status.ungrouped")
        return groups.count + detached.count
    }
}
