import Foundation
import SwiftFlowCore

private struct CommandRegistryKey: EnvironmentKey {
    static var defaultValue: CommandRegistry? { nil }
}

extension EnvironmentValues {
    /// The registry installed with `.commands(_:)` above this view.
    public var commandRegistry: CommandRegistry? {
        get { self[CommandRegistryKey.self] }
        set { self[CommandRegistryKey.self] = newValue }
    }
}

/// Runs the registry's commands from their keys anywhere in its content.
final class CommandsElement: ModifierElement {
    weak var registry: CommandRegistry?
    var derivation = EnvironmentDerivation()
    override var handlesUnfocusedKeyEvents: Bool { registry != nil }

    override func handle(_ event: InputEvent) -> Bool {
        guard case .keyDown(let key) = event, let registry else { return false }
        return registry.performShortcut(key)
    }
}

/// The modifier behind `.commands(_:)`.
struct CommandsModifier: PrimitiveViewModifier {
    let registry: CommandRegistry

    func makeElement() -> Element { CommandsElement() }

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        guard let element = element as? CommandsElement else { return }
        element.registry = registry
        let derived = element.derivation.derive(from: environment, token: AnyHashable(ObjectIdentifier(registry))) {
            $0.commandRegistry = registry
            $0.setObject(registry)
        }
        element.updateChildren([content], environment: derived)
    }
}

extension View {
    /// Makes the shortcuts of `registry`'s commands work anywhere in this view, and gives its content the
    /// registry (`@Environment(\.commandRegistry)`, `@EnvironmentObject var commands: CommandRegistry`).
    ///
    /// Keys reach the registry after the focused control (a text field keeps its Ctrl+C) and not while a
    /// dialog, popover or menu is up.
    public func commands(_ registry: CommandRegistry) -> some View {
        modifier(CommandsModifier(registry: registry))
    }
}
