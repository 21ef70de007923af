import Foundation

/// Spatial queries over the absolute node geometry: bounds, rectangle selection, intersections, fit view.
extension NodeLookup {
    /// The smallest rectangle holding the nodes with these ids (React Flow's `getNodesBounds`).
    ///
    /// Unmeasured nodes count as a point at their top-left. Unknown ids are skipped (React Flow would add a
    /// zero box at the origin). With no known ids the result is `.zero`.
    public func nodesBounds(_ ids: some Sequence<String>) -> CGRect {
        let rects = ids.compactMap { bounds(of: $0) }
        guard let first = rects.first else { return .zero }
        var minX = first.origin.x, minY = first.origin.y
        var maxX = first.origin.x + first.size.width, maxY = first.origin.y + first.size.height
        for rect in rects.dropFirst() {
            minX = Swift.min(minX, rect.origin.x)
            minY = Swift.min(minY, rect.origin.y)
            maxX = Swift.max(maxX, rect.origin.x + rect.size.width)
            maxY = Swift.max(maxY, rect.origin.y + rect.size.height)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The nodes inside a flow rectangle, with React Flow's `getNodesInside` rules, in list order.
    ///
    /// Hidden nodes never count, nor (with `excludeNonSelectable`) nodes that are not selectable. A node counts
    /// when the overlap area (rounded up) covers its whole area, or, with `partially`, when it is above zero.
    /// As in React Flow, a node that has not been measured yet always counts (so it gets drawn and measured),
    /// and so does a node that is being dragged.
    public func nodesInside(
        _ rect: CGRect, partially: Bool = false, excludeNonSelectable: Bool = false
    ) -> [Node<NodeData>] {
        entries.compactMap { node, geometry in
            if node.hidden || (excludeNonSelectable && !node.selectable) { return nil }
            let overlap = NodeLookup.overlapArea(rect, geometry.bounds)
            let area = geometry.size.width * geometry.size.height
            let counts = !geometry.isMeasured || (partially && overlap > 0) || overlap >= area || node.dragging
            return counts ? node : nil
        }
    }

    /// The nodes that intersect a flow rectangle (React Flow's `getIntersectingNodes`), in list order.
    ///
    /// A node counts when it overlaps the rectangle at all (`partially`, the default), or when either one
    /// wholly contains the other. Unlike React Flow, nodes without a size are skipped: a zero-area box would
    /// otherwise "contain" its overlap with anything.
    public func intersectingNodes(with rect: CGRect, partially: Bool = true) -> [Node<NodeData>] {
        entries.compactMap { node, geometry in
            NodeLookup.intersects(geometry, rect, partially: partially) ? node : nil
        }
    }

    /// The nodes that intersect the node with id `nodeId`, excluding that node itself; empty for an unknown id.
    public func intersectingNodes(withNode nodeId: String, partially: Bool = true) -> [Node<NodeData>] {
        guard let rect = bounds(of: nodeId) else { return [] }
        return entries.compactMap { node, geometry in
            node.id != nodeId && NodeLookup.intersects(geometry, rect, partially: partially) ? node : nil
        }
    }

    /// The viewport that fits the measured nodes in a view of `viewSize` (React Flow's `fitView`).
    ///
    /// Only nodes with a non-zero size count, hidden ones only with `includeHiddenNodes`, and only those in
    /// `nodeIds` when it is set. Returns `nil` when no node qualifies, so the caller keeps its viewport.
    public func fitViewport(viewSize: CGSize, options: FitViewOptions = FitViewOptions()) -> Viewport? {
        let wanted = options.nodeIds.map(Set.init)
        let ids = entries.compactMap { node, geometry -> String? in
            let visible = options.includeHiddenNodes || !node.hidden
            let sized = geometry.size.width != 0 && geometry.size.height != 0
            let chosen = wanted.map { $0.contains(node.id) } ?? true
            return visible && sized && chosen ? node.id : nil
        }
        guard !ids.isEmpty else { return nil }
        return Viewport.fitting(nodesBounds(ids), viewSize: viewSize, options: options)
    }

    private static func intersects(_ geometry: NodeGeometry, _ rect: CGRect, partially: Bool) -> Bool {
        guard geometry.isMeasured else { return false }
        let overlap = overlapArea(geometry.bounds, rect)
        return (partially && overlap > 0)
            || overlap >= geometry.size.width * geometry.size.height
            || overlap >= rect.size.width * rect.size.height
    }

    /// The overlap area of two rectangles, rounded up to a whole number as React Flow does.
    static func overlapArea(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let xOverlap = Swift.max(0, Swift.min(a.origin.x + a.size.width, b.origin.x + b.size.width)
            - Swift.max(a.origin.x, b.origin.x))
        let yOverlap = Swift.max(0, Swift.min(a.origin.y + a.size.height, b.origin.y + b.size.height)
            - Swift.max(a.origin.y, b.origin.y))
        return (xOverlap * yOverlap).rounded(.up)
    }
}
