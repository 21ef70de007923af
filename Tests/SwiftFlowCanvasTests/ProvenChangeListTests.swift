import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo
@testable import SwiftFlowCanvas

/// The store taking the app's new lists through the change lists the canvas emitted (`AppliedChangeLog`), and
/// falling back to comparing the lists whenever the app's list is anything but those changes applied.
@MainActor
@Suite struct ProvenChangeListTests {
    @Test func selectAllIsTakenThroughItsChanges() {
        let rig = GridStoreRig()
        rig.emit(rig.nodes.map { NodeChange<String>.selection($0.id, true) })
        rig.emit(rig.edges.map { EdgeChange<EmptyEdgeData>.selection($0.id, true) })
        rig.update()
        #expect(rig.store.provenIngests == 2)
        #expect(rig.store.selectedNodeIds == Set((0..<100).map { "n\($0)" }))
        #expect(rig.store.selectedEdgeIds.count == 90)
        // A selected top-level node is raised by 1000 (React Flow's elevation), in the paint order too.
        #expect(rig.store.records["n42"]?.z == 1000)
        #expect(rig.store.edgeRecords["e5"]?.edge.selected == true)
        #expect(rig.store.nodes == rig.nodes && rig.store.edges == rig.edges)
        // Deselecting one node puts it back at z 0, below the others.
        rig.emit([NodeChange<String>.selection("n42", false)])
        rig.update()
        #expect(rig.store.records["n42"]?.z == 0)
        #expect(rig.store.nodesBottomToTop.first == "n42")
        #expect(!rig.store.selectedNodeIds.contains("n42") && rig.store.selectedNodeIds.count == 99)
    }

    @Test func aMoveIsTakenThroughItsChange() {
        let rig = GridStoreRig()
        rig.emit([.position("n3", XYPosition(x: 650, y: 20))])
        rig.update()
        #expect(rig.store.provenIngests == 1)
        #expect(rig.store.geometry(of: "n3")?.bounds == CGRect(x: 650, y: 20, width: 100, height: 50))
        // The edge n3 → n4 now starts at n3's right side middle: (750, 45).
        #expect(rig.store.edgeEndpoints(of: "e3")?.source == CGPoint(x: 750, y: 45))
    }

    /// The app applies the changes, then moves another node in the same array: the log's reference makes that
    /// edit copy the array, so the store must compare and see the other move too.
    @Test func anArrayEditedAfterApplyingIsCompared() {
        let rig = GridStoreRig()
        rig.emit([NodeChange<String>.selection("n1", true)])
        rig.nodes[5].position.x += 300
        rig.update()
        #expect(rig.store.provenIngests == 0)
        #expect(rig.store.selectedNodeIds == ["n1"])
        #expect(rig.store.geometry(of: "n5")?.bounds.minX == 1300)
        #expect(rig.store.nodes == rig.nodes)
    }

    /// The app applies the emitted changes to a list of its own that differs from what the canvas shows.
    @Test func changesAppliedToAnotherListAreCompared() {
        let rig = GridStoreRig()
        var other = rig.nodes
        other[7].selected = true
        let changes: [NodeChange<String>] = [.selection("n1", true)]
        rig.store.noteEmitted(nodeChanges: changes)
        rig.nodes = applyNodeChanges(changes, nodes: other)
        rig.update()
        #expect(rig.store.provenIngests == 0)
        #expect(rig.store.selectedNodeIds == ["n1", "n7"])
        #expect(rig.store.records["n7"]?.z == 1000)
    }

    /// The app applies only the second of two emitted lists, or both in turn: either way the store ends up
    /// with exactly the app's list.
    @Test func severalEmittedListsChainInTheOrderApplied() {
        let rig = GridStoreRig()
        let select: [NodeChange<String>] = [.selection("n1", true)]
        let move: [NodeChange<String>] = [.position("n2", XYPosition(x: 400, y: 300))]
        rig.store.noteEmitted(nodeChanges: select)
        rig.store.noteEmitted(nodeChanges: move)
        rig.nodes = applyNodeChanges(select, nodes: applyNodeChanges(move, nodes: rig.nodes))
        rig.update()
        #expect(rig.store.provenIngests == 1)
        #expect(rig.store.selectedNodeIds == ["n1"])
        #expect(rig.store.geometry(of: "n2")?.bounds.origin == CGPoint(x: 400, y: 300))

        let deselect: [NodeChange<String>] = [.selection("n1", false)]
        let moveBack: [NodeChange<String>] = [.position("n2", XYPosition(x: 400, y: 0))]
        rig.store.noteEmitted(nodeChanges: deselect)
        rig.store.noteEmitted(nodeChanges: moveBack)
        rig.nodes = applyNodeChanges(moveBack, nodes: rig.nodes)
        rig.update()
        #expect(rig.store.provenIngests == 2)
        #expect(rig.store.selectedNodeIds == ["n1"])
        #expect(rig.store.geometry(of: "n2")?.bounds.origin == CGPoint(x: 400, y: 0))
    }

    /// An update before the app applied anything (the same list again) leaves the emitted list waiting.
    @Test func anUnchangedListKeepsTheEmittedChangesWaiting() {
        let rig = GridStoreRig()
        let changes: [NodeChange<String>] = [.selection("n9", true)]
        rig.store.noteEmitted(nodeChanges: changes)
        rig.update()
        #expect(rig.store.selectedNodeIds.isEmpty)
        rig.nodes = applyNodeChanges(changes, nodes: rig.nodes)
        rig.update()
        #expect(rig.store.provenIngests == 1)
        #expect(rig.store.selectedNodeIds == ["n9"])
    }

    /// Lists nobody watches are not recorded, so nothing can be proven for them.
    @Test func unwatchedChangesProveNothing() {
        let (nodes, _) = GridGraph.make()
        let changes: [NodeChange<String>] = [.selection("n1", true)]
        let result = applyNodeChanges(changes, nodes: nodes)
        #expect(AppliedChangeLog.shared.chain(from: nodes, to: result, through: [changes]) == nil)
        AppliedChangeLog.shared.watch(changes)
        let watched = applyNodeChanges(changes, nodes: nodes)
        #expect(AppliedChangeLog.shared.chain(from: nodes, to: watched, through: [changes]) == [0])
        // Another application of the same changes to another list is not a step from `nodes`.
        #expect(AppliedChangeLog.shared.chain(from: result, to: watched, through: [changes]) == nil)
        AppliedChangeLog.shared.unwatch(changes)
        #expect(AppliedChangeLog.shared.chain(from: nodes, to: watched, through: [changes]) == nil)
    }

    /// Through the whole pipeline (keys into the window, the app's @State, the canvas): Ctrl+A is taken through
    /// its changes and selects everything.
    @Test func ctrlAInTheWindowIsTakenThroughItsChanges() throws {
        let edge = Edge<EmptyEdgeData>(id: "e1", source: "a", target: "b")
        let app = PipelineDriver(edges: [edge])
        app.click(20, 20)
        let canvas = try #require(app.canvas)
        let before = canvas.store.provenIngests
        app.key(.a, .control)
        #expect(canvas.store.provenIngests == before + 2)
        #expect(canvas.store.selectedNodeIds == ["a", "b", "c"])
        #expect(canvas.store.selectedEdgeIds == ["e1"])
        #expect(app.log.nodes.filter(\.selected).count == 3)
    }
}

/// An app keeping its lists in an `ObservableObject` (the benchmark's and many apps' shape).
@MainActor
private final class PublishedGraph: ObservableObject {
    @Published var nodes: [Node<String>]
    @Published var edges: [Edge<EmptyEdgeData>]

    init(nodes: [Node<String>], edges: [Edge<EmptyEdgeData>]) {
        self.nodes = nodes
        self.edges = edges
    }
}

private struct PublishedGraphView: View {
    @ObservedObject var graph: PublishedGraph

    var body: some View {
        let graph = graph
        return SwiftFlow(nodes: graph.nodes, edges: graph.edges,
                         onNodesChange: { graph.nodes = applyNodeChanges($0, nodes: graph.nodes) },
                         onEdgesChange: { graph.edges = applyEdgeChanges($0, edges: graph.edges) }) { node in
            DefaultNodeView(node: node)
        }
    }
}

@MainActor
@Suite struct ProvenChangeListWindowTests {
    @Test func ctrlAOnAPublishedGraphIsTakenThroughItsChanges() throws {
        let nodes = (0..<30).map { index in
            Node(id: "n\(index)", position: XYPosition(x: Double(index % 6) * 200, y: Double(index / 6) * 100),
                 data: "Node \(index)")
        }
        let edges = (0..<29).map { Edge<EmptyEdgeData>(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)") }
        let graph = PublishedGraph(nodes: nodes, edges: edges)
        let root = WindowRoot(size: CGSize(width: 1400, height: 700), textMeasurer: CairoTextMeasurer()) {
            PublishedGraphView(graph: graph)
        }
        root.update()
        root.update()
        let canvas = try #require(CanvasHarness.canvas(in: root))
        root.handle(.pointerDown(location: CGPoint(x: 1300, y: 650), button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: 1300, y: 650), button: .primary, modifiers: []))
        root.update()
        let before = canvas.store.provenIngests
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.a.rawValue, modifiers: .control)))
        root.update()
        #expect(canvas.store.provenIngests == before + 2)
        #expect(canvas.store.selectedNodeIds.count == 30 && canvas.store.selectedEdgeIds.count == 29)
        #expect(graph.nodes.filter(\.selected).count == 30)
    }
}
