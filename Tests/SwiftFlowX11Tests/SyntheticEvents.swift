import CX11

/// Test helper: builds XEvent structs the way the server would deliver them.
enum SyntheticEvents {
    static func button(
        _ type: Int32, button: UInt32, x: Int32, y: Int32, time: UInt = 1_000, state: UInt32 = 0, window: Window = 7
    ) -> XEvent {
        var event = XEvent()
        event.xbutton.type = type
        event.xbutton.window = window
        event.xbutton.button = button
        event.xbutton.x = x
        event.xbutton.y = y
        event.xbutton.time = time
        event.xbutton.state = state
        return event
    }

    static func motion(x: Int32, y: Int32, state: UInt32 = 0, window: Window = 7) -> XEvent {
        var event = XEvent()
        event.xmotion.type = MotionNotify
        event.xmotion.window = window
        event.xmotion.x = x
        event.xmotion.y = y
        event.xmotion.state = state
        return event
    }

    static func key(
        _ type: Int32, keycode: UInt32, state: UInt32 = 0, display: OpaquePointer, window: Window = 7
    ) -> XEvent {
        var event = XEvent()
        event.xkey.type = type
        event.xkey.display = display
        event.xkey.window = window
        event.xkey.keycode = keycode
        event.xkey.state = state
        event.xkey.same_screen = 1
        return event
    }

    static func expose(x: Int32, y: Int32, width: Int32, height: Int32, count: Int32, window: Window = 7) -> XEvent {
        var event = XEvent()
        event.xexpose.type = Expose
        event.xexpose.window = window
        event.xexpose.x = x
        event.xexpose.y = y
        event.xexpose.width = width
        event.xexpose.height = height
        event.xexpose.count = count
        return event
    }
}
