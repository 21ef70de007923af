import Foundation
import SwiftFlowCore

extension Theme {
    /// What a modal dialog dims the window with.
    public static let backdrop = Color(light: Color(white: 0, opacity: 0.25), dark: Color(white: 0, opacity: 0.45))
    /// The background of dialogs and popovers.
    public static let panelBackground = Color(light: Color(white: 0.96), dark: Color(white: 0.17))
    /// The border around dialogs, popovers and menus.
    public static let panelBorder = Color(light: Color(white: 0, opacity: 0.18), dark: Color(white: 1, opacity: 0.14))
    /// The background of menus.
    public static let menuBackground = Color(light: Color(white: 1), dark: Color(white: 0.21))
    /// The background of a menu bar.
    public static let menuBarBackground = Color(light: Color(white: 0.975), dark: Color(white: 0.16))
    /// The row under the pointer or the keyboard in a menu or list.
    public static let menuHighlight = Color.accentColor
    /// Text on `menuHighlight`.
    public static let menuHighlightText = Color.white
    /// Shortcut text in menus.
    public static let menuShortcutText = Color(light: Color(white: 0, opacity: 0.5), dark: Color(white: 1, opacity: 0.5))
    /// A selected row of a list that does not have focus.
    public static let inactiveSelection = Color(light: Color(white: 0, opacity: 0.1), dark: Color(white: 1, opacity: 0.12))
    /// The border and message of a field whose input is refused.
    public static let invalidInput = Color(light: Color(red: 0.85, green: 0.1, blue: 0.1),
                                           dark: Color(red: 1, green: 0.42, blue: 0.4))
}
