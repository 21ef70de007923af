import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Delete, Ctrl+Z and Ctrl+Shift+Z through `WindowRoot`, with the app applying the canvas's changes with
/// `applyNodeChanges` / `applyEdgeChanges` (or a `SwiftFlowStore`) and handing the new arrays back: the lists,
/// the selection, the store's records and every edge's route are held to values worked out by hand from the
/// spec's deletion rules (state-management.md: deletable flags, deletable descendants through `parentId`, every
/// edge of a removed node).
@MainActor
@Suite struct DeleteUndoGestureTests {
    /// p: a group at (50, 300), 300 × 200, selected; its children a (deletable) at (20, 40) and k (not
    /// deletable) at (160, 40), both 100 × 40; k's child k1 at (10, 10), 40 × 20. b (400, 0), c (400, 100) and
    /// d (600, 0, selected, not deletable), 100 × 40. Edges: e1 a→b, e2 b→c, e3 k→c, e4 c→d, e5 p→d (not
    /// deletable), e6 b→d (selected), e7 d→b (selected, not deletable).
    static func graph() -> ([Node<String>], [Edge<EmptyEdgeData>]) {
        let nodes = [
            Node(id: "p", position: XYPosition(x: 50, y: 300), data: "P", width: 300, height: 200, selected: true),
            Node(id: "a", position: XYPosition(x: 20, y: 40), data: "A", width: 100, height: 40, parentId: "p"),
            Node(id: "k", position: XYPosition(x: 160, y: 40), data: "K", width: 100, height: 40, parentId: "p",
                 deletable: false),
            Node(id: "k1", position: XYPosition(x: 10, y: 10), data: "K1", width: 40, height: 20, parentId: "k"),
            Node(id: "b", position: XYPosition(x: 400, y: 0), data: "B", width: 100, height: 40),
            Node(id: "c", position: XYPosition(x: 400, y: 100), data: "C", width: 100, height: 40),
            Node(id: "d", position: XYPosition(x: 600, y: 0), data: "D", width: 100, height: 40, selected: true,
                 deletable: false),
        ]
        let edges = [
            Edge<EmptyEdgeData>(id: "e1", source: "a", target: "b"),
            Edge<EmptyEdgeData>(id: "e2", source: "b", target: "c"),
            Edge<EmptyEdgeData>(id: "e3", source: "k", target: "c"),
            Edge<EmptyEdgeData>(id: "e4", source: "c", target: "d"),
            Edge<EmptyEdgeData>(id: "e5", source: "p", target: "d", deletable: false),
            Edge<EmptyEdgeData>(id: "e6", source: "b", target: "d", selected: true),
            Edge<EmptyEdgeData>(id: "e7", source: "d", target: "b", selected: true, deletable: false),
        ]
        return (nodes, edges)
    }

    /// Each edge's ends before the deletion: a node's source side is the middle of its right edge, its target
    /// side the middle of its left edge (no rendered handles), in absolute coordinates: a at (70, 340), k at
    /// (210, 340), p's right edge at x 350.
    static let routesBefore: [String: (CGPoint, CGPoint)] = [
        "e1": (CGPoint(x: 170, y: 360), CGPoint(x: 400, y: 20)),
        "e2": (CGPoint(x: 500, y: 20), CGPoint(x: 400, y: 120)),
        "e3": (CGPoint(x: 310, y: 360), CGPoint(x: 400, y: 120)),
        "e4": (CGPoint(x: 500, y: 120), CGPoint(x: 600, y: 20)),
        "e5": (CGPoint(x: 350, y: 400), CGPoint(x: 600, y: 20)),
        "e6": (CGPoint(x: 500, y: 20), CGPoint(x: 600, y: 20)),
        "e7": (CGPoint(x: 700, y: 20), CGPoint(x: 400, y: 20)),
    ]

    /// After deleting p (with a), e1 and e5 (edges of removed nodes) and e6: k lost its parent and is placed
    /// top-level at its own position (160, 40), so e3 now leaves (260, 60); the others keep their ends.
    static let routesAfter: [String: (CGPoint, CGPoint)] = [
        "e2": (CGPoint(x: 500, y: 20), CGPoint(x: 400, y: 120)),
        "e3": (CGPoint(x: 260, y: 60), CGPoint(x: 400, y: 120)),
        "e4": (CGPoint(x: 500, y: 120), CGPoint(x: 600, y: 20)),
        "e7": (CGPoint(x: 700, y: 20), CGPoint(x: 400, y: 20)),
    ]

    /// What the app received and holds.
    @MainActor
    final class Log {
        var nodeChanges: [[NodeChange<String>]] = []
        var edgeChanges: [[EdgeChange<EmptyEdgeData>]] = []
        var nodes: [Node<String>] = []
        var edges: [Edge<EmptyEdgeData>] = []
        /// Applies changes as the app's own (not the canvas's), set by the app's body.
        var apply: ([NodeChange<String>], [EdgeChange<EmptyEdgeData>]) -> Void = { _, _ in }
    }

    struct ArraysApp: View {
        let log: Log
        @State var nodes: [Node<String>]
        @State var edges: [Edge<EmptyEdgeData>]

        var body: some View {
            let log = log
            log.nodes = nodes
            log.edges = edges
            log.apply = { nodeChanges, edgeChanges in
                nodes = applyNodeChanges(nodeChanges, nodes: nodes)
                edges = applyEdgeChanges(edgeChanges, edges: edges)
            }
            return SwiftFlow(nodes: nodes, edges: edges,
                             onNodesChange: { changes in
                                 log.nodeChanges.append(changes)
                                 nodes = applyNodeChanges(changes, nodes: nodes)
                             },
                             onEdgesChange: { changes in
                                 log.edgeChanges.append(changes)
                                 edges = applyEdgeChanges(changes, edges: edges)
                             }) { node in
                Text(node.data)
            }
        }
    }

    struct StoreApp: View {
        let log: Log
        @ObservedObject var store: SwiftFlowStore<String, EmptyEdgeData>

        var body: some View {
            let log = log
            let store = store
            log.nodes = store.nodes
            log.edges = store.edges
            log.apply = { nodeChanges, edgeChanges in
                store.onNodesChange(nodeChanges)
                store.onEdgesChange(edgeChanges)
            }
            return SwiftFlow(nodes: store.nodes, edges: store.edges,
                             onNodesChange: { changes in
                                 log.nodeChanges.append(changes)
                                 store.onNodesChange(changes)
                             },
                             onEdgesChange: { changes in
                                 log.edgeChanges.append(changes)
                                 store.onEdgesChange(changes)
                             }) { node in
                Text(node.data)
            }
        }
    }

    private func key(_ root: WindowRoot, _ code: KeyCode, _ modifiers: EventModifiers = []) {
        root.handle(.keyDown(KeyEvent(keysym: code.rawValue, modifiers: modifiers)))
        root.update()
    }

    /// Every drawn edge's route ends and index entry, and nothing else in the edge index.
    private func expectRoutes(_ store: CanvasStore<String, EmptyEdgeData>, _ routes: [String: (CGPoint, CGPoint)],
                              _ when: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store.edgeRecords.count == routes.count, "\(when): edge records", sourceLocation: sourceLocation)
        #expect(store.edgeIndex.count == routes.count, "\(when): edge index entries", sourceLocation: sourceLocation)
        for (id, ends) in routes {
            let record = store.edgeRecords[id]
            let route = record?.route.map { "\($0.source) → \($0.target)" } ?? "nothing"
            #expect(record?.route?.source == ends.0 && record?.route?.target == ends.1,
                    "\(when): \(id) runs \(route)", sourceLocation: sourceLocation)
            #expect(record.map { store.edgeIndex.rect(for: id) == $0.bounds } == true,
                    "\(when): \(id)'s index entry", sourceLocation: sourceLocation)
        }
    }

    /// What the spatial indexes answer with p and a deleted or back. The group's area (0…400, 250…550) holds p,
    /// a (70, 340), k (210, 340) and k1 (220, 350) — or nothing once k and k1 moved to (160, 40) and (170, 50).
    /// Around (170, 360), e1's start, only e1's bounds reach (e3 leaves from x 310, e5 from x 350).
    private func expectIndexQueries(_ store: CanvasStore<String, EmptyEdgeData>, deleted: Bool, _ when: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let group = Set(store.nodeIndex.query(CGRect(x: 0, y: 250, width: 400, height: 300)))
        #expect(group == (deleted ? [] : ["p", "a", "k", "k1"]), "\(when): the group's area",
                sourceLocation: sourceLocation)
        let top = Set(store.nodeIndex.query(CGRect(x: 150, y: 30, width: 120, height: 70)))
        #expect(top == (deleted ? ["k", "k1"] : []), "\(when): k's new place", sourceLocation: sourceLocation)
        #expect(store.nodeIndex.count == (deleted ? 5 : 7), "\(when): node index entries",
                sourceLocation: sourceLocation)
        let nearE1 = store.edgeIndex.query(CGRect(x: 165, y: 355, width: 10, height: 10))
        #expect(nearE1 == (deleted ? [] : ["e1"]), "\(when): edges near e1's start", sourceLocation: sourceLocation)
    }

    /// Delete, undo, redo, undo, with the expected lists, selection, records and routes at each step.
    private func deleteUndoRedo(_ root: WindowRoot, _ log: Log) throws {
        let canvas = try #require(CanvasHarness.canvas(in: root))
        let store = canvas.store
        let (graphNodes, edges) = Self.graph()
        // A click on d gives the canvas keyboard focus and leaves only d selected; the app selects p, e6 and e7
        // again itself.
        root.handle(.pointerDown(location: CGPoint(x: 650, y: 20), button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: 650, y: 20), button: .primary, modifiers: []))
        root.update()
        log.apply([.selection("p", true)], [.selection("e6", true), .selection("e7", true)])
        root.update()
        // The app's nodes are the graph's with the sizes the canvas reported (`measured`).
        let nodes = log.nodes
        #expect(nodes.map(\.id) == graphNodes.map(\.id) && nodes.map(\.position) == graphNodes.map(\.position))
        #expect(nodes.filter(\.selected).map(\.id) == ["p", "d"])
        #expect(log.edges == edges)
        expectRoutes(store, Self.routesBefore, "before")
        log.nodeChanges = []
        log.edgeChanges = []

        key(root, .backspace)
        // p goes with its deletable child a; k (not deletable) stays with its child k1; d is not deletable.
        // e1 and e5 go with their nodes (e5 although not deletable), e6 as asked; e7 is not deletable.
        #expect(log.nodeChanges == [[.remove("p"), .remove("a")]])
        #expect(log.edgeChanges == [[.remove("e1"), .remove("e5"), .remove("e6")]])
        let afterNodes = [nodes[2], nodes[3], nodes[4], nodes[5], nodes[6]]
        let afterEdges = [edges[1], edges[2], edges[3], edges[6]]
        #expect(log.nodes == afterNodes && log.edges == afterEdges)
        #expect(store.nodes == afterNodes && store.edges == afterEdges)
        #expect(store.selectedNodeIds == ["d"] && store.selectedEdgeIds == ["e7"])
        #expect(store.selectedNodeCount == 1 && store.selectedEdgeCount == 1)
        #expect(["k", "k1", "b", "c", "d"].map { store.records.position(of: $0) } == [0, 1, 2, 3, 4])
        #expect(["e2", "e3", "e4", "e7"].map { store.edgeRecords.position(of: $0) } == [0, 1, 2, 3])
        #expect(store.records["p"] == nil && store.records["a"] == nil)
        #expect(store.records["k"]?.geometry.bounds == CGRect(x: 160, y: 40, width: 100, height: 40))
        #expect(store.records["k1"]?.geometry.bounds == CGRect(x: 170, y: 50, width: 40, height: 20))
        #expect(Set(store.edgesByNode["b"] ?? []) == ["e2", "e7"] && store.edgesByNode["a"] == nil)
        #expect(store.edgesByNode["p"] == nil)
        expectRoutes(store, Self.routesAfter, "after Delete")
        expectIndexQueries(store, deleted: true, "after Delete")
        log.nodeChanges = []
        log.edgeChanges = []

        key(root, .z, .primary)
        // Undo puts back exactly the removed elements at their old indices, selected as they were.
        #expect(log.nodeChanges == [[.add(item: nodes[0], index: 0), .add(item: nodes[1], index: 1)]])
        #expect(log.edgeChanges == [[.add(item: edges[0], index: 0), .add(item: edges[4], index: 4),
                                     .add(item: edges[5], index: 5)]])
        #expect(log.nodes == nodes && log.edges == edges)
        #expect(store.nodes == nodes && store.edges == edges)
        #expect(store.selectedNodeIds == ["p", "d"] && store.selectedEdgeIds == ["e6", "e7"])
        #expect(store.selectedNodeCount == 2 && store.selectedEdgeCount == 2)
        #expect(nodes.map(\.id).map { store.records.position(of: $0) } == Array(0..<7))
        #expect(edges.map(\.id).map { store.edgeRecords.position(of: $0) } == Array(0..<7))
        #expect(store.records["k"]?.geometry.bounds == CGRect(x: 210, y: 340, width: 100, height: 40))
        #expect(store.records["k1"]?.geometry.bounds == CGRect(x: 220, y: 350, width: 40, height: 20))
        #expect(Set(store.childIds(of: "p")) == ["a", "k"] && store.childIds(of: "k") == ["k1"])
        expectRoutes(store, Self.routesBefore, "after undo")
        expectIndexQueries(store, deleted: false, "after undo")

        key(root, .z, [.primary, .shift])
        #expect(log.nodes == afterNodes && log.edges == afterEdges)
        #expect(store.selectedNodeIds == ["d"] && store.selectedEdgeIds == ["e7"])
        expectRoutes(store, Self.routesAfter, "after redo")
        expectIndexQueries(store, deleted: true, "after redo")

        key(root, .z, .primary)
        #expect(log.nodes == nodes && log.edges == edges)
        #expect(store.selectedNodeIds == ["p", "d"] && store.selectedEdgeIds == ["e6", "e7"])
        expectRoutes(store, Self.routesBefore, "after the second undo")
        expectIndexQueries(store, deleted: false, "after the second undo")
    }

    @Test func deleteUndoRedoWithArrays() throws {
        let log = Log()
        let (nodes, edges) = Self.graph()
        let root = CanvasHarness.root(width: 1200, height: 800) { ArraysApp(log: log, nodes: nodes, edges: edges) }
        try deleteUndoRedo(root, log)
        // Every list after the first was taken through the emitted changes, not by comparing the lists.
        #expect((CanvasHarness.canvas(in: root)?.store.splicedIngests ?? 0) >= 8)
    }

    @Test func deleteUndoRedoWithSwiftFlowStore() throws {
        let log = Log()
        let (nodes, edges) = Self.graph()
        let app = SwiftFlowStore<String, EmptyEdgeData>(nodes: nodes, edges: edges)
        let root = CanvasHarness.root(width: 1200, height: 800) { StoreApp(log: log, store: app) }
        #expect(app.nodesInitialized)
        try deleteUndoRedo(root, log)
        #expect(app.selectedNodeIds == ["p", "d"] && app.selectedEdgeIds == ["e6", "e7"])
        #expect(app.nodesInitialized)
        #expect(app.getNode(id: "a")?.parentId == "p" && app.getEdge(id: "e5")?.deletable == false)
        #expect(app.getNodeConnections(nodeId: "d").map(\.edgeId) == ["e4", "e5", "e6", "e7"])
    }
}

/// `ListSpliceRecord`: undo and redo of a proven removal or insertion, read off the record instead of walking
/// the lists; only for the very arrays the store took.
@Suite struct ListSpliceRecordTests {
    typealias E = Edge<EmptyEdgeData>

    static let edges = ["a", "b", "c", "d", "e"].map { E(id: $0, source: "n\($0)", target: "m\($0)") }

    @Test func undoAddsTheRemovedElementsBackAndRedoRemovesThemAgain() {
        let before = Self.edges
        // b (1) and d (3) removed, named out of order as an app may.
        let after = [before[0], before[2], before[4]]
        let record = ListSpliceRecord(old: before, new: after, removed: [3, 1])
        let undo = record.changes(to: before, from: after, add: { EdgeChange<EmptyEdgeData>.add(item: $0, index: $1) },
                                  remove: { .remove($0) })
        #expect(undo == [.add(item: before[1], index: 1), .add(item: before[3], index: 3)])
        let redo = record.changes(to: after, from: before, add: { EdgeChange<EmptyEdgeData>.add(item: $0, index: $1) },
                                  remove: { .remove($0) })
        #expect(redo == [.remove("b"), .remove("d")])
    }

    @Test func anInsertionRecordsItsNewIndices() {
        let kept = [Self.edges[0], Self.edges[2]]
        let grown = Self.edges.prefix(3).map { $0 }
        // b inserted at 1: redo of the insertion removes it, undo of that adds it at 1.
        let record = ListSpliceRecord(old: kept, new: grown, inserted: [1])
        #expect(record.changes(to: kept, from: grown, add: { EdgeChange<EmptyEdgeData>.add(item: $0, index: $1) },
                               remove: { .remove($0) }) == [.remove("b")])
        #expect(record.changes(to: grown, from: kept, add: { EdgeChange<EmptyEdgeData>.add(item: $0, index: $1) },
                               remove: { .remove($0) }) == [.add(item: Self.edges[1], index: 1)])
    }

    @Test func equalListsInOtherBuffersAreNotTrusted() {
        let before = Self.edges
        let after = [before[0], before[2], before[4]]
        let record = ListSpliceRecord(old: before, new: after, removed: [1, 3])
        // The same values in a buffer of their own (the app rebuilt its array): the record proves nothing.
        var copy = after
        copy.append(before[1])
        copy.removeLast()
        #expect(record.changes(to: before, from: copy, add: { EdgeChange<EmptyEdgeData>.add(item: $0, index: $1) },
                               remove: { .remove($0) }) == nil)
        #expect(record.changes(to: after, from: after, add: { EdgeChange<EmptyEdgeData>.add(item: $0, index: $1) },
                               remove: { .remove($0) }) == nil)
    }
}
