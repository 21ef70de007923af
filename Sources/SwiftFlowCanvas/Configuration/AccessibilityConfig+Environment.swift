import Foundation
import SwiftFlowCore
import SwiftFlowUI

private struct AccessibilityConfigKey: EnvironmentKey {
    static var defaultValue: AccessibilityConfig { .default }
}

extension EnvironmentValues {
    /// The enclosing canvas's `AccessibilityConfig`; the canvas puts it in its overlay's environment so
    /// overlay controls label themselves from it.
    public var accessibilityConfig: AccessibilityConfig {
        get { self[AccessibilityConfigKey.self] }
        set { self[AccessibilityConfigKey.self] = newValue }
    }
}
