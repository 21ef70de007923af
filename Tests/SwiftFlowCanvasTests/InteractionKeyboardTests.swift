import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionKeyboardTests {
    /// A harness whose canvas took keyboard focus with a click on empty space far from everything.
    private func focused(
        selected: Set<String> = [], edgeSelected: Bool = false,
        configure: (inout CanvasConfiguration) -> Void = { _ in }
    ) -> Harness {
        let h = TestGraph.harness(selected: selected, edgeSelected: edgeSelected, configure: configure)
        h.down(790, 590, button: .secondary)
        h.up(790, 590, button: .secondary)
        h.clear()
        return h
    }

    @Test func keysNeedAClickInsideAndStopOnFocusOut() {
        let h = TestGraph.harness()
        #expect(h.key(KeyCode.a.rawValue, [.control]) == false)
        #expect(h.nodeChanges.isEmpty)
        h.click(600, 500)
        #expect(h.key(KeyCode.a.rawValue, [.control]))
        #expect(h.node("c")?.selected == true)
        h.interaction.handle(.focusOut, scene: h.scene)
        #expect(h.key(KeyCode.escape) == false)
        #expect(h.node("c")?.selected == true)
    }

    @Test func controlASelectsAllNodesAndEdges() {
        let h = focused(selected: ["b"])
        h.key(KeyCode.a.rawValue, [.control])
        #expect(h.nodeChanges == [[.selection("a", true), .selection("c", true)]])
        #expect(h.edgeChanges == [[.selection("e1", true)]])
        #expect(h.log.last == "selection a,b,c|e1")
    }

    @Test func escapeDeselectsAll() {
        let h = focused(selected: ["a", "c"], edgeSelected: true)
        h.key(KeyCode.escape)
        #expect(h.nodeChanges == [[.selection("a", false), .selection("c", false)]])
        #expect(h.edgeChanges == [[.selection("e1", false)]])
    }

    @Test func arrowsNudgeSelectedNodes() {
        let h = focused(selected: ["a", "b"])
        h.key(KeyCode.rightArrow)
        #expect(h.nodeChanges == [[.position("a", XYPosition(x: 101, y: 100)),
                                   .position("b", XYPosition(x: 301, y: 100))]])
        h.key(KeyCode.downArrow, [.shift])
        h.key(KeyCode.leftArrow)
        h.key(KeyCode.upArrow)
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 109))
        #expect(h.node("c")?.position == XYPosition(x: 300, y: 300))
    }

    @Test func nudgeDistancesComeFromKeyboardShortcuts() {
        let h = focused(selected: ["a"]) {
            $0.keyboardShortcuts = KeyboardShortcuts(nudgeDistance: 5, shiftNudgeDistance: 25)
        }
        h.key(KeyCode.rightArrow)
        h.key(KeyCode.upArrow, [.shift])
        #expect(h.node("a")?.position == XYPosition(x: 105, y: 75))
    }

    @Test func nudgeRespectsDraggability() {
        let off = focused(selected: ["a"]) { $0.nodesDraggable = false }
        #expect(off.key(KeyCode.rightArrow) == false)
        #expect(off.nodeChanges.isEmpty)
        let h = focused(selected: ["a", "b"])
        h.scene.nodes[0].draggable = false
        h.key(KeyCode.rightArrow)
        #expect(h.nodeChanges == [[.position("b", XYPosition(x: 301, y: 100))]])
    }

    @Test func deleteRemovesSelectionAndConnectedEdges() {
        let h = focused(selected: ["a"])
        h.key(KeyCode.backspace)
        #expect(h.nodeChanges == [[.remove("a")]])
        #expect(h.edgeChanges == [[.remove("e1")]])
        #expect(h.actions.suffix(3) == ["nodesDelete a", "edgesDelete e1", "delete a|e1"])
        #expect(h.scene.nodes.map(\.id) == ["b", "c"])
    }

    @Test func forwardDeleteRemovesSelectedEdgeOnly() {
        let h = focused(edgeSelected: true)
        h.key(KeyCode.forwardDelete)
        #expect(h.nodeChanges.isEmpty)
        #expect(h.edgeChanges == [[.remove("e1")]])
        #expect(h.actions.suffix(2) == ["edgesDelete e1", "delete |e1"])
    }

    @Test func nonDeletableNodeStays() {
        let h = focused(selected: ["a", "c"])
        h.scene.nodes[0].deletable = false
        h.key(KeyCode.backspace)
        #expect(h.nodeChanges == [[.remove("c")]])
        #expect(h.edgeChanges.isEmpty)
    }

    @Test func onBeforeDeleteCancel() async {
        let h = focused(selected: ["a"])
        h.setCallbacks { $0.onBeforeDelete = { _, _ in .cancel } }
        h.key(KeyCode.backspace)
        await h.interaction.pendingDeletion?.value
        #expect(h.nodeChanges.isEmpty)
        #expect(h.edgeChanges.isEmpty)
        #expect(h.scene.nodes.count == 3)
        #expect(!h.log.contains { $0.hasPrefix("delete") })
    }

    @Test func onBeforeDeleteSubset() async {
        let h = focused(selected: ["a", "c"])
        var asked: [String] = []
        h.setCallbacks { callbacks in
            callbacks.onBeforeDelete = { nodes, edges in
                asked = nodes.map(\.id) + edges.map(\.id)
                return .delete(nodes: nodes.filter { $0.id == "c" }, edges: [])
            }
        }
        h.key(KeyCode.backspace)
        await h.interaction.pendingDeletion?.value
        #expect(asked == ["a", "c", "e1"])
        #expect(h.nodeChanges == [[.remove("c")]])
        #expect(h.edgeChanges.isEmpty)
        #expect(h.actions.suffix(2) == ["nodesDelete c", "delete c|"])
    }

    @Test func onBeforeDeleteSubsetCascadesToChildrenAndKeepsNonDeletables() async {
        // p is a's parent; the app answers with p (deletable), b (not deletable) and e1 (not deletable).
        let h = focused(selected: ["a"])
        h.scene.nodes.append(Node(id: "p", position: XYPosition(x: 0, y: 0), data: "P", width: 500, height: 400))
        h.scene.nodes[0].parentId = "p"
        h.scene.nodes[1].deletable = false
        h.scene.edges[0].deletable = false
        h.setCallbacks { callbacks in
            callbacks.onBeforeDelete = { [unowned h] _, _ in
                .delete(nodes: h.scene.nodes.filter { $0.id == "p" || $0.id == "b" }, edges: h.scene.edges)
            }
        }
        h.key(KeyCode.backspace)
        await h.interaction.pendingDeletion?.value
        // p takes its deletable child a, and a's edge e1 goes with a; b stays.
        #expect(h.scene.nodes.map(\.id) == ["b", "c"])
        #expect(h.scene.edges.isEmpty)
        #expect(h.actions.suffix(3) == ["nodesDelete a,p", "edgesDelete e1", "delete a,p|e1"])
    }

    @Test func onBeforeDeleteSubsetLeavesNonDeletableEdge() async {
        let h = focused(selected: ["c"], edgeSelected: true)
        h.scene.edges[0].deletable = false
        h.setCallbacks { callbacks in
            callbacks.onBeforeDelete = { [unowned h] _, _ in .delete(nodes: [], edges: h.scene.edges) }
        }
        h.key(KeyCode.backspace)
        await h.interaction.pendingDeletion?.value
        #expect(h.scene.edges.map(\.id) == ["e1"])
        #expect(h.scene.nodes.count == 3)
        #expect(!h.log.contains { $0.hasPrefix("delete") })
    }

    @Test func copyPasteInMemoryOffsetsBy50AndSelectsThePaste() {
        let h = focused(selected: ["a", "b"], edgeSelected: true)
        h.key(KeyCode.c.rawValue, [.control])
        h.key(KeyCode.v.rawValue, [.control])
        var a = TestGraph.nodes()[0]
        a.id = "a-copy"
        a.position = XYPosition(x: 150, y: 150)
        a.selected = true
        var b = TestGraph.nodes()[1]
        b.id = "b-copy"
        b.position = XYPosition(x: 350, y: 150)
        b.selected = true
        var edge = TestGraph.edges()[0]
        edge.id = "e1-copy"
        edge.source = "a-copy"
        edge.target = "b-copy"
        edge.selected = true
        #expect(h.nodeChanges == [[.selection("a", false), .selection("b", false), .add(item: a), .add(item: b)]])
        #expect(h.edgeChanges == [[.selection("e1", false), .add(item: edge)]])
        // Pasting again gives fresh ids, 50 further on: the first copies are where the second would have gone.
        h.key(KeyCode.v.rawValue, [.control])
        #expect(h.scene.nodes.map(\.id) == ["a", "b", "c", "a-copy", "b-copy", "a-copy-2", "b-copy-2"])
        #expect(h.scene.nodes.suffix(2).map(\.position) == [XYPosition(x: 200, y: 200), XYPosition(x: 400, y: 200)])
    }

    @Test func copyPasteThroughHostClipboardWithCodec() {
        let h = focused(selected: ["c"])
        h.interaction.clipboardCodec = CanvasClipboardCodec(
            encode: { payload in "nodes:" + payload.nodes.map(\.id).joined(separator: ",") },
            decode: { text in
                guard text.hasPrefix("nodes:") else { return nil }
                let ids = Set(text.dropFirst(6).split(separator: ",").map(String.init))
                return ClipboardPayload(copying: ids, from: TestGraph.nodes(), edges: TestGraph.edges())
            }
        )
        h.key(KeyCode.c.rawValue, [.control])
        #expect(h.output.clipboard == "nodes:c")
        h.output.clipboard = "nodes:a"
        h.key(KeyCode.v.rawValue, [.control])
        #expect(h.scene.nodes.last?.id == "a-copy")
        #expect(h.scene.nodes.last?.position == XYPosition(x: 150, y: 150))
    }

    @Test func pasteIgnoresForeignHostText() {
        let h = focused(selected: ["c"])
        h.interaction.clipboardCodec = CanvasClipboardCodec(
            encode: { payload in "nodes:" + payload.nodes.map(\.id).joined(separator: ",") },
            decode: { text in
                guard text.hasPrefix("nodes:") else { return nil }
                let ids = Set(text.dropFirst(6).split(separator: ",").map(String.init))
                return ClipboardPayload(copying: ids, from: TestGraph.nodes(), edges: TestGraph.edges())
            }
        )
        h.key(KeyCode.c.rawValue, [.control])
        // Another application copied plain text since: the old graph must not come back.
        h.output.clipboard = "some words"
        #expect(h.key(KeyCode.v.rawValue, [.control]))
        #expect(h.scene.nodes.map(\.id) == ["a", "b", "c"])
        #expect(h.interaction.history.undoCount == 0)
        // With no host clipboard text at all, the in-memory copy is pasted.
        h.output.clipboard = nil
        h.key(KeyCode.v.rawValue, [.control])
        #expect(h.scene.nodes.map(\.id) == ["a", "b", "c", "c-copy"])
    }

    @Test func undoRedoADrag() {
        let h = TestGraph.harness(selected: ["a"])
        let before = h.scene.nodes[0]
        h.down(150, 125)
        h.move(155, 125)
        h.move(160, 125)
        h.up(160, 125)
        let after = h.scene.nodes[0]
        h.clear()
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.nodeChanges == [[.replace(id: "a", item: before)]])
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 100))
        h.key(KeyCode.z.rawValue, [.control, .shift])
        #expect(h.nodeChanges.last == [.replace(id: "a", item: after)])
        h.key(KeyCode.z.rawValue, [.control])
        h.key(KeyCode.y.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 110, y: 100))
        #expect(h.interaction.history.undoCount == 1)
    }

    @Test func undoRedoADeletion() {
        let h = focused(selected: ["a"])
        let nodes = h.scene.nodes
        let edges = h.scene.edges
        h.key(KeyCode.backspace)
        let deletedNodes = h.scene.nodes
        h.clear()
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.nodeChanges == [[.add(item: nodes[0], index: 0)]])
        #expect(h.edgeChanges == [[.add(item: edges[0], index: 0)]])
        #expect(h.scene.nodes == nodes)
        #expect(h.scene.edges == edges)
        h.key(KeyCode.z.rawValue, [.control, .shift])
        #expect(h.scene.nodes == deletedNodes)
        #expect(h.scene.edges.isEmpty)
    }

    @Test func undoAPaste() {
        let h = focused(selected: ["c"])
        let nodes = h.scene.nodes
        h.key(KeyCode.c.rawValue, [.control])
        h.key(KeyCode.v.rawValue, [.control])
        #expect(h.scene.nodes.count == 4)
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.scene.nodes == nodes)
    }

    @Test func undoANudgeAndNothingToUndo() {
        let h = focused(selected: ["a"])
        #expect(h.key(KeyCode.z.rawValue, [.control]))
        #expect(h.nodeChanges.isEmpty)
        h.key(KeyCode.rightArrow)
        h.key(KeyCode.rightArrow.rawValue, isRepeat: true)
        h.key(KeyCode.rightArrow.rawValue, isRepeat: true)
        #expect(h.node("a")?.position == XYPosition(x: 103, y: 100))
        // The press and its held-key repeats are one step.
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 100))
        #expect(h.interaction.history.undoCount == 0)
    }

    @Test func heldNudgesReleasedBetweenAreSeparateSteps() {
        let h = focused(selected: ["a"])
        h.key(KeyCode.rightArrow)
        h.key(KeyCode.rightArrow.rawValue, isRepeat: true)
        h.interaction.handle(.keyUp(KeyEvent(keysym: KeyCode.rightArrow.rawValue)), scene: h.scene)
        h.key(KeyCode.rightArrow)
        h.key(KeyCode.rightArrow.rawValue, isRepeat: true)
        #expect(h.node("a")?.position == XYPosition(x: 104, y: 100))
        #expect(h.interaction.history.undoCount == 2)
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 102, y: 100))
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 100))
    }

    @Test func anotherActionEndsAHeldNudgeStep() {
        let h = focused(selected: ["a"])
        h.key(KeyCode.rightArrow)
        h.key(KeyCode.rightArrow.rawValue, isRepeat: true)
        // Select all while the arrow is still held: the next repeats move a, b and c as a new step.
        h.key(KeyCode.a.rawValue, [.control])
        h.key(KeyCode.rightArrow.rawValue, isRepeat: true)
        #expect(h.node("a")?.position == XYPosition(x: 103, y: 100))
        #expect(h.node("b")?.position == XYPosition(x: 301, y: 100))
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 102, y: 100))
        #expect(h.node("b")?.position == XYPosition(x: 300, y: 100))
        h.key(KeyCode.z.rawValue, [.control])
        #expect(h.node("a")?.position == XYPosition(x: 100, y: 100))
    }

    @Test func tabMovesFocusThroughNodesThenEdges() {
        let h = focused()
        var order: [CanvasFocusElement?] = []
        for _ in 0..<4 {
            #expect(h.key(KeyCode.tab))
            order.append(h.interaction.focusedElement)
        }
        #expect(order == [.node("a"), .node("b"), .node("c"), .edge("e1")])
        h.key(KeyCode.tab, [.shift])
        #expect(h.interaction.focusedElement == .node("c"))
        h.key(KeyCode.isoLeftTab, [.shift])
        #expect(h.interaction.focusedElement == .node("b"))
        #expect(h.output.redraws == 6)
    }

    @Test func tabPastTheLastElementLeavesTheCanvas() {
        let h = focused()
        for _ in 0..<4 { h.key(KeyCode.tab) }
        #expect(h.interaction.focusedElement == .edge("e1"))
        // Unhandled, so the window moves focus on to its next control.
        #expect(h.key(KeyCode.tab) == false)
        #expect(h.interaction.focusedElement == nil)
        // Coming back with Shift+Tab starts from the end.
        #expect(h.key(KeyCode.isoLeftTab, [.shift]))
        #expect(h.interaction.focusedElement == .edge("e1"))
    }

    @Test func shiftTabBeforeTheFirstElementLeavesTheCanvas() {
        let h = focused()
        h.key(KeyCode.tab)
        #expect(h.interaction.focusedElement == .node("a"))
        #expect(h.key(KeyCode.tab, [.shift]) == false)
        #expect(h.interaction.focusedElement == nil)
    }

    @Test func tabWithNothingFocusableIsNotHandled() {
        let h = focused()
        for index in h.scene.nodes.indices { h.scene.nodes[index].focusable = false }
        h.scene.edges[0].focusable = false
        #expect(h.key(KeyCode.tab) == false)
        #expect(h.key(KeyCode.isoLeftTab, [.shift]) == false)
        #expect(h.interaction.focusedElement == nil)
    }

    @Test func tabSkipsUnfocusableElements() {
        let h = focused()
        h.scene.nodes[1].focusable = false
        h.scene.edges[0].focusable = false
        h.key(KeyCode.tab)
        #expect(h.interaction.focusedElement == .node("a"))
        h.key(KeyCode.tab)
        #expect(h.interaction.focusedElement == .node("c"))
        #expect(h.key(KeyCode.tab) == false)
        #expect(h.interaction.focusedElement == nil)
    }

    @Test func tabPansAnOffscreenNodeIntoView() {
        let h = focused()
        h.scene.viewport = Viewport(x: -1000, y: 0, zoom: 1)
        h.key(KeyCode.tab)
        // a is at screen x −900: centre its middle (150, 125) in the 800 × 600 view.
        #expect(h.scene.viewport == Viewport(x: 250, y: 175, zoom: 1))
        // b (300…400 → screen 550…650) is on screen: no pan.
        h.key(KeyCode.tab)
        #expect(h.scene.viewport == Viewport(x: 250, y: 175, zoom: 1))
    }

    @Test func returnAndSpaceSelectTheFocusedElement() {
        let h = focused(selected: ["a"])
        h.key(KeyCode.tab)
        h.key(KeyCode.tab)
        h.key(KeyCode.returnKey)
        #expect(h.nodeChanges == [[.selection("a", false), .selection("b", true)]])
        h.key(KeyCode.tab)
        h.key(KeyCode.tab)
        h.key(KeyCode.space)
        #expect(h.nodeChanges.last == [.selection("b", false)])
        #expect(h.edgeChanges == [[.selection("e1", true)]])
    }
}
