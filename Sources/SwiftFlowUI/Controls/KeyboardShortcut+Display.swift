import Foundation
import SwiftFlowCore

extension KeyboardShortcut {
    /// The shortcut as menus show it: modifiers in the order Ctrl, Alt, Shift, Super, then the key
    /// ("Ctrl+Shift+S", "F1", "Ctrl+Plus").
    public var displayName: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.super) { parts.append("Super") }
        parts.append(Self.keyName(key))
        return parts.joined(separator: "+")
    }

    /// The name of a key on its own ("S", "Delete", "F10", "Plus").
    public static func keyName(_ keysym: UInt32) -> String {
        if let name = namedKeys[keysym] { return name }
        if (0xffbe...0xffe0).contains(keysym) { return "F\(keysym - 0xffbe + 1)" }
        if let scalar = Unicode.Scalar(keysym), (0x21...0x7e).contains(keysym) || (0xa0...0xff).contains(keysym) {
            return String(Character(scalar)).uppercased()
        }
        return String(format: "0x%X", keysym)
    }

    private static let namedKeys: [UInt32: String] = [
        KeyCode.backspace.rawValue: "Backspace", KeyCode.tab.rawValue: "Tab", KeyCode.returnKey.rawValue: "Return",
        KeyCode.escape.rawValue: "Esc", KeyCode.forwardDelete.rawValue: "Delete", KeyCode.home.rawValue: "Home",
        KeyCode.end.rawValue: "End", KeyCode.leftArrow.rawValue: "Left", KeyCode.rightArrow.rawValue: "Right",
        KeyCode.upArrow.rawValue: "Up", KeyCode.downArrow.rawValue: "Down", KeyCode.pageUp.rawValue: "Page Up",
        KeyCode.pageDown.rawValue: "Page Down", KeyCode.keypadEnter.rawValue: "Enter", KeyCode.space.rawValue: "Space",
        Keysym.plus: "Plus", Keysym.minus: "Minus", Keysym.equal: "=", Keysym.keypadAdd: "Keypad Plus",
        Keysym.keypadSubtract: "Keypad Minus", Keysym.menu: "Menu", Keysym.insert: "Insert",
    ]
}
