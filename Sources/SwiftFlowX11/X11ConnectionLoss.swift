@preconcurrency import Glibc
import CX11

/// What happens when the X connection breaks (the server died or killed the client): Xlib calls its IO error
/// handler, which must not return. Before the process ends with status 1, `handler` runs — on the main thread,
/// where all Xlib calls are made — so an app can keep its unsaved work; it must not talk to the server.
@MainActor
public enum X11ConnectionLoss {
    /// Runs once when the connection is lost, just before the process ends.
    public static var handler: (() -> Void)?

    /// Makes Xlib call `handler` on a lost connection (once per process; `X11Application` does it).
    public static func install() {
        XSetIOErrorHandler { _ in
            MainActor.assumeIsolated {
                let handler = X11ConnectionLoss.handler
                X11ConnectionLoss.handler = nil
                handler?()
            }
            fputs("swiftflow: lost the connection to the X server\n", stderr)
            exit(1)
        }
    }
}
