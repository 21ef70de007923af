import CX11

/// Keyboard modifiers held during an input event.
public struct X11Modifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = X11Modifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = X11Modifiers(rawValue: 1 << 1)
    /// Alt (Mod1).
    public static let alt = X11Modifiers(rawValue: 1 << 2)
    /// Super, the "Windows" key (Mod4).
    public static let `super` = X11Modifiers(rawValue: 1 << 3)

    /// The modifiers in an X event `state` field.
    public init(state: UInt32) {
        var modifiers: X11Modifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.super) }
        self = modifiers
    }
}
