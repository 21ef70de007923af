import CX11

/// Turns `XEvent`s into `X11InputEvent`s: points from pixels, click counts, wheel steps, keysyms and key text.
///
/// Keeps the little state translation needs (the last press for click counting, held keys for repeat
/// detection, the last size of each window). Use one translator per display, from one thread.
public final class X11EventTranslator {
    /// Device pixels per point; positions are divided by it.
    public var scale: Double
    /// The longest pause between presses that still counts as a multiple click, in milliseconds.
    public var multiClickInterval: UInt32 = 400
    /// The farthest two presses of a multiple click may lie apart, in device pixels (on each axis).
    public var multiClickDistance: Int32 = 4

    private let wmProtocolsAtom: Atom
    private let wmDeleteWindowAtom: Atom
    private let inputContext: (Window) -> XIC?
    private var lastPress: (button: UInt32, window: Window, x: Int32, y: Int32, time: UInt32, count: Int)?
    private var heldKeycodes: Set<UInt32> = []
    private var sizes: [Window: (width: Int32, height: Int32)] = [:]

    /// Creates a translator with explicit atoms and input-context lookup (for tests or custom setups).
    ///
    /// `inputContext` returns the XIC of a window for UTF-8 key text; without one, text comes from
    /// `XLookupString` (Latin-1 only).
    public init(
        scale: Double,
        wmProtocolsAtom: Atom = Atom(None),
        wmDeleteWindowAtom: Atom = Atom(None),
        inputContext: @escaping (Window) -> XIC? = { _ in nil }
    ) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.wmProtocolsAtom = wmProtocolsAtom
        self.wmDeleteWindowAtom = wmDeleteWindowAtom
        self.inputContext = inputContext
    }

    /// Creates a translator for the windows of `display`, with its scale, atoms and input contexts.
    public convenience init(display: X11Display) {
        self.init(
            scale: display.scale,
            wmProtocolsAtom: display.atom("WM_PROTOCOLS"),
            wmDeleteWindowAtom: display.atom("WM_DELETE_WINDOW"),
            inputContext: { window in display.inputContext(for: window) }
        )
    }

    /// The input event for `event`, or nil when it means nothing to the host (wheel releases, unchanged
    /// sizes, grab-related focus changes, events of other kinds).
    ///
    /// Expose events translate one rectangle each; `X11EventLoop` merges a series before acting.
    public func translate(_ event: inout XEvent) -> X11InputEvent? {
        switch event.type {
        case ButtonPress:
            return buttonPress(event.xbutton)
        case ButtonRelease:
            return buttonRelease(event.xbutton)
        case MotionNotify:
            let motion = event.xmotion
            return .pointerMoved(X11InputEvent.Motion(
                location: point(motion.x, motion.y), buttons: X11PointerButton.held(in: motion.state),
                modifiers: X11Modifiers(state: motion.state), time: UInt32(truncatingIfNeeded: motion.time)
            ))
        case EnterNotify:
            return .pointerEntered(point(event.xcrossing.x, event.xcrossing.y))
        case LeaveNotify:
            return .pointerExited(point(event.xcrossing.x, event.xcrossing.y))
        case FocusIn, FocusOut:
            return focus(event.xfocus)
        case KeyPress, KeyRelease:
            return key(&event)
        case ConfigureNotify:
            return configure(event.xconfigure)
        case Expose:
            let expose = event.xexpose
            return .expose(X11Rect(
                x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height)
            ))
        case DestroyNotify:
            // With StructureNotifyMask the window hears of its own destruction (event == window).
            let destroyed = event.xdestroywindow
            return destroyed.window == destroyed.event ? .destroyed : nil
        case ClientMessage:
            let message = event.xclient
            let isDelete = message.format == 32 && message.message_type == wmProtocolsAtom
                && wmProtocolsAtom != Atom(None) && Atom(bitPattern: message.data.l.0) == wmDeleteWindowAtom
            return isDelete ? .closeRequested : nil
        default:
            return nil
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> X11Point {
        X11Point(x: Double(x) / scale, y: Double(y) / scale)
    }

    private func buttonPress(_ press: XButtonEvent) -> X11InputEvent? {
        let modifiers = X11Modifiers(state: press.state)
        let time = UInt32(truncatingIfNeeded: press.time)
        let location = point(press.x, press.y)
        switch press.button {
        case 4...7:
            var deltaX: Double = press.button == 6 ? -1 : (press.button == 7 ? 1 : 0)
            var deltaY: Double = press.button == 4 ? -1 : (press.button == 5 ? 1 : 0)
            // Shift turns a vertical wheel into a horizontal one, as browsers and GTK do.
            if modifiers.contains(.shift) && deltaX == 0 {
                deltaX = deltaY
                deltaY = 0
            }
            return .scroll(X11InputEvent.Scroll(
                deltaX: deltaX, deltaY: deltaY, location: location, modifiers: modifiers, time: time
            ))
        case 1...3:
            guard let button = X11PointerButton(rawValue: Int(press.button)) else { return nil }
            var count = 1
            if let last = lastPress, last.button == press.button, last.window == press.window,
               time &- last.time <= multiClickInterval,
               abs(Int64(press.x) - Int64(last.x)) <= Int64(multiClickDistance),
               abs(Int64(press.y) - Int64(last.y)) <= Int64(multiClickDistance) {
                count = last.count + 1
            }
            lastPress = (press.button, press.window, press.x, press.y, time, count)
            return .pointerDown(X11InputEvent.Button(
                button: button, location: location, clickCount: count, modifiers: modifiers, time: time
            ))
        default:
            return nil
        }
    }

    private func buttonRelease(_ release: XButtonEvent) -> X11InputEvent? {
        guard let button = X11PointerButton(rawValue: Int(release.button)), (1...3).contains(release.button) else {
            return nil
        }
        let count = lastPress.map { $0.button == release.button ? $0.count : 1 } ?? 1
        return .pointerUp(X11InputEvent.Button(
            button: button, location: point(release.x, release.y), clickCount: count,
            modifiers: X11Modifiers(state: release.state), time: UInt32(truncatingIfNeeded: release.time)
        ))
    }

    private func focus(_ change: XFocusChangeEvent) -> X11InputEvent? {
        // Focus moves caused by keyboard grabs (e.g. a window manager's Alt+Tab) and pointer-only focus
        // notifications are not real focus changes.
        if change.mode == NotifyGrab || change.mode == NotifyUngrab || change.detail == NotifyPointer { return nil }
        heldKeycodes.removeAll()
        if let context = inputContext(change.window) {
            if change.type == FocusIn { XSetICFocus(context) } else { XUnsetICFocus(context) }
        }
        return change.type == FocusIn ? .focusIn : .focusOut
    }

    private func configure(_ configure: XConfigureEvent) -> X11InputEvent? {
        if let known = sizes[configure.window], known.width == configure.width, known.height == configure.height {
            return nil
        }
        sizes[configure.window] = (configure.width, configure.height)
        return .resized(X11InputEvent.Size(
            width: Double(configure.width) / scale, height: Double(configure.height) / scale,
            pixelWidth: Int(configure.width), pixelHeight: Int(configure.height)
        ))
    }

    private func key(_ event: inout XEvent) -> X11InputEvent? {
        let isPress = event.type == KeyPress
        var keysym: KeySym = 0
        var latin1 = [CChar](repeating: 0, count: 32)
        let latin1Count = XLookupString(&event.xkey, &latin1, Int32(latin1.count), &keysym, nil)
        let keycode = event.xkey.keycode
        var text: String?
        if isPress {
            if let context = inputContext(event.xkey.window) {
                text = utf8Text(&event, context: context)
            } else {
                let bytes = latin1.prefix(Int(max(0, latin1Count))).map { UInt8(bitPattern: $0) }
                text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
            }
            text = text.flatMap(X11EventTranslator.printable)
        }
        let isRepeat: Bool
        if isPress {
            isRepeat = heldKeycodes.contains(keycode)
            heldKeycodes.insert(keycode)
        } else {
            isRepeat = false
            heldKeycodes.remove(keycode)
        }
        let key = X11InputEvent.Key(
            keysym: keysym, keycode: keycode, text: text, modifiers: X11Modifiers(state: event.xkey.state),
            isRepeat: isRepeat, time: UInt32(truncatingIfNeeded: event.xkey.time)
        )
        return isPress ? .keyDown(key) : .keyUp(key)
    }

    private func utf8Text(_ event: inout XEvent, context: XIC) -> String? {
        var capacity = 64
        while capacity <= 4_096 {
            var buffer = [CChar](repeating: 0, count: capacity)
            var keysym: KeySym = 0
            var status: Int32 = 0
            let count = Xutf8LookupString(context, &event.xkey, &buffer, Int32(capacity), &keysym, &status)
            if status == XBufferOverflow {
                capacity *= 4
                continue
            }
            guard status == XLookupChars || status == XLookupBoth, count > 0 else { return nil }
            let bytes = buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    /// `text` without control characters (C0, DEL, C1), or nil when nothing printable remains.
    static func printable(_ text: String) -> String? {
        let kept = text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
        return kept.isEmpty ? nil : String(String.UnicodeScalarView(kept))
    }
}
