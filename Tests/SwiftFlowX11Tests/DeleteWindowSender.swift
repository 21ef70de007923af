import CX11

/// Test helper: asks a window to close the way a window manager does, by sending a `WM_PROTOCOLS`
/// ClientMessage carrying `WM_DELETE_WINDOW` (xdotool cannot send this).
enum DeleteWindowSender {
    static func send(display: OpaquePointer, to window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = CurrentTime
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
    }
}
