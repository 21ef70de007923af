import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

@MainActor
@Suite struct InteractionPanZoomTests {
    @Test func dragOnPanePansAndReportsMoveLifecycle() {
        let h = TestGraph.harness()
        h.down(500, 500)
        h.move(510, 505)
        h.move(530, 520)
        h.up(530, 520)
        #expect(h.scene.viewport == Viewport(x: 30, y: 20, zoom: 1))
        #expect(h.viewportChanges == [Viewport(x: 10, y: 5, zoom: 1), Viewport(x: 30, y: 20, zoom: 1)])
        #expect(h.log == ["moveStart", "move", "move", "moveEnd"])
        #expect(h.nodeChanges.isEmpty)
    }

    @Test func panOnDragOffDoesNotPan() {
        let h = TestGraph.harness { $0.panOnDrag = false }
        h.down(500, 500)
        h.move(530, 520)
        h.up(530, 520)
        #expect(h.scene.viewport == Viewport())
        #expect(h.log.isEmpty)
    }

    @Test func shiftDragDrawsSelectionBoxInsteadOfPanning() {
        let h = TestGraph.harness()
        h.down(50, 50, [.shift])
        h.move(250, 200, [.shift])
        #expect(h.output.selectionRects.last == CGRect(x: 50, y: 50, width: 200, height: 150))
        h.up(250, 200, [.shift])
        #expect(h.output.selectionRects.last == .some(nil))
        #expect(h.scene.viewport == Viewport())
        #expect(h.node("a")?.selected == true)
    }

    @Test func selectionOnDragReversesRoles() {
        let h = TestGraph.harness { $0.selectionOnDrag = true }
        h.down(50, 50)
        h.move(250, 200)
        h.up(250, 200)
        #expect(h.node("a")?.selected == true)
        #expect(h.scene.viewport == Viewport())
        h.down(500, 500, [.shift])
        h.move(520, 500, [.shift])
        h.up(520, 500, [.shift])
        #expect(h.scene.viewport == Viewport(x: 20, y: 0, zoom: 1))
    }

    @Test func wheelZoomsAboutThePointer() {
        let h = TestGraph.harness()
        // One notch up (−40 points) zooms in × 1.2 keeping flow (400, 300) under the pointer:
        // x = 400 − 400 × 1.2 = −80, y = 300 − 300 × 1.2 = −60.
        h.scroll(400, 300, dy: -40)
        #expect(h.scene.viewport.zoom.isApprox(1.2))
        #expect(h.scene.viewport.x.isApprox(-80))
        #expect(h.scene.viewport.y.isApprox(-60))
        // One notch down from there returns to zoom 1 about the same point.
        h.scroll(400, 300, dy: 40)
        #expect(h.scene.viewport.zoom.isApprox(1))
        #expect(h.scene.viewport.x.isApprox(0))
    }

    @Test func wheelMoveEndsAfterIdleTimer() {
        let h = TestGraph.harness()
        h.scroll(400, 300, dy: -40)
        h.scroll(400, 300, dy: -40)
        #expect(h.log == ["moveStart", "move", "move"])
        // The first timer is stale (a later wheel event re-armed it); only the last one ends the move.
        h.output.fireTimers(delay: h.interaction.wheelIdleDelay)
        #expect(h.log == ["moveStart", "move", "move", "moveEnd"])
    }

    @Test func zoomOnScrollOffIgnoresWheel() {
        let h = TestGraph.harness { $0.zoomOnScroll = false }
        #expect(h.scroll(400, 300, dy: -40) == false)
        #expect(h.scene.viewport == Viewport())
    }

    @Test func controlWheelIsPinchZoom() {
        let h = TestGraph.harness { $0.zoomOnScroll = false }
        // Two notches down at (100, 100): zoom 1 / 1.44; x = 100 − 100 / 1.44.
        h.scroll(100, 100, dy: 80, [.control])
        #expect(h.scene.viewport.zoom.isApprox(1 / 1.44))
        #expect(h.scene.viewport.x.isApprox(100 - 100 / 1.44))
        let off = TestGraph.harness { $0.zoomOnPinch = false }
        #expect(off.scroll(100, 100, dy: 80, [.control]) == false)
        #expect(off.scene.viewport == Viewport())
    }

    @Test func zoomIsClamped() {
        let h = TestGraph.harness()
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 3.9)
        h.scroll(0, 0, dy: -40)
        #expect(h.scene.viewport.zoom == 4)
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 0.11)
        h.scroll(0, 0, dy: 40)
        #expect(h.scene.viewport.zoom == 0.1)
    }

    @Test func panOnScrollModes() {
        let free = TestGraph.harness { $0.panOnScroll = true }
        free.scroll(10, 10, dx: 10, dy: 20)
        #expect(free.scene.viewport == Viewport(x: -5, y: -10, zoom: 1))
        let vertical = TestGraph.harness { $0.panOnScroll = true; $0.panOnScrollMode = .vertical }
        vertical.scroll(10, 10, dx: 10, dy: 20)
        #expect(vertical.scene.viewport == Viewport(x: 0, y: -10, zoom: 1))
        let horizontal = TestGraph.harness { $0.panOnScroll = true; $0.panOnScrollMode = .horizontal }
        horizontal.scroll(10, 10, dx: 10, dy: 20)
        #expect(horizontal.scene.viewport == Viewport(x: -5, y: 0, zoom: 1))
        // Shift+wheel arrives sideways from the X11 layer.
        let shifted = TestGraph.harness { $0.panOnScroll = true }
        shifted.scroll(10, 10, dx: 20, dy: 0, [.shift])
        #expect(shifted.scene.viewport == Viewport(x: -10, y: 0, zoom: 1))
    }

    @Test func horizontalWheelPansWhenScrollZooms() {
        let h = TestGraph.harness()
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 2)
        // Shift+wheel down (+40 sideways): the view moves 20 screen points, 10 flow units at zoom 2.
        #expect(h.scroll(400, 300, dx: 40, dy: 0, [.shift]))
        #expect(h.scene.viewport == Viewport(x: -20, y: 0, zoom: 2))
        #expect(h.scene.viewport.screenToFlow(CGPoint(x: 0, y: 0)).x.isApprox(10))
        // A tilt wheel to the left pans the other way, without Shift.
        h.scroll(400, 300, dx: -80, dy: 0)
        #expect(h.scene.viewport == Viewport(x: 20, y: 0, zoom: 2))
        #expect(h.log == ["moveStart", "move", "move"])
        h.output.fireTimers(delay: h.interaction.wheelIdleDelay)
        #expect(h.log == ["moveStart", "move", "move", "moveEnd"])
    }

    @Test func doubleClickOnPaneZoomsTwiceAboutViewCentre() {
        let h = TestGraph.harness()
        h.scene.viewport = Viewport(x: 10, y: 20, zoom: 1)
        h.click(700, 500)
        h.click(700, 500, count: 2)
        // Centre (400, 300) shows flow (390, 280); at zoom 2: x = 400 − 780, y = 300 − 560.
        #expect(h.output.animatedViewports == [Viewport(x: -380, y: -260, zoom: 2)])
    }

    @Test func doubleClickZoomRespectsOptionAndClamp() throws {
        let off = TestGraph.harness { $0.zoomOnDoubleClick = false }
        off.click(700, 500, count: 2)
        #expect(off.output.animatedViewports.isEmpty)
        let h = TestGraph.harness()
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 3)
        h.click(700, 500, count: 2)
        // Clamped to 4 about the centre (400, 300): flow (400/3, 100) → x = 400 − 1600/3, y = 300 − 400.
        let target = try #require(h.output.animatedViewports.first)
        #expect(target.zoom == 4)
        #expect(abs(target.x - (400 - 1600.0 / 3)) < 1e-9)
        #expect(abs(target.y - (-100)) < 1e-9)
        // At the limit already: nothing to animate.
        h.scene.viewport = Viewport(x: 0, y: 0, zoom: 4)
        h.click(700, 500, count: 2)
        #expect(h.output.animatedViewports.count == 1)
    }

    @Test func middleButtonPans() {
        let h = TestGraph.harness()
        h.down(150, 125, button: .middle)
        h.move(160, 125, buttons: [.middle])
        h.up(160, 125, button: .middle)
        #expect(h.scene.viewport == Viewport(x: 10, y: 0, zoom: 1))
        #expect(h.nodeChanges.isEmpty)
    }
}

extension CGFloat {
    func isApprox(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 1e-9 }
}
