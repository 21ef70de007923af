import Foundation
import SwiftFlowCore

/// A key press offered to `.onKeyPress`, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// What an `.onKeyPress` action did with the key.
    public enum Result: Sendable {
        /// The key was used; nothing else sees it.
        case handled
        /// The key goes on to the view's ancestors.
        case ignored
    }

    /// The key event.
    public let event: KeyEvent

    /// The key's X11 keysym.
    public var keysym: UInt32 { event.keysym }
    /// The modifiers held.
    public var modifiers: EventModifiers { event.modifiers }
    /// The text the key types ("" for keys that type nothing).
    public var characters: String { event.text ?? "" }
}

/// Offers key presses that reach it (from a focused control inside, or unhandled by it) to an action.
final class KeyPressElement: ModifierElement {
    /// The keysyms offered; nil offers every key.
    var keys: Set<UInt32>?
    var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }

    override func handle(_ event: InputEvent) -> Bool {
        guard case .keyDown(let key) = event, isEnabled, keys?.contains(key.keysym) ?? true else { return false }
        return action(KeyPress(event: key)) == .handled
    }
}

extension View {
    /// Runs `action` when `keysym` is pressed while focus is inside this view and the focused control did not
    /// use the key (arrow keys in a search field moving a list's selection).
    public func onKeyPress(_ keysym: UInt32, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(ElementModifier<KeyPressElement>(token: nil) {
            $0.keys = [keysym]
            $0.action = { _ in action() }
        })
    }

    /// Runs `action` for each of `keys` (every key when nil) pressed while focus is inside this view and the
    /// focused control did not use it.
    public func onKeyPress(keys: Set<UInt32>? = nil, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(ElementModifier<KeyPressElement>(token: nil) {
            $0.keys = keys
            $0.action = action
        })
    }
}
