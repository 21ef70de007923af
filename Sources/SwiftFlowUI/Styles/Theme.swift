import Foundation
import SwiftFlowCore

/// The colours the built-in controls draw with; each adapts to light and dark mode.
public enum Theme {
    public static let windowBackground = Color(light: Color(white: 0.93), dark: Color(white: 0.12))
    public static let controlBackground = Color(light: Color(white: 1), dark: Color(white: 0.33))
    public static let controlHover = Color(light: Color(white: 0.96), dark: Color(white: 0.38))
    public static let controlPressed = Color(light: Color(white: 0.85), dark: Color(white: 0.45))
    public static let controlBorder = Color(light: Color(white: 0, opacity: 0.2), dark: Color(white: 1, opacity: 0.15))
    public static let textFieldBackground = Color(light: Color(white: 1), dark: Color(white: 0.2))
    public static let separator = Color(light: Color(white: 0, opacity: 0.12), dark: Color(white: 1, opacity: 0.15))
    public static let selection = Color(
        light: Color(red: 0.7, green: 0.84, blue: 1), dark: Color(red: 0.2, green: 0.35, blue: 0.6)
    )
    public static let focusRing = Color.accentColor.opacity(0.5)
    public static let accent = Color.accentColor
    public static let disabledText = Color(light: Color(white: 0, opacity: 0.3), dark: Color(white: 1, opacity: 0.3))
    public static let placeholder = Color(light: Color(white: 0, opacity: 0.35), dark: Color(white: 1, opacity: 0.35))
}
