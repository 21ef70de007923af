import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking proven change lists that only remove or only insert elements (Delete, undoing it, redo, paste into
/// an unchanged list) without the by-id diff: the changes name what came and went, and every kept record gets
/// its new index from `ListSplice` in one walk over the records in their storage order. The by-id diff hashed
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
                guard let record = records[id], seen.insert(id).inserted else { continue }
                oldIndices.append(record.index)
                diff.removed.append((id, record))
            }
            guard new.count == old.count - oldIndices.count else { return nil }
            Self.respliceIndices(of: &records, ListSplice(removing: oldIndices))
            splicedIngests &+= 1
            return diff
        }
        var items: [(id: String, index: Int?)] = []
        var seen: Set<String> = []
        for change in changes {
            guard case .add(let item, let index) = change, records[item.id] == nil,
                  seen.insert(item.id).inserted else { return nil }
            items.append((item.id, index))
        }
        guard new.count == old.count + items.count,
              let places = ListSplice.places(ofInsertions: items.map(\.index), into: old.count),
              let splice = ListSplice(insertingAt: places) else { return nil }
        Self.respliceIndices(of: &records, splice)
        ingestGeneration &+= 1
        for ((id, _), place) in zip(items, places) {
            let placeholder = NodeGeometry(id: id, absolutePosition: .zero, size: .zero, isMeasured: false,
                                           parentId: nil, origin: .topLeft)
            records[id] = NodeRecord(index: place, parentId: nil, depth: 0, geometry: placeholder,
                                     stamp: ingestGeneration)
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
                guard let slot = edgeRecords.index(forKey: id), seen.insert(id).inserted else { continue }
                oldIndices.append(Self.index(of: &edgeRecords.values[slot]))
                diff.removed.append((id, edgeRecords.values[slot]))
            }
            guard new.count == old.count - oldIndices.count else { return nil }
            Self.respliceIndices(of: &edgeRecords, ListSplice(removing: oldIndices))
            if !oldIndices.isEmpty { edgesDidChange() }
            splicedIngests &+= 1
            return diff
        }
        var items: [(edge: Edge<EdgeData>, index: Int?)] = []
        var seen: Set<String> = []
        for change in changes {
            guard case .add(let edge, let index) = change, edgeRecords[edge.id] == nil,
                  seen.insert(edge.id).inserted else { return nil }
            items.append((edge, index))
        }
        guard new.count == old.count + items.count,
              let places = ListSplice.places(ofInsertions: items.map(\.index), into: old.count),
              let splice = ListSplice(insertingAt: places) else { return nil }
        Self.respliceIndices(of: &edgeRecords, splice)
        ingestGeneration &+= 1
        let defaults = configuration.defaultEdgeOptions
        for ((edge, _), place) in zip(items, places) {
            edgeRecords[edge.id] = EdgeRecord(edge: defaults?.applied(to: edge) ?? edge, index: place,
                                              stamp: ingestGeneration)
            diff.added.append(edge.id)
        }
        edgesDidChange()
        splicedIngests &+= 1
        return diff
    }

    /// Gives every record the index `splice` maps its old one to, walking the table in storage order (the
    /// records of removed ids get meaningless indices; the caller drops them). Reads and writes in place:
    /// copying each record would cost more than the walk.
    static func respliceIndices<Record: IngestRecord>(of records: inout [String: Record], _ splice: ListSplice) {
        var slot = records.startIndex
        while slot != records.endIndex {
            reindex(&records.values[slot], splice)
            slot = records.index(after: slot)
        }
    }

    private static func reindex<Record: IngestRecord>(_ record: inout Record, _ splice: ListSplice) {
        record.index = splice.newIndex(ofOld: record.index)
    }

    private static func index<Record: IngestRecord>(of record: inout Record) -> Int { record.index }
}
