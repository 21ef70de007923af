import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Putting back the placements (route, bounds, z) of the edges a Delete removed when its undo restores them.
///
/// An edge's placement follows from the edge (default options applied), its ends' node records (bounds), list
/// entries (hidden, default sides) and rendered handles, the configuration and theme, and for a label the text
/// measurer; its z from the edge and its ends' parents. A removed record's placement is put back only when all
/// of these are what they were when it was placed:
/// - the Delete was the ingest just before the undo (`removedPlacements` goes at every ingest and full rebuild;
///   configuration and theme changes rebuild);
/// - `placementRevision` has not moved since the Delete began: no node outside it changed geometry or handles;
/// - no node has a parent (or a missing one) and none lies out of range, at the Delete and now: a node's geometry
///   and an edge's z then depend on the node and the edge alone;
/// - each restored node is back at its old list index with its old bounds, hidden flag and default sides, and had
///   no rendered handles (`RestoredNodeProof`); the edges of any other restored node are worked out again;
/// - each restored edge is back at its old list index, equal to the removed record's edge, was drawable and has
///   no label.
extension CanvasStore {
    /// Keeps what edges read of the nodes a proven removal takes out (`splicedNodeDiff`, before their records
    /// go); `oldIndices[k]` is `removed[k]`'s index in `old`.
    func keepRemovedNodes(_ removed: [(id: String, record: NodeRecord)], oldIndices: [Int], old: [Node<NodeData>]) {
        removedPlacements = nil
        guard !removed.isEmpty, removed.count == oldIndices.count, childrenById.isEmpty, orphanIds.isEmpty,
              outOfRangeIds.isEmpty, !hasParentCycle else { return }
        let anyHandles = !handlesByNode.isEmpty
        var places: [RemovedNodePlace] = []
        places.reserveCapacity(removed.count)
        let complete = old.withUnsafeBufferPointer { list -> Bool in
            for k in Self.ascendingOrder(of: oldIndices) {
                let index = oldIndices[k]
                // Bound once: each `removed[k].record.…` copied the whole record out (an outlined copy and
                // destroy, ~300 instructions) for each of the three fields read.
                let (id, record) = removed[k]
                guard record.parentId == nil, index < list.count else { return false }
                let node = list.baseAddress! + index
                places.append(RemovedNodePlace(
                    id: id, oldIndex: index, bounds: record.geometry.bounds,
                    hidden: node.pointee.hidden, sourcePosition: node.pointee.sourcePosition,
                    targetPosition: node.pointee.targetPosition,
                    hadHandles: anyHandles && handlesByNode[id]?.isEmpty == false))
            }
            return true
        }
        if complete { removedPlacements = RemovedPlacements(revision: placementRevision, nodes: places) }
    }

    /// Keeps the placements of the edges a proven removal takes out (`splicedEdgeDiff`, before their records
    /// go), when the same ingest kept its removed nodes and nothing moved since.
    func keepRemovedEdges(_ removed: [RemovedEdge], oldIndices: [Int]) {
        guard var kept = removedPlacements, kept.edges == nil, kept.revision == placementRevision,
              !removed.isEmpty, removed.count == oldIndices.count, childrenById.isEmpty, orphanIds.isEmpty,
              outOfRangeIds.isEmpty, !hasParentCycle else {
            removedPlacements = nil
            return
        }
        var edges = RemovedEdgePlaces<EdgeData>()
        edges.oldIndices.reserveCapacity(removed.count)
        edges.places.reserveCapacity(removed.count)
        let order = Self.ascendingOrder(of: oldIndices)
        var slots: [Int] = []
        slots.reserveCapacity(order.count)
        for k in order { slots.append(removed[k].slot) }
        // Read in place, at the fields' offsets worked out once: in this generic code a record copied out goes
        // through the type's value witness, and each field read through a record pointer or `append` of an edge
        // looked the record's or the array's metadata up again (about 1,150 instructions an edge).
        let stride = MemoryLayout<EdgeRecord<EdgeData>>.stride
        let layout = MemoryLayout<EdgeRecord<EdgeData>>.self
        edgeRecords.values.withUnsafeBufferPointer { records in
            guard let base = records.baseAddress else { return }
            if let edgeOffset = layout.offset(of: \.edge), let routeOffset = layout.offset(of: \.route),
               let boundsOffset = layout.offset(of: \.bounds), let zOffset = layout.offset(of: \.z) {
                let bytes = UnsafeRawPointer(base)
                for (n, k) in order.enumerated() {
                    let record = bytes + slots[n] * stride
                    edges.oldIndices.append(oldIndices[k])
                    edges.places.append(EdgePlace(route: record.load(fromByteOffset: routeOffset, as: EdgeRoute?.self),
                                                  bounds: record.load(fromByteOffset: boundsOffset, as: CGRect.self),
                                                  z: record.load(fromByteOffset: zOffset, as: Int.self)))
                }
                edges.edges = Self.copies(of: Edge<EdgeData>.self, at: edgeOffset, stride: stride, in: bytes,
                                          slots: slots)
                return
            }
            edges.edges.reserveCapacity(removed.count)
            for (n, k) in order.enumerated() {
                let record = base + slots[n]
                edges.oldIndices.append(oldIndices[k])
                edges.edges.append(record.pointee.edge)
                edges.places.append(EdgePlace(route: record.pointee.route, bounds: record.pointee.bounds,
                                              z: record.pointee.z))
            }
        }
        kept.edges = edges
        removedPlacements = kept
    }

    /// After the nodes of an ingest's proven insertion are placed: which of them are the kept removed nodes back
    /// as they were (see the type's comment). Sets `restoredNodeProof`, or leaves it nil when the insertion is not
    /// the kept removal undone. `firstSlot`: where the added records start when appended in order (no lookups).
    func proveRestoredNodes(_ added: [String], firstSlot: Int? = nil) {
        restoredNodeProof = nil
        guard let kept = restoringPlacements, kept.edges != nil, kept.revision == placementRevision,
              added.count == kept.nodes.count, childrenById.isEmpty, orphanIds.isEmpty, outOfRangeIds.isEmpty,
              !hasParentCycle else { return }
        var unproven = Set<String>()
        let aligned = nodes.withUnsafeBufferPointer { list -> Bool in
            for k in added.indices {
                let place = kept.nodes[k]
                guard added[k] == place.id else { return false }
                let slot: Int
                if let firstSlot {
                    slot = firstSlot + k
                } else {
                    guard let found = records.index(forKey: place.id) else { return false }
                    slot = found
                }
                guard records.positions[slot] == place.oldIndex, place.oldIndex < list.count else { return false }
                let node = list.baseAddress! + place.oldIndex
                if place.hadHandles || records.values[slot].geometry.bounds != place.bounds
                    || node.pointee.hidden != place.hidden || node.pointee.sourcePosition != place.sourcePosition
                    || node.pointee.targetPosition != place.targetPosition {
                    unproven.insert(place.id)
                }
            }
            return true
        }
        if aligned { restoredNodeProof = RestoredNodeProof(unproven: unproven) }
    }

    /// The kept removed edges an ingest's proven edge insertion (new ids `ids` at `places`) may take placements
    /// from: those of the removal it undoes, after `proveRestoredNodes` found that removal's nodes.
    func restorableEdges(places: [Int]) -> (edges: RemovedEdgePlaces<EdgeData>, proof: RestoredNodeProof)? {
        guard let proof = restoredNodeProof, let kept = restoringPlacements, let edges = kept.edges,
              kept.revision == placementRevision, edges.oldIndices == places else { return nil }
        return (edges, proof)
    }

    /// The removed placement of `edges`' k-th edge for `edge`, the edge restored in its place with default
    /// options applied; nil when it has to be worked out again.
    func restoredPlace(_ k: Int, of edges: RemovedEdgePlaces<EdgeData>, proof: RestoredNodeProof,
                       for edge: Edge<EdgeData>) -> EdgePlace? {
        let place = edges.places[k]
        guard place.route != nil, edge.label == nil, proof.provesEnds(source: edge.source, target: edge.target),
              edges.edges[k] == edge else { return nil }
        return place
    }

    /// `restoredPlace(_:of:proof:for:)` for the edge at `listed[index]` when no default options apply (the
    /// record's edge is that one), `kept` being `restorable.edges.edges`. An undo hands back the very values the
    /// Delete removed, so their stored-property bytes match and no `==` is needed (a generic `Edge` comparison
    /// and a copy of each edge out of the columns cost ~2,600 instructions an edge); other bytes go to `==`.
    func restoredPlace(_ k: Int, of restorable: (edges: RemovedEdgePlaces<EdgeData>, proof: RestoredNodeProof),
                       listed: UnsafeBufferPointer<Edge<EdgeData>>, at index: Int,
                       kept: UnsafeBufferPointer<Edge<EdgeData>>) -> EdgePlace? {
        let place = restorable.edges.places[k]
        guard place.route != nil, index < listed.count, k < kept.count, let base = listed.baseAddress
        else { return nil }
        let edge = base + index
        guard edge.pointee.label == nil,
              restorable.proof.provesEnds(source: edge.pointee.source, target: edge.pointee.target),
              !ElementBytes.differ(kept, k, listed, index) || kept[k] == edge.pointee else { return nil }
        return place
    }

    /// What `recomputeEdge` does for an added record that took a removed placement (route, bounds, z already in
    /// it), `hash` being `id.hashValue`: index entry, animated and reconnectable sets, and the edge's host told;
    /// returns the rectangle to repaint (the caller damages them all at once).
    func showRestoredEdge(_ id: String, hash: Int, edge: Edge<EdgeData>, bounds: CGRect) -> CGRect {
        if pendingEdgeIds?.isEmpty == false { pendingEdgeIds?.remove(id) }
        edgesDidChange()
        edgeIndex.insert(id, rect: bounds, hash: hash)
        if edge.animated {
            animatedEdgeIds.insert(id)
        } else if !animatedEdgeIds.isEmpty {
            animatedEdgeIds.remove(id)
        }
        if edge.selected, edge.reconnectable {
            reconnectableEdgeIds.insert(id)
        } else if !reconnectableEdgeIds.isEmpty {
            reconnectableEdgeIds.remove(id)
        }
        delegate?.storeDidChangeEdge(id)
        let ring = focusRingReach(.edge(id))
        return bounds.insetBy(dx: -ring, dy: -ring)
    }

    /// The indices of `values` in ascending order of value (ties by index), without a comparison closure (one
    /// made in this main-actor code checks its executor on every call): the values and indices packed in one
    /// integer each. Already ascending (a Delete lists its removals in list order): the indices as they are.
    /// Copies of the values of type `Field` stored `offset` bytes into the records at `slots` of a table whose
    /// records start at `records`, `stride` apart. Generic over the field alone: its type comes in as an argument,
    /// where the caller's own code looked it up for each record.
    private static func copies<Field>(of _: Field.Type, at offset: Int, stride: Int, in records: UnsafeRawPointer,
                                      slots: [Int]) -> [Field] {
        [Field](unsafeUninitializedCapacity: slots.count) { buffer, initialized in
            guard let to = buffer.baseAddress else { return }
            for (n, slot) in slots.enumerated() {
                let field = (records + slot * stride + offset).assumingMemoryBound(to: Field.self)
                (to + n).initialize(from: field, count: 1)
            }
            initialized = slots.count
        }
    }

    static func ascendingOrder(of values: [Int]) -> [Int] {
        var ascending = true
        for k in values.indices.dropFirst() where values[k] < values[k - 1] {
            ascending = false
            break
        }
        var order = Array(values.indices)
        if ascending { return order }
        var packed: [Int] = []
        packed.reserveCapacity(values.count)
        for k in values.indices { packed.append((values[k] << 32) | k) }
        packed.sort()
        for k in packed.indices { order[k] = packed[k] & 0xFFFF_FFFF }
        return order
    }
}
