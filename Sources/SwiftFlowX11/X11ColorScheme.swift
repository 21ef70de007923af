import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Finds the system colour scheme the way the spec asks: `SWIFTFLOW_COLOR_SCHEME=light|dark`, else a
/// `:dark` suffix of `GTK_THEME` (e.g. `Adwaita:dark`), else light.
public enum X11ColorScheme {
    /// The colour scheme `environment` asks for; values are compared without regard to case or
    /// surrounding spaces, and an unknown `SWIFTFLOW_COLOR_SCHEME` value falls through to `GTK_THEME`.
    public static func resolve(environment: [String: String]) -> ColorScheme {
        if let explicit = environment["SWIFTFLOW_COLOR_SCHEME"] {
            switch explicit.trimmingCharacters(in: .whitespaces).lowercased() {
            case "dark": return .dark
            case "light": return .light
            default: break
            }
        }
        if let theme = environment["GTK_THEME"]?.trimmingCharacters(in: .whitespaces).lowercased(),
           theme.hasSuffix(":dark") {
            return .dark
        }
        return .light
    }

    /// The colour scheme of this process's environment.
    public static var current: ColorScheme {
        resolve(environment: ProcessInfo.processInfo.environment)
    }
}
