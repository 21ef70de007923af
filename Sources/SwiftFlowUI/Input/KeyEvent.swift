import Foundation
import SwiftFlowCore

/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
    /// The X11 keysym (e.g. `KeyCode.backspace.rawValue`, or the Latin-1 code of a printable key).
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
