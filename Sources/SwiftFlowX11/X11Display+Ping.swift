import CX11

extension X11Display {
    /// Answers a window manager's `_NET_WM_PING` (a `WM_PROTOCOLS` client message) by sending it back to the
    /// root window, as EWMH asks; whether `event` was one.
    public func answerPing(_ event: inout XEvent) -> Bool {
        guard event.type == ClientMessage, event.xclient.format == 32,
              event.xclient.message_type == atom("WM_PROTOCOLS"),
              Atom(bitPattern: event.xclient.data.l.0) == atom("_NET_WM_PING") else { return false }
        event.xclient.window = rootWindow
        XSendEvent(pointer, rootWindow, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XFlush(pointer)
        return true
    }
}
