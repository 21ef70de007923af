import Foundation
import Testing
@testable import SwiftFlowCanvas

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

    @Test func partialSelectionBoxSelectsOverlappingNodesAndEdgesBetweenThem() {
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
        #expect(h.nodeChanges == [[.selection("a", true)]])
        #expect(h.edgeChanges.isEmpty)
        // Growing the box over b adds it and the edge; shrinking back removes them again.
        h.move(420, 200, [.shift])
        #expect(h.nodeChanges.last == [.selection("b", true)])
        #expect(h.edgeChanges.last == [.selection("e1", true)])
        h.move(320, 200, [.shift])
        #expect(h.nodeChanges.last == [.selection("b", false)])
        #expect(h.edgeChanges.last == [.selection("e1", false)])
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

@MainActor
@Suite struct InteractionPointerTests {
    @Test func hoverEnterAndLeaveForNodesAndEdges() {
        let h = TestGraph.harness()
        h.move(150, 125, buttons: [])
        h.move(160, 125, buttons: [])
        h.move(250, 125, buttons: [])
        h.move(600, 500, buttons: [])
        #expect(h.log == ["nodeEnter a", "nodeLeave a", "edgeEnter e1", "edgeLeave e1"])
        h.move(150, 125, buttons: [])
        h.interaction.handle(.pointerLeave, scene: h.scene)
        #expect(h.log.suffix(2) == ["nodeEnter a", "nodeLeave a"])
    }

    @Test func cursorsFollowWhatIsUnderThePointer() {
        let h = TestGraph.harness()
        h.move(150, 125, buttons: [])
        h.move(200, 125, buttons: [])
        h.move(600, 500, buttons: [])
        #expect(h.output.cursors == [.openHand, .crosshair, .arrow])
        let locked = TestGraph.harness { $0.nodesDraggable = false }
        locked.move(150, 125, buttons: [])
        #expect(locked.output.cursors == [.arrow])
    }

    @Test func rightClickOpensContextMenus() {
        let h = TestGraph.harness()
        h.down(150, 125, button: .secondary)
        h.up(150, 125, button: .secondary)
        h.down(250, 125, button: .secondary)
        h.down(600, 500, button: .secondary)
        #expect(h.log.filter { $0.contains("Menu") } == ["nodeMenu a", "edgeMenu e1", "paneMenu"])
        #expect(h.nodeChanges.isEmpty)
    }

    @Test func stillPressOpensContextMenuAfterHalfASecond() {
        let h = TestGraph.harness()
        h.down(150, 125)
        #expect(h.output.timers.map(\.delay) == [0.5])
        h.output.fireTimers(delay: 0.5)
        #expect(h.log.contains("nodeMenu a"))
        // The release after a long press is not a click, and moving does not drag.
        h.move(180, 125)
        h.up(180, 125)
        #expect(!h.log.contains("nodeClick a"))
        #expect(h.nodeChanges.isEmpty)
    }

    @Test func longPressOnPaneAndEdge() {
        let h = TestGraph.harness()
        h.down(600, 500)
        h.output.fireTimers(delay: 0.5)
        h.up(600, 500)
        h.down(250, 125)
        h.output.fireTimers(delay: 0.5)
        h.up(250, 125)
        #expect(h.log.filter { $0.contains("Menu") || $0.contains("Click") } == ["paneMenu", "edgeMenu e1"])
    }

    @Test func movingOrReleasingCancelsTheLongPress() {
        let h = TestGraph.harness()
        h.down(600, 500)
        h.move(620, 500)
        h.output.fireTimers(delay: 0.5)
        h.up(620, 500)
        h.down(150, 125)
        h.up(150, 125)
        h.output.fireTimers(delay: 0.5)
        #expect(!h.log.contains { $0.contains("Menu") })
    }

    @Test func pressOnControlIsLeftToTheToolkit() {
        let h = TestGraph.harness()
        h.scene.controlRects = [("a", CGRect(x: 110, y: 110, width: 20, height: 20))]
        #expect(h.down(120, 120) == false)
        #expect(h.interaction.hasKeyboardFocus)
    }
}
