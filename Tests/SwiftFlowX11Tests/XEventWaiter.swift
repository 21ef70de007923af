import CX11
import Foundation

/// Test helper: waits (up to a generous limit) for an event of a type on a window, polling the connection.
enum XEventWaiter {
    static func wait(
        for type: Int32, window: Window, on display: OpaquePointer, seconds: Double = 5
    ) -> XEvent? {
        let deadline = Date().addingTimeInterval(seconds)
        var event = XEvent()
        while Date() < deadline {
            if XCheckTypedWindowEvent(display, window, type, &event) != 0 { return event }
            usleep(2_000)
        }
        return nil
    }
}
