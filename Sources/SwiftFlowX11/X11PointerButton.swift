import CX11

/// A mouse button that presses and releases (wheel buttons 4–7 become scroll events instead).
public enum X11PointerButton: Int, Hashable, Sendable, CaseIterable {
    /// Button 1, usually the left button.
    case primary = 1
    /// Button 2, the middle button or wheel click.
    case middle = 2
    /// Button 3, usually the right button.
    case secondary = 3

    /// The buttons held according to an X event `state` field.
    public static func held(in state: UInt32) -> Set<X11PointerButton> {
        var buttons: Set<X11PointerButton> = []
        if state & UInt32(Button1Mask) != 0 { buttons.insert(.primary) }
        if state & UInt32(Button2Mask) != 0 { buttons.insert(.middle) }
        if state & UInt32(Button3Mask) != 0 { buttons.insert(.secondary) }
        return buttons
    }
}
