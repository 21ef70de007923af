import CX11
import Dispatch

/// Runs a display's events on the main queue: reads when the connection is readable, coalesces, translates,
/// delivers to `onEvent`, and calls `onRender` at most once per frame while something is dirty.
///
/// Start it, then end the program in `dispatchMain()`. Nothing runs while the window is idle: the read source
/// wakes only on server traffic and the frame timer is armed only by `setNeedsRender()` (expose and resize
/// arm it too) or, for the next step of a slow animation, by `setNeedsRender(at:)`: the process sleeps until
/// then, with no frame in between.
@MainActor
public final class X11EventLoop {
    /// The shortest time between two renders, in milliseconds (about 60 frames per second).
    public static let frameIntervalMilliseconds = 16

    /// The display whose events the loop reads.
    public let display: X11Display
    /// The translator turning X events into input events.
    public let translator: X11EventTranslator
    /// Receives selection requests, clears and notifications before translation.
    public var clipboard: X11Clipboard?
    /// Called with each translated event and the window it belongs to.
    public var onEvent: ((Window, X11InputEvent) -> Void)?
    /// Called when a frame is due; draw the dirty region and present it here.
    public var onRender: (() -> Void)?

    private var coalescer = X11EventCoalescer()
    private var readSource: DispatchSourceRead?
    private var frameTimer: DispatchSourceTimer?
    /// When the armed frame is due (nil: none is armed).
    private var armedDeadline: DispatchTime?
    private var lastRender: DispatchTime?

    /// The clock frames are timed by, in seconds (monotonic: the system's uptime).
    public static func clock() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Creates a stopped loop for `display`; `translator` defaults to one made for the display.
    public init(display: X11Display, translator: X11EventTranslator? = nil) {
        self.display = display
        self.translator = translator ?? X11EventTranslator(display: display)
    }

    /// Starts reading the connection on the main queue and drains what Xlib already queued.
    public func start() {
        guard readSource == nil else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: display.connectionNumber, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.drain() }
        }
        source.resume()
        readSource = source
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.renderFrame() }
        }
        // A render asked for before the start (say by an expose drained early) happens when it is due.
        timer.schedule(deadline: armedDeadline ?? .distantFuture)
        timer.resume()
        frameTimer = timer
        drain()
    }

    /// Stops reading and cancels any pending frame.
    public func stop() {
        readSource?.cancel()
        readSource = nil
        frameTimer?.cancel()
        frameTimer = nil
        armedDeadline = nil
    }

    /// Asks for a render in the next frame; repeated calls before it happens ask for one render only.
    ///
    /// Before `start()` the request is remembered and served right after starting.
    public func setNeedsRender() {
        arm(at: .now())
    }

    /// Asks for a render once `clock()` reaches `time` (seconds), or at the next frame if that is later; an
    /// earlier request stands. Until then the loop sleeps.
    public func setNeedsRender(at time: Double) {
        // Rounded up: a timer that fires a nanosecond early would find nothing due yet.
        let nanoseconds = time.isFinite ? max(0, (time * 1_000_000_000).rounded(.up)) : 0
        arm(at: DispatchTime(uptimeNanoseconds: UInt64(min(nanoseconds, Double(UInt64.max / 2)))))
    }

    private func arm(at deadline: DispatchTime) {
        var due = deadline
        if let lastRender {
            // At most one frame per interval.
            let next = lastRender + .milliseconds(X11EventLoop.frameIntervalMilliseconds)
            if next > due { due = next }
        }
        if let armed = armedDeadline, armed <= due { return }
        armedDeadline = due
        frameTimer?.schedule(deadline: due)
    }

    /// Reads and handles every event Xlib has (flushing the output buffer first), until none is left.
    ///
    /// Call it after anything that talks to the server outside the loop's own callbacks: Xlib may hold events
    /// already read from the socket, which the read source would not report. Work done inside `onEvent` and
    /// `onRender` is covered, because the loop drains again after them.
    public func drain() {
        while true {
            var batch: [XEvent] = []
            while XPending(display.pointer) > 0 {
                var event = XEvent()
                XNextEvent(display.pointer, &event)
                batch.append(event)
            }
            guard !batch.isEmpty else { return }
            for var event in X11EventCoalescer.compressingMotion(batch) {
                handle(&event)
            }
        }
    }

    private func handle(_ event: inout XEvent) {
        // Input methods may consume key events (compose sequences); they then must not reach the app.
        if XFilterEvent(&event, Window(None)) != 0 { return }
        if let clipboard, clipboard.handle(&event) { return }
        if display.answerPing(&event) { return }
        switch event.type {
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        case Expose:
            if let rect = coalescer.addExpose(event.xexpose) {
                onEvent?(event.xexpose.window, .expose(rect))
                setNeedsRender()
            }
        case GraphicsExpose:
            // A scroll copied pixels from an obscured part of the window: present that area again.
            let expose = event.xgraphicsexpose
            let rect = X11Rect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height))
            onEvent?(expose.drawable, .expose(rect))
            setNeedsRender()
        default:
            guard let translated = translator.translate(&event) else { return }
            onEvent?(event.xany.window, translated)
            if case .resized = translated { setNeedsRender() }
        }
    }

    private func renderFrame() {
        guard armedDeadline != nil else { return }
        armedDeadline = nil
        frameTimer?.schedule(deadline: .distantFuture)
        lastRender = DispatchTime.now()
        onRender?()
        // Drawing talks to the server; Xlib may have queued events meanwhile that the socket will not signal.
        drain()
    }
}
