import Foundation
import SwiftFlowCore

/// X11 keysyms that menus, dialogs and shortcuts use beyond the ones `KeyCode` names.
public enum Keysym {
    /// The function key F`number` (1…35): F1 is 0xffbe and the rest follow in order.
    public static func function(_ number: Int) -> UInt32 {
        0xffbe + UInt32(max(1, min(number, 35)) - 1)
    }

    /// The Menu (context menu) key.
    public static let menu: UInt32 = 0xff67
    public static let plus: UInt32 = 0x2b
    public static let minus: UInt32 = 0x2d
    public static let equal: UInt32 = 0x3d
    public static let keypadAdd: UInt32 = 0xffab
    public static let keypadSubtract: UInt32 = 0xffad
    public static let insert: UInt32 = 0xff63
}
