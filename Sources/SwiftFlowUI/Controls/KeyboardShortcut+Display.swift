import Foundation
import SwiftFlowCore

extension KeyboardShortcut {
    /// The shortcut as menus show it, in the process's language (see `displayName(locale:)`).
    public var displayName: String { displayName(locale: PreferredLanguages.processLocale) }

    /// The shortcut as menus show it in `locale`: modifiers in the order Ctrl, Alt, Shift, Super, then the key
    /// ("Ctrl+Shift+S", "F1", "Ctrl+Plus"; "Strg+Umschalt+S" in German).
    public func displayName(locale: Locale) -> String {
        var parts: [String] = []
        for (modifier, name) in [(EventModifiers.control, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.super, "super")]
        where modifiers.contains(modifier) {
            parts.append(ToolkitStrings.text("key." + name, locale: locale))
        }
        parts.append(Self.keyName(key, locale: locale))
        return parts.joined(separator: "+")
    }

    /// The name of a key on its own in `locale` ("S", "Delete", "F10", "Plus").
    public static func keyName(_ keysym: UInt32, locale: Locale = PreferredLanguages.processLocale) -> String {
        if let name = namedKeys[keysym] { return ToolkitStrings.text("key." + name, locale: locale) }
        if (0xffbe...0xffe0).contains(keysym) { return "F\(keysym - 0xffbe + 1)" }
        if let scalar = Unicode.Scalar(keysym), (0x21...0x7e).contains(keysym) || (0xa0...0xff).contains(keysym) {
            return String(Character(scalar)).uppercased()
        }
        return String(format: "0x%X", keysym)
    }

    /// Keys shown by name: the name's key (`key.<name>`) in the toolkit's strings tables.
    private static let namedKeys: [UInt32: String] = [
        KeyCode.backspace.rawValue: "backspace", KeyCode.tab.rawValue: "tab", KeyCode.returnKey.rawValue: "return",
        KeyCode.escape.rawValue: "escape", KeyCode.forwardDelete.rawValue: "delete", KeyCode.home.rawValue: "home",
        KeyCode.end.rawValue: "end", KeyCode.leftArrow.rawValue: "left", KeyCode.rightArrow.rawValue: "right",
        KeyCode.upArrow.rawValue: "up", KeyCode.downArrow.rawValue: "down", KeyCode.pageUp.rawValue: "pageUp",
        KeyCode.pageDown.rawValue: "pageDown", KeyCode.keypadEnter.rawValue: "enter", KeyCode.space.rawValue: "space",
        Keysym.plus: "plus", Keysym.minus: "minus", Keysym.equal: "equal", Keysym.keypadAdd: "keypadPlus",
        Keysym.keypadSubtract: "keypadMinus", Keysym.menu: "menu", Keysym.insert: "insert",
    ]
}
