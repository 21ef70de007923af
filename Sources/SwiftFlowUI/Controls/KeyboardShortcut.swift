import Foundation
import SwiftFlowCore

/// A key combination that triggers a button from anywhere in its window, as SwiftUI's `KeyboardShortcut`.
///
/// `key` is an X11 keysym (`KeyCode.keysym("s")` for a letter); letters match either case.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: UInt32
    public var modifiers: EventModifiers

    public init(_ key: UInt32, modifiers: EventModifiers = .primary) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A shortcut on a printable key: `KeyboardShortcut("s")` is Ctrl+S.
    public init(_ character: Character, modifiers: EventModifiers = .primary) {
        self.init(KeyCode.keysym(Character(character.lowercased())), modifiers: modifiers)
    }

    /// Return without modifiers: the default button of a dialog, as SwiftUI's `.defaultAction`.
    public static let defaultAction = KeyboardShortcut(KeyCode.returnKey.rawValue, modifiers: [])
    /// Escape without modifiers: the cancel button of a dialog, as SwiftUI's `.cancelAction`.
    public static let cancelAction = KeyboardShortcut(KeyCode.escape.rawValue, modifiers: [])

    /// Whether `event` presses this combination (Shift, Control, Alt and Super must match exactly).
    ///
    /// Two allowances: keypad Enter counts as Return, and a symbol that needs Shift on common layouts
    /// (`+` is Shift+= on a US keyboard) matches with or without Shift when the shortcut itself has none.
    public func matches(_ event: KeyEvent) -> Bool {
        let relevant: EventModifiers = [.shift, .control, .alt, .super]
        var held = event.modifiers.intersection(relevant)
        if Self.isSymbol(event.keysym) && !modifiers.contains(.shift) { held.remove(.shift) }
        guard held == modifiers.intersection(relevant) else { return false }
        return Self.fold(event.keysym) == Self.fold(key)
    }

    /// Upper-case Latin letters fold to lower case (Shift turns `s` into `S`); keypad Enter folds to Return.
    private static func fold(_ keysym: UInt32) -> UInt32 {
        if keysym == KeyCode.keypadEnter.rawValue { return KeyCode.returnKey.rawValue }
        return (0x41...0x5a).contains(keysym) ? keysym + 0x20 : keysym
    }

    /// Printable ASCII punctuation (not letters, digits or space), whose keysym already says whether Shift was used.
    private static func isSymbol(_ keysym: UInt32) -> Bool {
        guard (0x21...0x7e).contains(keysym), let scalar = Unicode.Scalar(keysym) else { return false }
        return !scalar.properties.isAlphabetic && !("0"..."9").contains(Character(scalar))
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The shortcut that buttons in this environment answer to.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Lets the button in this view be pressed with `character` plus `modifiers` (Ctrl by default).
    public func keyboardShortcut(_ character: Character, modifiers: EventModifiers = .primary) -> some View {
        keyboardShortcut(KeyboardShortcut(character, modifiers: modifiers))
    }

    /// Lets the button in this view be pressed with `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}
