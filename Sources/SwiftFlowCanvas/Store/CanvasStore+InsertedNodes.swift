import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Placing the nodes of a proven insertion (the undo of a Delete, its redo's undo, a paste) by slot.
///
/// `splicedNodeDiff` appends the inserted records in order, so the k-th added node's record is in slot
/// `firstAddedSlot + k` and its list entry at that slot's position: nothing needs a lookup by id. The general
/// path (`link`, `placeAdded`, `restackAfter`) looked each id up five to eight times and built sets of the ids
/// (~35,000 instructions a node at 100,000 nodes, callgrind 2026-12-03). When the graph has no parents at all,
/// linking a new top-level node finds nothing to do, and each node is placed and stacked on its own.
extension CanvasStore {
    /// `applyNodeDiff` for a diff that only adds top-level nodes, appended in order from `diff.firstAddedSlot`,
    /// to a graph without parents, orphans or a cycle; the same work in the same order as the general path.
    /// Returns false, having changed nothing, for any other diff.
    func placeInsertedTopLevelNodes(_ diff: NodeListDiff) -> Bool {
        guard let first = diff.firstAddedSlot, !diff.added.isEmpty, diff.removed.isEmpty, diff.changed.isEmpty,
              !diff.reordered, diff.addedHashes.count == diff.added.count, first + diff.added.count == records.count,
              !hasParentCycle, childrenById.isEmpty, orphanIds.isEmpty else { return false }
        let positions = records.positions
        let count = diff.added.count
        return nodes.withUnsafeBufferPointer { list -> Bool in
            guard let base = list.baseAddress else { return false }
            // A node with a parent needs `link` (and its parent placed first): the general path, before any change.
            for k in 0..<count {
                let index = positions[first + k]
                guard index < list.count, (base + index).pointee.parentId == nil else { return false }
            }
            nodesDidChange()
            // `link`: no parent to resolve, no children, depth 0 (the placeholder's); only a misused extent is said.
            for k in 0..<count where (base + positions[first + k]).pointee.extent == .parent {
                let id = diff.added[k]
                reportOnce("extent:\(id)", code: CanvasErrorCode.parentExtentWithoutParent,
                           message: "error.parentExtent", .string(id))
            }
            // `placeAdded`, all at depth 0: in list order.
            var damage: [CGRect] = []
            damage.reserveCapacity(count)
            for k in 0..<count {
                let slot = first + k
                let id = diff.added[k]
                let node = base + positions[slot]
                if node.pointee.selected { noteSelection(nodeSlot: slot, id: id, selected: true) }
                let geometry = computeGeometry(id, of: node, parentId: nil, parentTopLeft: .zero)
                records.values[slot].geometry = geometry
                if !node.pointee.hidden && geometry.isMeasured
                    && (outOfRangeIds.isEmpty || !outOfRangeIds.contains(id)) {
                    nodeIndex.insert(id, rect: geometry.bounds, hash: diff.addedHashes[k])
                }
                noteSize(of: id, node: node)
                nodeChanges.note(geometry.bounds)
                damage.append(geometry.bounds.insetBy(dx: -4, dy: -4))
                if let edgeIds = edgesByNode[id] { for edgeId in edgeIds { endpointMoved(edgeId) } }
            }
            damageFlowRects(damage)
            // `restackAfter`: no hierarchy came or went, so each node stacks on its own (`stackLocally`).
            let manual = configuration.zIndexMode == .manual
            for k in 0..<count {
                let slot = first + k
                let node = base + positions[slot]
                let elevation = node.pointee.selected && !manual ? ZOrder.selectedElevation : 0
                let z = FlowRange.clamp(zIndex: node.pointee.zIndex) + elevation
                stacksDidChange()
                records.values[slot].z = z
                delegate?.storeDidRestack(nodeId: diff.added[k], z: z)
            }
            stacksDidChange()
            slotPlacedNodeCount &+= count
            return true
        }
    }
}
