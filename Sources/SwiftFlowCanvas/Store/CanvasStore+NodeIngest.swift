import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking a new node list incrementally: records, links, geometry, index entries and z change only for the
/// nodes added, removed or changed (and the descendants of re-parented ones).
extension CanvasStore {
    /// Takes `newNodes`; returns false when it fell back to `rebuildAll()` (duplicate ids, a parent cycle),
    /// which also rebuilt the edges from the current edge list.
    /// `proven`, when given, is every change between the current list and `newNodes` (see `AppliedChangeLog`).
    func ingestNodes(_ newNodes: [Node<NodeData>], proven: [NodeChange<NodeData>]? = nil) -> Bool {
        lastChangedNodeIds = nil
        let old = nodes
        nodes = newNodes
        var diff = NodeListDiff()
        if let proven, ingestNodeSelections(proven, old: old, new: newNodes) {
            return true
        } else if let proven, let changed = changedNodes(provenBy: proven, old: old, new: newNodes) {
            diff.changed = changed
            lastChangedNodeIds = changed.map { $0.new.id }
        } else if let proven, let spliced = splicedNodeDiff(provenBy: proven, old: old, new: newNodes) {
            guard applyNodeDiff(spliced) else { return false }
            if !spliced.added.isEmpty { proveRestoredNodes(spliced.added, firstSlot: spliced.firstAddedSlot) }
            return true
        } else if let changed = Self.alignedChanges(old, newNodes, isFirst: { records.position(of: $0) == $1 }) {
            diff.changed = changed
            lastChangedNodeIds = changed.map { $0.new.id }
        } else if let structural = structuralNodeDiff(old, newNodes) {
            diff = structural
        } else {
            rebuildAll()
            return false
        }
        return applyNodeDiff(diff)
    }

    /// Diffs by id in one pass over the new list: kept records get their new index and are compared with
    /// their old node; ids without a record get a placeholder record; records not seen were removed.
    /// `nil` when the new list repeats an id (the full rebuild reports it and keeps the first).
    private func structuralNodeDiff(_ old: [Node<NodeData>], _ new: [Node<NodeData>]) -> NodeListDiff? {
        ingestGeneration &+= 1
        let generation = ingestGeneration
        var diff = NodeListDiff()
        var kept = 0
        var lastOldIndex = -1
        var duplicate = false
        old.withUnsafeBufferPointer { oldNodes in
            new.withUnsafeBufferPointer { newNodes in
                for index in newNodes.indices {
                    let id = newNodes[index].id
                    guard let slot = records.index(forKey: id) else {
                        let placeholder = NodeGeometry(id: id, absolutePosition: .zero, size: .zero,
                                                       isMeasured: false, parentId: nil, origin: .topLeft)
                        records.updateValue(NodeRecord(parentId: nil, depth: 0, geometry: placeholder,
                                                       stamp: generation), forKey: id, position: index)
                        diff.added.append(id)
                        continue
                    }
                    guard let oldIndex = Self.claim(&records, slot: slot, index: index, generation: generation)
                    else {
                        duplicate = true
                        return
                    }
                    kept += 1
                    if oldIndex < lastOldIndex { diff.reordered = true }
                    lastOldIndex = oldIndex
                    if oldIndex < oldNodes.count, ElementBytes.differ(oldNodes, oldIndex, newNodes, index),
                       !(oldNodes[oldIndex] == newNodes[index]) {
                        diff.changed.append((oldNodes[oldIndex], newNodes[index]))
                    }
                }
            }
        }
        if duplicate { return nil }
        if records.count != kept + diff.added.count {
            diff.removed = Self.unclaimed(in: &records, generation: generation)
        }
        return diff
    }

    /// Applies a diff whose kept records already carry their new indices. Returns false after falling back
    /// to `rebuildAll()`.
    private func applyNodeDiff(_ diff: NodeListDiff) -> Bool {
        // A proven insertion of top-level nodes into a graph without parents: placed by slot.
        if placeInsertedTopLevelNodes(diff) { return true }
        // The incremental path assumes acyclic parent links; a list that had a cycle is rebuilt.
        if diff.isStructural && hasParentCycle {
            rebuildAll()
            return false
        }
        var relink: Set<String> = []
        var changedIds: [String] = []
        var movedIds: [String] = []
        var sidesChanged: [String] = []
        var hiddenChanged: [String] = []
        var restackIds: [String] = []
        for (a, b) in diff.changed {
            // Selection, style or data alone leave the geometry as it is.
            if a.position != b.position || a.width != b.width || a.height != b.height || a.measured != b.measured
                || a.origin != b.origin {
                movedIds.append(b.id)
            }
            // The app set the node's measured size itself (took a report, or undo/redo restored an older one):
            // what the view measures is reported again if it differs, rather than counted as said already.
            if a.measured != b.measured { reportedSizes.removeValue(forKey: b.id) }
            // Edges attach to a node's default sides when its content renders no handles.
            if a.sourcePosition != b.sourcePosition || a.targetPosition != b.targetPosition {
                sidesChanged.append(b.id)
            }
            if a.parentId != b.parentId { relink.insert(b.id) }
            if a.hidden != b.hidden { hiddenChanged.append(b.id) }
            if a.selected != b.selected { noteSelection(nodeId: b.id, selected: b.selected) }
            if a.selected != b.selected || a.zIndex != b.zIndex { restackIds.append(b.id) }
            changedIds.append(b.id)
        }
        if !relink.isEmpty && hasParentCycle {
            rebuildAll()
            return false
        }
        if diff.isStructural || !changedIds.isEmpty { nodesDidChange() }
        // A new list order is a new paint order for drawings in list order.
        if diff.reordered { nodeChanges.noteEverything() }
        // Whether a node with a parent or children came, went or moved: then `.auto`/`.basic` z is not local.
        var hierarchy = false
        removeNodes(diff.removed, slots: diff.removedSlots, relink: &relink, hierarchy: &hierarchy)
        if !diff.added.isEmpty && !orphanIds.isEmpty {
            // A node whose missing parent just arrived is placed under it.
            for id in orphanIds where node(withId: id)?.parentId.map({ records[$0] != nil }) == true {
                relink.insert(id)
            }
        }
        relink.formUnion(diff.added)
        guard link(relink, hierarchy: &hierarchy) else {
            rebuildAll()
            return false
        }
        placeAdded(diff.added)
        let added = Set(diff.added)
        updateGeometry(of: relink.filter { !added.contains($0) } + movedIds)
        for id in sidesChanged { for edgeId in edgesByNode[id] ?? [] { endpointMoved(edgeId) } }
        for id in hiddenChanged {
            guard let bounds = records[id]?.geometry.bounds else { continue }
            if isIndexable(id) { nodeIndex.insert(id, rect: bounds) } else { nodeIndex.remove(id) }
            for edgeId in edgesByNode[id] ?? [] { endpointMoved(edgeId) }
        }
        // Only a size input can change whether a node is measured or what it reports.
        for id in movedIds { noteSize(of: id) }
        for id in hiddenChanged { noteSize(of: id) }
        // Style or selection changes repaint the node even when it did not move; past a few thousand nodes one
        // full repaint is cheaper than converting each rectangle.
        if changedIds.count > 2_000 {
            nodeChanges.noteEverything()
            delegate?.storeNeedsFullDisplay()
        } else {
            for id in changedIds {
                guard let record = records[id] else { continue }
                nodeChanges.note(record.geometry.bounds)
                damageFlowRect(record.geometry.bounds.insetBy(dx: -4, dy: -4))
            }
        }
        restackAfter(diff, restackIds: restackIds, hierarchy: hierarchy)
        return true
    }

    /// Forgets removed nodes: records, index entries, sizes, handles, selection and links. Their kept children
    /// join `relink` (they become top-level with a missing-parent error); their edges wait to be recomputed.
    /// `slots`: each removed record's slot and id hash, when the caller found them (`NodeListDiff.removedSlots`).
    private func removeNodes(_ removed: [(id: String, record: NodeRecord)], slots: [(slot: Int, hash: Int)]?,
                             relink: inout Set<String>, hierarchy: inout Bool) {
        guard !removed.isEmpty else { return }
        var strippedParents: Set<String> = []
        var removedChildren: Set<String> = []
        // Records and index entries go in one batch each (see `RecordTable.removeValues`); the other tables
        // are asked only while they hold something.
        var ids: [String] = []
        ids.reserveCapacity(removed.count)
        for (id, _) in removed { ids.append(id) }
        if let slots, slots.count == removed.count {
            // Hashed once, by the proven removal that found them (~450 instructions a string id each time).
            var hashes: [Int] = []
            hashes.reserveCapacity(slots.count)
            for (_, hash) in slots { hashes.append(hash) }
            records.removeValues(atSlots: slots)
            nodeIndex.remove(contentsOf: ids, hashes: hashes)
        } else {
            records.removeValues(forKeys: ids)
            nodeIndex.remove(contentsOf: ids)
        }
        // Removing every selected node (a Delete of the selection) empties the selected set at once: taking each
        // id out of it hashed the id again (~650 instructions a node).
        var selectedRemoved = 0
        removed.withUnsafeBufferPointer { removed in
            for k in removed.indices where removed[k].record.selected { selectedRemoved += 1 }
        }
        let clearsSelection = selectedRemoved > 0 && selectedRemoved == nodeSelection.count
        if clearsSelection {
            nodeSelection.replace(with: [])
            selectionRevision &+= 1
        }
        // Damaged in batches, in the same order (see `removeEdges`): each call worked the transform out again.
        var damaged: [CGRect] = []
        damaged.reserveCapacity(removed.count)
        for (id, record) in removed {
            if !measuredSizes.isEmpty { measuredSizes.removeValue(forKey: id) }
            if !reportedSizes.isEmpty { reportedSizes.removeValue(forKey: id) }
            if !handlesByNode.isEmpty { handlesByNode.removeValue(forKey: id) }
            if !resizeControlsByNode.isEmpty { resizeControlsByNode.removeValue(forKey: id) }
            if !unmeasured.isEmpty { unmeasured.remove(id) }
            if !dimensionCandidates.isEmpty { dimensionCandidates.remove(id) }
            if !orphanIds.isEmpty { orphanIds.remove(id) }
            if !outOfRangeIds.isEmpty { outOfRangeIds.remove(id) }
            // Its record is gone already: `noteSelection(nodeId:)` would look it up by id only to find nothing.
            if !clearsSelection, nodeSelection.note(id, was: record.selected, now: false) { selectionRevision &+= 1 }
            if let parentId = record.parentId {
                strippedParents.insert(parentId)
                removedChildren.insert(id)
                hierarchy = true
            }
            if let children = childrenById.removeValue(forKey: id) {
                relink.formUnion(children)
                hierarchy = true
            }
            let reach = max(4, focusRingReach(.node(id)), resizeControlReach(of: id))
            nodeChanges.note(record.geometry.bounds)
            damaged.append(record.geometry.bounds.insetBy(dx: -reach, dy: -reach))
            if let edgeIds = edgesByNode[id] {
                // During an ingest, the node is listed until the new edge list shows which of its edges are
                // still there.
                if pendingEdgeIds != nil {
                    removedNodesWithEdges.append(id)
                } else {
                    // Moving an edge damages it too: the nodes' rectangles go first, as one by one.
                    damageFlowRects(damaged)
                    damaged.removeAll(keepingCapacity: true)
                    for edgeId in edgeIds { endpointMoved(edgeId) }
                }
            }
        }
        damageFlowRects(damaged)
        for parentId in strippedParents {
            guard var siblings = childrenById[parentId] else { continue }
            siblings.removeAll { removedChildren.contains($0) }
            childrenById[parentId] = siblings.isEmpty ? nil : siblings
        }
        relink = relink.filter { records[$0] != nil }
    }

    /// Resolves the parent of each node in `ids` as `NodeLookup` does (a missing parent leaves the node
    /// top-level and is reported), moves it between children lists, and sets depths down its subtree.
    /// Returns false when the new links form a cycle.
    private func link(_ ids: Set<String>, hierarchy: inout Bool) -> Bool {
        guard !ids.isEmpty else { return true }
        for id in ids {
            guard let node = node(withId: id) else { continue }
            let resolved = node.parentId.flatMap { records[$0] == nil ? nil : $0 }
            if let parentId = node.parentId, resolved == nil {
                orphanIds.insert(id)
                report(.missingParent(nodeId: id, parentId: parentId))
            } else {
                orphanIds.remove(id)
            }
            let previous = records[id]?.parentId
            if previous != resolved {
                if let previous, var siblings = childrenById[previous] {
                    siblings.removeAll { $0 == id }
                    childrenById[previous] = siblings.isEmpty ? nil : siblings
                }
                if let resolved { childrenById[resolved, default: []].append(id) }
                records.modify(id) { $0.parentId = resolved }
            }
            if previous != nil || resolved != nil || childrenById[id] != nil { hierarchy = true }
            if node.extent == .parent && resolved == nil {
                reportOnce("extent:\(id)", code: CanvasErrorCode.parentExtentWithoutParent,
                           message: "error.parentExtent", .string(id))
            }
        }
        // Every cycle passes through a relinked node: walk each one's ancestors until a known root chain.
        var acyclic: Set<String> = []
        for id in ids {
            var chain: Set<String> = []
            var cursor: String? = id
            while let current = cursor, !acyclic.contains(current) {
                guard chain.insert(current).inserted else { return false }
                cursor = records[current]?.parentId
            }
            acyclic.formUnion(chain)
        }
        var parents: [String] = []
        for id in ids {
            var depth = 0
            var cursor = records[id]?.parentId
            while let current = cursor {
                depth += 1
                cursor = records[current]?.parentId
            }
            records.modify(id) { $0.depth = depth }
            if childrenById[id] != nil { parents.append(id) }
        }
        while let id = parents.popLast() {
            let depth = (records[id]?.depth ?? 0) + 1
            for child in childrenById[id] ?? [] {
                records.modify(child) { $0.depth = depth }
                if childrenById[child] != nil { parents.append(child) }
            }
        }
        return true
    }

    /// Geometry, index entry, size bookkeeping, selection and damage for new nodes, parents first.
    private func placeAdded(_ ids: [String]) {
        guard !ids.isEmpty else { return }
        // A loop, not `map`: a closure made here checks the main actor's executor on every call.
        var ordered: [(depth: Int, id: String)] = []
        ordered.reserveCapacity(ids.count)
        var nested = false
        for id in ids {
            let depth = records[id]?.depth ?? 0
            nested = nested || depth != 0
            ordered.append((depth, id))
        }
        // All top-level (no parents among them): already in order, no sort.
        if nested { ordered.sort { $0.depth < $1.depth } }
        for (_, id) in ordered {
            guard let node = node(withId: id) else { continue }
            if node.selected { noteSelection(nodeId: id, selected: true) }
            let geometry = computeGeometry(id)
            records.modify(id) { $0.geometry = geometry }
            // `isIndexable(id)` with the node and geometry at hand (it would look both up again).
            if !node.hidden && geometry.isMeasured && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id)) {
                nodeIndex.insert(id, rect: geometry.bounds)
            }
            noteSize(of: id)
            nodeChanges.note(geometry.bounds)
            damageFlowRect(geometry.bounds.insetBy(dx: -4, dy: -4))
            for edgeId in edgesByNode[id] ?? [] { endpointMoved(edgeId) }
        }
    }

    /// Node z after a diff: local where React Flow's rule is local, a full restack when group elevation or a
    /// parent's z may have changed (a node with a parent or children came, went or was re-parented, or kept
    /// nodes were reordered while `.auto` groups exist).
    private func restackAfter(_ diff: NodeListDiff, restackIds: [String], hierarchy: Bool) {
        let mode = configuration.zIndexMode
        let groupsReordered = diff.reordered && mode == .auto && !childrenById.isEmpty
        if mode != .manual && (hierarchy || groupsReordered) { return reorder() }
        for id in diff.added { stackLocally(id) }
        if !restackIds.isEmpty { restack(restackIds) }
        if diff.isStructural { stacksDidChange() }
    }
}
