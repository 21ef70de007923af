import Foundation
import SwiftFlowCore

/// Modifier keys held during an event.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let alt = EventModifiers(rawValue: 1 << 2)
    /// The Super ("Windows") key.
    public static let `super` = EventModifiers(rawValue: 1 << 3)
    /// The primary shortcut modifier on Linux (Control), where macOS uses Command.
    public static let primary = control
}
