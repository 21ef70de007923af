import Foundation
import Testing
@testable import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// A redo's removals carry their list positions as a Delete's do, and a proven node removal takes the records
/// and index entries out by the slots and hashes it found them with. Values worked out from the grid by hand.
@MainActor
@Suite struct DeleteRedoTargetsTests {
    /// 30 nodes 100 × 50 on a 10-column grid every 200 × 100; edge e(i): n(i) → n(i+1) along each row (none from
    /// the last column), so e(i) sits at list index i − i/10.
    private static func grid() -> ([Node<String>], [Edge<EmptyEdgeData>]) {
        let nodes = (0..<30).map { index in
            Node(id: "n\(index)", position: XYPosition(x: Double(index % 10) * 200, y: Double(index / 10) * 100),
                 data: "\(index)", width: 100, height: 50)
        }
        let edges = (0..<30).filter { $0 % 10 != 9 }.map { index in
            Edge<EmptyEdgeData>(id: "e\(index)", source: "n\(index)", target: "n\(index + 1)")
        }
        return (nodes, edges)
    }

    /// A store and an app's lists; `emit` does what the canvas's callback wrapper does.
    private final class Lists {
        let store = CanvasStore<String, EmptyEdgeData>()
        var nodes: [Node<String>]
        var edges: [Edge<EmptyEdgeData>]

        init() {
            (nodes, edges) = DeleteRedoTargetsTests.grid()
            store.viewSize = CGSize(width: 2000, height: 1000)
            store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        }

        func emit(_ nodeChanges: [NodeChange<String>], _ edgeChanges: [EdgeChange<EmptyEdgeData>]) {
            store.noteEmitted(nodeChanges: nodeChanges)
            store.noteEmitted(edgeChanges: edgeChanges)
            nodes = applyNodeChanges(nodeChanges, nodes: nodes)
            edges = applyEdgeChanges(edgeChanges, edges: edges)
            store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        }

        /// Every record's position names its own element, every element has a record, and each node is in the
        /// spatial index exactly where its box is.
        var consistent: Bool {
            store.records.count == store.nodes.count && store.edgeRecords.count == store.edges.count
                && store.records.allSatisfy { store.nodes[$0.position].id == $0.key }
                && store.edgeRecords.allSatisfy { store.edges[$0.position].id == $0.key }
        }
    }

    /// Delete n12 and n25 (edges e11, e12, e24, e25 at list indices 10, 11, 22, 23), undo, redo: the redo's
    /// removal lists are registered with those positions in the current lists, and applying them gives the
    /// deleted lists again.
    @Test func aRedoRegistersItsRemovalPositions() throws {
        let lists = Lists()
        let original = (nodes: lists.nodes, edges: lists.edges)
        lists.emit([.remove("n12"), .remove("n25")],
                   [.remove("e11"), .remove("e12"), .remove("e24"), .remove("e25")])
        let deleted = (nodes: lists.nodes, edges: lists.edges)
        #expect(deleted.nodes.count == 28 && deleted.edges.count == 23)
        let nodeUndo = try #require(lists.store.restoringChanges(nodes: original.nodes, from: lists.nodes))
        let edgeUndo = try #require(lists.store.restoringChanges(edges: original.edges, from: lists.edges))
        lists.emit(nodeUndo, edgeUndo)
        #expect(lists.nodes.map(\.id) == original.nodes.map(\.id) && lists.edges.map(\.id) == original.edges.map(\.id))
        let nodeRedo = try #require(lists.store.restoringChanges(nodes: deleted.nodes, from: lists.nodes))
        let edgeRedo = try #require(lists.store.restoringChanges(edges: deleted.edges, from: lists.edges))
        #expect(RemovalTargets.lookUp(changes: nodeRedo, input: lists.nodes) == [12, 25])
        #expect(RemovalTargets.lookUp(changes: edgeRedo, input: lists.edges) == [10, 11, 22, 23])
        lists.emit(nodeRedo, edgeRedo)
        #expect(lists.nodes.map(\.id) == deleted.nodes.map(\.id) && lists.edges.map(\.id) == deleted.edges.map(\.id))
        #expect(lists.consistent)
    }

    /// A removal list out of list order that names n17 twice: each node goes once (the slots found by the
    /// proven removal), n17's box at (1400, 100) and n4's at (800, 0) no longer hit, their neighbours still do,
    /// and the kept records still name their elements.
    @Test func aNodeRemovalOutOfOrderTakesEachRecordOnce() {
        let lists = Lists()
        lists.emit([.remove("n17"), .remove("n4"), .remove("n17")], [.remove("e3"), .remove("e4"), .remove("e16"),
                                                                   .remove("e17")])
        #expect(lists.store.nodes.count == 28 && lists.store.edges.count == 23)
        #expect(lists.store.records.index(forKey: "n17") == nil && lists.store.records.index(forKey: "n4") == nil)
        #expect(lists.store.nodeIds(in: CGRect(x: 1410, y: 110, width: 10, height: 10), partially: true).isEmpty)
        #expect(lists.store.nodeIds(in: CGRect(x: 810, y: 10, width: 10, height: 10), partially: true).isEmpty)
        // The index itself holds neither (not only filtered out by the records), and 28 entries.
        #expect(lists.store.nodeIndex.query(CGRect(x: 1410, y: 110, width: 10, height: 10)).isEmpty)
        #expect(lists.store.nodeIndex.query(CGRect(x: 810, y: 10, width: 10, height: 10)).isEmpty)
        #expect(lists.store.nodeIndex.count == 28 && !lists.store.nodeIndex.contains("n17"))
        // n16 at (1200, 100) and n5 at (1000, 0) stay.
        #expect(lists.store.nodeIds(in: CGRect(x: 1210, y: 110, width: 10, height: 10), partially: true) == ["n16"])
        #expect(lists.store.nodeIds(in: CGRect(x: 1010, y: 10, width: 10, height: 10), partially: true) == ["n5"])
        // n18 moved up by the two removed nodes before it: index 16.
        #expect(lists.store.listIndex(ofNode: "n18") == 16)
        #expect(lists.consistent)
    }

    /// Removing some of the selected nodes takes their ids out of the selection; removing the last selected ones
    /// empties it (at once), and the selection stamp moves each time. n3, n4 and n5 selected; n3 and n4 deleted
    /// (edges e2, e3, e4), then n5 (edge e5).
    @Test func removingSelectedNodesUpdatesTheSelection() {
        let lists = Lists()
        lists.emit([.selection("n3", true), .selection("n4", true), .selection("n5", true)], [])
        #expect(lists.store.selectedNodeIds == ["n3", "n4", "n5"] && lists.store.selectedNodeCount == 3)
        let before = lists.store.selectionRevision
        lists.emit([.remove("n3"), .remove("n4")], [.remove("e2"), .remove("e3"), .remove("e4")])
        #expect(lists.store.selectedNodeIds == ["n5"] && lists.store.selectedNodeCount == 1)
        let middle = lists.store.selectionRevision
        #expect(middle != before)
        lists.emit([.remove("n5")], [.remove("e5")])
        #expect(lists.store.selectedNodeIds.isEmpty && lists.store.selectedNodeCount == 0)
        #expect(lists.store.selectionRevision != middle)
        #expect(lists.store.nodes.count == 27 && lists.store.nodes.allSatisfy { !$0.selected })
        #expect(lists.consistent)
    }
}
