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

    /// Whether `event` presses this combination (Shift, Control, Alt and Super must match exactly).
    public func matches(_ event: KeyEvent) -> Bool {
        let relevant: EventModifiers = [.shift, .control, .alt, .super]
        guard event.modifiers.intersection(relevant) == modifiers.intersection(relevant) else { return false }
        return Self.fold(event.keysym) == Self.fold(key)
    }

    /// Upper-case Latin letters fold to lower case (Shift turns `s` into `S`).
    private static func fold(_ keysym: UInt32) -> UInt32 {
        (0x41...0x5a).contains(keysym) ? keysym + 0x20 : keysym
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
