import Foundation
import SwiftFlowCore

/// A graphics context that keeps the pixels of small drawings repeated many times per frame (a node's box, a
/// handle's dot) and copies them instead of drawing them again; the canvas draws hundreds of identical ones.
/// Contexts that keep no pixels (vector output, test doubles) do not adopt it and simply draw.
@MainActor
public protocol StampDrawing: AnyObject {
    /// Draws what `draw` draws inside `rect` (user space; nothing may be drawn outside it). Drawings with an
    /// equal `key` must be the same picture relative to `rect`'s origin: the context may then copy the pixels
    /// of an earlier one made at the same scale and sub-pixel position.
    func drawStamp(_ key: StampKey, in rect: CGRect, _ draw: (GraphicsContext) -> Void)

    /// Copies one element's kept picture of `base` with `over` drawn on it (a node's box, then its label and
    /// handle dots), keyed by `key` (asked only where a picture can serve), drawn inside `rect`; it gives exactly
    /// the pixels of drawing the two in turn
    /// here. Made the second time the key is seen, and only if `mayMake`, when `over` touches no partly
    /// transparent pixel of `base` (then its pixels do not depend on what lies under the picture). False, drawing
    /// nothing, when no kept picture serves: the caller then draws the parts its usual way. Kept apart from
    /// `drawStamp`'s pictures, which many elements share.
    func drawLayeredStamp(_ key: @autoclosure () -> StampKey, in rect: CGRect, mayMake: Bool,
                          base: (GraphicsContext) -> Void, over: (GraphicsContext) -> Void) -> Bool
}

/// A stamp's key as a number: equal values given to `StampKeys.key(for:)` get equal numbers, so a frame's
/// hundreds of look-ups compare integers instead of `AnyHashable`s (~3,000 instructions a look-up, callgrind).
public struct StampKey: Hashable, Sendable {
    /// The interned value's number; numbers are never reused for another value.
    public let id: Int
    /// The appearance the picture's colours resolve in: 0 the drawing context's own, 1 light, 2 dark (set by
    /// the first appearance-forcing context the key passes through, whose colours the picture uses).
    public var appearance: UInt8 = 0

    init(id: Int) { self.id = id }
}

/// The numbers of stamp keys. Past `capacity` values the table starts afresh with new numbers, so an old
/// number never names another picture (it only stops being handed out).
@MainActor
public enum StampKeys {
    static let capacity = 4096
    private static var ids: [AnyHashable: Int] = [:]
    private static var next = 0

    /// The number of `value`.
    public static func key(for value: AnyHashable) -> StampKey {
        if let id = ids[value] { return StampKey(id: id) }
        if ids.count >= capacity { ids.removeAll(keepingCapacity: true) }
        next += 1
        ids[value] = next
        return StampKey(id: next)
    }
}

/// The last key value a drawing used and its number: an element whose look does not change compares its typed
/// key (a few numbers) instead of interning it every frame.
/// Inlinable, so the caller's module specializes it for its key type (unspecialized, the comparison and the
/// optional tuple went through generic metadata: ~1,600 instructions a call, callgrind).
@frozen
public struct StampKeyMemo<Value: Hashable> {
    @usableFromInline var last: (value: Value, key: StampKey)?

    @inlinable public init() {}

    /// The number of `value`, interned only when it differs from the previous one.
    @MainActor @inlinable
    public mutating func key(for value: Value) -> StampKey {
        if let last, last.value == value { return last.key }
        let key = StampKeys.key(for: AnyHashable(value))
        last = (value, key)
        return key
    }
}

extension GraphicsContext {
    /// Draws through `StampDrawing` when this context adopts it, directly otherwise.
    @MainActor
    public func drawStamp(_ key: StampKey, in rect: CGRect, _ draw: (GraphicsContext) -> Void) {
        if let stamps = self as? StampDrawing {
            stamps.drawStamp(key, in: rect, draw)
        } else {
            draw(self)
        }
    }

    /// Draws through `StampDrawing` under the number of `key` (`StampKeys`); hot callers keep a `StampKeyMemo`.
    @MainActor
    public func drawStamp(_ key: AnyHashable, in rect: CGRect, _ draw: (GraphicsContext) -> Void) {
        if let stamps = self as? StampDrawing {
            stamps.drawStamp(StampKeys.key(for: key), in: rect, draw)
        } else {
            draw(self)
        }
    }
}
