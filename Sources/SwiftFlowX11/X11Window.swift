import CX11
import Foundation

/// A top-level X window: title, class, protocols, size hints, event selection, visibility and cursor.
///
/// Keeps its `X11Display` alive. Closing (or releasing) the window destroys it on the server.
public final class X11Window {
    /// The display the window lives on.
    public let display: X11Display
    /// The X window id.
    public let id: Window
    /// The size at creation time, in points and device pixels; later sizes arrive as `.resized` events.
    public let initialSize: X11InputEvent.Size

    private var currentCursor: X11CursorShape?
    private var isClosed = false

    /// The events every SwiftFlow window selects: exposure, structure, buttons, motion, crossing, focus, keys.
    public static let eventMask: Int = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
        | PointerMotionMask | EnterWindowMask | LeaveWindowMask | FocusChangeMask | KeyPressMask | KeyReleaseMask

    /// Creates an unmapped top-level window sized `width` × `height` points (multiplied by the display scale).
    ///
    /// Sets the UTF-8 title (`_NET_WM_NAME` and `WM_NAME`), `WM_CLASS` ("swiftflow", "SwiftFlow"),
    /// `_NET_WM_PID`, `WM_PROTOCOLS` with `WM_DELETE_WINDOW`, and the minimum size in `WM_NORMAL_HINTS`.
    /// The background pixmap is None so the server never clears the window before a frame is presented.
    /// Also registers an input context for UTF-8 key text when an input method is available, unless
    /// `registersInputContext` is false: opening the input method parses the locale's Compose table (about
    /// 10 ms of CPU), which a window host defers until its first frame is on screen (`registerInputContext()`).
    public init(
        display: X11Display, title: String, width: Double, height: Double,
        minimumWidth: Double = 200, minimumHeight: Double = 150, registersInputContext: Bool = true
    ) throws {
        self.display = display
        let dpy = display.pointer
        let pixelWidth = X11Window.pixels(width, scale: display.scale)
        let pixelHeight = X11Window.pixels(height, scale: display.scale)
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = X11Window.eventMask
        let valueMask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        let window = XCreateWindow(
            dpy, display.rootWindow, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0,
            display.defaultDepth, UInt32(InputOutput), display.defaultVisual, valueMask, &attributes
        )
        guard window != Window(None) else { throw X11Error.cannotCreateWindow }
        id = window
        initialSize = X11InputEvent.Size(
            width: Double(pixelWidth) / display.scale, height: Double(pixelHeight) / display.scale,
            pixelWidth: pixelWidth, pixelHeight: pixelHeight
        )

        setTitle(title)
        setClass(instance: "swiftflow", className: "SwiftFlow")
        // Format-32 property data is passed to Xlib as an array of C longs.
        let pid = [Int(getpid())]
        _ = pid.withUnsafeBytes { raw in
            XChangeProperty(
                dpy, window, display.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), 1
            )
        }
        // _NET_WM_PID is only meaningful together with the host it belongs to.
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            changeProperty(XA_WM_CLIENT_MACHINE, type: XA_STRING, bytes: name)
        }
        // _NET_WM_PING tells window managers the window answers while it asks "Save changes?" instead of
        // closing; some treat a window that cannot be pinged and ignores close requests as hung and kill it.
        var protocols = [display.atom("WM_DELETE_WINDOW"), display.atom("_NET_WM_PING")]
        XSetWMProtocols(dpy, window, &protocols, Int32(protocols.count))
        setMinimumSize(width: minimumWidth, height: minimumHeight)
        if registersInputContext { display.registerInputContext(for: window) }
        display.flush()
    }

    /// Registers the window's input context now, when `init` was told not to; it takes the keyboard focus at
    /// once when the window already has it (its `FocusIn` may have arrived before the context existed).
    public func registerInputContext() {
        guard !isClosed, display.inputContext(for: id) == nil,
              let context = display.registerInputContext(for: id) else { return }
        var focus = Window(None)
        var revert: Int32 = 0
        XGetInputFocus(display.pointer, &focus, &revert)
        if focus == id { XSetICFocus(context) }
    }

    deinit {
        close()
    }

    /// Sets the title as UTF-8 `_NET_WM_NAME` and as `WM_NAME` (Latin-1 `STRING` when possible, else UTF-8).
    public func setTitle(_ title: String) {
        let dpy = display.pointer
        let utf8 = display.atom("UTF8_STRING")
        changeProperty(display.atom("_NET_WM_NAME"), type: utf8, bytes: Array(title.utf8))
        if let latin1 = title.data(using: .isoLatin1) {
            changeProperty(XA_WM_NAME, type: XA_STRING, bytes: Array(latin1))
        } else {
            changeProperty(XA_WM_NAME, type: utf8, bytes: Array(title.utf8))
        }
        XFlush(dpy)
    }

    /// Publishes an accessibility announcement as the UTF-8 `_SWIFTFLOW_ANNOUNCEMENT` property: X11 has no
    /// screen-reader channel without AT-SPI (D-Bus), so a client (a speech tool, a test) watches the property
    /// with `PropertyNotify`; every announcement replaces it, and a repeated message still notifies.
    public func setAnnouncement(_ message: String) {
        guard !isClosed else { return }
        changeProperty(display.atom("_SWIFTFLOW_ANNOUNCEMENT"), type: display.atom("UTF8_STRING"),
                       bytes: Array(message.utf8))
        display.flush()
    }

    /// Sets `WM_CLASS` to the instance and class names.
    public func setClass(instance: String, className: String) {
        let bytes = Array(instance.utf8) + [0] + Array(className.utf8) + [0]
        changeProperty(XA_WM_CLASS, type: XA_STRING, bytes: bytes)
    }

    /// Sets the smallest size (in points) the window manager should allow.
    public func setMinimumSize(width: Double, height: Double) {
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = Int32(X11Window.pixels(width, scale: display.scale))
        hints.pointee.min_height = Int32(X11Window.pixels(height, scale: display.scale))
        XSetWMNormalHints(display.pointer, id, hints)
    }

    /// Asks for a new size in points; the change arrives as a `.resized` event.
    public func resize(width: Double, height: Double) {
        guard !isClosed else { return }
        XResizeWindow(
            display.pointer, id, UInt32(X11Window.pixels(width, scale: display.scale)),
            UInt32(X11Window.pixels(height, scale: display.scale))
        )
        display.flush()
    }

    /// Maps (shows) the window and flushes.
    public func show() {
        guard !isClosed else { return }
        XMapWindow(display.pointer, id)
        display.flush()
    }

    /// Destroys the window on the server; later calls do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        display.unregisterInputContext(for: id)
        XDestroyWindow(display.pointer, id)
        display.flush()
    }

    /// Another client destroyed the window: nothing more is sent for it (it no longer exists on the server).
    public func markDestroyed() {
        guard !isClosed else { return }
        isClosed = true
        display.unregisterInputContext(for: id)
    }

    /// Shows `shape` while the pointer is over the window; setting the current shape again sends nothing.
    public func setCursor(_ shape: X11CursorShape) {
        guard !isClosed, shape != currentCursor else { return }
        currentCursor = shape
        XDefineCursor(display.pointer, id, display.cursor(for: shape))
        display.flush()
    }

    /// The shape last set with `setCursor`, nil before the first call.
    public var cursor: X11CursorShape? { currentCursor }

    private func changeProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { buffer in
            XChangeProperty(
                display.pointer, id, property, type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count)
            )
        }
    }

    /// Points to whole device pixels, at least 1.
    static func pixels(_ points: Double, scale: Double) -> Int {
        let value = (points * scale).rounded()
        guard value.isFinite else { return 1 }
        return Int(min(max(value, 1), 32_767))
    }
}
