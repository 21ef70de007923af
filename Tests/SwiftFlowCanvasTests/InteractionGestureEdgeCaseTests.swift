import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionGestureEdgeCaseTests {
    /// The double-click zoom is handed to the canvas as an animation (which reports the move as it runs);
    /// the interaction reports no move of its own.
    @Test func doubleClickZoomIsAnimated() {
        let h = TestGraph.harness()
        h.click(700, 500, count: 2)
        #expect(h.actions == ["paneClick"])
        #expect(h.output.animatedViewports == [Viewport(x: -400, y: -300, zoom: 2)])
        #expect(h.output.viewports.isEmpty)
    }

    @Test func pointerIsCapturedFromPressToRelease() {
        let h = TestGraph.harness()
        #expect(!h.interaction.capturesPointer)
        h.down(600, 500)
        #expect(h.interaction.capturesPointer)
        h.up(600, 500)
        #expect(!h.interaction.capturesPointer)
    }

    @Test func rightPressDuringADragIsIgnored() {
        let h = TestGraph.harness(selected: ["a"])
        h.down(150, 125)
        h.move(160, 125)
        h.down(160, 125, button: .secondary)
        h.up(160, 125, button: .secondary)
        h.move(170, 125)
        h.up(170, 125)
        #expect(!h.log.contains { $0.contains("Menu") })
        #expect(h.node("a")?.position == XYPosition(x: 120, y: 100))
        #expect(h.nodeChanges.last == [.dragging("a", false)])
    }

    @Test func lostReleaseEndsTheOldDragBeforeTheNextPress() {
        let h = TestGraph.harness(selected: ["a"])
        h.down(150, 125)
        h.move(160, 125)
        h.down(600, 500)
        #expect(h.node("a")?.dragging == false)
        #expect(h.actions.contains("dragStop a XYPosition(x: 110.0, y: 100.0)"))
    }

    @Test func escapeCancelsAConnectionDrag() {
        let h = TestGraph.harness()
        h.down(200, 125)
        h.move(300, 325)
        h.key(KeyCode.escape)
        #expect(h.output.connections.last == .some(nil))
        #expect(h.actions.filter { $0.hasPrefix("connect") } == ["connectStart a a-s", "connectEnd"])
        h.up(300, 325)
        #expect(h.connects.isEmpty)
    }

    @Test func connectionDragAutoPans() {
        let h = TestGraph.harness()
        h.down(200, 125)
        // 790 is 10 from the right edge of the 800-wide view: −11.25 per frame.
        h.move(790, 125)
        h.output.fireTimers(delay: h.interaction.autoPan.frameInterval)
        #expect(h.scene.viewport == Viewport(x: -11.25, y: 0, zoom: 1))
        #expect((h.output.connections.last ?? nil)?.toPoint == CGPoint(x: 801.25, y: 125))
        h.up(790, 125)
        #expect(h.actions.filter { $0.hasPrefix("move") } == ["moveStart", "move", "moveEnd"])
    }

    @Test func selectionBoxAutoPans() {
        let h = TestGraph.harness()
        h.down(400, 300, [.shift])
        // 20 points from the bottom: 20 / 40 × 15 = 7.5 points per frame upwards.
        h.move(400, 580, [.shift])
        h.output.fireTimers(delay: h.interaction.autoPan.frameInterval)
        #expect(h.scene.viewport == Viewport(x: 0, y: -7.5, zoom: 1))
        // The box's corner stays on flow (400, 300), now drawn at y 292.5.
        #expect(h.output.selectionRects.last == CGRect(x: 400, y: 292.5, width: 0, height: 287.5))
        #expect(h.actions.filter { $0.hasPrefix("move") } == ["moveStart", "move"])
        // Leaving the band ends the run at its next frame.
        h.move(400, 400, [.shift])
        h.output.fireTimers(delay: h.interaction.autoPan.frameInterval)
        #expect(h.actions.filter { $0.hasPrefix("move") } == ["moveStart", "move", "moveEnd"])
    }
}
