import SwiftFlowCore
import SwiftFlowUI
/// Which directions scroll-wheel panning may move the viewport (drag panning is always free).
public enum PanOnScrollMode: Hashable, Sendable {
    case free, vertical, horizontal
}

/// How much of a node a selection box must cover to select it.
public enum SelectionMode: Hashable, Sendable {
    /// Any overlap selects.
    case partial
    /// Only nodes fully inside the box are selected.
    case full
}

/// The canvas's light or dark appearance; `.system` follows the environment's `\.colorScheme`, which the
/// host sets from the system (SwiftFlowX11: `SWIFTFLOW_COLOR_SCHEME`, then `GTK_THEME`).
public enum ColorMode: Hashable, Sendable {
    case light, dark, system
}

/// The built-in background patterns.
public enum BackgroundVariant: Hashable, Sendable {
    case dots, lines, cross
}
