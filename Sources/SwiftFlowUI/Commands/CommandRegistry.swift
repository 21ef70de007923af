import Foundation
import SwiftFlowCore

/// One line of a keyboard shortcut list, generated from a `CommandRegistry`.
public struct KeyBinding: Hashable, Sendable {
    public let commandID: String
    public let category: String
    /// The command's title without mnemonic markers.
    public let title: String
    /// Every key that runs the command, as menus write them ("Ctrl+Shift+Z", "Ctrl+Y").
    public let keys: [String]
}

/// The commands of a window, in order: menus, buttons and keys look commands up here, and a shortcut
/// list is generated from it so that it cannot drift from what the keys do.
///
/// Install it with `.commands(registry)`: its shortcuts then work anywhere in the window (unless a
/// focused text field takes the key first, or a dialog is up). Call `refresh()` when something the
/// commands' `isEnabled` read has changed, so buttons bound to commands redraw.
@MainActor
public final class CommandRegistry: ObservableObject {
    /// The commands, in registration order.
    @Published public private(set) var commands: [Command] = []
    private var indexByID: [String: Int] = [:]

    /// A registry holding `commands`.
    public init(_ commands: [Command] = []) {
        for command in commands { register(command) }
    }

    /// Adds `command`, or replaces the command with its id in place.
    public func register(_ command: Command) {
        if let index = indexByID[command.id] {
            commands[index] = command
        } else {
            indexByID[command.id] = commands.count
            commands.append(command)
        }
    }

    /// Adds or replaces each of `commands`, in order.
    public func register(_ commands: [Command]) {
        for command in commands { register(command) }
    }

    /// The command named `id`, if registered.
    public func command(_ id: String) -> Command? {
        indexByID[id].map { commands[$0] }
    }

    /// The command named `id`; asking for one that was never registered is a programming error.
    public subscript(id: String) -> Command {
        guard let command = command(id) else { preconditionFailure("No command \"\(id)\" in the registry") }
        return command
    }

    /// Whether the command named `id` exists and can run now.
    public func isEnabled(_ id: String) -> Bool {
        command(id)?.isEnabled() ?? false
    }

    /// Runs the command named `id` if it is enabled; returns whether it ran.
    @discardableResult
    public func perform(_ id: String) -> Bool {
        command(id)?.perform() ?? false
    }

    /// The command one of whose shortcuts `key` presses.
    public func command(for key: KeyEvent) -> Command? {
        commands.first { $0.matches(key) }
    }

    /// Runs the command whose shortcut `key` presses; returns whether one matched. A disabled command's key
    /// is taken too (nothing runs), so the key does not fall through to something else.
    public func performShortcut(_ key: KeyEvent) -> Bool {
        guard let command = command(for: key) else { return false }
        command.perform()
        return true
    }

    /// Every command that has a key, in registration order, for a shortcut list.
    public var keyBindings: [KeyBinding] {
        commands.filter { !$0.shortcuts.isEmpty }.map {
            KeyBinding(commandID: $0.id, category: $0.category, title: $0.displayTitle,
                       keys: $0.shortcuts.map(\.displayName))
        }
    }

    /// Tells buttons bound to commands that enabled states may have changed.
    public func refresh() {
        objectWillChange.send()
    }
}
