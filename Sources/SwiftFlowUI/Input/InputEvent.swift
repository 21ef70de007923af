import Foundation
import SwiftFlowCore

/// An input event in window points, as the host translates it from the window system.
public enum InputEvent: Hashable, Sendable {
    /// A button went down; `clickCount` is 2 for a double click, and so on.
    case pointerDown(location: CGPoint, button: PointerButton, clickCount: Int, modifiers: EventModifiers)
    case pointerUp(location: CGPoint, button: PointerButton, modifiers: EventModifiers)
    /// The pointer moved; `buttons` are the buttons held.
    case pointerMove(location: CGPoint, buttons: Set<PointerButton>, modifiers: EventModifiers)
    /// Wheel or touchpad scrolling; positive `deltaY` scrolls content up (wheel down), in points.
    case scroll(location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: EventModifiers)
    case keyDown(KeyEvent)
    case keyUp(KeyEvent)
    /// The window gained keyboard focus.
    case focusIn
    /// The window lost keyboard focus.
    case focusOut
    /// The pointer entered the window.
    case pointerEnter(location: CGPoint)
    /// The pointer left the window.
    case pointerLeave

    /// Where the pointer is, for pointer events.
    public var location: CGPoint? {
        switch self {
        case .pointerDown(let location, _, _, _), .pointerUp(let location, _, _),
             .pointerMove(let location, _, _), .scroll(let location, _, _, _), .pointerEnter(let location):
            return location
        default:
            return nil
        }
    }

    /// The modifiers held, where the event carries them.
    public var modifiers: EventModifiers {
        switch self {
        case .pointerDown(_, _, _, let modifiers), .pointerUp(_, _, let modifiers),
             .pointerMove(_, _, let modifiers), .scroll(_, _, _, let modifiers):
            return modifiers
        case .keyDown(let key), .keyUp(let key):
            return key.modifiers
        default:
            return []
        }
    }

    /// The same event with its location mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> InputEvent {
        switch self {
        case .pointerDown(let location, let button, let count, let modifiers):
            return .pointerDown(location: location.applying(transform), button: button, clickCount: count,
                                modifiers: modifiers)
        case .pointerUp(let location, let button, let modifiers):
            return .pointerUp(location: location.applying(transform), button: button, modifiers: modifiers)
        case .pointerMove(let location, let buttons, let modifiers):
            return .pointerMove(location: location.applying(transform), buttons: buttons, modifiers: modifiers)
        case .scroll(let location, let dx, let dy, let modifiers):
            return .scroll(location: location.applying(transform), deltaX: dx, deltaY: dy, modifiers: modifiers)
        case .pointerEnter(let location):
            return .pointerEnter(location: location.applying(transform))
        default:
            return self
        }
    }
}
