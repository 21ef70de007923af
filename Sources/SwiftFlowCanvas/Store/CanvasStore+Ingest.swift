import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Taking a new node or edge list: find what changed cheaply, then update only that.
extension CanvasStore {
    func ingestNodes(_ newNodes: [Node<NodeData>]) {
        let old = nodes
        nodes = newNodes
        guard old.count == newNodes.count else { return rebuildAll() }
        var changed: [String] = []
        var moved: [String] = []
        var sidesChanged: [String] = []
        var needsOrder = false
        var structural = false
        old.withUnsafeBufferPointer { oldNodes in
            newNodes.withUnsafeBufferPointer { freshNodes in
                for index in Self.possiblyChangedIndices(oldNodes, freshNodes)
                where !(oldNodes[index] == freshNodes[index]) {
                    let a = oldNodes[index], b = freshNodes[index]
                    guard a.id == b.id, a.parentId == b.parentId, a.hidden == b.hidden, a.origin == b.origin else {
                        structural = true
                        return
                    }
                    if a.selected != b.selected { noteSelection(nodeId: b.id, selected: b.selected) }
                    if a.selected != b.selected || a.zIndex != b.zIndex { needsOrder = true }
                    changed.append(b.id)
                    // Selection, style or data alone leave the geometry as it is.
                    if a.position != b.position || a.width != b.width || a.height != b.height
                        || a.measured != b.measured {
                        moved.append(b.id)
                    }
                    if a.sourcePosition != b.sourcePosition || a.targetPosition != b.targetPosition {
                        sidesChanged.append(b.id)
                    }
                }
            }
        }
        if structural { return rebuildAll() }
        guard !changed.isEmpty else { return }
        nodesDidChange()
        updateGeometry(of: moved)
        // Edges attach to a node's default sides when its content renders no handles.
        for id in sidesChanged { for edgeId in edgesByNode[id] ?? [] { recomputeEdge(edgeId) } }
        if needsOrder { restack(changed) }
        for id in changed { noteSize(of: id) }
        // Style or selection changes repaint the node even when it did not move; past a few thousand nodes one
        // full repaint is cheaper than converting each rectangle.
        if changed.count > 2_000 { return delegate?.storeNeedsFullDisplay() ?? () }
        for id in changed {
            if let record = records[id] { damageFlowRect(record.geometry.bounds.insetBy(dx: -4, dy: -4)) }
        }
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

    func ingestEdges(_ newEdges: [Edge<EdgeData>]) {
        let old = edges
        edges = newEdges
        guard old.count == newEdges.count else { return rebuildEdgesAndDamage() }
        var changed: [String] = []
        var needsOrder = false
        var structural = false
        old.withUnsafeBufferPointer { oldEdges in
            newEdges.withUnsafeBufferPointer { freshEdges in
                for index in Self.possiblyChangedIndices(oldEdges, freshEdges)
                where !(oldEdges[index] == freshEdges[index]) {
                    let a = oldEdges[index], b = freshEdges[index]
                    guard a.id == b.id, a.source == b.source, a.target == b.target else {
                        structural = true
                        return
                    }
                    if a.selected != b.selected { noteSelection(edgeId: b.id, selected: b.selected) }
                    if a.zIndex != b.zIndex { needsOrder = true }
                    changed.append(b.id)
                }
            }
        }
        if structural { return rebuildEdgesAndDamage() }
        for id in changed {
            guard let index = edgeRecords[id]?.index, index < newEdges.count else { continue }
            let edge = newEdges[index]
            edgeRecords[id]?.edge = configuration.defaultEdgeOptions?.applied(to: edge) ?? edge
            recomputeEdge(id)
        }
        if needsOrder { recomputeRanks() }
    }

    private func rebuildEdgesAndDamage() {
        rebuildEdges()
        delegate?.storeNeedsFullDisplay()
    }
}
