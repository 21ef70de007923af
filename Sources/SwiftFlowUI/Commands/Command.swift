import Foundation
import SwiftFlowCore

/// Something the user can do, reachable from a menu item, a button and a key alike.
///
/// The three share the command's title, shortcut and enabled state: `isEnabled` is asked whenever it
/// matters (a menu opens, a key is pressed, a button bound to the command is updated or its registry
/// refreshed), and `perform()` runs `action` only while it says yes.
@MainActor
public struct Command: Identifiable {
    /// A stable name ("file.save").
    public let id: String
    /// What menus and the shortcut list show; `&` marks the menu mnemonic ("Save &As…").
    public var title: String
    /// The group the shortcut list files the command under ("File", "Edit", …).
    public var category: String
    /// The key that runs the command (shown in menus).
    public var shortcut: KeyboardShortcut?
    /// More keys that run it (Ctrl+Y besides Ctrl+Shift+Z), listed but not shown in menus.
    public var alternateShortcuts: [KeyboardShortcut]
    /// Whether the command can run now.
    public var isEnabled: () -> Bool
    /// What the command does.
    public var action: () -> Void

    /// A command named `id`.
    public init(_ id: String, title: String, category: String = "", shortcut: KeyboardShortcut? = nil,
                alternateShortcuts: [KeyboardShortcut] = [], isEnabled: @escaping () -> Bool = { true },
                action: @escaping () -> Void) {
        self.id = id
        self.title = title
        self.category = category
        self.shortcut = shortcut
        self.alternateShortcuts = alternateShortcuts
        self.isEnabled = isEnabled
        self.action = action
    }

    /// The title without mnemonic markers.
    public var displayTitle: String { MenuTitle(title).text }

    /// Every key that runs the command, the shown one first.
    public var shortcuts: [KeyboardShortcut] { (shortcut.map { [$0] } ?? []) + alternateShortcuts }

    /// Runs the action if the command is enabled; returns whether it ran.
    @discardableResult
    public func perform() -> Bool {
        guard isEnabled() else { return false }
        action()
        return true
    }

    /// Whether `key` presses one of the command's shortcuts.
    public func matches(_ key: KeyEvent) -> Bool {
        shortcuts.contains { $0.matches(key) }
    }
}
