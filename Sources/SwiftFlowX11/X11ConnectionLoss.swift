@preconcurrency import Glibc
import CX11

/// What happens when the X connection breaks (the server died or killed the client): Xlib calls its IO error
/// handler, which must not return. Before the process ends with status 1, `handler` runs — on the main thread,
/// where all Xlib calls are made — so an app can keep its unsaved work; it must not talk to the server.
@MainActor
public enum X11ConnectionLoss {
    /// Runs once when the connection is lost, just before the process ends.
    public static var handler: (() -> Void)?
    /// Whether a protocol error was printed (only the first is).
    nonisolated(unsafe) private static var reportedError = false

    /// Makes Xlib call `handler` on a lost connection (once per process; `X11Application` does it), and makes
    /// protocol errors (a request about a window another client just destroyed) non-fatal: Xlib's default
    /// handler would end the process on them, losing unsaved work.
    public static func install() {
        XSetErrorHandler { _, error in
            // Errors come in bursts (every frame drawn into a window destroyed meanwhile): say it once.
            if let error, !X11ConnectionLoss.reportedError {
                X11ConnectionLoss.reportedError = true
                fputs("swiftflow: X protocol error \(error.pointee.error_code) (request \(error.pointee.request_code)); "
                      + "continuing\n", stderr)
            }
            return 0
        }
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
