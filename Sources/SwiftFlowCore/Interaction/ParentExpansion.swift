import Foundation

/// Turns the moves of dragged (or resized) nodes into the changes to emit, growing parents for children
/// with `expandParent` (spec: interactions.md, "Expanding Parents").
///
/// - A child past its parent's right or bottom edge makes the parent wider or taller.
/// - A child past the top or left edge moves the parent up or left by the overshoot and grows it by the
///   same amount; the child lands on the parent's new edge and the parent's other children are shifted
///   the other way, so nothing else moves on screen.
/// - A child with `extent: .parent` is held at or after the parent's top-left, so its parent only grows to
///   the right and bottom.
/// The parent's own origin is respected when its position is corrected. Values are not rounded.
/// Only the direct parent grows; a grown parent does not in turn expand its own parent.
public enum ParentExpansion {
    /// The changes for `moves`: one `.position` per move (in order), then for each parent that has to
    /// change: its `.position`, the shifted positions of its other children, and its new size as
    /// `.dimensions(setAttributes: true)`.
    ///
    /// Moves of unknown nodes are dropped; moves of nodes without `expandParent` or without a usable
    /// parent pass through unchanged.
    public static func changes<NodeData>(
        for moves: [NodeMove], in lookup: NodeLookup<NodeData>
    ) -> [NodeChange<NodeData>] {
        var groups: [String: Group] = [:]
        var groupOrder: [String] = []
        var placed: [(move: NodeMove, parentId: String?, topLeft: XYPosition, offset: XYPosition)] = []

        for move in moves {
            guard let node = lookup.node(move.id), let geometry = lookup.geometry(move.id) else { continue }
            guard node.expandParent, let parentId = geometry.parentId, let parent = lookup.geometry(parentId) else {
                placed.append((move, nil, move.position, .zero))
                continue
            }
            // The origin offset turns `position` into the child's top-left inside the parent, and back.
            let offset = XYPosition(x: geometry.origin.x * geometry.size.width,
                                    y: geometry.origin.y * geometry.size.height)
            var topLeft = move.position - offset
            if node.extent == .parent {
                topLeft = XYPosition(x: Swift.max(topLeft.x, 0), y: Swift.max(topLeft.y, 0))
            }
            if groups[parentId] == nil {
                groups[parentId] = Group(size: parent.size)
                groupOrder.append(parentId)
            }
            groups[parentId]?.include(topLeft: topLeft, size: geometry.size, childId: move.id)
            placed.append((move, parentId, topLeft, offset))
        }

        var changes: [NodeChange<NodeData>] = []
        for item in placed {
            guard let parentId = item.parentId, let group = groups[parentId] else {
                changes.append(.position(item.move.id, item.move.position))
                continue
            }
            changes.append(.position(item.move.id, item.topLeft + group.shift + item.offset))
        }

        for parentId in groupOrder {
            guard let group = groups[parentId], let parentNode = lookup.node(parentId),
                  let parent = lookup.geometry(parentId) else { continue }
            changes.append(contentsOf: parentChanges(group, parentNode: parentNode, parent: parent, lookup: lookup))
        }
        return changes
    }

    private static func parentChanges<NodeData>(
        _ group: Group, parentNode: Node<NodeData>, parent: NodeGeometry, lookup: NodeLookup<NodeData>
    ) -> [NodeChange<NodeData>] {
        var changes: [NodeChange<NodeData>] = []
        let shift = group.shift
        let newSize = group.size
        let grow = XYPosition(x: (newSize.width - parent.size.width) * parent.origin.x,
                              y: (newSize.height - parent.size.height) * parent.origin.y)
        let moved = shift != .zero
        if moved || grow != .zero {
            changes.append(.position(parentNode.id, parentNode.position - shift + grow))
        }
        if moved {
            for childId in lookup.children(of: parentNode.id) where !group.childIds.contains(childId) {
                guard let child = lookup.node(childId) else { continue }
                changes.append(.position(childId, child.position + shift))
            }
        }
        if newSize != parent.size {
            changes.append(.dimensions(id: parentNode.id, size: newSize, setAttributes: true))
        }
        return changes
    }

    /// The box, in the parent's own coordinates, that the parent and its moved children need.
    private struct Group {
        var minX: CGFloat = 0
        var minY: CGFloat = 0
        var maxX: CGFloat
        var maxY: CGFloat
        var childIds: Set<String> = []

        init(size: CGSize) {
            maxX = size.width
            maxY = size.height
        }

        mutating func include(topLeft: XYPosition, size: CGSize, childId: String) {
            minX = Swift.min(minX, topLeft.x)
            minY = Swift.min(minY, topLeft.y)
            maxX = Swift.max(maxX, topLeft.x + size.width)
            maxY = Swift.max(maxY, topLeft.y + size.height)
            childIds.insert(childId)
        }

        /// How far the parent's top-left moves up/left, and so how far everything inside moves the other way.
        var shift: XYPosition { XYPosition(x: -minX, y: -minY) }
        var size: CGSize { CGSize(width: maxX - minX, height: maxY - minY) }
    }
}
