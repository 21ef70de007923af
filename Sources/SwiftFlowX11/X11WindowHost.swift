import CX11
import Dispatch
import Foundation
import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// One toolkit window on X11: owns the X window, its `WindowRoot`, a Cairo back buffer in device pixels and
/// the presenter, and implements `WindowHost` for the root.
///
/// The back buffer lives in shared memory when the server allows it (`X11SharedImagePresenter`: the server
/// copies frames out of it); otherwise it is a plain image uploaded with `XPutImage` (`X11Presenter`).
///
/// Feed it the window's events with `handle(_:)` and call `render(at:)` when the event loop says a frame is
/// due (`X11Application` does both). Each frame renders only the root's damaged rectangle into the back
/// buffer and uploads only that rectangle; expose events re-upload from the back buffer without rendering.
@MainActor
public final class X11WindowHost: WindowHost, AccessibilityAnnouncer {
    /// The X window.
    public let window: X11Window
    /// The toolkit side of the window.
    public let root: WindowRoot
    /// Measures and shapes text for layout and drawing, shared across frames.
    public let textMeasurer: CairoTextMeasurer
    /// Decoded images as Cairo surfaces, shared across frames.
    public let imageCache: CairoImageCache
    /// The clipboard used by `requestClipboardText` and `setClipboardText` (nil when none could be made).
    public let clipboard: X11Clipboard?
    /// Called when the window manager asks to close the window; return false to keep it open (for an
    /// unsaved-changes prompt, which later calls `close()` itself). Without a hook the window closes.
    public var onCloseRequest: (() -> Bool)?
    /// Called once after the window closed (by request, by `close()`, or destroyed by another client).
    public var onClose: (() -> Void)?
    /// Called when another client destroyed the window, before `onClose`: the window cannot ask anything any
    /// more, so this is the moment to keep unsaved work.
    public var onDestroyed: (() -> Void)?
    /// Called with every message the window announces, after it was published on the window.
    public var onAnnouncement: ((String) -> Void)?

    /// The back buffer, `pixelSize` large: what the window shows.
    public private(set) var backBuffer: CairoImageSurface
    /// Whether the window has been closed.
    public private(set) var isClosed = false
    /// The server time of the latest input event, for clipboard ownership (ICCCM wants a real time).
    public private(set) var lastEventTime: UInt32?

    private let presenter: X11Presenter
    /// Whether `render(at:)` times its parts into `lastFrameParts` (the benchmark's `--breakdown`).
    public var measuresFrameParts = false
    /// The parts of the last frame's `render(at:)`, while `measuresFrameParts`.
    public private(set) var lastFrameParts: X11FrameParts?
    /// Presents from the back buffer's shared memory; nil when the buffer is a plain image.
    private var sharedPresenter: X11SharedImagePresenter?
    private let allowsSharedMemory: Bool
    private let requestFrame: () -> Void
    private let requestFrameAt: (TimeInterval) -> Void
    private let afterServerTraffic: () -> Void
    private var pendingExpose: [X11Rect] = []
    /// Where the window's input context is: opening the input method costs ~10 ms of CPU (the locale's Compose
    /// table), which the first frame does not wait for; it is registered at the first event after that frame
    /// (the map, expose or focus that follow it), before any key can be typed into the window.
    private var inputContext = InputContextStep.waitingForFirstFrame
    private enum InputContextStep { case waitingForFirstFrame, due, registered }

    /// The window title.
    public var title: String {
        didSet { if title != oldValue { window.setTitle(title) } }
    }

    /// Whether frames reach the window from shared memory (MIT-SHM through Cairo) rather than by `XPutImage`.
    public var presentsFromSharedMemory: Bool { sharedPresenter != nil }

    /// Device pixels per point (the display's `Xft.dpi / 96`).
    public var scale: Double { window.display.scale }

    /// Creates an unmapped window of `size` points titled `title` showing `content`.
    ///
    /// `requestFrame` is called when the window needs a render (usually `X11EventLoop.setNeedsRender`);
    /// `requestFrameAt` when it needs one only once the clock reaches a time, for an animation's next step
    /// (usually `X11EventLoop.setNeedsRender(at:)`; the default asks for none: render at a time of your own);
    /// `afterServerTraffic` after a blocking clipboard read (usually `X11EventLoop.drain`), because Xlib may
    /// have queued events meanwhile. `sharedMemory: false` keeps the back buffer a plain image uploaded with
    /// `XPutImage` even where shared memory works (to compare both). Throws when the window, its presenter or
    /// the back buffer cannot be made.
    public init<Content: View>(
        display: X11Display, title: String, size: CGSize, colorScheme: ColorScheme = .light,
        clipboard: X11Clipboard? = nil, sharedMemory: Bool = true, requestFrame: @escaping () -> Void,
        requestFrameAt: @escaping (TimeInterval) -> Void = { _ in }, afterServerTraffic: @escaping () -> Void = {},
        @ViewBuilder content: () -> Content
    ) throws {
        let width = size.width.isFinite && size.width > 0 ? size.width : 800
        let height = size.height.isFinite && size.height > 0 ? size.height : 600
        // The input context waits for the first frame (see `render(at:)`): it is not needed to draw.
        window = try X11Window(display: display, title: title, width: width, height: height,
                               registersInputContext: false)
        presenter = try X11Presenter(window: window)
        let initial = window.initialSize
        allowsSharedMemory = sharedMemory
        sharedPresenter = sharedMemory
            ? X11SharedImagePresenter(window: window, width: initial.pixelWidth, height: initial.pixelHeight) : nil
        backBuffer = try sharedPresenter?.image
            ?? CairoImageSurface(width: initial.pixelWidth, height: initial.pixelHeight)
        textMeasurer = CairoTextMeasurer()
        imageCache = CairoImageCache()
        self.clipboard = clipboard
        self.title = title
        self.requestFrame = requestFrame
        self.requestFrameAt = requestFrameAt
        self.afterServerTraffic = afterServerTraffic
        root = WindowRoot(size: CGSize(width: initial.width, height: initial.height), textMeasurer: textMeasurer,
                          content: content)
        root.scale = display.scale
        root.colorScheme = colorScheme
        root.host = self
        root.acceptsScrolls = true
        root.runsWorkAfterPresent = true
    }

    /// Maps the window; its first frame follows the first expose.
    public func show() {
        window.show()
        requestFrame()
    }

    /// Destroys the window (without asking `onCloseRequest`) and calls `onClose`; later calls do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        pendingExpose.removeAll()
        window.close()
        onClose?()
    }

    // MARK: - Events

    /// Handles one event of this window: input goes to the root, resizes replace the back buffer, exposes
    /// are re-presented at the next frame, close requests ask `onCloseRequest`.
    public func handle(_ event: X11InputEvent) {
        guard !isClosed else { return }
        if inputContext == .due, event != .destroyed {
            // Not on a window another client destroyed: asking the server about it would be a protocol error.
            inputContext = .registered
            window.registerInputContext()
        }
        if let time = Self.time(of: event) { lastEventTime = time }
        switch event {
        case .expose(let rect):
            pendingExpose.append(rect)
            requestFrame()
        case .resized(let size):
            resize(to: size)
        case .closeRequested:
            if onCloseRequest?() ?? true { close() }
        case .destroyed:
            isClosed = true
            pendingExpose.removeAll()
            window.markDestroyed()
            onDestroyed?()
            onClose?()
        default:
            if let mapped = X11InputMapping.inputEvent(for: event) { root.handle(mapped) }
        }
    }

    private func resize(to size: X11InputEvent.Size) {
        if size.pixelWidth != backBuffer.width || size.pixelHeight != backBuffer.height {
            let shared = allowsSharedMemory
                ? X11SharedImagePresenter(window: window, width: size.pixelWidth, height: size.pixelHeight) : nil
            if let buffer = try? shared?.image ?? CairoImageSurface(width: size.pixelWidth, height: size.pixelHeight) {
                sharedPresenter = shared
                backBuffer = buffer
            }
        }
        root.size = CGSize(width: size.width, height: size.height)
        // The new buffer holds nothing yet: everything is repainted.
        root.addDamage(CGRect(x: 0, y: 0, width: size.width, height: size.height))
        requestFrame()
    }

    private static func time(of event: X11InputEvent) -> UInt32? {
        switch event {
        case .pointerDown(let button), .pointerUp(let button): return button.time
        case .pointerMoved(let motion): return motion.time
        case .scroll(let scroll): return scroll.time
        case .keyDown(let key), .keyUp(let key): return key.time
        default: return nil
        }
    }

    // MARK: - Rendering

    /// Whether a frame would do anything at some time: damage, pending exposes, animations or scheduled actions.
    public var needsFrame: Bool {
        !isClosed && (root.damagedRect != nil || root.needsUpdate || !pendingExpose.isEmpty || root.isAnimating
            || root.hasWorkAfterPresent)
    }

    /// When the next animation step or scheduled action is due (nil: none waits, or the window is closed).
    public var nextFrameTime: TimeInterval? {
        isClosed ? nil : root.nextAnimationTime
    }

    /// Whether a frame at `time` would do anything: damage, pending exposes, or an animation step or scheduled
    /// action due by then.
    public func needsFrame(at time: TimeInterval) -> Bool {
        !isClosed && (root.damagedRect != nil || root.needsUpdate || !pendingExpose.isEmpty
            || root.hasWorkAfterPresent || root.nextAnimationTime.map { $0 <= time } ?? false)
    }

    /// Renders the damaged rectangle into the back buffer and presents it together with pending exposes.
    ///
    /// `time` is seconds on a monotonic clock; animations step to it. When rendering left new damage or an
    /// element animates every frame, the next frame is requested; when only a later step or action waits, a
    /// frame at its time (`requestFrameAt`); else none.
    ///
    /// From shared memory a scroll's moved pixels are shown first, before layout and drawing (the server copies
    /// the window's worth of them while this thread works), and the repainted rectangles after drawing.
    public func render(at time: TimeInterval) {
        guard !isClosed else { return }
        var clock = FramePartClock(measuring: measuresFrameParts)
        if root.isAnimating { root.advanceAnimations(to: time) }
        var reads = ServerReads.unknown
        var rects: [X11Rect] = []
        if sharedPresenter != nil, let early = root.takePendingScroll(), let scroll = early.scroll {
            rects += moveContents(scroll, repainted: early.rects, reads: &reads)
        }
        clock.mark(\.scroll)
        if let frame = root.takeFrameDamage() {
            clock.mark(\.layout)
            if let scroll = frame.scroll { rects += moveContents(scroll, repainted: frame.rects, reads: &reads) }
            clock.mark(\.scroll)
            let context = backBuffer.makeContext(scale: scale, darkMode: root.colorScheme == .dark,
                                                 textMeasurer: textMeasurer, imageCache: imageCache)
            for damage in frame.rects {
                guard let pixels = pixelRect(covering: damage) else { continue }
                waitForServer(before: pixels, reads: &reads)
                // Render whole pixels so the edges of the rectangle are painted opaquely, not blended.
                let dirty = CGRect(x: Double(pixels.x) / scale, y: Double(pixels.y) / scale,
                                   width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
                root.render(into: context, dirty: dirty)
                rects.append(pixels)
            }
            clock.mark(\.draw)
        }
        rects += pendingExpose
        pendingExpose.removeAll()
        present(rects)
        clock.mark(\.present)
        // While the server copies the frame: work it did not need (elements ahead of a pan) and their layout.
        root.runWorkAfterPresent()
        clock.mark(\.afterPresent)
        if measuresFrameParts { lastFrameParts = clock.parts }
        if inputContext == .waitingForFirstFrame { inputContext = .due }
        if root.damagedRect != nil {
            requestFrame()
        } else if let next = root.nextAnimationTime {
            if next <= time { requestFrame() } else { requestFrameAt(next) }
        }
    }

    /// What the server may still be reading out of the shared back buffer: anything until the frame waited for it
    /// once, then only what the frame presented since.
    private enum ServerReads {
        case unknown
        case rects([X11Rect])
    }

    /// Waits until the server has read what it may still be reading of `area` (nil: of anything), before the
    /// frame writes there. Without shared memory the pixels went through the socket: nothing to wait for.
    private func waitForServer(before area: X11Rect?, reads: inout ServerReads) {
        guard let sharedPresenter else { return }
        if case .rects(let pending) = reads,
           pending.allSatisfy({ pixels in area.map { pixels.intersection($0) == nil } ?? false }) { return }
        sharedPresenter.waitForServer()
        reads = .rects([])
    }

    /// Shifts the back buffer's pixels for a scroll and the window's with them, and returns what is left to
    /// present at the end of the frame. The window's moved pixels that `repainted` (window points: damage this
    /// frame draws anyway) leaves are shown at once, so the server copies them while this thread lays out and
    /// draws. While exposed areas wait to be presented the window's pixels are not to be trusted, so the moved
    /// area is presented instead of copied.
    private func moveContents(_ scroll: WindowScroll, repainted: [CGRect], reads: inout ServerReads) -> [X11Rect] {
        guard let area = pixelRect(covering: scroll.rect) else { return [] }
        let dx = Int((scroll.delta.width * scale).rounded()), dy = Int((scroll.delta.height * scale).rounded())
        if let sharedPresenter {
            waitForServer(before: nil, reads: &reads)
            // A scroll of the whole window moves the view's origin in the segment, not its pixels.
            sharedPresenter.scroll(area, dx: dx, dy: dy)
            backBuffer = sharedPresenter.image
            let kept = area.subtracting(repainted.compactMap { pixelRect(covering: $0) })
            if pendingExpose.isEmpty && (dx <= 0 || dy != 0) {
                // The window moves its own pixels (XCopyArea, in place: half the memory traffic of a copy out of
                // the segment). Not rightwards along rows: Xvfb copies that overlap word by word (fbBlt), slower
                // than the segment's copy.
                presenter.copyArea(area, dx: dx, dy: dy, clip: kept)
                window.display.flush()
            } else {
                sharedPresenter.present(kept)
                reads = .rects(kept)
            }
            return []
        }
        backBuffer.scrollPixels(x: area.x, y: area.y, width: area.width, height: area.height, dx: dx, dy: dy)
        guard pendingExpose.isEmpty else { return [area] }
        presenter.copyArea(area, dx: dx, dy: dy)
        return []
    }

    /// The pixel rectangle covering `rect` (points), rounded outwards and clipped to the back buffer.
    public func pixelRect(covering rect: CGRect) -> X11Rect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return X11Rect(x: 0, y: 0, width: backBuffer.width, height: backBuffer.height)
        }
        let minX = max(0, min(Double(backBuffer.width), (rect.minX * scale).rounded(.down)))
        let minY = max(0, min(Double(backBuffer.height), (rect.minY * scale).rounded(.down)))
        let maxX = max(0, min(Double(backBuffer.width), (rect.maxX * scale).rounded(.up)))
        let maxY = max(0, min(Double(backBuffer.height), (rect.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        return X11Rect(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    private func present(_ rects: [X11Rect]) {
        guard !rects.isEmpty else { return }
        if let sharedPresenter {
            sharedPresenter.present(rects)
            return
        }
        let buffer = backBuffer
        _ = buffer.withPixelData { pixels, stride in
            presenter.present(pixels: UnsafeRawPointer(pixels), width: buffer.width, height: buffer.height,
                              stride: stride, damage: rects)
        }
    }

    // MARK: - WindowHost

    /// Shows the X cursor matching `shape`.
    public func setCursor(_ shape: CursorShape) {
        guard !isClosed else { return }
        window.setCursor(X11InputMapping.cursor(shape))
    }

    /// Reads CLIPBOARD on the next turn of the main queue and hands it to `completion`: a graph when the owner
    /// offers the SwiftFlow target (another SwiftFlow window copied), else its text.
    public func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) {
        let clipboard = clipboard
        let afterServerTraffic = afterServerTraffic
        Task { @MainActor in
            let content: ClipboardContent?
            if let json = clipboard?.readSwiftFlowJSON() {
                let encoded = String(decoding: json, as: UTF8.self)
                content = .graph(encoded, plainText: clipboard?.readText() ?? encoded)
            } else {
                content = clipboard?.readText().map(ClipboardContent.text)
            }
            afterServerTraffic()
            completion(content)
        }
    }

    /// Takes CLIPBOARD with `content`, stamped with the time of the latest input event: text as plain text, a
    /// graph also under the SwiftFlow target, so other SwiftFlow windows can ask for it by type.
    public func setClipboard(_ content: ClipboardContent) {
        let json = content.encodedGraph.map { Data($0.utf8) }
        clipboard?.setContents(text: content.plainText, json: json, time: lastEventTime)
    }

    /// Publishes `message` on the window (`X11Window.setAnnouncement(_:)`) and passes it to `onAnnouncement`.
    public func announce(_ message: String) {
        guard !isClosed else { return }
        window.setAnnouncement(message)
        onAnnouncement?(message)
    }

    /// Asks the event loop for a frame.
    public func setNeedsRedraw() {
        guard !isClosed else { return }
        requestFrame()
    }
}
