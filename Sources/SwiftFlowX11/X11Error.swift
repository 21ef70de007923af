/// Errors of the X11 host layer, each with a one-line message an executable can print before exiting with status 1.
public enum X11Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// No X server answered on the display named by `DISPLAY` (nil when the variable is unset).
    case cannotOpenDisplay(display: String?)
    /// The server refused to create a window.
    case cannotCreateWindow
    /// The window's visual is not 24/32-bit TrueColor with 8-bit red, green and blue, so ARGB32 cannot be uploaded.
    case unsupportedVisual(depth: Int32)

    /// The message to print, one line without a trailing newline.
    public var description: String {
        switch self {
        case .cannotOpenDisplay(let display?):
            return "cannot open X display \"\(display)\" (from DISPLAY); is an X server running there? "
                + "For a headless run use `xvfb-run -a swiftflow`."
        case .cannotOpenDisplay(nil):
            return "cannot open X display: DISPLAY is not set; start an X server "
                + "or run headless with `xvfb-run -a swiftflow`."
        case .cannotCreateWindow:
            return "the X server refused to create a window."
        case .unsupportedVisual(let depth):
            return "the X window's visual (depth \(depth)) is not TrueColor with 8-bit RGB; "
                + "cannot present ARGB32 frames."
        }
    }
}
