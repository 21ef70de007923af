import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking new node and edge lists: find what changed cheaply, then update only that.
///
/// Lists with the same ids in the same places are compared element by element behind a byte-level pre-filter.
/// Otherwise the lists are diffed by id in one pass (hashing only): records are reused, and geometry, index
/// entries, edge paths, z and damage are recomputed only for what was added, removed or changed.
extension CanvasStore {
    /// What one node ingest found: kept nodes that differ, new ids, and records of ids that went away.
    struct NodeListDiff {
        var changed: [(old: Node<NodeData>, new: Node<NodeData>)] = []
        var added: [String] = []
        var removed: [(id: String, record: NodeRecord)] = []
        /// Each removed record's slot and its id's hash, when they were found by a proven removal (one per
        /// `removed`, in order): the records and index entries then go without hashing the ids again.
        var removedSlots: [(slot: Int, hash: Int)]?
        /// Whether kept nodes changed their relative order (only then can `.auto` group elevation change).
        var reordered = false
        /// The slot of the first added record when they were appended in `added` order (a proven insertion),
        /// and each added id's hash: the k-th is in `firstAddedSlot + k`, found without a lookup.
        var firstAddedSlot: Int?
        var addedHashes: [Int] = []

        var isStructural: Bool { !added.isEmpty || !removed.isEmpty || reordered }
    }

    /// What one edge ingest found.
    struct EdgeListDiff {
        var changed: [(old: Edge<EdgeData>, new: Edge<EdgeData>)] = []
        var added: [String] = []
        var removed: [RemovedEdge] = []
        /// Per added edge (when any took a removed record's placement): those bounds, else null.
        var placedBounds: [CGRect] = []
        /// The slot of the first added record, when they were appended in `added` order to a table nothing is
        /// removed from (a proven insertion): the k-th is then in `firstAddedSlot + k`, found without a lookup.
        var firstAddedSlot: Int?
        /// Each added id's hash, when `firstAddedSlot` is set (its index entry is made without hashing it again).
        var addedHashes: [Int] = []
    }

    func ingest(nodes newNodes: [Node<NodeData>], edges newEdges: [Edge<EdgeData>]) {
        // Asked before the lists are replaced: the proof chains from the current lists to the new ones.
        var provenNodeChanges = takeProvenNodeChanges(to: newNodes)
        var provenEdgeChanges = takeProvenEdgeChanges(to: newEdges)
        defer {
            provenNodeTargets = nil
            provenEdgeTargets = nil
            // Select all's 300,000 changes took a value-witness call each to destroy, inside the frame.
            ChangeListBin.release(&provenNodeChanges, &provenEdgeChanges)
        }
        // Only the lists taken by this ingest may be restored from each other later. The records may hold the
        // last references to a discarded redo state (the lists of the deletion an undo reverted): they are freed
        // after the frame, on the main queue.
        retiredSplices.keep(nodeSplice)
        retiredSplices.keep(edgeSplice)
        nodeSplice = nil
        edgeSplice = nil
        // Only the removal the last ingest took may be undone by this one.
        restoringPlacements = removedPlacements
        removedPlacements = nil
        defer {
            restoringPlacements = nil
            restoredNodeProof = nil
        }
        let oldEdges = edges
        edges = newEdges
        // Edges touched by node changes wait for the new edge list: an edge deleted with its node is then
        // neither recomputed nor reported as dangling.
        pendingEdgeIds = []
        defer {
            pendingEdgeIds = nil
            removedNodesWithEdges = []
        }
        // A fallback to a full rebuild has taken the new edges too.
        guard ingestNodes(newNodes, proven: provenNodeChanges) else { return }
        ingestEdges(newEdges, old: oldEdges, proven: provenEdgeChanges)
        flushPendingEdges()
    }

    /// An edge's endpoint moved, appeared or vanished: recompute it now, or after the ingest under way.
    func endpointMoved(_ edgeId: String) {
        if pendingEdgeIds != nil {
            pendingEdgeIds?.insert(edgeId)
        } else {
            recomputeEdge(edgeId)
        }
    }

    /// Marks the record in `slot` as seen by this pass and gives it its new list index; returns its old index,
    /// or `nil` when this pass saw the id already. In place: copying the store's records is costly.
    static func claim<Record: IngestRecord>(_ records: inout RecordTable<Record>, slot: Int, index: Int,
                                            generation: Int) -> Int? {
        guard records.values[slot].stamp != generation else { return nil }
        records.values[slot].stamp = generation
        let oldIndex = records.positions[slot]
        records.positions[slot] = index
        return oldIndex
    }

    /// The records this pass did not claim (their ids left the list), walked by position and read in place:
    /// copying every record would cost more than the whole pass.
    static func unclaimed<Record: IngestRecord>(in records: inout RecordTable<Record>,
                                                generation: Int) -> [(id: String, record: Record)] {
        var result: [(id: String, record: Record)] = []
        var slot = records.startIndex
        while slot != records.endIndex {
            if stamp(of: &records.values[slot]) != generation {
                result.append((records.keys[slot], records.values[slot]))
            }
            slot = records.index(after: slot)
        }
        return result
    }

    private static func stamp<Record: IngestRecord>(of record: inout Record) -> Int { record.stamp }

    /// `unclaimed(in:generation:)` for edge records, as the values removing them needs.
    static func unclaimedEdges(in records: inout RecordTable<EdgeRecord<EdgeData>>,
                               generation: Int) -> [RemovedEdge] {
        var result: [RemovedEdge] = []
        let keys = records.keys
        records.values.withUnsafeBufferPointer { values in
            for slot in values.indices where values[slot].stamp != generation {
                result.append(RemovedEdge(id: keys[slot], hash: keys[slot].hashValue, slot: slot, record: values[slot]))
            }
        }
        return result
    }

    private func flushPendingEdges() {
        guard var pending = pendingEdgeIds else { return }
        pendingEdgeIds = nil
        // The removed nodes' edges that the new edge list kept (an app may keep an edge whose node it deleted):
        // the edges still listed under those nodes, as the edge ingest unlisted every edge it removed. One lookup
        // a node (usually finding nothing) instead of one a listed edge in the record table (4,000 ids hashed a
        // Delete at 100,000 nodes, most of them gone).
        let listed = removedNodesWithEdges
        removedNodesWithEdges = []
        for nodeId in listed {
            guard let edgeIds = edgesByNode[nodeId] else { continue }
            for id in edgeIds { pending.insert(id) }
        }
        for id in pending {
            if let edge = edgeRecords[id]?.edge { refreshEdge(id, edge) }
        }
    }

    /// The elements that differ when both lists hold the same ids at the same indices, or `nil` when an
    /// id differs. Only elements at `isFirst` indices count: a repeated id's later copies are not used.
    static func alignedChanges<Item: Identifiable & Equatable>(_ old: [Item], _ new: [Item],
                                                               isFirst: (String, Int) -> Bool)
        -> [(old: Item, new: Item)]? where Item.ID == String {
        guard old.count == new.count else { return nil }
        var changed: [(old: Item, new: Item)] = []
        var aligned = true
        old.withUnsafeBufferPointer { oldItems in
            new.withUnsafeBufferPointer { newItems in
                let candidates = ElementBytes.possiblyChangedIndices(oldItems, newItems)
                // Sized once: the pairs are large generic values, and growing moves them all again.
                changed.reserveCapacity(candidates.count)
                for index in candidates where !(oldItems[index] == newItems[index]) {
                    guard oldItems[index].id == newItems[index].id else {
                        aligned = false
                        return
                    }
                    if isFirst(newItems[index].id, index) { changed.append((oldItems[index], newItems[index])) }
                }
            }
        }
        return aligned ? changed : nil
    }
}

/// What forgetting a removed edge needs of its record, as plain values: the store's code is generic over the
/// edge data, so carrying the records themselves (a copy of each into the diff, and of each pair read back)
/// went through run-time value witnesses for every removed edge.
struct RemovedEdge {
    let id: String
    let source: String
    let target: String
    let selected: Bool
    let bounds: CGRect
    /// Where its record is, and its id's hash: the record's removal needs no lookup by id.
    let slot: Int
    let hash: Int

    @inline(__always)
    init<EdgeData: Equatable & Sendable & Hashable>(id: String, hash: Int, slot: Int,
                                                    record: borrowing EdgeRecord<EdgeData>) {
        self.id = id
        self.hash = hash
        self.slot = slot
        source = record.edge.source
        target = record.edge.target
        selected = record.edge.selected
        bounds = record.bounds
    }

    /// Reads the record at `record` through `offsets` (`RemovedEdgeOffsets`), worked out once for the record
    /// type: each field read through a generic record looked the record type's metadata up again (~14 lookups
    /// an edge, ~330 instructions).
    @inline(__always)
    init(id: String, hash: Int, slot: Int, record: UnsafeRawPointer, offsets: RemovedEdgeOffsets) {
        self.id = id
        self.hash = hash
        self.slot = slot
        source = record.load(fromByteOffset: offsets.source, as: String.self)
        target = record.load(fromByteOffset: offsets.target, as: String.self)
        selected = record.load(fromByteOffset: offsets.selected, as: Bool.self)
        bounds = record.load(fromByteOffset: offsets.bounds, as: CGRect.self)
    }
}

/// Where `RemovedEdge`'s fields sit in an `EdgeRecord` (all stored properties, so the offsets exist).
struct RemovedEdgeOffsets {
    let stride: Int
    let source: Int
    let target: Int
    let selected: Int
    let bounds: Int

    init?<EdgeData: Equatable & Sendable & Hashable>(of type: EdgeRecord<EdgeData>.Type) {
        let layout = MemoryLayout<EdgeRecord<EdgeData>>.self
        guard let source = layout.offset(of: \.edge.source), let target = layout.offset(of: \.edge.target),
              let selected = layout.offset(of: \.edge.selected), let bounds = layout.offset(of: \.bounds)
        else { return nil }
        stride = layout.stride
        self.source = source
        self.target = target
        self.selected = selected
        self.bounds = bounds
    }
}

/// A record the by-id diff marks as seen: the ingest pass that last saw it.
protocol IngestRecord {
    var stamp: Int { get set }
}

extension NodeRecord: IngestRecord {}
extension EdgeRecord: IngestRecord {}
