import Foundation

/// X11 keysyms for the keys the canvas uses (the raw values are what `XLookupString` reports).
public enum KeyCode: UInt32, CaseIterable, Sendable {
    case backspace = 0xff08
    case tab = 0xff09
    case returnKey = 0xff0d
    case escape = 0xff1b
    case forwardDelete = 0xffff
    case home = 0xff50
    case leftArrow = 0xff51
    case upArrow = 0xff52
    case rightArrow = 0xff53
    case downArrow = 0xff54
    case end = 0xff57
    case keypadEnter = 0xff8d
    case isoLeftTab = 0xfe20
    case space = 0x0020
    case a = 0x0061
    case c = 0x0063
    case s = 0x0073
    case v = 0x0076
    case x = 0x0078
    case y = 0x0079
    case z = 0x007a
    case pageUp = 0xff55
    case pageDown = 0xff56

    /// The keysym of a Latin-1 character (`a` is 0x61): X11 keysyms equal the character code there.
    public static func keysym(_ character: Character) -> UInt32 {
        character.unicodeScalars.first.map { $0.value } ?? 0
    }
}

/// Which keys delete and how far the arrow keys nudge.
public struct KeyboardShortcuts: Hashable, Sendable {
    public var deleteKeyCode: UInt32
    public var forwardDeleteKeyCode: UInt32
    public var nudgeDistance: CGFloat
    public var shiftNudgeDistance: CGFloat

    public init(
        deleteKeyCode: UInt32 = KeyCode.backspace.rawValue,
        forwardDeleteKeyCode: UInt32 = KeyCode.forwardDelete.rawValue,
        nudgeDistance: CGFloat = 1,
        shiftNudgeDistance: CGFloat = 10
    ) {
        self.deleteKeyCode = deleteKeyCode
        self.forwardDeleteKeyCode = forwardDeleteKeyCode
        self.nudgeDistance = nudgeDistance
        self.shiftNudgeDistance = shiftNudgeDistance
    }

    public static let `default` = KeyboardShortcuts()
}
