import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionSelectionTests {
    @Test func clickingANodeSelectsItAndDeselectsOthers() {
        let h = TestGraph.harness(selected: ["b"], edgeSelected: true)
        h.click(150, 125)
        #expect(h.nodeChanges == [[.selection("a", true), .selection("b", false)]])
        #expect(h.edgeChanges == [[.selection("e1", false)]])
        #expect(h.log.contains("nodeClick a"))
    }

    @Test func controlClickTogglesANode() {
        let h = TestGraph.harness(selected: ["b"])
        h.click(150, 125, [.control])
        #expect(h.nodeChanges == [[.selection("a", true)]])
        h.click(150, 125, [.control])
        #expect(h.nodeChanges.last == [.selection("a", false)])
        #expect(h.node("b")?.selected == true)
    }

    @Test func clickingAnEdgeSelectsItAndDeselectsNodes() {
        let h = TestGraph.harness(selected: ["a"])
        h.click(250, 125)
        #expect(h.nodeChanges == [[.selection("a", false)]])
        #expect(h.edgeChanges == [[.selection("e1", true)]])
        #expect(h.log.contains("edgeClick e1"))
        h.click(250, 125, [.control])
        #expect(h.edgeChanges.last == [.selection("e1", false)])
    }

    @Test func paneClickDeselectsAllAndFires() {
        let h = TestGraph.harness(selected: ["a", "b"], edgeSelected: true)
        h.click(600, 500)
        #expect(h.nodeChanges == [[.selection("a", false), .selection("b", false)]])
        #expect(h.edgeChanges == [[.selection("e1", false)]])
        #expect(h.log.first == "paneClick")
    }

    @Test func clickCallbacksFireWhenSelectionIsDisabled() {
        let h = TestGraph.harness { $0.elementsSelectable = false }
        h.click(150, 125)
        h.click(250, 125)
        h.click(600, 500)
        #expect(h.log.filter { !$0.hasPrefix("node") || $0.hasPrefix("nodeClick") }
            .filter { !$0.hasPrefix("edgeEnter") && !$0.hasPrefix("edgeLeave") }
            == ["nodeClick a", "edgeClick e1", "paneClick"])
        #expect(h.nodeChanges.isEmpty)
        #expect(h.edgeChanges.isEmpty)
    }

    @Test func unselectableNodeIsNotSelected() {
        var nodes = TestGraph.nodes()
        nodes[0].selectable = false
        let h = Harness(nodes: nodes)
        h.click(150, 125)
        #expect(h.nodeChanges.isEmpty)
        #expect(h.log.contains("nodeClick a"))
    }

    @Test func partialSelectionBoxSelectsOverlappingNodesAndTheirEdges() {
        let h = TestGraph.harness()
        h.down(50, 50, [.shift])
        h.move(320, 200, [.shift])
        h.up(320, 200, [.shift])
        #expect(h.node("a")?.selected == true)
        #expect(h.node("b")?.selected == true)
        #expect(h.node("c")?.selected == false)
        #expect(h.edge("e1")?.selected == true)
        #expect(h.log.contains("selection a,b|e1"))
    }

    @Test func fullSelectionBoxNeedsWholeNode() {
        let h = TestGraph.harness { $0.selectionMode = .full }
        h.down(50, 50, [.shift])
        h.move(320, 200, [.shift])
        // Like React Flow, an edge is selected as soon as one of its nodes is: e1 (a → b) comes with a.
        #expect(h.nodeChanges == [[.selection("a", true)]])
        #expect(h.edgeChanges == [[.selection("e1", true)]])
        // Growing the box over b adds it (e1 is already selected); shrinking back removes b only.
        h.move(420, 200, [.shift])
        #expect(h.nodeChanges.last == [.selection("b", true)])
        #expect(h.edgeChanges.count == 1)
        h.move(320, 200, [.shift])
        #expect(h.nodeChanges.last == [.selection("b", false)])
        #expect(h.edgeChanges.count == 1)
        h.up(320, 200, [.shift])
    }

    @Test func selectionBoxNeedsElementsSelectable() {
        let h = TestGraph.harness { $0.elementsSelectable = false }
        h.down(50, 50, [.shift])
        h.move(320, 200, [.shift])
        h.up(320, 200, [.shift])
        #expect(h.nodeChanges.isEmpty)
        #expect(h.output.selectionRects.isEmpty)
    }

    @Test func selectionChangeFiresOncePerChange() {
        let h = TestGraph.harness()
        h.click(150, 125)
        h.click(150, 125)
        h.click(350, 125)
        #expect(h.log.filter { $0.hasPrefix("selection") } == ["selection a|", "selection b|"])
    }

    @Test func selectionChangeNoticesOutsideUpdates() {
        let h = TestGraph.harness()
        h.scene.nodes[2].selected = true
        h.interaction.sceneDidUpdate(h.scene)
        h.interaction.sceneDidUpdate(h.scene)
        #expect(h.log == ["selection c|"])
    }

    @Test func nodeDoubleClickFires() {
        let h = TestGraph.harness()
        h.click(150, 125)
        h.click(150, 125, count: 2)
        #expect(h.log.filter { $0.hasPrefix("nodeClick") || $0.hasPrefix("nodeDouble") }
            == ["nodeClick a", "nodeClick a", "nodeDoubleClick a"])
    }

    @Test func edgeDoubleClickNeverDeletes() {
        let h = TestGraph.harness()
        h.click(250, 125)
        h.click(250, 125, count: 2)
        #expect(h.log.contains("edgeDoubleClick e1"))
        #expect(h.edge("e1") != nil)
        #expect(h.edgeChanges.allSatisfy { changes in
            changes.allSatisfy { if case .remove = $0 { false } else { true } }
        })
    }
}
