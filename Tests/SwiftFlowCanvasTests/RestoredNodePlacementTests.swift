import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// The nodes an undone Delete puts back are placed by slot (`placeInsertedTopLevelNodes`) when the graph has no
/// parents: after every sequence here each node's geometry, z, depth, selection, list position, index entry and
/// size bookkeeping equal what a fresh store works out from the same lists, and the boxes checked by hand lie where
/// the grid puts them.
@MainActor
@Suite struct RestoredNodePlacementTests {
    @Test func anUndoneDeletePlacesTheNodesBySlot() throws {
        let rig = GridStoreRig()
        rig.delete(["n11", "n55"])
        #expect(rig.store.nodeIndex.rect(for: "n55") == nil && rig.store.measuredSizes["n55"] == nil)
        try rig.undo()
        #expect(rig.store.slotPlacedNodeCount == 2)
        // n55: column 5, row 5 → (1000, 500), 100 × 50; the only node under (1040, 520).
        #expect(rig.store.records["n55"]?.geometry.bounds == CGRect(x: 1000, y: 500, width: 100, height: 50))
        #expect(rig.store.nodeIndex.query(CGRect(x: 1040, y: 520, width: 1, height: 1)) == ["n55"])
        #expect(rig.store.records.position(of: "n11") == 11 && rig.store.records.position(of: "n55") == 55)
        // A fixed size measures as itself; not selected, no zIndex: z 0.
        #expect(rig.store.measuredSizes["n55"] == CGSize(width: 100, height: 50))
        #expect(rig.store.records["n11"]?.z == 0 && !rig.store.unmeasured.contains("n11"))
        rig.expectNodes(as: rig.fresh())
    }

    /// Deleted selected, they come back selected: in the selection and raised by `ZOrder.selectedElevation`.
    @Test func selectedNodesComeBackSelectedAndRaised() throws {
        let rig = GridStoreRig()
        rig.select(["n11", "n55"])
        rig.delete(["n11", "n55"])
        #expect(rig.store.selectedNodeIds.isEmpty)
        try rig.undo()
        #expect(rig.store.slotPlacedNodeCount == 2)
        #expect(rig.store.selectedNodeIds == ["n11", "n55"])
        #expect(rig.store.records["n55"]?.z == 1000 && rig.store.records["n55"]?.selected == true)
        #expect(rig.store.nodesBottomToTop.suffix(2) == ["n11", "n55"])
        rig.expectNodes(as: rig.fresh())
    }

    /// n10 has no fixed size: measured 120 × 60, deleted (its measurement forgotten with it) and put back, it waits
    /// to be measured again with an empty box, as in a store that never saw it measured.
    @Test func aMeasuredNodeComesBackUnmeasured() throws {
        let rig = GridStoreRig(unsized: [10])
        rig.store.setMeasuredSizes([(id: "n10", size: CGSize(width: 120, height: 60))])
        #expect(!rig.store.unmeasured.contains("n10"))
        rig.delete(["n10", "n55"])
        try rig.undo()
        #expect(rig.store.slotPlacedNodeCount == 2)
        #expect(rig.store.unmeasured == ["n10"] && rig.store.measuredSizes["n10"] == nil)
        #expect(rig.store.nodeIndex.rect(for: "n10") == nil)
        rig.expectNodes(as: rig.fresh())
        // Measured again: where a fresh store measured the same puts it, (0, 100) 120 × 60.
        rig.store.setMeasuredSizes([(id: "n10", size: CGSize(width: 120, height: 60))])
        #expect(rig.store.records["n10"]?.geometry.bounds == CGRect(x: 0, y: 100, width: 120, height: 60))
        rig.expectNodes(as: rig.fresh(measured: [(id: "n10", size: CGSize(width: 120, height: 60))]))
    }

    @Test func undoRedoUndoPlacesBySlotEachTime() throws {
        let rig = GridStoreRig()
        rig.select(["n55"])
        rig.delete(["n11", "n55"])
        try rig.undo()
        try rig.redo()
        #expect(rig.store.records["n55"] == nil && rig.store.nodes.count == 98)
        rig.expectNodes(as: rig.fresh())
        try rig.undo()
        #expect(rig.store.slotPlacedNodeCount == 4)
        rig.expectNodes(as: rig.fresh())
    }

    /// With a parent anywhere in the graph the general path links and places them (and gives the same result).
    @Test func aGraphWithAParentTakesTheGeneralPath() throws {
        let rig = GridStoreRig(childOfFirst: [1])
        // n1 sits in n0 at (20, 10).
        #expect(rig.store.records["n1"]?.geometry.bounds == CGRect(x: 20, y: 10, width: 100, height: 50))
        rig.delete(["n11", "n55"])
        try rig.undo()
        #expect(rig.store.slotPlacedNodeCount == 0)
        #expect(rig.store.records["n55"]?.geometry.bounds == CGRect(x: 1000, y: 500, width: 100, height: 50))
        rig.expectNodes(as: rig.fresh())
    }
}

private extension GridStoreRig {
    /// Every node's record, list position and index entry, the size tables, the selection and the paint order
    /// as `fresh` has them.
    func expectNodes(as fresh: CanvasStore<String, EmptyEdgeData>,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store.records.count == fresh.records.count, sourceLocation: sourceLocation)
        for (id, expected, position) in fresh.records {
            guard let record = store.records[id] else {
                Issue.record("no record for \(id)", sourceLocation: sourceLocation)
                continue
            }
            #expect(store.records.position(of: id) == position, "\(id)", sourceLocation: sourceLocation)
            #expect(record.geometry == expected.geometry && record.z == expected.z
                    && record.depth == expected.depth && record.parentId == expected.parentId
                    && record.selected == expected.selected, "\(id)", sourceLocation: sourceLocation)
            #expect(store.nodeIndex.rect(for: id) == fresh.nodeIndex.rect(for: id), "\(id)",
                    sourceLocation: sourceLocation)
        }
        #expect(store.nodeIndex.count == fresh.nodeIndex.count, sourceLocation: sourceLocation)
        #expect(store.measuredSizes == fresh.measuredSizes, sourceLocation: sourceLocation)
        #expect(store.unmeasured == fresh.unmeasured, sourceLocation: sourceLocation)
        #expect(store.selectedNodeIds == fresh.selectedNodeIds, sourceLocation: sourceLocation)
        #expect(store.nodesBottomToTop == fresh.nodesBottomToTop, sourceLocation: sourceLocation)
    }
}
