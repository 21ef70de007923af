import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking proven change lists that only remove or only insert elements (Delete, undoing it, redo, paste into
/// an unchanged list) without the by-id diff: the changes name what came and went, and every kept record gets
/// its new index from `ListSplice` in one pass over the table's position column (`RecordTable.resplice`),
/// without touching the records themselves. The by-id diff hashed
/// every id of the new list and reached each record in hash order, a cache miss per element (60 % of a
/// Delete or undo frame at 100,000 nodes and 200,000 edges).
extension CanvasStore {
    /// The diff of proven node changes that are all removals or all insertions; `nil` for any other list, or
    /// when the current list repeats an id (then records and list positions do not correspond one to one).
    func splicedNodeDiff(provenBy changes: [NodeChange<NodeData>], old: [Node<NodeData>],
                         new: [Node<NodeData>]) -> NodeListDiff? {
        guard !changes.isEmpty, records.count == old.count else { return nil }
        var diff = NodeListDiff()
        if case .remove = changes[0] {
            var oldIndices: [Int] = []
            var removedSlots: [(slot: Int, hash: Int)] = []
            oldIndices.reserveCapacity(changes.count)
            removedSlots.reserveCapacity(changes.count)
            // Unknown or repeated ids change nothing, as in `applyNodeChanges`.
            var filter = RemovedSlotFilter()
            for change in changes {
                guard case .remove(let id) = change else { return nil }
                let hash = id.hashValue
                guard let slot = records.index(forKey: id, hash: hash) else { continue }
                let position = records.positions[slot]
                guard filter.admits(slot: slot, position: position, takenSoFar: { removedSlots.lazy.map(\.slot) })
                else { continue }
                oldIndices.append(position)
                removedSlots.append((slot, hash))
                diff.removed.append((id, records.values[slot]))
            }
            guard new.count == old.count - oldIndices.count else { return nil }
            diff.removedSlots = removedSlots
            keepRemovedNodes(diff.removed, oldIndices: oldIndices, old: old)
            records.resplice(ListSplice(removing: oldIndices), oldCount: old.count)
            nodeSplice = ListSpliceRecord(old: old, new: new, removed: oldIndices)
            splicedIngests &+= 1
            return diff
        }
        // Each id hashed once: for the absence test here and the insertion below.
        // Columns and index loops, as for edges below.
        var ids: [String] = [], indexes: [Int?] = [], hashes: [Int] = []
        ids.reserveCapacity(changes.count)
        indexes.reserveCapacity(changes.count)
        hashes.reserveCapacity(changes.count)
        var seen = Set<String>(minimumCapacity: changes.count)
        for change in changes {
            guard case .add(let item, let index) = change else { return nil }
            let hash = item.id.hashValue
            guard records.index(forKey: item.id, hash: hash) == nil, seen.insert(item.id).inserted else { return nil }
            ids.append(item.id)
            indexes.append(index)
            hashes.append(hash)
        }
        guard new.count == old.count + ids.count,
              let places = ListSplice.places(ofInsertions: indexes, into: old.count),
              let splice = ListSplice(insertingAt: places) else { return nil }
        records.resplice(splice, oldCount: old.count)
        nodeSplice = ListSpliceRecord(old: old, new: new, inserted: places)
        ingestGeneration &+= 1
        diff.firstAddedSlot = records.count
        diff.addedHashes = hashes
        for item in ids.indices {
            let placeholder = NodeGeometry(id: ids[item], absolutePosition: .zero, size: .zero, isMeasured: false,
                                           parentId: nil, origin: .topLeft)
            records.append(NodeRecord(parentId: nil, depth: 0, geometry: placeholder, stamp: ingestGeneration),
                           forKey: ids[item], hash: hashes[item], position: places[item])
        }
        diff.added = ids
        splicedIngests &+= 1
        return diff
    }

    /// The diff of proven edge changes that are all removals or all insertions, as for nodes.
    func splicedEdgeDiff(provenBy changes: [EdgeChange<EdgeData>], old: [Edge<EdgeData>],
                         new: [Edge<EdgeData>]) -> EdgeListDiff? {
        guard !changes.isEmpty, edgeRecords.count == old.count else { return nil }
        var diff = EdgeListDiff()
        if case .remove = changes[0] {
            var ids: [String] = []
            ids.reserveCapacity(changes.count)
            for change in changes {
                guard case .remove(let id) = change else { return nil }
                ids.append(id)
            }
            // The table asked once for all ids, its positions and records' buffer taken once: per change, in the
            // store's unspecialized code, each access looked the table's generic metadata up again.
            let found = edgeRecords.slots(of: ids)
            let positions = edgeRecords.positions
            var oldIndices: [Int] = []
            oldIndices.reserveCapacity(ids.count)
            var filter = RemovedSlotFilter()
            let offsets = RemovedEdgeOffsets(of: EdgeRecord<EdgeData>.self)
            diff.removed.reserveCapacity(ids.count)
            edgeRecords.values.withUnsafeBufferPointer { records in
                for k in ids.indices {
                    guard let (slot, hash) = found[k] else { continue }
                    let position = positions[slot]
                    guard filter.admits(slot: slot, position: position, takenSoFar: { diff.removed.lazy.map(\.slot) })
                    else { continue }
                    oldIndices.append(position)
                    if let offsets, let base = records.baseAddress {
                        diff.removed.append(RemovedEdge(id: ids[k], hash: hash, slot: slot,
                                                        record: UnsafeRawPointer(base) + slot * offsets.stride,
                                                        offsets: offsets))
                    } else {
                        diff.removed.append(RemovedEdge(id: ids[k], hash: hash, slot: slot, record: records[slot]))
                    }
                }
            }
            guard new.count == old.count - oldIndices.count else { return nil }
            keepRemovedEdges(diff.removed, oldIndices: oldIndices)
            edgeRecords.resplice(ListSplice(removing: oldIndices), oldCount: old.count)
            edgeSplice = ListSpliceRecord(old: old, new: new, removed: oldIndices)
            if !oldIndices.isEmpty { edgesDidChange() }
            splicedIngests &+= 1
            return diff
        }
        // Columns of plain values and loops over indices: in the store's unspecialized code an array of
        // (edge, index, hash) tuples, `map` over it and `zip` looked the tuple's and the iterator's type
        // metadata up for every element.
        var ids: [String] = [], indexes: [Int?] = [], hashes: [Int] = []
        ids.reserveCapacity(changes.count)
        indexes.reserveCapacity(changes.count)
        hashes.reserveCapacity(changes.count)
        var seen = Set<String>(minimumCapacity: changes.count)
        for change in changes {
            guard case .add(let edge, let index) = change else { return nil }
            let hash = edge.id.hashValue
            guard edgeRecords.index(forKey: edge.id, hash: hash) == nil, seen.insert(edge.id).inserted
            else { return nil }
            ids.append(edge.id)
            indexes.append(index)
            hashes.append(hash)
        }
        guard new.count == old.count + ids.count,
              let places = ListSplice.places(ofInsertions: indexes, into: old.count),
              let splice = ListSplice(insertingAt: places) else { return nil }
        edgeRecords.resplice(splice, oldCount: old.count)
        edgeSplice = ListSpliceRecord(old: old, new: new, inserted: places)
        ingestGeneration &+= 1
        let defaults = configuration.defaultEdgeOptions
        // The undo of the Delete the last ingest took: its removed records' placements, where still exact.
        let restorable = restorableEdges(places: places)
        if restorable != nil { diff.placedBounds = [CGRect](repeating: .null, count: ids.count) }
        diff.firstAddedSlot = edgeRecords.count
        diff.addedHashes = hashes
        let keptEdges = restorable?.edges.edges ?? []
        new.withUnsafeBufferPointer { newList in
            keptEdges.withUnsafeBufferPointer { kept in
                for item in ids.indices {
                    // Without default options a record's edge is the one the new list holds at its place: a restored
                    // edge is checked and copied from there, not taken out of its change (a copy in this generic code).
                    if defaults == nil, let restorable,
                       let place = restoredPlace(item, of: restorable, listed: newList, at: places[item], kept: kept) {
                        edgeRecords.append(EdgeRecord(edge: newList[places[item]], z: place.z, route: place.route,
                                                      bounds: place.bounds, stamp: ingestGeneration),
                                           forKey: ids[item], hash: hashes[item], position: places[item])
                        diff.placedBounds[item] = place.bounds
                        restoredPlacementCount &+= 1
                        continue
                    }
                    guard case .add(let edge, _) = changes[item] else { continue }
                    let effective = defaults?.applied(to: edge) ?? edge
                    if defaults != nil, let restorable,
                       let place = restoredPlace(item, of: restorable.edges, proof: restorable.proof, for: effective) {
                        edgeRecords.append(EdgeRecord(edge: effective, z: place.z, route: place.route,
                                                      bounds: place.bounds, stamp: ingestGeneration),
                                           forKey: ids[item], hash: hashes[item], position: places[item])
                        diff.placedBounds[item] = place.bounds
                        restoredPlacementCount &+= 1
                    } else {
                        edgeRecords.append(EdgeRecord(edge: effective, stamp: ingestGeneration),
                                           forKey: ids[item], hash: hashes[item], position: places[item])
                    }
                }
            }
        }
        diff.added = ids
        edgesDidChange()
        splicedIngests &+= 1
        return diff
    }

    /// The node changes that turn `current` into `target` when the last node list this store took was one of
    /// them spliced from the other (undo or redo of a Delete): the elements added back or removed again.
    public func restoringChanges(nodes target: [Node<NodeData>], from current: [Node<NodeData>])
        -> [NodeChange<NodeData>]? {
        guard let splice = nodeSplice, let (adding, list) = splice.restoration(to: target, from: current)
        else { return nil }
        let indices = splice.indices
        let changes = Self.splicedChanges(of: list, at: indices, adding: adding,
                                          add: { NodeChange.add(item: $0, index: $1) }, remove: { .remove($0.id) })
        // Additions of the list's own elements at their own indices: `applyNodeChanges` may take that as said.
        // Removals (a redo) name the elements at `indices` of the current list: registered with the changes
        // (`RemovalTargets`, as a Delete's are), applying them reads each id at its index instead of walking
        // the whole list comparing ids.
        if adding {
            RemovalMemory.shared.vouch(for: changes, restoring: list, at: splice.indices)
        } else {
            RemovalTargets.register(changes: changes, source: list, indices: indices)
        }
        return changes
    }

    /// The edge changes likewise.
    public func restoringChanges(edges target: [Edge<EdgeData>], from current: [Edge<EdgeData>])
        -> [EdgeChange<EdgeData>]? {
        guard let splice = edgeSplice, let (adding, list) = splice.restoration(to: target, from: current)
        else { return nil }
        let indices = splice.indices
        let changes = Self.splicedChanges(of: list, at: indices, adding: adding,
                                          add: { EdgeChange.add(item: $0, index: $1) }, remove: { .remove($0.id) })
        if adding {
            RemovalMemory.shared.vouch(for: changes, restoring: list, at: splice.indices)
        } else {
            RemovalTargets.register(changes: changes, source: list, indices: indices)
        }
        return changes
    }

    /// The changes adding back (or removing again) the elements at `indices` of `list`, written into place:
    /// appending looked the array's type up for every change in the store's unspecialized code.
    private static func splicedChanges<Element, Change>(of list: [Element], at indices: [Int], adding: Bool,
                                                        add: (Element, Int) -> Change,
                                                        remove: (Element) -> Change) -> [Change] {
        list.withUnsafeBufferPointer { list in
            [Change](unsafeUninitializedCapacity: indices.count) { buffer, count in
                guard let changes = buffer.baseAddress, let items = list.baseAddress else { return }
                for k in indices.indices {
                    let item = items[indices[k]]
                    (changes + k).initialize(to: adding ? add(item, indices[k]) : remove(item))
                }
                count = indices.count
            }
        }
    }
}
