import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension ColorMode {
    /// The scheme this mode draws in: `.light` and `.dark` are fixed, `.system` is `environmentScheme`,
    /// the `\.colorScheme` the host put in the environment (SwiftFlowX11 derives it from
    /// `SWIFTFLOW_COLOR_SCHEME` / `GTK_THEME`; the canvas itself reads no process environment).
    public func resolved(in environmentScheme: ColorScheme) -> ColorScheme {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .system: return environmentScheme
        }
    }
}
