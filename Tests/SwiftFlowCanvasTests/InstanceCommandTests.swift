import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// What the command app's state held at its last evaluation, and its delete callbacks.
@MainActor
final class CommandLog {
    var nodes: [Node<String>] = []
    var edges: [Edge<EmptyEdgeData>] = []
    var deleted: [(nodes: [String], edges: [String])] = []

    func node(_ id: String) -> Node<String>? { nodes.first { $0.id == id } }
}

/// The spec's manual-state app with a `SwiftFlowInstance`.
private struct CommandApp: View {
    let log: CommandLog
    let instance: SwiftFlowInstance
    @State var nodes: [Node<String>]
    @State var edges: [Edge<EmptyEdgeData>]

    var body: some View {
        let log = log
        log.nodes = nodes
        log.edges = edges
        return SwiftFlow(
            nodes: nodes, edges: edges, swiftFlowInstance: instance,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
            onDelete: { removedNodes, removedEdges in
                log.deleted.append((removedNodes.map(\.id), removedEdges.map(\.id)))
            }
        ) { node in
            Text(verbatim: node.data)
        }
    }
}

@MainActor
@Suite struct InstanceCommandTests {
    /// a (0, 0) and b (200, 0), 100 × 40, joined by e1; d (400, 0) alone, joined to b by e2.
    private static let nodes = [
        Node(id: "a", position: XYPosition(x: 0, y: 0), data: "A", width: 100, height: 40),
        Node(id: "b", position: XYPosition(x: 200, y: 0), data: "B", width: 100, height: 40),
        Node(id: "d", position: XYPosition(x: 400, y: 0), data: "D", width: 100, height: 40),
    ]
    private static let edges = [
        Edge<EmptyEdgeData>(id: "e1", source: "a", target: "b"),
        Edge<EmptyEdgeData>(id: "e2", source: "b", target: "d"),
    ]

    private func mount(nodes: [Node<String>] = Self.nodes, edges: [Edge<EmptyEdgeData>] = Self.edges)
        -> (WindowRoot, CommandLog, SwiftFlowInstance) {
        let log = CommandLog()
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 600, height: 300) {
            CommandApp(log: log, instance: instance, nodes: nodes, edges: edges)
        }
        return (root, log, instance)
    }

    @Test func selectAllSelectsEveryVisibleNodeAndEdge() {
        var nodes = Self.nodes
        nodes[2].hidden = true
        let (root, log, instance) = mount(nodes: nodes)
        instance.selectAll()
        root.update()
        #expect(log.nodes.filter(\.selected).map(\.id) == ["a", "b"])
        #expect(log.edges.filter(\.selected).map(\.id) == ["e1", "e2"])
    }

    @Test func copyPasteUndoRedoAndThePublishedHistoryFlags() {
        var nodes = Self.nodes
        nodes[0].selected = true
        nodes[1].selected = true
        let (root, log, instance) = mount(nodes: nodes)
        var undoFlags: [Bool] = []
        var redoFlags: [Bool] = []
        let subscriptions = [instance.$canUndo.sink { undoFlags.append($0) },
                             instance.$canRedo.sink { redoFlags.append($0) }]
        #expect(!instance.canUndo && !instance.canRedo)
        instance.copy()
        instance.paste()
        root.update()
        // a and b come back 50 further right and down under new ids, with a copy of e1 between them; e2 does
        // not come along (d was not copied).
        #expect(log.nodes.count == 5 && log.edges.count == 3)
        let pasted = log.nodes.filter { !["a", "b", "d"].contains($0.id) }
        #expect(pasted.map(\.position) == [XYPosition(x: 50, y: 50), XYPosition(x: 250, y: 50)])
        #expect(pasted.map(\.data) == ["A", "B"])
        let copiedEdge = log.edges.last
        #expect(copiedEdge?.source == pasted.first?.id && copiedEdge?.target == pasted.last?.id)
        #expect(instance.canUndo && !instance.canRedo)
        instance.undo()
        root.update()
        #expect(log.nodes.map(\.id) == ["a", "b", "d"] && log.edges.map(\.id) == ["e1", "e2"])
        #expect(!instance.canUndo && instance.canRedo)
        instance.redo()
        root.update()
        #expect(log.nodes.count == 5 && log.edges.count == 3)
        #expect(instance.canUndo && !instance.canRedo)
        #expect(undoFlags == [false, true, false, true])
        #expect(redoFlags == [false, true, false])
        withExtendedLifetime(subscriptions) {}
    }

    @Test func deleteElementsCascadesToDescendantsAndConnectedEdgesButKeepsNonDeletableOnes() {
        let nodes = [
            Node(id: "g", position: XYPosition(x: 0, y: 0), data: "G", width: 300, height: 200),
            Node(id: "c", position: XYPosition(x: 10, y: 10), data: "C", width: 50, height: 30, parentId: "g"),
            Node(id: "k", position: XYPosition(x: 10, y: 100), data: "K", width: 50, height: 30, parentId: "g",
                 deletable: false),
            Node(id: "d", position: XYPosition(x: 400, y: 0), data: "D", width: 100, height: 40),
        ]
        var e3 = Edge<EmptyEdgeData>(id: "e3", source: "d", target: "d")
        e3.deletable = false
        let edges = [
            Edge<EmptyEdgeData>(id: "e1", source: "c", target: "d"),
            Edge<EmptyEdgeData>(id: "e2", source: "d", target: "k"),
            e3,
        ]
        let (root, log, instance) = mount(nodes: nodes, edges: edges)
        // g goes with its deletable child c (k stays), e1 goes with c; e3 was asked for but is not deletable.
        instance.deleteElements(nodeIds: ["g"], edgeIds: ["e3"])
        root.update()
        #expect(log.nodes.map(\.id) == ["k", "d"])
        #expect(log.edges.map(\.id) == ["e2", "e3"])
        #expect(log.deleted.count == 1)
        #expect(log.deleted.first?.nodes == ["g", "c"] && log.deleted.first?.edges == ["e1"])
        #expect(instance.canUndo)
        instance.undo()
        root.update()
        #expect(log.nodes.map(\.id) == ["g", "c", "k", "d"] && log.edges.map(\.id) == ["e1", "e2", "e3"])
    }

    @Test func cutRemovesTheSelectionAndPasteBringsItBack() {
        var nodes = Self.nodes
        nodes[2].selected = true
        let (root, log, instance) = mount(nodes: nodes)
        instance.cut()
        root.update()
        #expect(log.nodes.map(\.id) == ["a", "b"])
        #expect(log.edges.map(\.id) == ["e1"])  // e2 touched d
        instance.paste()
        root.update()
        #expect(log.nodes.count == 3)
        #expect(log.nodes.last?.position == XYPosition(x: 450, y: 50))
        #expect(log.nodes.last?.data == "D" && log.nodes.last?.id != "d")
    }

    @Test func aKeyboardDeletionPublishesCanUndoAsItIsEmitted() throws {
        let (root, log, instance) = mount()
        root.handle(.pointerDown(location: CGPoint(x: 450, y: 20), button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerUp(location: CGPoint(x: 450, y: 20), button: .primary, modifiers: []))
        root.update()
        #expect(log.node("d")?.selected == true)
        #expect(!instance.canUndo)
        // Straight to the gesture layer: `WindowRoot.handle` would update the tree first.
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.interaction.hasKeyboardFocus)
        canvas.interaction.handle(.keyDown(KeyEvent(keysym: KeyCode.backspace.rawValue, text: nil, modifiers: [])),
                                  scene: canvas.store)
        // No update since: the canvas told the instance right after emitting the removal.
        #expect(instance.canUndo)
        root.update()
        #expect(log.nodes.map(\.id) == ["a", "b"])
    }

    @Test func commandsWithoutACanvasDoNothing() {
        let instance = SwiftFlowInstance()
        instance.selectAll()
        instance.undo()
        instance.deleteElements(nodeIds: ["a"])
        #expect(!instance.canUndo && !instance.canRedo)
    }
}
