import Foundation
import Testing
@testable import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// A redo's removals carry their list positions as a Delete's do, a proven node removal takes the records and
/// index entries out by the slots and hashes it found them with, and removing the selected nodes updates the
/// selection. Values worked out from the grid (`GridGraph`, 30 nodes) by hand.
@MainActor
@Suite struct DeleteRedoTargetsTests {
    /// Delete n12 and n25 (edges e11, e12, e24, e25 at list indices 10, 11, 22, 23), undo, redo: the redo's
    /// removal lists are registered with those positions in the current lists, and applying them gives the
    /// deleted lists again.
    @Test func aRedoRegistersItsRemovalPositions() throws {
        let rig = GridStoreRig(count: 30)
        let original = (nodes: rig.nodes, edges: rig.edges)
        rig.delete(["n12", "n25"])
        let deleted = (nodes: rig.nodes, edges: rig.edges)
        #expect(deleted.nodes.count == 28 && deleted.edges.count == 23)
        try rig.undo()
        #expect(rig.nodes.map(\.id) == original.nodes.map(\.id) && rig.edges.map(\.id) == original.edges.map(\.id))
        // The redo's changes, as `EditingCommands.redo` asks for them.
        let nodeRedo = try #require(rig.store.restoringChanges(nodes: deleted.nodes, from: rig.nodes))
        let edgeRedo = try #require(rig.store.restoringChanges(edges: deleted.edges, from: rig.edges))
        #expect(nodeRedo.map(\.id) == ["n12", "n25"] && edgeRedo.map(\.id) == ["e11", "e12", "e24", "e25"])
        #expect(RemovalTargets.lookUp(changes: nodeRedo, input: rig.nodes) == [12, 25])
        #expect(RemovalTargets.lookUp(changes: edgeRedo, input: rig.edges) == [10, 11, 22, 23])
        rig.emit(nodeRedo, edgeRedo)
        rig.update()
        #expect(rig.nodes.map(\.id) == deleted.nodes.map(\.id) && rig.edges.map(\.id) == deleted.edges.map(\.id))
        #expect(rig.store.nodes.count == 28 && rig.store.edges.count == 23)
        #expect(rig.recordsMatchLists)
    }

    /// A removal list out of list order that names n17 twice: each node goes once (the slots found by the
    /// proven removal), n17's box at (1400, 100) and n4's at (800, 0) are gone from the index itself, their
    /// neighbours stay, and the kept records still name their elements.
    @Test func aNodeRemovalOutOfOrderTakesEachRecordOnce() {
        let rig = GridStoreRig(count: 30)
        rig.emit([.remove("n17"), .remove("n4"), .remove("n17")],
                 [.remove("e3"), .remove("e4"), .remove("e16"), .remove("e17")])
        rig.update()
        #expect(rig.store.nodes.count == 28 && rig.store.edges.count == 23)
        #expect(rig.store.records.index(forKey: "n17") == nil && rig.store.records.index(forKey: "n4") == nil)
        #expect(rig.store.nodeIndex.query(CGRect(x: 1410, y: 110, width: 10, height: 10)).isEmpty)
        #expect(rig.store.nodeIndex.query(CGRect(x: 810, y: 10, width: 10, height: 10)).isEmpty)
        #expect(rig.store.nodeIndex.count == 28 && !rig.store.nodeIndex.contains("n17"))
        // n16 at (1200, 100) and n5 at (1000, 0) stay.
        #expect(rig.store.nodeIds(in: CGRect(x: 1210, y: 110, width: 10, height: 10), partially: true) == ["n16"])
        #expect(rig.store.nodeIds(in: CGRect(x: 1010, y: 10, width: 10, height: 10), partially: true) == ["n5"])
        // n18 moved up by the two removed nodes before it: index 16.
        #expect(rig.store.listIndex(ofNode: "n18") == 16)
        #expect(rig.recordsMatchLists)
    }

    /// Removing some of the selected nodes takes their ids out of the selection; removing the last selected ones
    /// empties it (at once), and the selection stamp moves each time. n3, n4 and n5 selected; n3 and n4 deleted
    /// (edges e2, e3, e4), then n5 (edge e5).
    @Test func removingSelectedNodesUpdatesTheSelection() {
        let rig = GridStoreRig(count: 30)
        rig.select(["n3", "n4", "n5"])
        #expect(rig.store.selectedNodeIds == ["n3", "n4", "n5"] && rig.store.selectedNodeCount == 3)
        let before = rig.store.selectionRevision
        rig.delete(["n3", "n4"])
        #expect(rig.store.selectedNodeIds == ["n5"] && rig.store.selectedNodeCount == 1)
        let middle = rig.store.selectionRevision
        #expect(middle != before)
        rig.delete(["n5"])
        #expect(rig.store.selectedNodeIds.isEmpty && rig.store.selectedNodeCount == 0)
        #expect(rig.store.selectionRevision != middle)
        #expect(rig.store.nodes.count == 27 && rig.store.nodes.allSatisfy { !$0.selected })
        #expect(rig.recordsMatchLists)
    }
}
