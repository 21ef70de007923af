import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension ColorMode {
    /// Whether this mode draws dark; `.system` reads `SWIFTFLOW_COLOR_SCHEME`, then a `:dark` suffix of
    /// `GTK_THEME`, else light.
    public func resolvesDark(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .light: return false
        case .dark: return true
        case .system:
            if let scheme = environment["SWIFTFLOW_COLOR_SCHEME"]?.lowercased() {
                if scheme == "dark" { return true }
                if scheme == "light" { return false }
            }
            return environment["GTK_THEME"]?.lowercased().hasSuffix(":dark") ?? false
        }
    }
}
