import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Ctrl+A on a graph large enough for the bulk selection path (`CanvasStore.bulkSelectionThreshold`, 4,096
/// changes): keys and clicks into `WindowRoot`, the app applying the changes with `applyNodeChanges` /
/// `applyEdgeChanges` (or a `SwiftFlowStore`) and handing the new arrays back. The store then keeps only flags
/// and counts and builds its id sets when asked; these tests hold the sets, counts, z and the emitted change
/// lists to values worked out from the graph.
@MainActor
@Suite struct SelectAllGestureTests {
    /// 5,000 nodes 100 × 40 in 50 rows of 100, every 150 × 60 from the origin; edges n(i) → n(i+1) along each
    /// row: 50 × 99 = 4,950 edges.
    static let columns = 100
    static let rows = 50

    static func graph() -> ([Node<String>], [Edge<EmptyEdgeData>]) {
        let nodes = (0..<(columns * rows)).map { index in
            Node(id: "n\(index)", position: XYPosition(x: Double(index % columns) * 150,
                                                       y: Double(index / columns) * 60),
                 data: "\(index)", width: 100, height: 40)
        }
        let edges = (0..<(columns * rows)).filter { $0 % columns != columns - 1 }.map { index in
            Edge<EmptyEdgeData>(id: "e\(index)", source: "n\(index)", target: "n\(index + 1)")
        }
        return (nodes, edges)
    }

    /// What the app received.
    @MainActor
    final class Log {
        var nodeChanges: [[NodeChange<String>]] = []
        var edgeChanges: [[EdgeChange<EmptyEdgeData>]] = []
        var nodes: [Node<String>] = []
        var edges: [Edge<EmptyEdgeData>] = []
    }

    /// The spec's app: arrays in @State, replaced by `applyNodeChanges` / `applyEdgeChanges`.
    struct ArraysApp: View {
        let log: Log
        @State var nodes: [Node<String>]
        @State var edges: [Edge<EmptyEdgeData>]

        var body: some View {
            let log = log
            log.nodes = nodes
            log.edges = edges
            return SwiftFlow(nodes: nodes, edges: edges,
                             onNodesChange: { changes in
                                 log.nodeChanges.append(changes)
                                 nodes = applyNodeChanges(changes, nodes: nodes)
                             },
                             onEdgesChange: { changes in
                                 log.edgeChanges.append(changes)
                                 edges = applyEdgeChanges(changes, edges: edges)
                             }) { node in
                Text(node.data).frame(width: 100, height: 40)
            }
        }
    }

    /// The same app keeping its graph in a `SwiftFlowStore`.
    struct StoreApp: View {
        let log: Log
        @ObservedObject var store: SwiftFlowStore<String, EmptyEdgeData>

        var body: some View {
            let log = log
            let store = store
            log.nodes = store.nodes
            log.edges = store.edges
            return SwiftFlow(nodes: store.nodes, edges: store.edges,
                             onNodesChange: { changes in
                                 log.nodeChanges.append(changes)
                                 store.onNodesChange(changes)
                             },
                             onEdgesChange: { changes in
                                 log.edgeChanges.append(changes)
                                 store.onEdgesChange(changes)
                             }) { node in
                Text(node.data).frame(width: 100, height: 40)
            }
        }
    }

    /// A window showing `content`, driven by events.
    @MainActor
    final class Driver {
        let root: WindowRoot

        init<Content: View>(@ViewBuilder _ content: @escaping () -> Content) {
            root = CanvasHarness.root(width: 1200, height: 800, content: content)
        }

        var canvas: TestCanvas? {
            CanvasHarness.canvas(in: root)
        }

        func click(_ point: CGPoint, _ modifiers: EventModifiers = []) {
            root.handle(.pointerDown(location: point, button: .primary, clickCount: 1, modifiers: modifiers))
            root.handle(.pointerUp(location: point, button: .primary, modifiers: modifiers))
            root.update()
        }

        func key(_ code: KeyCode, _ modifiers: EventModifiers = []) {
            root.handle(.keyDown(KeyEvent(keysym: code.rawValue, modifiers: modifiers)))
            root.update()
        }
    }

    static let nodeIds = (0..<(columns * rows)).map { "n\($0)" }
    static let edgeIds = (0..<(columns * rows)).filter { $0 % columns != columns - 1 }.map { "e\($0)" }

    /// Click n0 (which selects it and focuses the canvas), Ctrl+A, then Ctrl+click n1 to deselect it.
    private func selectAllThenDeselectOne(_ driver: Driver, _ log: Log) throws {
        let canvas = try #require(driver.canvas)
        // At zoom 1 with the canvas at the window's origin, n0 covers (0, 0)–(100, 40), n1 (150, 0)–(250, 40).
        driver.click(CGPoint(x: 50, y: 20))
        #expect(log.nodes.filter(\.selected).map(\.id) == ["n0"])
        log.nodeChanges = []
        log.edgeChanges = []

        driver.key(.a, .primary)
        // React Flow emits a change only for elements whose flag changes: every node but n0, every edge, in
        // list order, one list each.
        #expect(log.nodeChanges == [Self.nodeIds.dropFirst().map { NodeChange<String>.selection($0, true) }])
        #expect(log.edgeChanges == [Self.edgeIds.map { EdgeChange<EmptyEdgeData>.selection($0, true) }])
        #expect(log.nodes.allSatisfy(\.selected) && log.edges.allSatisfy(\.selected))
        let store = canvas.store
        #expect(store.nodes == log.nodes && store.edges == log.edges)
        #expect(store.selectedNodeCount == 5_000 && store.selectedEdgeCount == 4_950)
        #expect(store.selectedNodeIds == Set(Self.nodeIds))
        #expect(store.selectedEdgeIds == Set(Self.edgeIds))
        // Selected top-level nodes are raised by 1000 (React Flow's elevation), their views too.
        #expect(store.records["n4999"]?.z == 1000)
        #expect(canvas.hostsById["n1"]?.zIndex == 1000)
        log.nodeChanges = []
        log.edgeChanges = []

        driver.click(CGPoint(x: 200, y: 20), .control)
        // Ctrl+click on a selected node unselects just that node (React Flow: `unselectNodesAndEdges` with
        // that node and no edges).
        #expect(log.nodeChanges == [[.selection("n1", false)]])
        #expect(log.edgeChanges.allSatisfy { $0.isEmpty })
        #expect(log.nodes.filter { !$0.selected }.map(\.id) == ["n1"])
        #expect(store.selectedNodeCount == 4_999)
        #expect(store.selectedNodeIds == Set(Self.nodeIds).subtracting(["n1"]))
        #expect(store.selectedEdgeIds.count == 4_950)
        #expect(store.records["n1"]?.z == 0 && canvas.hostsById["n1"]?.zIndex == 0)
        #expect(store.records["n2"]?.z == 1000)
        log.nodeChanges = []
        log.edgeChanges = []

        // Escape deselects everything: 4,999 node changes and 4,950 edge changes, back to nothing selected.
        driver.key(.escape)
        #expect(log.nodeChanges.map(\.count) == [4_999] && log.edgeChanges.map(\.count) == [4_950])
        #expect(log.nodes.allSatisfy { !$0.selected } && log.edges.allSatisfy { !$0.selected })
        #expect(store.selectedNodeCount == 0 && store.selectedEdgeCount == 0)
        #expect(store.selectedNodeIds.isEmpty && store.selectedEdgeIds.isEmpty)
        #expect(store.records["n7"]?.z == 0)
    }

    @Test func selectAllThenCtrlClickWithArrays() throws {
        let log = Log()
        let (nodes, edges) = Self.graph()
        let driver = Driver { ArraysApp(log: log, nodes: nodes, edges: edges) }
        try selectAllThenDeselectOne(driver, log)
        // The bulk lists were taken through the emitted changes, not by comparing the lists.
        #expect((driver.canvas?.store.provenIngests ?? 0) >= 4)
    }

    @Test func selectAllThenCtrlClickWithSwiftFlowStore() throws {
        let log = Log()
        let (nodes, edges) = Self.graph()
        let store = SwiftFlowStore<String, EmptyEdgeData>(nodes: nodes, edges: edges)
        let driver = Driver { StoreApp(log: log, store: store) }
        try selectAllThenDeselectOne(driver, log)
        #expect(store.selectedNodeIds.isEmpty && store.selectedEdgeIds.isEmpty)
        driver.key(.a, .primary)
        #expect(store.selectedNodeIds == Set(Self.nodeIds) && store.selectedEdgeIds == Set(Self.edgeIds))
        driver.click(CGPoint(x: 350, y: 20), .control)
        // n2 covers (300, 0)–(400, 40).
        #expect(store.selectedNodeIds == Set(Self.nodeIds).subtracting(["n2"]))
        #expect(store.getNode(id: "n2")?.selected == false && store.getNode(id: "n3")?.selected == true)
    }

    /// A small selection change after a bulk one updates the (rebuilt) sets one id at a time, and a change
    /// that goes through the comparing ingest (the app edits the array itself) keeps the counts right.
    @Test func countsStayRightThroughTheComparingIngest() throws {
        let log = Log()
        let (nodes, edges) = Self.graph()
        let store = SwiftFlowStore<String, EmptyEdgeData>(nodes: nodes, edges: edges)
        let driver = Driver { StoreApp(log: log, store: store) }
        let canvas = try #require(driver.canvas)
        driver.click(CGPoint(x: 50, y: 20))
        driver.key(.a, .primary)
        #expect(canvas.store.selectedNodeCount == 5_000)
        // The app replaces its lists with n10 and e10 deselected: not a list the canvas emitted.
        var changed = store.nodes
        changed[10].selected = false
        store.setNodes(changed)
        var changedEdges = store.edges
        changedEdges[10].selected = false
        store.setEdges(changedEdges)
        driver.root.update()
        #expect(canvas.store.selectedNodeCount == 4_999 && canvas.store.selectedEdgeCount == 4_949)
        #expect(canvas.store.selectedNodeIds == Set(Self.nodeIds).subtracting(["n10"]))
        #expect(canvas.store.selectedEdgeIds == Set(Self.edgeIds).subtracting(["e10"]))
        #expect(canvas.store.records["n10"]?.z == 0)
    }
}
