import CX11
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore
import SwiftFlowUI

@Suite struct X11EventCoalescerTests {
    private func describe(_ event: XEvent) -> String {
        switch event.type {
        case MotionNotify: return "motion w\(event.xmotion.window) x\(event.xmotion.x)"
        case ButtonPress: return "press \(event.xbutton.button)"
        case ButtonRelease: return "release \(event.xbutton.button)"
        case KeyPress: return "key"
        default: return "other"
        }
    }

    @Test func consecutiveMotionOfOneWindowCollapsesToTheLast() {
        var key = XEvent()
        key.xkey.type = KeyPress
        let events = [
            SyntheticEvents.motion(x: 1, y: 0, window: 1),
            SyntheticEvents.motion(x: 2, y: 0, window: 1),
            SyntheticEvents.motion(x: 3, y: 0, window: 1),
            SyntheticEvents.button(ButtonPress, button: 1, x: 3, y: 0, window: 1),
            SyntheticEvents.motion(x: 4, y: 0, window: 1),
            SyntheticEvents.motion(x: 5, y: 0, window: 2),
            SyntheticEvents.motion(x: 6, y: 0, window: 2),
            key,
            SyntheticEvents.motion(x: 7, y: 0, window: 1),
            SyntheticEvents.motion(x: 8, y: 0, window: 1),
            SyntheticEvents.button(ButtonRelease, button: 1, x: 8, y: 0, window: 1),
        ]
        let compressed = X11EventCoalescer.compressingMotion(events).map(describe)
        #expect(compressed == [
            "motion w1 x3", "press 1", "motion w1 x4", "motion w2 x6", "key", "motion w1 x8", "release 1",
        ])
    }

    @Test func eventsWithoutMotionAreUntouched() {
        let events = [
            SyntheticEvents.button(ButtonPress, button: 1, x: 0, y: 0),
            SyntheticEvents.button(ButtonRelease, button: 1, x: 0, y: 0),
            SyntheticEvents.button(ButtonPress, button: 1, x: 0, y: 0),
        ]
        #expect(X11EventCoalescer.compressingMotion(events).map(describe) == ["press 1", "release 1", "press 1"])
        #expect(X11EventCoalescer.compressingMotion([]).isEmpty)
    }

    @Test func exposeSeriesMergesUntilCountZero() {
        var coalescer = X11EventCoalescer()
        #expect(coalescer.addExpose(SyntheticEvents.expose(x: 0, y: 0, width: 10, height: 10, count: 2).xexpose)
            == nil)
        #expect(coalescer.addExpose(SyntheticEvents.expose(x: 50, y: 0, width: 5, height: 5, count: 0, window: 9)
            .xexpose) == X11Rect(x: 50, y: 0, width: 5, height: 5))
        #expect(coalescer.addExpose(SyntheticEvents.expose(x: 20, y: 5, width: 10, height: 10, count: 1).xexpose)
            == nil)
        // Union of (0,0)-(10,10), (20,5)-(30,15) and (5,30)-(10,35).
        #expect(coalescer.addExpose(SyntheticEvents.expose(x: 5, y: 30, width: 5, height: 5, count: 0).xexpose)
            == X11Rect(x: 0, y: 0, width: 30, height: 35))
        // The next series starts afresh.
        #expect(coalescer.addExpose(SyntheticEvents.expose(x: 7, y: 8, width: 1, height: 1, count: 0).xexpose)
            == X11Rect(x: 7, y: 8, width: 1, height: 1))
    }
}
