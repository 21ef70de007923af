import Foundation

/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
    /// The X11 keysym (e.g. `KeySym.backSpace`, or the Latin-1 code of a printable key).
    public var keysym: UInt32
    /// The text the key types (UTF-8 decoded), if any.
    public var text: String?
    public var modifiers: EventModifiers
    /// Whether this press repeats a held key.
    public var isRepeat: Bool

    /// A key event.
    public init(keysym: UInt32, text: String? = nil, modifiers: EventModifiers = [], isRepeat: Bool = false) {
        self.keysym = keysym
        self.text = text
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}

/// X11 keysyms the toolkit uses.
public enum KeySym {
    public static let backSpace: UInt32 = 0xff08
    public static let tab: UInt32 = 0xff09
    public static let isoLeftTab: UInt32 = 0xfe20
    public static let returnKey: UInt32 = 0xff0d
    public static let keypadEnter: UInt32 = 0xff8d
    public static let escape: UInt32 = 0xff1b
    public static let delete: UInt32 = 0xffff
    public static let home: UInt32 = 0xff50
    public static let left: UInt32 = 0xff51
    public static let up: UInt32 = 0xff52
    public static let right: UInt32 = 0xff53
    public static let down: UInt32 = 0xff54
    public static let pageUp: UInt32 = 0xff55
    public static let pageDown: UInt32 = 0xff56
    public static let end: UInt32 = 0xff57
    public static let space: UInt32 = 0x20

    /// The keysym of a Latin-1 letter or digit, lower case (`a` = 0x61).
    public static func character(_ character: Character) -> UInt32 {
        character.unicodeScalars.first.map { $0.value } ?? 0
    }
}
