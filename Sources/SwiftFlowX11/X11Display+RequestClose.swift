import CX11

extension X11Display {
    /// Asks a window (of any client) to close the way a window manager does: a `WM_PROTOCOLS` client message
    /// carrying `WM_DELETE_WINDOW`. Used to close editors politely from scripts and end-to-end tests.
    public func requestClose(of window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: atom("WM_DELETE_WINDOW"))
        event.xclient.data.l.1 = CurrentTime
        XSendEvent(pointer, window, 0, NoEventMask, &event)
        XFlush(pointer)
    }
}
