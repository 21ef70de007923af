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
            var seen: Set<String> = []
            for change in changes {
                guard case .remove(let id) = change else { return nil }
                // Unknown or repeated ids change nothing, as in `applyNodeChanges`.
                guard let slot = records.index(forKey: id), seen.insert(id).inserted else { continue }
                oldIndices.append(records.positions[slot])
                diff.removed.append((id, records.values[slot]))
            }
            guard new.count == old.count - oldIndices.count else { return nil }
            records.resplice(ListSplice(removing: oldIndices), oldCount: old.count)
            nodeSplice = ListSpliceRecord(old: old, new: new, removed: oldIndices)
            splicedIngests &+= 1
            return diff
        }
        // Each id hashed once: for the absence test here and the insertion below.
        var items: [(id: String, index: Int?, hash: Int)] = []
        var seen: Set<String> = []
        for change in changes {
            guard case .add(let item, let index) = change else { return nil }
            let hash = item.id.hashValue
            guard records.index(forKey: item.id, hash: hash) == nil, seen.insert(item.id).inserted else { return nil }
            items.append((item.id, index, hash))
        }
        guard new.count == old.count + items.count,
              let places = ListSplice.places(ofInsertions: items.map(\.index), into: old.count),
              let splice = ListSplice(insertingAt: places) else { return nil }
        records.resplice(splice, oldCount: old.count)
        nodeSplice = ListSpliceRecord(old: old, new: new, inserted: places)
        ingestGeneration &+= 1
        for ((id, _, hash), place) in zip(items, places) {
            let placeholder = NodeGeometry(id: id, absolutePosition: .zero, size: .zero, isMeasured: false,
                                           parentId: nil, origin: .topLeft)
            records.append(NodeRecord(parentId: nil, depth: 0, geometry: placeholder, stamp: ingestGeneration),
                           forKey: id, hash: hash, position: place)
            diff.added.append(id)
        }
        splicedIngests &+= 1
        return diff
    }

    /// The diff of proven edge changes that are all removals or all insertions, as for nodes.
    func splicedEdgeDiff(provenBy changes: [EdgeChange<EdgeData>], old: [Edge<EdgeData>],
                         new: [Edge<EdgeData>]) -> EdgeListDiff? {
        guard !changes.isEmpty, edgeRecords.count == old.count else { return nil }
        var diff = EdgeListDiff()
        if case .remove = changes[0] {
            var oldIndices: [Int] = []
            var seen: Set<String> = []
            for change in changes {
                guard case .remove(let id) = change else { return nil }
                let hash = id.hashValue
                guard let slot = edgeRecords.index(forKey: id, hash: hash), seen.insert(id).inserted else { continue }
                oldIndices.append(edgeRecords.positions[slot])
                edgeRecords.values.withUnsafeBufferPointer { records in
                    diff.removed.append(RemovedEdge(id: id, hash: hash, slot: slot, record: records[slot]))
                }
            }
            guard new.count == old.count - oldIndices.count else { return nil }
            edgeRecords.resplice(ListSplice(removing: oldIndices), oldCount: old.count)
            edgeSplice = ListSpliceRecord(old: old, new: new, removed: oldIndices)
            if !oldIndices.isEmpty { edgesDidChange() }
            splicedIngests &+= 1
            return diff
        }
        var items: [(edge: Edge<EdgeData>, index: Int?, hash: Int)] = []
        var seen: Set<String> = []
        for change in changes {
            guard case .add(let edge, let index) = change else { return nil }
            let hash = edge.id.hashValue
            guard edgeRecords.index(forKey: edge.id, hash: hash) == nil, seen.insert(edge.id).inserted
            else { return nil }
            items.append((edge, index, hash))
        }
        guard new.count == old.count + items.count,
              let places = ListSplice.places(ofInsertions: items.map(\.index), into: old.count),
              let splice = ListSplice(insertingAt: places) else { return nil }
        edgeRecords.resplice(splice, oldCount: old.count)
        edgeSplice = ListSpliceRecord(old: old, new: new, inserted: places)
        ingestGeneration &+= 1
        let defaults = configuration.defaultEdgeOptions
        for ((edge, _, hash), place) in zip(items, places) {
            edgeRecords.append(EdgeRecord(edge: defaults?.applied(to: edge) ?? edge, stamp: ingestGeneration),
                               forKey: edge.id, hash: hash, position: place)
            diff.added.append(edge.id)
        }
        edgesDidChange()
        splicedIngests &+= 1
        return diff
    }

    /// The node changes that turn `current` into `target` when the last node list this store took was one of
    /// them spliced from the other (undo or redo of a Delete): the elements added back or removed again.
    public func restoringChanges(nodes target: [Node<NodeData>], from current: [Node<NodeData>])
        -> [NodeChange<NodeData>]? {
        nodeSplice?.changes(to: target, from: current, add: { .add(item: $0, index: $1) }, remove: { .remove($0) })
    }

    /// The edge changes likewise.
    public func restoringChanges(edges target: [Edge<EdgeData>], from current: [Edge<EdgeData>])
        -> [EdgeChange<EdgeData>]? {
        edgeSplice?.changes(to: target, from: current, add: { .add(item: $0, index: $1) }, remove: { .remove($0) })
    }
}
