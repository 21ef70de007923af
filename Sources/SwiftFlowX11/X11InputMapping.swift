import CX11
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Turns the host's `X11InputEvent`s into the toolkit's `InputEvent`s (both in window points).
///
/// Window-management events (resize, expose, close request) have no toolkit counterpart and map to nil;
/// `X11WindowHost` handles those itself.
public enum X11InputMapping {
    /// How far one wheel notch scrolls, in points.
    public static let pointsPerScrollNotch: CGFloat = 40

    /// The toolkit event for `event`, or nil for resize, expose and close requests.
    public static func inputEvent(for event: X11InputEvent) -> InputEvent? {
        switch event {
        case .pointerDown(let press):
            return .pointerDown(location: point(press.location), button: button(press.button),
                                clickCount: press.clickCount, modifiers: modifiers(press.modifiers))
        case .pointerUp(let release):
            return .pointerUp(location: point(release.location), button: button(release.button),
                              modifiers: modifiers(release.modifiers))
        case .pointerMoved(let motion):
            return .pointerMove(location: point(motion.location), buttons: Set(motion.buttons.map(button)),
                                modifiers: modifiers(motion.modifiers))
        case .scroll(let scroll):
            return .scroll(location: point(scroll.location),
                           deltaX: CGFloat(scroll.deltaX) * pointsPerScrollNotch,
                           deltaY: CGFloat(scroll.deltaY) * pointsPerScrollNotch,
                           modifiers: modifiers(scroll.modifiers))
        case .pointerEntered(let location):
            return .pointerEnter(location: point(location))
        case .pointerExited:
            return .pointerLeave
        case .focusIn:
            return .focusIn
        case .focusOut:
            return .focusOut
        case .keyDown(let key):
            return .keyDown(keyEvent(key))
        case .keyUp(let key):
            return .keyUp(keyEvent(key))
        case .resized, .expose, .closeRequested, .destroyed:
            return nil
        }
    }

    /// The toolkit key event for a host key event; keysyms beyond 32 bits (none exist) become 0.
    public static func keyEvent(_ key: X11InputEvent.Key) -> KeyEvent {
        KeyEvent(keysym: UInt32(exactly: key.keysym) ?? 0, text: key.text, modifiers: modifiers(key.modifiers),
                 isRepeat: key.isRepeat)
    }

    /// The toolkit modifiers for host modifiers.
    public static func modifiers(_ modifiers: X11Modifiers) -> EventModifiers {
        var result: EventModifiers = []
        if modifiers.contains(.shift) { result.insert(.shift) }
        if modifiers.contains(.control) { result.insert(.control) }
        if modifiers.contains(.alt) { result.insert(.alt) }
        if modifiers.contains(.super) { result.insert(.super) }
        return result
    }

    /// The toolkit button for a host button (same X11 numbering).
    public static func button(_ button: X11PointerButton) -> PointerButton {
        PointerButton(number: button.rawValue)
    }

    /// The window system cursor for a toolkit cursor shape.
    public static func cursor(_ shape: CursorShape) -> X11CursorShape {
        switch shape {
        case .arrow: return .arrow
        case .pointingHand: return .pointingHand
        case .openHand: return .openHand
        case .closedHand: return .closedHand
        case .crosshair: return .crosshair
        case .iBeam: return .text
        case .resizeLeftRight: return .resizeHorizontal
        case .resizeUpDown: return .resizeVertical
        case .resizeNorthWestSouthEast: return .resizeDiagonalNWSE
        case .resizeNorthEastSouthWest: return .resizeDiagonalNESW
        case .notAllowed: return .notAllowed
        case .resizeTopLeft: return .resizeTopLeftCorner
        case .resizeTop: return .resizeTopSide
        case .resizeTopRight: return .resizeTopRightCorner
        case .resizeRight: return .resizeRightSide
        case .resizeBottomRight: return .resizeBottomRightCorner
        case .resizeBottom: return .resizeBottomSide
        case .resizeBottomLeft: return .resizeBottomLeftCorner
        case .resizeLeft: return .resizeLeftSide
        }
    }

    private static func point(_ point: X11Point) -> CGPoint {
        CGPoint(x: point.x, y: point.y)
    }
}
