import Foundation
import SwiftFlowCore
import SwiftFlowUI

private struct CanvasThemeKey: EnvironmentKey {
    static var defaultValue: SwiftFlowTheme { .default }
}

extension EnvironmentValues {
    /// The theme of the enclosing canvas, for content that draws in its colours (`EdgeText`).
    var canvasTheme: SwiftFlowTheme {
        get { self[CanvasThemeKey.self] }
        set { self[CanvasThemeKey.self] = newValue }
    }
}
