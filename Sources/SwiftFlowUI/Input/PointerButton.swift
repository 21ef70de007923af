import Foundation
import SwiftFlowCore

/// A pointer button, numbered as X11 numbers them (1 left, 2 middle, 3 right).
public struct PointerButton: Hashable, Sendable {
    public let number: Int

    public init(number: Int) { self.number = number }

    public static let primary = PointerButton(number: 1)
    public static let middle = PointerButton(number: 2)
    public static let secondary = PointerButton(number: 3)
}
