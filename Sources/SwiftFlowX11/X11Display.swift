import CX11
import Foundation

/// An open connection to an X server: owns the `Display*` and closes it when released.
///
/// Use it from one thread only (the main thread in an application). Windows, presenters and clipboards keep
/// their display alive, so the connection closes after the last of them is gone.
public final class X11Display {
    /// The raw Xlib connection, valid for the lifetime of this object.
    public let pointer: OpaquePointer
    /// The default screen number.
    public let screen: Int32
    /// The root window of the default screen.
    public let rootWindow: Window
    /// HiDPI scale: `Xft.dpi / 96`, or 1 when the resource is absent or unusable.
    public let scale: Double

    private var atoms: [String: Atom] = [:]
    private var cursors: [X11CursorShape: Cursor] = [:]
    private var inputContexts: [Window: XIC] = [:]
    private var inputMethodState: InputMethodState = .unopened

    private enum InputMethodState {
        case unopened
        case unavailable
        case open(XIM)
    }

    /// Opens the display named by `name` (nil: the `DISPLAY` variable), retrying a few times.
    ///
    /// `XOpenDisplay` against Xvfb fails now and then, so up to `attempts` opens are tried with a short growing
    /// pause between them. Throws `X11Error.cannotOpenDisplay` when no server answers.
    public init(name: String? = nil, attempts: Int = 10) throws {
        var opened: OpaquePointer?
        for attempt in 0..<max(1, attempts) {
            opened = name.map { XOpenDisplay($0) } ?? XOpenDisplay(nil)
            if opened != nil { break }
            if attempt + 1 < attempts { usleep(useconds_t(2_000 * (attempt + 1))) }
        }
        guard let display = opened else {
            throw X11Error.cannotOpenDisplay(display: name ?? ProcessInfo.processInfo.environment["DISPLAY"])
        }
        pointer = display
        screen = XDefaultScreen(display)
        rootWindow = XRootWindow(display, screen)
        scale = X11Display.scale(fromResources: XResourceManagerString(display).map { String(cString: $0) })
        // Without this, a held key arrives as release/press pairs; with it, as repeated presses only.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
    }

    deinit {
        for context in inputContexts.values { XDestroyIC(context) }
        if case .open(let method) = inputMethodState { XCloseIM(method) }
        for cursor in cursors.values { XFreeCursor(pointer, cursor) }
        XCloseDisplay(pointer)
    }

    /// The file descriptor of the connection, for a read source.
    public var connectionNumber: Int32 { XConnectionNumber(pointer) }

    /// The default visual of the default screen.
    public var defaultVisual: UnsafeMutablePointer<Visual>? { XDefaultVisual(pointer, screen) }

    /// The depth of the default screen.
    public var defaultDepth: Int32 { XDefaultDepth(pointer, screen) }

    /// Sends buffered requests to the server.
    public func flush() {
        XFlush(pointer)
    }

    /// Sends buffered requests and waits until the server has processed them.
    public func sync() {
        XSync(pointer, 0)
    }

    /// The atom for `name`, interned once per display and cached.
    public func atom(_ name: String) -> Atom {
        if let known = atoms[name] { return known }
        let value = XInternAtom(pointer, name, 0)
        atoms[name] = value
        return value
    }

    /// The font cursor for `shape`, created on first use and freed with the display.
    public func cursor(for shape: X11CursorShape) -> Cursor {
        if let known = cursors[shape] { return known }
        let cursor = XCreateFontCursor(pointer, shape.fontGlyph)
        cursors[shape] = cursor
        return cursor
    }

    /// The input context of `window`, when the window registered one.
    public func inputContext(for window: Window) -> XIC? {
        inputContexts[window]
    }

    /// Creates and registers an input context for `window` when an input method is available.
    ///
    /// Opening the input method switches `LC_CTYPE` to `C.UTF-8` if the process still runs in the "C" locale,
    /// because Xlib input methods need a locale it supports to produce UTF-8 text. Returns nil when no input
    /// method can be opened; key text then falls back to `XLookupString`.
    @discardableResult
    public func registerInputContext(for window: Window) -> XIC? {
        if let known = inputContexts[window] { return known }
        guard let method = inputMethod(), let context = swiftflow_XCreateIC(method, window) else { return nil }
        inputContexts[window] = context
        return context
    }

    /// Destroys the input context of `window`, if any.
    public func unregisterInputContext(for window: Window) {
        if let context = inputContexts.removeValue(forKey: window) { XDestroyIC(context) }
    }

    private func inputMethod() -> XIM? {
        switch inputMethodState {
        case .open(let method):
            return method
        case .unavailable:
            return nil
        case .unopened:
            let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
            if current == "C" || current == "POSIX" {
                let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? current
                let isUTF8 = chosen.lowercased().contains("utf-8") || chosen.lowercased().contains("utf8")
                if !isUTF8 || XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
            }
            guard XSupportsLocale() != 0 else {
                inputMethodState = .unavailable
                return nil
            }
            _ = XSetLocaleModifiers("")
            guard let method = XOpenIM(pointer, nil, nil, nil), swiftflow_XIMSupportsRootStyle(method) != 0 else {
                inputMethodState = .unavailable
                return nil
            }
            inputMethodState = .open(method)
            return method
        }
    }

    /// The HiDPI scale given by an X resource string (the `RESOURCE_MANAGER` property): `Xft.dpi / 96`.
    ///
    /// Returns 1 when `resources` is nil, lacks `Xft.dpi`, or holds a value that is not a positive number.
    public static func scale(fromResources resources: String?) -> Double {
        guard let resources else { return 1 }
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return 1 }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else {
            return 1
        }
        let text = String(cString: address).trimmingCharacters(in: .whitespaces)
        guard let dpi = Double(text), dpi.isFinite, dpi > 0 else { return 1 }
        return dpi / 96
    }
}
