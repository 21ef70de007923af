import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

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
