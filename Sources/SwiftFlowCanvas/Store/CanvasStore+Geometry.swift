import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Node sizes and absolute geometry, kept up to date incrementally (parents before children).
extension CanvasStore {
    /// The size used for a node: fixed width/height, then what the canvas measured, then `measured`.
    func size(of node: Node<NodeData>) -> CGSize? {
        Self.size(width: node.width, height: node.height, measured: measuredSizes[node.id] ?? node.measured)
    }

    /// The size from a node's fixed width and height, else `measured` (the canvas's measurement or the node's).
    static func size(width: CGFloat?, height: CGFloat?, measured: CGSize?) -> CGSize? {
        // A negative fixed size counts as unset, as a negative measured one does.
        let width = usable(width) ?? usable(measured?.width)
        let height = usable(height) ?? usable(measured?.height)
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Whether the node fixes both its width and height (a negative one counts as unset: the view measures).
    static func hasFixedSize(_ node: Node<NodeData>) -> Bool {
        FlowRange.size(node.width) != nil && FlowRange.size(node.height) != nil
    }

    private static func usable(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// The node with `id`, in O(1).
    func node(withId id: String) -> Node<NodeData>? {
        guard let index = records.position(of: id), index < nodes.count else { return nil }
        return nodes[index]
    }

    func computeGeometry(_ id: String) -> NodeGeometry {
        guard case let (record, index)? = records.entry(id), index < nodes.count else {
            return NodeGeometry(id: id, absolutePosition: .zero, size: .zero, isMeasured: false, parentId: nil,
                                origin: .topLeft)
        }
        let parentTopLeft = record.parentId.flatMap { records[$0]?.geometry.absolutePosition } ?? .zero
        return nodes.withUnsafeBufferPointer { list in
            computeGeometry(id, of: list.baseAddress! + index, parentId: record.parentId,
                            parentTopLeft: parentTopLeft)
        }
    }

    /// The geometry of the node at `node` (read in place: a copy of a generic `Node` costs a value-witness
    /// call and a retain per reference field, which a full rebuild would pay 100,000 times).
    /// `reportsOutOfRange: false` leaves the report of a node that left the range to the caller.
    func computeGeometry(_ id: String, of node: UnsafePointer<Node<NodeData>>, parentId: String?,
                         parentTopLeft: XYPosition, reportsOutOfRange: Bool = true) -> NodeGeometry {
        let measured = measuredSizes.isEmpty ? node.pointee.measured : measuredSizes[id] ?? node.pointee.measured
        let width = node.pointee.width, height = node.pointee.height
        let size = Self.size(width: width, height: height, measured: measured)
        let origin = node.pointee.origin != .topLeft ? node.pointee.origin : configuration.nodeOrigin
        let own = size ?? .zero
        // A node under an undrawable parent, or whose own numbers leave the range, gets an empty placeholder:
        // nothing downstream (damage, index, edges, children) ever sees a coordinate that can overflow.
        // (The set is empty for ordinary graphs: tested first, so a drag pays no hashing for it.)
        guard outOfRangeIds.isEmpty || !(parentId.map(outOfRangeIds.contains) ?? false),
              FlowRange.allows(size: width), FlowRange.allows(size: height),
              FlowRange.allows(size: node.pointee.measured?.width), FlowRange.allows(size: node.pointee.measured?.height),
              let topLeft = FlowRange.topLeft(position: node.pointee.position, origin: origin, size: own,
                                              parentTopLeft: parentTopLeft) else {
            if outOfRangeIds.insert(id).inserted, reportsOutOfRange { reportOutOfRange(node.pointee) }
            return NodeGeometry(id: id, absolutePosition: .zero, size: .zero, isMeasured: false,
                                parentId: parentId, origin: origin)
        }
        if !outOfRangeIds.isEmpty { outOfRangeIds.remove(id) }
        return NodeGeometry(id: id, absolutePosition: topLeft, size: own, isMeasured: size != nil,
                            parentId: parentId, origin: origin)
    }

    func isIndexable(_ id: String) -> Bool {
        guard case let (record, index)? = records.entry(id), index < nodes.count else { return false }
        return !nodes[index].hidden && record.geometry.isMeasured
            && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id))
    }

    /// Whether the node is drawn at all: known, inside `FlowRange` (hidden and unmeasured nodes count).
    func isInRange(_ id: String) -> Bool {
        records[id] != nil && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id))
    }

    /// Recomputes the geometry of `ids` and their descendants, parents first; moves index entries,
    /// edges and damage only for nodes whose rectangle changed.
    func updateGeometry(of ids: [String]) {
        guard !ids.isEmpty else { return }
        var affected = Set<String>()
        var stack = ids
        while let id = stack.popLast() {
            guard affected.insert(id).inserted else { continue }
            stack.append(contentsOf: childrenById[id] ?? [])
        }
        // Look each depth up once, not twice per comparison (a first measurement pass touches every node).
        let ordered = affected.map { (depth: records[$0]?.depth ?? 0, id: $0) }.sorted { $0.depth < $1.depth }
        for (_, id) in ordered {
            guard let old = records[id]?.geometry else { continue }
            let wasInRange = outOfRangeIds.isEmpty || !outOfRangeIds.contains(id)
            let new = computeGeometry(id)
            records.modify(id) { $0.geometry = new }
            guard new != old || wasInRange == outOfRangeIds.contains(id) else { continue }
            nodesDidChange()
            placementRevision &+= 1
            nodeChanges.note(old.bounds)
            nodeChanges.note(new.bounds)
            if isIndexable(id) {
                nodeIndex.insert(id, rect: new.bounds)
            } else {
                nodeIndex.remove(id)
            }
            if dimensionCandidates.contains(id) { freshCandidates.insert(id) }
            let reach = max(4, focusRingReach(.node(id)), resizeControlReach(of: id))
            damageFlowRect(old.bounds.insetBy(dx: -reach, dy: -reach))
            damageFlowRect(new.bounds.insetBy(dx: -reach, dy: -reach))
            for edgeId in edgesByNode[id] ?? [] { endpointMoved(edgeId) }
        }
    }

    /// Keeps `unmeasured` and `dimensionCandidates` in step with one node's size.
    func noteSize(of id: String) {
        guard let node = node(withId: id) else {
            unmeasured.remove(id)
            return
        }
        // A node with a fixed size measures as that size; an older measurement (from before a resize, an undo
        // or a redo gave it the size) would otherwise be reported as its `measured` size.
        if Self.hasFixedSize(node), let size = size(of: node), measuredSizes[id] != size {
            measuredSizes[id] = size
        }
        // A node outside the range is never given an element to be measured (it would sit out there).
        if !node.hidden && size(of: node) == nil && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id)) {
            unmeasured.insert(id)
        } else {
            unmeasured.remove(id)
        }
        dimensionCandidates.insert(id)
        freshCandidates.insert(id)
    }

    /// `noteSize(of:)` for the node at `node`, `id`'s list entry found by the caller: read in place, and its
    /// measured size looked up once (the sizes above are those `size(of:)` gives before and after the write).
    func noteSize(of id: String, node: UnsafePointer<Node<NodeData>>) {
        let width = node.pointee.width, height = node.pointee.height
        let stored = measuredSizes[id]
        var size = Self.size(width: width, height: height, measured: stored ?? node.pointee.measured)
        if FlowRange.size(width) != nil && FlowRange.size(height) != nil, let fixed = size, stored != fixed {
            measuredSizes[id] = fixed
            size = Self.size(width: width, height: height, measured: fixed)
        }
        if !node.pointee.hidden && size == nil && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id)) {
            unmeasured.insert(id)
        } else if !unmeasured.isEmpty {
            unmeasured.remove(id)
        }
        dimensionCandidates.insert(id)
        freshCandidates.insert(id)
    }

    /// Records sizes the canvas measured for nodes without fixed dimensions and updates their geometry;
    /// returns the ids whose size changed.
    @discardableResult
    func setMeasuredSizes(_ sizes: [(id: String, size: CGSize)]) -> [String] {
        var resized: [String] = []
        for (id, measuredSize) in sizes {
            // A view that measured itself negative or non-finite counts as empty, so it does not stay unmeasured.
            let size = CGSize(width: measuredSize.width.isFinite ? max(0, measuredSize.width) : 0,
                              height: measuredSize.height.isFinite ? max(0, measuredSize.height) : 0)
            guard let node = node(withId: id), !Self.hasFixedSize(node),
                  measuredSizes[id] != size else { continue }
            measuredSizes[id] = size
            resized.append(id)
        }
        for id in resized { noteSize(of: id) }
        viewMeasuredCandidates.formUnion(resized)
        updateGeometry(of: resized)
        return resized
    }

    /// Records the handles a node's content rendered; its edges follow when they moved.
    func setHandles(_ handles: [HandleRecord], of id: String) {
        guard handlesByNode[id] ?? [] != handles else { return }
        handlesByNode[id] = handles
        placementRevision &+= 1
        for edgeId in edgesByNode[id] ?? [] { recomputeEdge(edgeId) }
    }

    /// Records the resize controls a node's content shows (the gesture layer hit-tests them).
    func setResizeControls(_ controls: [ResizeControlRecord], of id: String) {
        guard !controls.isEmpty else {
            resizeControlsByNode.removeValue(forKey: id)
            return
        }
        resizeControlsByNode[id] = controls
        for control in controls where control.variant == .handle {
            largestResizeHandle = max(largestResizeHandle, control.handleSize)
        }
    }

    /// How far a node's resize controls reach outside it at the current zoom (0 without any).
    func resizeControlReach(of id: String) -> CGFloat {
        guard let controls = resizeControlsByNode[id] else { return 0 }
        return controls.reduce(0) { max($0, $1.overhang(zoom: viewport.zoom)) } + 1
    }

    /// How far any node's resize controls may reach outside it at the current zoom, for hit margins.
    var resizeControlMargin: CGFloat {
        guard !resizeControlsByNode.isEmpty else { return 0 }
        let probe = ResizeControlRecord(position: .bottomRight, handleSize: largestResizeHandle)
        let line = ResizeControlRecord(position: .right, variant: .line)
        return max(probe.overhang(zoom: viewport.zoom), line.overhang(zoom: viewport.zoom))
    }

    /// The `.dimensions` changes for sizes the nodes do not carry yet, once per size, in list order.
    ///
    /// Only nodes with a view report, as in React Flow where the DOM measures what it renders: the ones in
    /// `materialized` (the canvas's node area) and the ones a view measured. A fixed-size node off screen waits
    /// until it is materialized, so opening a 100,000-node graph reports the few hundred on screen, not all.
    func takeDimensionChanges(materialized: CGRect) -> [NodeChange<NodeData>] {
        let fresh = freshCandidates
        let sameArea = dimensionArea == materialized
        freshCandidates = []
        dimensionArea = materialized
        guard !dimensionCandidates.isEmpty else { return [] }
        var taken = viewMeasuredCandidates.intersection(dimensionCandidates)
        viewMeasuredCandidates = []
        if sameArea && fresh.count <= 64 && !materialized.isNull {
            // The last call took every candidate in this area: only new or moved ones can be in it now (a drag
            // frame tests the dragged node instead of querying the index for every node on screen).
            for id in fresh where dimensionCandidates.contains(id) && isInside(id, materialized) { taken.insert(id) }
        } else if dimensionCandidates.count <= 64 || materialized.isInfinite {
            // Few candidates (an edit, a small graph): test each against the area rather than query the index.
            for id in dimensionCandidates where isInside(id, materialized) { taken.insert(id) }
        } else if !materialized.isNull {
            for id in nodeIndex.query(materialized) where dimensionCandidates.contains(id) { taken.insert(id) }
        }
        guard !taken.isEmpty else { return [] }
        dimensionCandidates.subtract(taken)
        var changes: [NodeChange<NodeData>] = []
        // Look each index up once, not twice per comparison.
        let candidates = taken.map { (index: records.position(of: $0) ?? 0, id: $0) }.sorted { $0.index < $1.index }
        for (_, id) in candidates {
            // A node outside the range reports nothing: its file entry is saved back as it was.
            guard let node = node(withId: id), let size = measuredSizes[id],
                  outOfRangeIds.isEmpty || !outOfRangeIds.contains(id),
                  node.measured != size, reportedSizes[id] != size else { continue }
            reportedSizes[id] = size
            changes.append(.dimensions(id: id, size: size))
        }
        return changes
    }

    /// Whether the node's box meets `rect` (a node not placed yet counts as inside: it has no box to test).
    private func isInside(_ id: String, _ rect: CGRect) -> Bool {
        guard !rect.isInfinite else { return true }
        guard let geometry = records[id]?.geometry, geometry.isMeasured else { return true }
        return rect.intersects(geometry.bounds) || geometry.bounds.isEmpty && rect.contains(geometry.bounds.origin)
    }

    /// The union of the bounds of the measured, non-empty nodes `options` selects.
    func fitBounds(options: FitViewOptions) -> CGRect {
        let isDefaultSet = options.nodeIds == nil && !options.includeHiddenNodes
        if isDefaultSet, let cached = fitBoundsCache, cached.revision == nodeRevision { return cached.bounds }
        let wanted = options.nodeIds.map(Set.init)
        var bounds = CGRect.null
        for node in nodes {
            guard let record = records[node.id], record.geometry.isMeasured,
                  outOfRangeIds.isEmpty || !outOfRangeIds.contains(node.id),
                  record.geometry.size.width > 0, record.geometry.size.height > 0,
                  options.includeHiddenNodes || !node.hidden,
                  wanted.map({ $0.contains(node.id) }) ?? true else { continue }
            bounds = bounds.union(record.geometry.bounds)
        }
        if isDefaultSet { fitBoundsCache = (nodeRevision, bounds) }
        return bounds
    }

    /// Every node size the store knows (fixed or measured), by id.
    public var nodeSizes: [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for node in nodes {
            if let size = size(of: node) { sizes[node.id] = size }
        }
        return sizes
    }

    /// A summary of each node, in list order.
    public var nodeSummaries: [NodeSummary] {
        nodes.map { node in
            NodeSummary(id: node.id, bounds: records[node.id]?.geometry.bounds ?? .zero, type: node.type,
                        selected: node.selected, hidden: node.hidden || outOfRangeIds.contains(node.id),
                        style: node.style)
        }
    }
}
