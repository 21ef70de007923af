/// A host-level input event of one window, translated from an `XEvent`; positions in window points.
public enum X11InputEvent: Equatable, Sendable {
    /// A mouse button went down; `clickCount` is 2 for a double click, 3 for a triple click, and so on.
    case pointerDown(Button)
    /// A mouse button went up (`clickCount` repeats that of the matching press).
    case pointerUp(Button)
    /// The pointer moved.
    case pointerMoved(Motion)
    /// Wheel notches: positive `deltaY` scrolls down (toward the user), positive `deltaX` scrolls right.
    case scroll(Scroll)
    /// The pointer entered the window at a point.
    case pointerEntered(X11Point)
    /// The pointer left the window at a point.
    case pointerExited(X11Point)
    /// The window got keyboard focus.
    case focusIn
    /// The window lost keyboard focus.
    case focusOut
    /// A key went down (or repeats while held).
    case keyDown(Key)
    /// A key went up.
    case keyUp(Key)
    /// The window's size changed.
    case resized(Size)
    /// A region of the window (in device pixels) must be presented again; several Expose events merged.
    case expose(X11Rect)
    /// The window manager (or another client) asked to close the window (`WM_DELETE_WINDOW`).
    case closeRequested
    /// Another client destroyed the window (`xdotool windowclose`, a window manager giving up on it).
    case destroyed

    /// A mouse button press or release.
    public struct Button: Equatable, Sendable {
        /// The button that changed.
        public var button: X11PointerButton
        /// Where the pointer was, in window points.
        public var location: X11Point
        /// 1 for a single click, 2 for a double click, and so on.
        public var clickCount: Int
        /// The keyboard modifiers held.
        public var modifiers: X11Modifiers
        /// The server time of the event in milliseconds.
        public var time: UInt32

        /// Creates a button event.
        public init(
            button: X11PointerButton, location: X11Point, clickCount: Int, modifiers: X11Modifiers, time: UInt32
        ) {
            self.button = button
            self.location = location
            self.clickCount = clickCount
            self.modifiers = modifiers
            self.time = time
        }
    }

    /// A pointer movement, with the buttons held during it.
    public struct Motion: Equatable, Sendable {
        /// Where the pointer is, in window points.
        public var location: X11Point
        /// The buttons held during the move (non-empty while dragging).
        public var buttons: Set<X11PointerButton>
        /// The keyboard modifiers held.
        public var modifiers: X11Modifiers
        /// The server time of the event in milliseconds.
        public var time: UInt32

        /// Creates a motion event.
        public init(location: X11Point, buttons: Set<X11PointerButton>, modifiers: X11Modifiers, time: UInt32) {
            self.location = location
            self.buttons = buttons
            self.modifiers = modifiers
            self.time = time
        }
    }

    /// A wheel step in notches (one wheel click is 1).
    public struct Scroll: Equatable, Sendable {
        /// Horizontal notches; positive scrolls right.
        public var deltaX: Double
        /// Vertical notches; positive scrolls down.
        public var deltaY: Double
        /// Where the pointer is, in window points.
        public var location: X11Point
        /// The keyboard modifiers held (Shift has already turned a vertical step horizontal).
        public var modifiers: X11Modifiers
        /// The server time of the event in milliseconds.
        public var time: UInt32

        /// Creates a scroll event.
        public init(deltaX: Double, deltaY: Double, location: X11Point, modifiers: X11Modifiers, time: UInt32) {
            self.deltaX = deltaX
            self.deltaY = deltaY
            self.location = location
            self.modifiers = modifiers
            self.time = time
        }
    }

    /// A key transition.
    public struct Key: Equatable, Sendable {
        /// The keysym as `XLookupString` reports it, so Shift is honoured (`XK_Z` for Shift+z).
        public var keysym: UInt
        /// The hardware keycode.
        public var keycode: UInt32
        /// The text the key types (nil for key releases, control characters and keys that type nothing).
        public var text: String?
        /// The modifiers held before this key changed.
        public var modifiers: X11Modifiers
        /// Whether this press repeats a key that is already held.
        public var isRepeat: Bool
        /// The server time of the event in milliseconds.
        public var time: UInt32

        /// Creates a key event.
        public init(
            keysym: UInt, keycode: UInt32, text: String?, modifiers: X11Modifiers, isRepeat: Bool, time: UInt32
        ) {
            self.keysym = keysym
            self.keycode = keycode
            self.text = text
            self.modifiers = modifiers
            self.isRepeat = isRepeat
            self.time = time
        }
    }

    /// A window size in points and in device pixels.
    public struct Size: Equatable, Sendable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// Width in device pixels (the size of the frame buffer to present).
        public var pixelWidth: Int
        /// Height in device pixels.
        public var pixelHeight: Int

        /// Creates a size from points and pixels.
        public init(width: Double, height: Double, pixelWidth: Int, pixelHeight: Int) {
            self.width = width
            self.height = height
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }
}
