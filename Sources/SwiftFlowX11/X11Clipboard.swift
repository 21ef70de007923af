import CX11
import Foundation

/// The CLIPBOARD selection: owns it to serve text and SwiftFlow JSON to other clients, and reads what other
/// clients hold.
///
/// Uses a hidden window of its own. As owner it answers `SelectionRequest`s passed to `handle(_:)` (the
/// `X11EventLoop` does that when its `clipboard` is set) for `TARGETS`, `UTF8_STRING`, `STRING`, `TEXT`,
/// `text/plain;charset=utf-8` and `application/x-swiftflow+json`. Reading blocks until the owner answers or
/// the timeout passes, handling only selection events of this clipboard meanwhile.
public final class X11Clipboard {
    /// The target under which SwiftFlow graphs travel as JSON.
    public static let swiftFlowJSONTarget = "application/x-swiftflow+json"

    /// The display the selection belongs to.
    public let display: X11Display
    /// The hidden window that owns the selection and receives conversions.
    public let window: Window

    private let selection: Atom
    private let transferProperty: Atom
    private var text: String?
    private var json: Data?
    private var owning = false

    /// Creates the clipboard's hidden window on `display`.
    public init(display: X11Display) throws {
        self.display = display
        var attributes = XSetWindowAttributes()
        attributes.event_mask = PropertyChangeMask
        let window = XCreateWindow(
            display.pointer, display.rootWindow, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil,
            UInt(CWEventMask), &attributes
        )
        guard window != Window(None) else { throw X11Error.cannotCreateWindow }
        self.window = window
        selection = display.atom("CLIPBOARD")
        transferProperty = display.atom("SWIFTFLOW_CLIPBOARD")
    }

    deinit {
        // Destroying the owner window also gives up the selection.
        XDestroyWindow(display.pointer, window)
        display.flush()
    }

    /// Whether this clipboard currently owns CLIPBOARD (false after another client took it).
    public var isOwner: Bool { owning }

    /// Takes CLIPBOARD with `text` (offered as plain text) and `json` (offered under the SwiftFlow target).
    ///
    /// Pass the server time of the event that caused the copy (e.g. the key press) as `time`, as ICCCM asks;
    /// without one, `CurrentTime` is used. Returns false when the server did not make this client the owner.
    @discardableResult
    public func setContents(text: String?, json: Data? = nil, time: UInt32? = nil) -> Bool {
        self.text = text
        self.json = json
        XSetSelectionOwner(display.pointer, selection, window, time.map { UInt($0) } ?? UInt(CurrentTime))
        owning = XGetSelectionOwner(display.pointer, selection) == window
        if !owning {
            self.text = nil
            self.json = nil
        }
        return owning
    }

    /// The clipboard's text (from this client when it owns CLIPBOARD), or nil when none arrives in time.
    ///
    /// Asks for `UTF8_STRING` first and falls back to `STRING` (Latin-1).
    public func readText(timeout: Double = 1) -> String? {
        if owning { return text }
        if let bytes = convert(to: display.atom("UTF8_STRING"), timeout: timeout) {
            return String(decoding: bytes, as: UTF8.self)
        }
        if let bytes = convert(to: XA_STRING, timeout: timeout) {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        return nil
    }

    /// The clipboard's SwiftFlow JSON, or nil when the owner does not offer it or does not answer in time.
    public func readSwiftFlowJSON(timeout: Double = 1) -> Data? {
        if owning { return json }
        return convert(to: display.atom(X11Clipboard.swiftFlowJSONTarget), timeout: timeout).map { Data($0) }
    }

    /// The target names the owner offers, or an empty list when nobody owns CLIPBOARD or answers in time.
    public func availableTargets(timeout: Double = 1) -> [String] {
        if owning { return offeredTargets().compactMap(atomName) }
        guard let bytes = convert(to: display.atom("TARGETS"), timeout: timeout) else { return [] }
        let size = MemoryLayout<UInt>.size
        let atoms = bytes.withUnsafeBytes { raw in
            (0..<(raw.count / size)).map { raw.loadUnaligned(fromByteOffset: $0 * size, as: UInt.self) }
        }
        return atoms.compactMap(atomName)
    }

    /// Handles a selection event of this clipboard; returns false (and does nothing) for any other event.
    public func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.owner == window:
            serve(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.window == window:
            if event.xselectionclear.selection == selection {
                owning = false
                text = nil
                json = nil
            }
            return true
        case SelectionNotify where event.xselection.requestor == window:
            // A late answer to a request that already timed out: drop its data.
            if event.xselection.property != Atom(None) {
                XDeleteProperty(display.pointer, window, event.xselection.property)
            }
            return true
        default:
            return false
        }
    }

    // MARK: Owner side

    private func offeredTargets() -> [Atom] {
        var targets = [display.atom("TARGETS")]
        if text != nil {
            targets += [display.atom("UTF8_STRING"), display.atom("text/plain;charset=utf-8"), XA_STRING,
                        display.atom("TEXT")]
        }
        if json != nil { targets.append(display.atom(X11Clipboard.swiftFlowJSONTarget)) }
        return targets
    }

    private func serve(_ request: XSelectionRequestEvent) {
        // Obsolete clients send no property: ICCCM says to use the target's name then.
        let property = request.property == Atom(None) ? request.target : request.property
        let stored = owning && request.selection == selection && store(request, into: property)
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.display = display.pointer
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = stored ? property : Atom(None)
        notify.xselection.time = request.time
        XSendEvent(display.pointer, request.requestor, 0, 0, &notify)
        display.flush()
    }

    private func store(_ request: XSelectionRequestEvent, into property: Atom) -> Bool {
        let target = request.target
        if target == display.atom("TARGETS") {
            let targets = offeredTargets()
            _ = targets.withUnsafeBytes { raw in
                XChangeProperty(
                    display.pointer, request.requestor, property, XA_ATOM, 32, PropModeReplace,
                    raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(targets.count)
                )
            }
            return true
        }
        let bytes: [UInt8]
        let type: Atom
        if let json, target == display.atom(X11Clipboard.swiftFlowJSONTarget) {
            bytes = Array(json)
            type = target
        } else if let text, target == display.atom("UTF8_STRING") || target == display.atom("TEXT")
                    || target == display.atom("text/plain;charset=utf-8") {
            bytes = Array(text.utf8)
            type = target == display.atom("TEXT") ? display.atom("UTF8_STRING") : target
        } else if let text, target == XA_STRING {
            bytes = text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
            type = XA_STRING
        } else {
            return false
        }
        // Larger data would need the INCR protocol; refuse instead of sending a request the server rejects.
        guard bytes.count <= maximumPropertyBytes else { return false }
        _ = bytes.withUnsafeBufferPointer { buffer in
            XChangeProperty(
                display.pointer, request.requestor, property, type, 8, PropModeReplace, buffer.baseAddress,
                Int32(buffer.count)
            )
        }
        return true
    }

    private var maximumPropertyBytes: Int {
        let units = max(XExtendedMaxRequestSize(display.pointer), XMaxRequestSize(display.pointer))
        return max(0, units * 4 - 64)
    }

    // MARK: Requester side

    /// Asks the owner to convert CLIPBOARD to `target` and waits for the bytes (following INCR transfers).
    private func convert(to target: Atom, timeout: Double) -> [UInt8]? {
        let dpy = display.pointer
        XDeleteProperty(dpy, window, transferProperty)
        XConvertSelection(dpy, selection, target, transferProperty, window, UInt(CurrentTime))
        let deadline = Date().addingTimeInterval(max(0, timeout))
        guard let notify = waitForEvent(type: SelectionNotify, until: deadline, where: { event in
            event.xselection.requestor == self.window && event.xselection.selection == self.selection
                && event.xselection.target == target
        }) else { return nil }
        let property = notify.xselection.property
        guard property != Atom(None), let reply = readProperty(property, delete: true) else { return nil }
        if reply.type == display.atom("INCR") {
            return readIncremental(property, until: deadline)
        }
        return reply.bytes
    }

    private func readIncremental(_ property: Atom, until deadline: Date) -> [UInt8]? {
        var collected: [UInt8] = []
        while true {
            guard waitForEvent(type: PropertyNotify, until: deadline, where: { event in
                event.xproperty.window == self.window && event.xproperty.atom == property
                    && event.xproperty.state == PropertyNewValue
            }) != nil, let chunk = readProperty(property, delete: true) else { return nil }
            if chunk.bytes.isEmpty { return collected }
            collected += chunk.bytes
        }
    }

    /// Reads a whole property of the clipboard window; 32-bit items arrive from Xlib as C longs.
    private func readProperty(_ property: Atom, delete: Bool) -> (type: Atom, bytes: [UInt8])? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display.pointer, window, property, 0, 0x1FFF_FFFF, delete ? 1 : 0, Atom(AnyPropertyType),
            &type, &format, &count, &remaining, &data
        )
        defer { if let data { XFree(data) } }
        guard status == Success, type != Atom(None) else { return nil }
        let itemSize: Int
        switch format {
        case 8: itemSize = 1
        case 16: itemSize = MemoryLayout<CShort>.size
        case 32: itemSize = MemoryLayout<CLong>.size
        default: return (type, [])
        }
        guard let data else { return (type, []) }
        return (type, Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
    }

    /// Waits for an event of `type` on this clipboard's window that `matches`, serving this clipboard's
    /// selection requests and clears meanwhile; every other event stays queued for the event loop.
    private func waitForEvent(type: Int32, until deadline: Date, where matches: (XEvent) -> Bool) -> XEvent? {
        let dpy = display.pointer
        while true {
            var event = XEvent()
            while XCheckTypedWindowEvent(dpy, window, type, &event) != 0 {
                if matches(event) { return event }
            }
            for other in [SelectionRequest, SelectionClear] where other != type {
                while XCheckTypedWindowEvent(dpy, window, other, &event) != 0 { _ = handle(&event) }
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            var poller = pollfd(fd: display.connectionNumber, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(min(remaining, 0.05) * 1_000) + 1)
        }
    }

    private func atomName(_ atom: Atom) -> String? {
        guard atom != Atom(None), let name = XGetAtomName(display.pointer, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }
}
