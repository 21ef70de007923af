import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking a new edge list incrementally: only added, removed or changed edges get a new path, index entry,
/// z and damage; `edgesByNode` and the selection, animated and reconnectable sets follow.
extension CanvasStore {
    /// `proven`, when given, is every change between `old` and `newEdges` (see `AppliedChangeLog`).
    func ingestEdges(_ newEdges: [Edge<EdgeData>], old: [Edge<EdgeData>], proven: [EdgeChange<EdgeData>]? = nil) {
        if let proven, ingestEdgeSelections(proven, old: old, new: newEdges) { return }
        var diff = EdgeListDiff()
        if let proven, let spliced = splicedEdgeDiff(provenBy: proven, old: old, new: newEdges) {
            diff = spliced
        } else if let changed = Self.alignedChanges(old, newEdges, isFirst: { edgeRecords.position(of: $0) == $1 }) {
            diff.changed = changed
        } else {
            diff = structuralEdgeDiff(old, newEdges)
        }
        applyEdgeDiff(diff)
    }

    /// Diffs by id in one pass, as for nodes; a repeated id keeps its first occurrence, as `rebuildEdges` does.
    private func structuralEdgeDiff(_ old: [Edge<EdgeData>], _ new: [Edge<EdgeData>]) -> EdgeListDiff {
        ingestGeneration &+= 1
        let generation = ingestGeneration
        let defaults = configuration.defaultEdgeOptions
        var diff = EdgeListDiff()
        var kept = 0
        old.withUnsafeBufferPointer { oldEdges in
            new.withUnsafeBufferPointer { newEdges in
                for index in newEdges.indices {
                    let id = newEdges[index].id
                    guard let slot = edgeRecords.index(forKey: id) else {
                        let edge = newEdges[index]
                        edgeRecords.updateValue(EdgeRecord(edge: defaults?.applied(to: edge) ?? edge,
                                                           stamp: generation), forKey: id, position: index)
                        diff.added.append(id)
                        continue
                    }
                    guard let oldIndex = Self.claim(&edgeRecords, slot: slot, index: index,
                                                    generation: generation) else { continue }
                    kept += 1
                    if oldIndex < oldEdges.count, ElementBytes.differ(oldEdges, oldIndex, newEdges, index),
                       !(oldEdges[oldIndex] == newEdges[index]) {
                        diff.changed.append((oldEdges[oldIndex], newEdges[index]))
                    }
                }
            }
        }
        if edgeRecords.count != kept + diff.added.count {
            diff.removed = Self.unclaimedEdges(in: &edgeRecords, generation: generation)
        }
        if !diff.removed.isEmpty || !diff.added.isEmpty || kept != old.count { edgesDidChange() }
        return diff
    }

    private func applyEdgeDiff(_ diff: EdgeListDiff) {
        removeEdges(diff.removed)
        let defaults = configuration.defaultEdgeOptions
        // Past a few thousand restyled edges (select all) one full repaint is cheaper than a rectangle each.
        let bulk = diff.changed.count > 2_000
        if bulk { delegate?.storeNeedsFullDisplay() }
        for (a, b) in diff.changed {
            if a.source != b.source || a.target != b.target {
                unlinkEdge(b.id, source: a.source, target: a.target)
                linkEdge(b.id, source: b.source, target: b.target)
            }
            if a.selected != b.selected { noteSelection(edgeId: b.id, selected: b.selected, was: a.selected) }
            let effective = defaults?.applied(to: b) ?? b
            edgeRecords.modify(b.id) { $0.edge = effective }
            if !restyleEdge(b.id, from: a, to: b, effective: effective, damage: !bulk) { refreshEdge(b.id, effective) }
        }
        var restoredDamage: [CGRect] = []
        if !diff.placedBounds.isEmpty { restoredDamage.reserveCapacity(diff.placedBounds.count) }
        // One lookup per added edge (none after a proven insertion): its slot stays put while edges are only added.
        for item in diff.added.indices {
            let id = diff.added[item]
            let slot: Int
            if let first = diff.firstAddedSlot {
                slot = first + item
            } else {
                guard let found = edgeRecords.index(forKey: id) else { continue }
                slot = found
            }
            let edge = edgeRecords.values[slot].edge
            linkEdge(id, source: edge.source, target: edge.target)
            // The record's edge is the list's with default options applied, which never set `selected`: read
            // here rather than from the list (a closure over the list's buffer per edge cost ~700 instructions).
            if edge.selected { noteSelection(edgeId: id, selected: true, was: false) }
            // A record that took a removed placement (an undone Delete) is only shown.
            if item < diff.placedBounds.count, item < diff.addedHashes.count, !diff.placedBounds[item].isNull {
                restoredDamage.append(showRestoredEdge(id, hash: diff.addedHashes[item], edge: edge,
                                                       bounds: diff.placedBounds[item]))
            } else {
                placeAddedEdge(slot: slot, id: id, edge: edge)
            }
        }
        damageFlowRects(restoredDamage)
    }

    /// `refreshEdge(slot:id:edge:)` for a record just added with `edge`, its own edge: it has no old bounds to
    /// repaint, and the edge it was placed from is `edge` (refreshEdge copies the record's edge out again and
    /// compares their ends; in the store's unspecialized code each copy goes through the type's value witness).
    private func placeAddedEdge(slot: Int, id: String, edge: Edge<EdgeData>) {
        if pendingEdgeIds?.isEmpty == false { pendingEdgeIds?.remove(id) }
        let ends = recomputeEdge(slot: slot, id: id, edge: edge, oldBounds: .null)
        edgeRecords.values[slot].z = edgeZ(edge, source: ends.source?.record, target: ends.target?.record) ?? 0
    }

    /// Takes a change that cannot move an edge's path or hit area (selection, data, animation, zIndex) without
    /// recomputing the path or measuring its label; returns false when the edge needs `refreshEdge`.
    private func restyleEdge(_ id: String, from old: Edge<EdgeData>, to new: Edge<EdgeData>,
                             effective: Edge<EdgeData>, damage: Bool) -> Bool {
        guard old.source == new.source, old.target == new.target, old.sourceHandle == new.sourceHandle,
              old.targetHandle == new.targetHandle, old.type == new.type, old.hidden == new.hidden,
              old.sharesAttributes(with: new)
                || (old.style == new.style && old.markerStart == new.markerStart && old.markerEnd == new.markerEnd
                    && old.label == new.label && old.interactionWidth == new.interactionWidth
                    && old.reconnectable == new.reconnectable),
              let bounds = edgeRecords[id]?.bounds else { return false }
        // The reconnection dots of a selected edge count in its bounds only where they reach past its hit area.
        if old.selected != new.selected, effective.reconnectable,
           Self.reconnectAnchorRadius + 1 > effective.interactionWidth / 2 { return false }
        let drawn = !bounds.isNull
        if drawn, effective.animated { animatedEdgeIds.insert(id) } else { animatedEdgeIds.remove(id) }
        if drawn, effective.selected, effective.reconnectable {
            reconnectableEdgeIds.insert(id)
        } else {
            reconnectableEdgeIds.remove(id)
        }
        if old.zIndex != new.zIndex {
            let value = edgeZ(effective) ?? 0
            edgeRecords.modify(id) { $0.z = value }
        }
        edgesDidChange()
        let ring = focusRingReach(.edge(id))
        if drawn && damage { damageFlowRect(bounds.insetBy(dx: -ring, dy: -ring)) }
        return true
    }

    /// Path, index entry and z of one edge; it no longer waits in `pendingEdgeIds`.
    func refreshEdge(_ id: String, _ edge: Edge<EdgeData>) {
        guard let slot = edgeRecords.index(forKey: id) else {
            pendingEdgeIds?.remove(id)
            return
        }
        refreshEdge(slot: slot, id: id, edge: edge)
    }

    /// `refreshEdge(_:_:)` for the record in `slot`.
    func refreshEdge(slot: Int, id: String, edge: Edge<EdgeData>) {
        if pendingEdgeIds?.isEmpty == false { pendingEdgeIds?.remove(id) }
        let placed = edgeRecords.values[slot].edge
        let ends = recomputeEdge(slot: slot, id: id, edge: placed)
        // The ends the route was placed from give the z too, unless `edge` names other ones.
        let z = placed.source == edge.source && placed.target == edge.target
            ? edgeZ(edge, source: ends.source?.record, target: ends.target?.record) : edgeZ(edge)
        edgeRecords.values[slot].z = z ?? 0
    }

    /// Forgets removed edges: records and index entries in one batch each, the id sets (only those holding
    /// ids are asked), selection, `edgesByNode` and damage.
    private func removeEdges(_ removed: [RemovedEdge]) {
        guard !removed.isEmpty else { return }
        // Plain loops, no closures: a closure formed in this main-actor code checks the executor on every call
        // (about 250 instructions), which for `map` and `removeAll(where:)` here was one check per edge.
        var ids: [String] = []
        var slots: [(slot: Int, hash: Int)] = []
        var hashes: [Int] = []
        ids.reserveCapacity(removed.count)
        slots.reserveCapacity(removed.count)
        hashes.reserveCapacity(removed.count)
        for edge in removed {
            ids.append(edge.id)
            slots.append((edge.slot, edge.hash))
            hashes.append(edge.hash)
        }
        edgeRecords.removeValues(atSlots: slots)
        // The index hashes ids as the records do: the hashes found with the slots serve both.
        edgeIndex.remove(contentsOf: ids, hashes: hashes)
        // Each endpoint's removed edges, chained through `links` from `heads` (endpoint → its last link): the
        // ids listed under an endpoint are then compared with that endpoint's few removed ones instead of hashed
        // into a set of all of them (a hash per listed id was a fifth of this function, callgrind 2026-12-03).
        // Sized once: growing it rehashed every id again (as `seen` in the spliced diffs).
        var heads: [String: Int] = [:]
        heads.reserveCapacity(removed.count * 2)
        var links: [RemovedLink] = []
        links.reserveCapacity(removed.count * 2)
        // Damaged in one call after the loop, in the same order: each call on its own worked the flow-to-window
        // transform out again (about 1,100 instructions an edge, 16,000 edges a Delete at 100,000 nodes).
        var damaged: [CGRect] = []
        damaged.reserveCapacity(removed.count)
        for edge in removed {
            let id = edge.id
            if !animatedEdgeIds.isEmpty { animatedEdgeIds.remove(id) }
            // The cache, not `reconnectableEdgeIds`: a stale (nil) set is rebuilt from the records, which no longer
            // hold these edges, and the property's getter cost a call per edge.
            if reconnectableIdsCache?.isEmpty == false { reconnectableIdsCache?.remove(id) }
            if pendingEdgeIds?.isEmpty == false { pendingEdgeIds?.remove(id) }
            noteSelection(edgeId: id, selected: false, was: edge.selected)
            // An edge is listed under its source and, when that is another node, its target (`linkEdge`).
            let sourceLink = links.count
            links.append(RemovedLink(id: id, next: heads.updateValue(sourceLink, forKey: edge.source) ?? -1))
            if edge.target != edge.source {
                let targetLink = links.count
                links.append(RemovedLink(id: id, next: heads.updateValue(targetLink, forKey: edge.target) ?? -1))
            }
            let ring = focusRingReach(.edge(id))
            damaged.append(edge.bounds.insetBy(dx: -ring, dy: -ring))
        }
        damageFlowRects(damaged)
        for (nodeId, head) in heads {
            guard let index = edgesByNode.index(forKey: nodeId) else { continue }
            Self.removeMembers(chainedFrom: head, in: links, from: &edgesByNode.values[index])
            if edgesByNode.values[index].isEmpty { edgesByNode.remove(at: index) }
        }
    }

    /// Drops the ids on the chain of `links` starting at `head` from `list`, keeping the order of the others
    /// (a loop, not `removeAll(where:)`: see `removeEdges`).
    /// A chain longer than `longChain` is put in a set first: walking it once per listed id would be quadratic
    /// in a hub's removed edges (10,000 edges of one node deleted together: 50 million comparisons).
    private static func removeMembers(chainedFrom head: Int, in links: [RemovedLink], from list: inout [String]) {
        var length = 0
        var link = head
        while link >= 0 && length <= longChain {
            length += 1
            link = links[link].next
        }
        let removed: Set<String>? = length > longChain ? chainedIds(from: head, in: links) : nil
        var kept = 0
        for index in list.indices {
            if let removed {
                if removed.contains(list[index]) { continue }
            } else {
                var link = head
                while link >= 0 && links[link].id != list[index] { link = links[link].next }
                // On the chain: removed.
                if link >= 0 { continue }
            }
            if kept != index { list.swapAt(kept, index) }
            kept += 1
        }
        list.removeLast(list.count - kept)
    }

    /// Chains up to this long are walked per listed id; longer ones are hashed (`removeMembers`).
    static var longChain: Int { 32 }

    private static func chainedIds(from head: Int, in links: [RemovedLink]) -> Set<String> {
        var ids = Set<String>()
        var link = head
        while link >= 0 {
            ids.insert(links[link].id)
            link = links[link].next
        }
        return ids
    }

    /// Lists the edge under both its endpoints (a loop once).
    func linkEdge(_ id: String, source: String, target: String) {
        edgesByNode[source, default: []].append(id)
        if target != source { edgesByNode[target, default: []].append(id) }
    }

    private func unlinkEdge(_ id: String, source: String, target: String) {
        for nodeId in Set([source, target]) {
            guard var ids = edgesByNode[nodeId] else { continue }
            ids.removeAll { $0 == id }
            edgesByNode[nodeId] = ids.isEmpty ? nil : ids
        }
    }
}

/// One removed edge on its endpoint's chain in `removeEdges`: the next link of that endpoint, or -1.
private struct RemovedLink {
    let id: String
    let next: Int
}
