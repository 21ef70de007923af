import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// The gesture layer on the real `CanvasStore`, in graphs large enough that selection, box selection, drags and
/// nudges take their sparse paths (id lookups, selection sets, a partial lookup) instead of walking the lists.
@MainActor
@Suite struct StoreGestureTests {
    /// A store fed by an interaction whose changes are applied with `applyNodeChanges` and handed back.
    @MainActor
    private final class Rig {
        let store = CanvasStore<String, EmptyEdgeData>()
        let interaction = CanvasInteraction<String, EmptyEdgeData>()
        var nodeChanges: [[NodeChange<String>]] = []
        var edgeChanges: [[EdgeChange<EmptyEdgeData>]] = []

        init(nodes: [Node<String>], edges: [Edge<EmptyEdgeData>]) {
            let configuration = CanvasConfiguration()
            store.viewSize = CGSize(width: 2000, height: 1000)
            store.update(nodes: nodes, edges: edges, configuration: configuration)
            interaction.configuration = configuration
            var callbacks = CanvasCallbacks<String, EmptyEdgeData>()
            callbacks.onNodesChange = { [unowned self] changes in
                nodeChanges.append(changes)
                store.update(nodes: applyNodeChanges(changes, nodes: store.nodes), edges: store.edges,
                             configuration: configuration)
            }
            callbacks.onEdgesChange = { [unowned self] changes in
                edgeChanges.append(changes)
                store.update(nodes: store.nodes, edges: applyEdgeChanges(changes, edges: store.edges),
                             configuration: configuration)
            }
            interaction.callbacks = callbacks
            interaction.sceneDidUpdate(store)
        }

        func press(_ point: CGPoint, modifiers: EventModifiers = []) {
            interaction.handle(.pointerDown(location: point, button: .primary, clickCount: 1, modifiers: modifiers),
                               scene: store)
        }

        func move(_ point: CGPoint) {
            interaction.handle(.pointerMove(location: point, buttons: [.primary], modifiers: []), scene: store)
        }

        func release(_ point: CGPoint) {
            interaction.handle(.pointerUp(location: point, button: .primary, modifiers: []), scene: store)
        }
    }

    @Test func clickingANodeDeselectsTheOthersInListOrder() {
        let (nodes, edges) = GridGraph.make(selected: [70, 5])
        let rig = Rig(nodes: nodes, edges: edges)
        // n50 sits at (0, 500)–(100, 550).
        rig.press(CGPoint(x: 50, y: 520))
        rig.release(CGPoint(x: 50, y: 520))
        #expect(rig.nodeChanges == [[.selection("n5", false), .selection("n50", true), .selection("n70", false)]])
        #expect(rig.store.selectedNodeIds == ["n50"])
    }

    @Test func boxSelectsCoveredNodesAndTheirEdgesAndDropsTheStartingSelection() {
        let (nodes, edges) = GridGraph.make(selected: [99])
        let rig = Rig(nodes: nodes, edges: edges)
        // Shift-drag from (150, -20) to (450, 30): in partial mode any overlap counts, so the box takes n1 (x 200–300)
        // and n2 (x 400–500) but not n0, which ends at x = 100.
        rig.press(CGPoint(x: 150, y: -20), modifiers: .shift)
        rig.move(CGPoint(x: 450, y: 30))
        #expect(rig.nodeChanges.first == [.selection("n1", true), .selection("n2", true), .selection("n99", false)])
        // Every edge touching a boxed node: e0 (n0 → n1), e1 (n1 → n2), e2 (n2 → n3).
        #expect(rig.edgeChanges.first == [.selection("e0", true), .selection("e1", true), .selection("e2", true)])
        // Shrinking the box to n1 alone deselects n2 and the edge that only n2 brought in.
        rig.move(CGPoint(x: 250, y: 30))
        #expect(rig.nodeChanges.last == [.selection("n2", false)])
        #expect(rig.edgeChanges.last == [.selection("e2", false)])
        rig.release(CGPoint(x: 250, y: 30))
        #expect(rig.store.selectedNodeIds == ["n1"])
        #expect(rig.store.selectedEdgeIds == ["e0", "e1"])
    }

    @Test func draggingAChildKeepsItInsideItsParent() {
        var (nodes, edges) = GridGraph.make()
        // n11 becomes a child of n10 (at 0, 100, size 100 × 50), placed at (10, 10) inside it, extent parent.
        nodes[11].parentId = "n10"
        nodes[11].position = XYPosition(x: 10, y: 10)
        nodes[11].width = 40
        nodes[11].height = 20
        nodes[11].extent = .parent
        let rig = Rig(nodes: nodes, edges: edges)
        // The child's absolute box is (10, 110)–(50, 130); grab it at (20, 120) and drag 300 right, 5 down.
        rig.press(CGPoint(x: 20, y: 120))
        rig.move(CGPoint(x: 320, y: 125))
        rig.release(CGPoint(x: 320, y: 125))
        // Clamped so its right edge meets the parent's: x = 100 − 40 = 60; y = 10 + 5 = 15.
        #expect(rig.store.node(id: "n11")?.position == XYPosition(x: 60, y: 15))
        #expect(rig.store.geometry(of: "n11")?.absolutePosition == XYPosition(x: 60, y: 115))
        // Nothing else moved.
        #expect(rig.store.node(id: "n10")?.position == XYPosition(x: 0, y: 100))
    }

    @Test func nudgingMovesOnlyTheSelectedNodes() {
        let (nodes, edges) = GridGraph.make(selected: [3, 42])
        let rig = Rig(nodes: nodes, edges: edges)
        rig.store.hasKeyboardFocus = true
        rig.interaction.handle(.keyDown(KeyEvent(keysym: KeyCode.rightArrow.rawValue, text: nil, modifiers: [])),
                               scene: rig.store)
        // The default nudge is 1 flow unit.
        #expect(rig.nodeChanges == [[.position("n3", XYPosition(x: 601, y: 0)),
                                     .position("n42", XYPosition(x: 401, y: 400))]])
        #expect(rig.store.history.undoCount == 1)
    }

    @Test func selectAllThenOneClickWalksBackToOne() {
        let (nodes, edges) = GridGraph.make()
        let rig = Rig(nodes: nodes, edges: edges)
        rig.store.hasKeyboardFocus = true
        rig.interaction.handle(.keyDown(KeyEvent(keysym: KeyCode.a.rawValue, text: "a", modifiers: .primary)),
                               scene: rig.store)
        #expect(rig.store.selectedNodeIds.count == 100)
        #expect(rig.store.selectedEdgeIds.count == 90)
        rig.press(CGPoint(x: 250, y: 20))
        rig.release(CGPoint(x: 250, y: 20))
        #expect(rig.store.selectedNodeIds == ["n1"])
        #expect(rig.store.selectedEdgeIds.isEmpty)
        #expect(rig.store.selectedNodes.map(\.id) == ["n1"])
    }
}
