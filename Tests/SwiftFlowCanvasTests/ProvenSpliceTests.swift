import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// Proven change lists that only remove or only insert (Delete, its undo) taken without the by-id diff, and
/// large proven selection lists taken by one walk over the records: the store must end up exactly as the
/// comparing ingest leaves it. Expected values are worked out from the grid by hand.
@MainActor
@Suite struct ProvenSpliceTests {
    // MARK: - ListSplice

    @Test func removalsShiftEachKeptIndexByTheRemovalsBeforeIt() {
        // a b c d e f without b (1) and d (3): a c e f.
        let splice = ListSplice(removing: [3, 1])
        #expect([0, 2, 4, 5].map(splice.newIndex(ofOld:)) == [0, 1, 2, 3])
    }

    @Test func insertionsShiftEachKeptIndexByTheInsertionsBeforeIt() throws {
        // a b c d with X at 1 and Y at 3: a X b Y c d.
        let splice = try #require(ListSplice(insertingAt: [1, 3]))
        #expect([0, 1, 2, 3].map(splice.newIndex(ofOld:)) == [0, 2, 4, 5])
        // Two insertions side by side at the front: X Y a b.
        let front = try #require(ListSplice(insertingAt: [0, 1]))
        #expect([0, 1].map(front.newIndex(ofOld:)) == [2, 3])
        #expect(ListSplice(insertingAt: [3, 1]) == nil)
    }

    @Test func insertionPlacesFollowTheApplyFunctions() {
        // Into 4 kept elements: 1, then 3 (of 5), then no index appends at 6; out of range appends too.
        #expect(ListSplice.places(ofInsertions: [1, 3, nil], into: 4) == [1, 3, 6])
        #expect(ListSplice.places(ofInsertions: [9], into: 4) == [4])
        // Descending requests are inserted one at a time by the apply functions: not a splice.
        #expect(ListSplice.places(ofInsertions: [3, 1], into: 4) == nil)
    }

    // MARK: - SelectionFlips

    @Test func flipsReadTheSelectedColumn() {
        let (nodes, _) = GridGraph.make(count: 4)
        var new = nodes
        new[1].selected = true
        new[3].selected = true
        var old = nodes
        old[3].selected = true
        old[2].selected = true
        #expect(SelectionFlips.flips(old, new, flag: \Node<String>.selected)
                == [SelectionFlips.unchanged, SelectionFlips.selected, SelectionFlips.deselected,
                    SelectionFlips.unchanged])
        #expect(SelectionFlips.flips(old, Array(new.prefix(3)), flag: \Node<String>.selected) == nil)
    }

    // MARK: - Delete and undo

    @Test func aProvenDeletionIsSplicedOut() {
        let rig = GridStoreRig()
        rig.emit([.remove("n11"), .remove("n55")],
                 [.remove("e10"), .remove("e11"), .remove("e54"), .remove("e55")])
        rig.update()
        #expect(rig.store.splicedIngests == 2)
        #expect(rig.store.nodes.count == 98 && rig.store.edges.count == 86)
        // Kept nodes close up: n12 was 12, n56 was 56 (two removed before it), n99 last.
        #expect(rig.store.listIndex(ofNode: "n10") == 10)
        #expect(rig.store.listIndex(ofNode: "n12") == 11)
        #expect(rig.store.listIndex(ofNode: "n56") == 54)
        #expect(rig.store.listIndex(ofNode: "n99") == 97)
        #expect(rig.store.listIndex(ofNode: "n11") == nil)
        // e12 was at 11 (e9 is missing), after e10 and e11 went: 9; e56 was at 51, four removed before it: 47.
        #expect(rig.store.listIndex(ofEdge: "e12") == 9)
        #expect(rig.store.listIndex(ofEdge: "e56") == 47)
        #expect(rig.store.edge(id: "e98")?.target == "n99")
        #expect(rig.store.edgeIds(connectedTo: "n12") == ["e12"])
        #expect(rig.store.edgeIds(connectedTo: "n11").isEmpty)
        // Nothing is left where n11 stood (200, 100).
        #expect(rig.store.nodeIds(in: CGRect(x: 210, y: 110, width: 80, height: 30), partially: true).isEmpty)
        #expect(rig.recordsMatchLists)
    }

    @Test func aProvenUndoIsSplicedBackIn() {
        let rig = GridStoreRig()
        let (nodes, edges) = GridGraph.make(count: 100)
        rig.emit([.remove("n11"), .remove("n55")],
                 [.remove("e10"), .remove("e11"), .remove("e54"), .remove("e55")])
        rig.update()
        // What undo emits: the nodes and edges at their old indices, ascending.
        rig.emit([.add(item: nodes[11], index: 11), .add(item: nodes[55], index: 55)],
                 [.add(item: edges[9], index: 9), .add(item: edges[10], index: 10),
                  .add(item: edges[49], index: 49), .add(item: edges[50], index: 50)])
        rig.update()
        #expect(rig.store.splicedIngests == 4)
        #expect(rig.store.nodes.map(\.id) == nodes.map(\.id) && rig.store.edges.map(\.id) == edges.map(\.id))
        #expect(rig.store.listIndex(ofNode: "n55") == 55 && rig.store.listIndex(ofNode: "n99") == 99)
        #expect(rig.store.listIndex(ofEdge: "e56") == 51)
        #expect(rig.store.edgeIds(connectedTo: "n11") == ["e10", "e11"])
        // n55 is back at (1000, 500); e54 ends at its left side's middle.
        #expect(rig.store.geometry(of: "n55")?.bounds == CGRect(x: 1000, y: 500, width: 100, height: 50))
        #expect(rig.store.edgeEndpoints(of: "e54")?.target == CGPoint(x: 1000, y: 525))
        #expect(rig.store.nodeIds(in: CGRect(x: 210, y: 110, width: 80, height: 30), partially: true) == ["n11"])
        #expect(rig.recordsMatchLists)
    }

    /// The records live in dense slots (`RecordTable`): deleted records' slots take the kept tail ones, an undone
    /// record comes back at the end, and each id still finds its own record and list position.
    @Test func slotsAfterDeleteAndUndoNameTheirOwnRecords() {
        let rig = GridStoreRig()
        let (nodes, edges) = GridGraph.make(count: 100)
        rig.emit([.remove("n11"), .remove("n55")],
                 [.remove("e10"), .remove("e11"), .remove("e54"), .remove("e55")])
        rig.update()
        // Slots followed the list at the rebuild. One batch frees slots 11 and 55 and the table shrinks to 98:
        // the kept tail records n98 (slot 98) and n99 (99) fill them in order.
        #expect(rig.store.records.keys[11] == "n98" && rig.store.records.keys[55] == "n99")
        #expect(rig.store.records.index(forKey: "n99") == 55)
        // n99 is the last node: (1800, 900), list index 97 after two removals.
        #expect(rig.store.records["n99"]?.geometry.bounds == CGRect(x: 1800, y: 900, width: 100, height: 50))
        #expect(rig.store.records.position(of: "n99") == 97)
        // 90 edges, e(i) in slot i − i/10; the table shrinks to 86, and the tail e95…e98 (slots 86…89) fills the
        // freed slots 9 (e10), 10 (e11), 49 (e54), 50 (e55) in order.
        #expect(Array(rig.store.edgeRecords.keys[9...10]) == ["e95", "e96"])
        #expect(Array(rig.store.edgeRecords.keys[49...50]) == ["e97", "e98"])
        // e98 ran from n98 to n99: list index 89 − 4 = 85, source end on n98's right side (1700, 925).
        #expect(rig.store.edgeRecords.position(of: "e98") == 85)
        #expect(rig.store.edgeEndpoints(of: "e98")?.source == CGPoint(x: 1700, y: 925))
        rig.emit([.add(item: nodes[11], index: 11), .add(item: nodes[55], index: 55)],
                 [.add(item: edges[9], index: 9), .add(item: edges[10], index: 10),
                  .add(item: edges[49], index: 49), .add(item: edges[50], index: 50)])
        rig.update()
        // Undone records are appended: n11 to slot 98, n55 to 99; e10, e11, e54, e55 to 86…89.
        #expect(Array(rig.store.records.keys[98...99]) == ["n11", "n55"])
        #expect(Array(rig.store.edgeRecords.keys[86...89]) == ["e10", "e11", "e54", "e55"])
        #expect(rig.store.records["n11"]?.geometry.bounds == CGRect(x: 200, y: 100, width: 100, height: 50))
        #expect(rig.store.records.position(of: "n99") == 99 && rig.store.edgeRecords.position(of: "e98") == 89)
        for slot in rig.store.records.startIndex..<rig.store.records.endIndex {
            #expect(rig.store.records.index(forKey: rig.store.records.keys[slot]) == slot)
        }
        #expect(rig.recordsMatchLists)
    }

    /// Past `RetiredSplices.threshold` elements, the splice record an ingest replaces waits in the store's
    /// `retiredSplices` until the main queue frees it (after an undo it may hold the last references to the
    /// deletion's lists). Delete, undo and redo built from the records, three rounds, stay exact: the same
    /// lists, positions, links and geometry, whether the retired records were freed in between or not.
    @Test func replacedSpliceRecordsWaitForTheMainQueueAndUndoRedoStayExact() throws {
        let rig = GridStoreRig(count: 5_000)
        #expect(rig.nodes.count + rig.edges.count >= RetiredSplices.threshold)
        let (nodes, edges) = GridGraph.make(count: 5_000)
        // n11's edges are e10 (n10 → n11) and e11 (n11 → n12); n4321's are e4320 and e4321.
        let nodeRemovals: [NodeChange<String>] = [.remove("n11"), .remove("n4321")]
        let edgeRemovals: [EdgeChange<EmptyEdgeData>] = [.remove("e10"), .remove("e11"), .remove("e4320"),
                                                         .remove("e4321")]
        // The records name lists by their buffers: undo restores the app's very lists from before the deletion.
        let original = (nodes: rig.nodes, edges: rig.edges)
        rig.emit(nodeRemovals, edgeRemovals)
        rig.update()
        // The first ingest replaced no record.
        #expect(rig.store.retiredSplices.count == 0)
        for round in 0..<3 {
            let deleted = (nodes: rig.nodes, edges: rig.edges)
            #expect(rig.store.nodes.count == 4_998 && rig.store.edges.count == 4_496)
            // n4322 moves up by the two removed nodes before it.
            #expect(rig.store.listIndex(ofNode: "n4322") == 4_320 && rig.store.edgeIds(connectedTo: "n11").isEmpty)
            // Undo, as `EditingCommands` builds it: the additions the record gives back.
            let nodeUndo = try #require(rig.store.restoringChanges(nodes: original.nodes, from: rig.nodes))
            let edgeUndo = try #require(rig.store.restoringChanges(edges: original.edges, from: rig.edges))
            #expect(nodeUndo.count == 2 && edgeUndo.count == 4)
            rig.emit(nodeUndo, edgeUndo)
            rig.update()
            // The deletion's two records (4,998 + 5,000 nodes, 4,496 + 4,500 edges) wait to be freed, after
            // the redo's two of the round before when those were not freed.
            #expect(rig.store.retiredSplices.count == (round == 2 ? 6 : 2))
            #expect(rig.nodes == nodes && rig.edges == edges)
            #expect(rig.store.nodes.map(\.id) == nodes.map(\.id) && rig.store.edges.map(\.id) == edges.map(\.id))
            // n4321 is back at column 1, row 432: (200, 43200); e10 and e11 list under n11 again.
            #expect(rig.store.geometry(of: "n4321")?.bounds == CGRect(x: 200, y: 43_200, width: 100, height: 50))
            #expect(rig.store.edgeIds(connectedTo: "n11") == ["e10", "e11"])
            #expect(rig.recordsMatchLists)
            // Redo: the removals again, from the record the undo left.
            let nodeRedo = try #require(rig.store.restoringChanges(nodes: deleted.nodes, from: rig.nodes))
            let edgeRedo = try #require(rig.store.restoringChanges(edges: deleted.edges, from: rig.edges))
            #expect(nodeRedo.map(\.id) == ["n11", "n4321"] && edgeRedo.map(\.id) == ["e10", "e11", "e4320", "e4321"])
            rig.emit(nodeRedo, edgeRedo)
            rig.update()
            #expect(rig.nodes == deleted.nodes && rig.edges == deleted.edges)
            #expect(rig.recordsMatchLists)
            // What the queued block does after a frame; the second round keeps its records a round longer.
            if round != 1 {
                rig.store.retiredSplices.release()
                #expect(rig.store.retiredSplices.count == 0)
            }
        }
        #expect(rig.store.nodes.map(\.id) == nodes.map(\.id).filter { $0 != "n11" && $0 != "n4321" })
        // 2 for the first deletion, then 4 a round (undo and redo, nodes and edges).
        #expect(rig.store.splicedIngests == 14)
    }

    /// Records of short lists are freed on the spot: nothing waits for the main queue.
    @Test func shortSpliceRecordsAreNotKept() {
        let rig = GridStoreRig()
        let (nodes, edges) = GridGraph.make(count: 100)
        rig.emit([.remove("n11")], [.remove("e10"), .remove("e11")])
        rig.update()
        rig.emit([.add(item: nodes[11], index: 11)], [.add(item: edges[9], index: 9), .add(item: edges[10], index: 10)])
        rig.update()
        #expect(rig.store.splicedIngests == 4)
        #expect(rig.store.retiredSplices.count == 0)
    }

    /// Removals out of list order, with an id named twice and one the store lacks: each element goes once, as
    /// `applyNodeChanges` / `applyEdgeChanges` take them (`RemovedSlotFilter` starts its set at the first
    /// position out of order).
    @Test func outOfOrderAndRepeatedRemovalsTakeEachElementOnce() {
        let rig = GridStoreRig()
        rig.emit([.remove("n55"), .remove("n11"), .remove("n55"), .remove("nX"), .remove("n11")],
                 [.remove("e55"), .remove("e10"), .remove("e11"), .remove("e10"), .remove("e54"), .remove("eX")])
        rig.update()
        #expect(rig.store.splicedIngests == 2)
        #expect(rig.store.nodes.count == 98 && rig.store.edges.count == 86)
        #expect(rig.store.listIndex(ofNode: "n11") == nil && rig.store.listIndex(ofNode: "n55") == nil)
        // n56 was at 56, n11 and n55 went before it: 54; e12 was at 11 (e9 is missing), e10 and e11 went: 9;
        // e56 was at 51, four went before it: 47.
        #expect(rig.store.listIndex(ofNode: "n56") == 54)
        #expect(rig.store.listIndex(ofEdge: "e12") == 9 && rig.store.listIndex(ofEdge: "e56") == 47)
        #expect(rig.store.edgeIds(connectedTo: "n12") == ["e12"])
        #expect(rig.recordsMatchLists)
    }

    /// A list that both removes and adds, or adds an id the store already has, is not a splice: the comparing
    /// ingest takes it, with the same result.
    @Test func mixedOrRepeatedChangesAreCompared() {
        let rig = GridStoreRig()
        let extra = Node(id: "x", position: XYPosition(x: 0, y: 2000), data: "x", width: 100, height: 50)
        rig.emit([.remove("n3"), .add(item: extra, index: 0)], [])
        rig.update()
        #expect(rig.store.splicedIngests == 0)
        #expect(rig.store.listIndex(ofNode: "x") == 0 && rig.store.listIndex(ofNode: "n4") == 4)
        #expect(rig.recordsMatchLists)
    }

    // MARK: - Large selections

    /// 5,000 nodes and 4,500 edges: past the threshold, selection lists are taken by the walk over the records.
    @Test func aLargeSelectionIsTakenByOneWalk() {
        let rig = GridStoreRig(count: 5_000)
        #expect(rig.nodes.count >= CanvasStore<String, EmptyEdgeData>.bulkSelectionThreshold)
        rig.emit(rig.nodes.map { .selection($0.id, true) }, rig.edges.map { .selection($0.id, true) })
        rig.update()
        #expect(rig.store.provenIngests == 2)
        #expect(rig.store.selectedNodeIds.count == 5_000 && rig.store.selectedEdgeIds.count == 4_500)
        #expect(rig.store.records["n4321"]?.z == 1000)
        #expect(rig.store.edgeRecords["e4321"]?.edge.selected == true)
        // Deselecting all but n7 and e7 (in list order, as select-all emits).
        rig.emit(rig.nodes.filter { $0.id != "n7" }.map { .selection($0.id, false) },
                 rig.edges.filter { $0.id != "e7" }.map { .selection($0.id, false) })
        rig.update()
        #expect(rig.store.selectedNodeIds == ["n7"] && rig.store.selectedEdgeIds == ["e7"])
        #expect(rig.store.records["n4321"]?.z == 0 && rig.store.records["n7"]?.z == 1000)
        #expect(rig.store.edgeRecords["e4321"]?.edge.selected == false)
        #expect(rig.store.nodesBottomToTop.last == "n7")
    }

    // MARK: - SwiftFlowStore

    /// Selection lists naming more than a quarter of the list: the store's selected set is read from the
    /// updated list instead of updated id by id; both must give the same sets.
    @Test func swiftFlowStoreTakesLargeSelectionsFromTheList() {
        let (nodes, edges) = GridGraph.make(count: 10)
        let store = SwiftFlowStore(nodes: nodes, edges: edges)
        store.onNodesChange(nodes.map { .selection($0.id, true) })
        #expect(store.selectedNodeIds == Set((0..<10).map { "n\($0)" }))
        // Three of ten (more than a quarter) with a removal in the same batch.
        store.onNodesChange([.selection("n1", false), .selection("n2", false), .selection("n3", false),
                             .remove("n4"), .selection("unknown", true)])
        #expect(store.selectedNodeIds == ["n0", "n5", "n6", "n7", "n8", "n9"])
        // One of nine takes the id-by-id path.
        store.onNodesChange([.selection("n9", false)])
        #expect(store.selectedNodeIds == ["n0", "n5", "n6", "n7", "n8"])
        // Edges e0…e8 (e9 would leave the grid): select three, then all.
        store.onEdgesChange([.selection("e0", true), .selection("e4", true), .selection("e8", true)])
        #expect(store.selectedEdgeIds == ["e0", "e4", "e8"])
        store.onEdgesChange(edges.map { .selection($0.id, $0.id != "e4") })
        #expect(store.selectedEdgeIds == Set(["e0", "e1", "e2", "e3", "e5", "e6", "e7", "e8"]))
    }
}
