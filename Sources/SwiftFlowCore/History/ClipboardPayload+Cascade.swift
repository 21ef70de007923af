import Foundation

extension ClipboardPayload {
    /// The offset for pasting into `nodes`: `step`, or the smallest multiple of it at which the pasted nodes do
    /// not all land exactly on nodes already there. Pasting the same copy again then cascades (50, 100, 150…,
    /// as draw.io and office programs do) instead of stacking every copy on the last one, where a second Ctrl+V
    /// showed nothing new. Only the nodes that move count (those whose parent was not copied), each against the
    /// nodes of the parent it is pasted under; after `limit` occupied steps the last step is used.
    public func cascadedOffset(avoiding nodes: [Node<NodeData>], step: XYPosition = XYPosition(x: 50, y: 50),
                               limit: Int = 100) -> XYPosition {
        let copiedIds = Set(self.nodes.lazy.map(\.id))
        let moving = self.nodes.filter { node in node.parentId.map { !copiedIds.contains($0) } ?? true }
        guard !moving.isEmpty, !nodes.isEmpty else { return step }
        let existingIds = Set(nodes.lazy.map(\.id))
        let occupied = Set(nodes.lazy.map { PlacedNode(parentId: $0.parentId, position: $0.position) })
        // Where each moving node goes before the offset, as `pastedElements` places it: under its parent when that
        // parent is still there, else (the parent is gone) at top level where it was on the canvas.
        let bases = moving.map { node -> PlacedNode in
            if let parentId = node.parentId, !existingIds.contains(parentId) {
                return PlacedNode(parentId: nil, position: (detachedParentOrigins[node.id] ?? .zero) + node.position)
            }
            return PlacedNode(parentId: node.parentId, position: node.position)
        }
        var multiple = 1
        while multiple < limit {
            let offset = XYPosition(x: step.x * CGFloat(multiple), y: step.y * CGFloat(multiple))
            let stacked = bases.allSatisfy {
                occupied.contains(PlacedNode(parentId: $0.parentId, position: $0.position + offset))
            }
            if !stacked { return offset }
            multiple += 1
        }
        return XYPosition(x: step.x * CGFloat(limit), y: step.y * CGFloat(limit))
    }
}

/// A node's place in its parent's coordinates, for finding pasted copies that would cover others exactly.
private struct PlacedNode: Hashable {
    let parentId: String?
    let position: XYPosition
}
