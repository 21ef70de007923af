import SwiftFlowUI
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore

@Suite struct X11ColorSchemeTests {
    @Test func explicitVariableWins() {
        #expect(X11ColorScheme.resolve(environment: ["SWIFTFLOW_COLOR_SCHEME": "dark"]) == .dark)
        #expect(X11ColorScheme.resolve(environment: ["SWIFTFLOW_COLOR_SCHEME": "light",
                                                     "GTK_THEME": "Adwaita:dark"]) == .light)
        #expect(X11ColorScheme.resolve(environment: ["SWIFTFLOW_COLOR_SCHEME": " Dark "]) == .dark)
    }

    @Test func gtkThemeDarkSuffix() {
        #expect(X11ColorScheme.resolve(environment: ["GTK_THEME": "Adwaita:dark"]) == .dark)
        #expect(X11ColorScheme.resolve(environment: ["GTK_THEME": "Adwaita"]) == .light)
        // "dark" inside the name is not the variant suffix.
        #expect(X11ColorScheme.resolve(environment: ["GTK_THEME": "darkness"]) == .light)
        // An unknown explicit value falls through to GTK_THEME.
        #expect(X11ColorScheme.resolve(environment: ["SWIFTFLOW_COLOR_SCHEME": "sepia",
                                                     "GTK_THEME": "Arc:dark"]) == .dark)
    }

    @Test func defaultIsLight() {
        #expect(X11ColorScheme.resolve(environment: [:]) == .light)
        #expect(X11ColorScheme.resolve(environment: ["SWIFTFLOW_COLOR_SCHEME": ""]) == .light)
    }
}
