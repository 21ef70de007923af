import Foundation
import SwiftFlowCore

/// Guards layout inputs so that NaN or infinite values from user code cannot poison a layout pass.
enum LayoutSanitizing {
    /// A finite, non-negative length, or nil for anything else.
    static func length(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return max(0, value)
    }

    /// A non-negative length that may be infinite (for maximums), or nil for NaN.
    static func maximum(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN else { return nil }
        return max(0, value)
    }

    /// `value` when finite, else `fallback`.
    static func finite(_ value: CGFloat, or fallback: CGFloat = 0) -> CGFloat {
        value.isFinite ? value : fallback
    }
}
