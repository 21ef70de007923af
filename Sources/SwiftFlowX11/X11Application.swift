@preconcurrency import Glibc
import CX11
import Dispatch
import Foundation
import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// Runs toolkit windows on one X display: opens the connection, the clipboard and the event loop, routes
/// each window's events to its `X11WindowHost` and renders due frames.
///
/// Most programs call `X11Application.run(title:size:content:)` (or declare an `App` with `@main`); both
/// print the one-line reason and exit with status 1 when no X server answers, and exit with status 0 when
/// the last window closes.
@MainActor
public final class X11Application {
    /// The window size used when a scene asks for none, in points.
    public static let defaultWindowSize = CGSize(width: 1200, height: 800)

    /// The application started by `run`, while it runs.
    public private(set) static var current: X11Application?

    /// The X connection.
    public let display: X11Display
    /// The event loop reading `display`.
    public let loop: X11EventLoop
    /// The CLIPBOARD owner and reader shared by all windows (nil when its window could not be made).
    public let clipboard: X11Clipboard?
    /// The colour scheme windows open with (from the environment, see `X11ColorScheme`).
    public var colorScheme: ColorScheme
    /// Whether closing the last window ends the process with status 0.
    public var exitsWhenLastWindowCloses = true
    /// The open windows, in opening order.
    public private(set) var windows: [X11WindowHost] = []

    /// Connects to `displayName` (nil: `DISPLAY`) and registers the PNG decoder; throws `X11Error`.
    public init(displayName: String? = nil) throws {
        display = try X11Display(name: displayName)
        loop = X11EventLoop(display: display)
        clipboard = try? X11Clipboard(display: display)
        loop.clipboard = clipboard
        colorScheme = X11ColorScheme.current
        ImageDecoders.shared = CairoPNGDecoder()
        X11ConnectionLoss.install()
        loop.onEvent = { [weak self] window, event in
            self?.windows.first { $0.window.id == window }?.handle(event)
        }
        loop.onRender = { [weak self] in
            self?.renderFrame()
        }
    }

    /// Opens and shows a window of `size` points titled `title` showing `content`.
    @discardableResult
    public func openWindow<Content: View>(
        title: String, size: CGSize = X11Application.defaultWindowSize, @ViewBuilder content: () -> Content
    ) throws -> X11WindowHost {
        let loop = loop
        let host = try X11WindowHost(
            display: display, title: title, size: size, colorScheme: colorScheme, clipboard: clipboard,
            requestFrame: { [weak loop] in loop?.setNeedsRender() },
            requestFrameAt: { [weak loop] time in loop?.setNeedsRender(at: time) },
            afterServerTraffic: { [weak loop] in loop?.drain() },
            content: content
        )
        host.onClose = { [weak self, weak host] in
            guard let self, let host else { return }
            self.windowDidClose(host)
        }
        windows.append(host)
        host.show()
        loop.drain()
        return host
    }

    /// Opens a window a scene declared, at its default size or `defaultWindowSize`.
    @discardableResult
    public func openWindow(_ scene: SceneWindow) throws -> X11WindowHost {
        try openWindow(title: scene.title, size: scene.defaultSize ?? Self.defaultWindowSize) {
            scene.makeContent()
        }
    }

    /// Starts reading events (windows opened before are drawn at their first expose).
    public func start() {
        loop.start()
    }

    private func windowDidClose(_ host: X11WindowHost) {
        windows.removeAll { $0 === host }
        loop.drain()
        if windows.isEmpty && exitsWhenLastWindowCloses {
            loop.stop()
            display.sync()
            exit(0)
        }
    }

    private func renderFrame() {
        let time = X11EventLoop.clock()
        for host in windows {
            if host.needsFrame(at: time) {
                host.render(at: time)
            } else if let next = host.nextFrameTime {
                // Woken before its step was due (another window's frame, clock rounding): sleep until it is.
                loop.setNeedsRender(at: next)
            }
        }
    }

    // MARK: - Running

    /// Opens one window showing `content` and runs until it closes; never returns.
    ///
    /// `configure` runs once with the new window before events flow (set `onCloseRequest` there, for
    /// example). Prints the one-line error to stderr and exits with status 1 when no X server answers.
    public static func run<Content: View>(
        title: String, size: CGSize = defaultWindowSize, configure: (X11WindowHost) -> Void = { _ in },
        @ViewBuilder content: () -> Content
    ) -> Never {
        let application = launch()
        do {
            let host = try application.openWindow(title: title, size: size, content: content)
            configure(host)
        } catch {
            fail(error)
        }
        serve(application)
    }

    /// Opens the windows an app's scenes declare and runs until the last closes; never returns.
    public static func run(windows scenes: [SceneWindow]) -> Never {
        guard !scenes.isEmpty else {
            fputs("swiftflow: the app declares no window to open.\n", stderr)
            exit(1)
        }
        let application = launch()
        do {
            for scene in scenes { try application.openWindow(scene) }
        } catch {
            fail(error)
        }
        serve(application)
    }

    private static func launch() -> X11Application {
        do {
            return try X11Application()
        } catch {
            fail(error)
        }
    }

    private static func serve(_ application: X11Application) -> Never {
        current = application
        application.start()
        dispatchMain()
    }

    private static func fail(_ error: any Error) -> Never {
        let message = (error as? X11Error)?.description ?? String(describing: error)
        fputs("\(message)\n", stderr)
        exit(1)
    }
}
