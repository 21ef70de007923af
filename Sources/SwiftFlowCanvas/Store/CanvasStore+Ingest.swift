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
        /// Whether kept nodes changed their relative order (only then can `.auto` group elevation change).
        var reordered = false

        var isStructural: Bool { !added.isEmpty || !removed.isEmpty || reordered }
    }

    /// What one edge ingest found.
    struct EdgeListDiff {
        var changed: [(old: Edge<EdgeData>, new: Edge<EdgeData>)] = []
        var added: [String] = []
        var removed: [(id: String, record: EdgeRecord<EdgeData>)] = []
    }

    func ingest(nodes newNodes: [Node<NodeData>], edges newEdges: [Edge<EdgeData>]) {
        let oldEdges = edges
        edges = newEdges
        // Edges touched by node changes wait for the new edge list: an edge deleted with its node is then
        // neither recomputed nor reported as dangling.
        pendingEdgeIds = []
        defer { pendingEdgeIds = nil }
        // A fallback to a full rebuild has taken the new edges too.
        guard ingestNodes(newNodes) else { return }
        ingestEdges(newEdges, old: oldEdges)
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

    private func flushPendingEdges() {
        guard let pending = pendingEdgeIds else { return }
        pendingEdgeIds = nil
        for id in pending {
            guard let edge = edgeRecords[id]?.edge else { continue }
            recomputeEdge(id)
            edgeRecords[id]?.z = edgeZ(edge) ?? 0
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
                let candidates = possiblyChangedIndices(oldItems, newItems)
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

    /// Whether two elements may differ: byte-identical elements are equal, others are left to `==`.
    static func bytesDiffer<Item>(_ a: UnsafeBufferPointer<Item>, _ i: Int, _ b: UnsafeBufferPointer<Item>,
                                  _ j: Int) -> Bool {
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return true }
        let stride = MemoryLayout<Item>.stride
        return memcmp(UnsafeRawPointer(baseA) + i * stride, UnsafeRawPointer(baseB) + j * stride,
                      MemoryLayout<Item>.size) != 0
    }

    /// The indices at which two equally long lists may differ. Byte-identical elements are equal (same field
    /// values, same string storage), so whole runs are skipped with `memcmp`; an element whose bytes differ
    /// (a change, or just different padding) is left to `==`.
    static func possiblyChangedIndices<Item>(_ a: UnsafeBufferPointer<Item>,
                                             _ b: UnsafeBufferPointer<Item>) -> [Int] {
        let count = min(a.count, b.count)
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return [] }
        if baseA == baseB { return [] }
        let stride = MemoryLayout<Item>.stride
        let size = MemoryLayout<Item>.size
        let rawA = UnsafeRawPointer(baseA), rawB = UnsafeRawPointer(baseB)
        var indices: [Int] = []
        let run = 64
        var start = 0
        while start < count {
            let end = min(start + run, count)
            if memcmp(rawA + start * stride, rawB + start * stride, (end - start) * stride) != 0 {
                for index in start..<end where memcmp(rawA + index * stride, rawB + index * stride, size) != 0 {
                    indices.append(index)
                }
            }
            start = end
        }
        return indices
    }
}
