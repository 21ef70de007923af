import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Keeps the Cairo surfaces made from recently drawn `ImageBitmap`s, so repainting an image does not
/// copy its pixels again.
///
/// Entries hold their bitmap, so a bitmap's identity cannot be reused while it is cached; the least
/// recently used entry is dropped beyond `capacity`.
public final class CairoImageCache {
    private struct Entry {
        let bitmap: ImageBitmap
        let surface: CairoImageSurface
        var lastUse: UInt64
    }

    /// The most surfaces kept at once.
    public let capacity: Int
    /// Pixels of small drawings repeated from frame to frame (node boxes, handle dots): kept here because
    /// every frame's context shares this cache.
    public let stamps = CairoStampCache()
    /// Pixels of lines of text repeated from frame to frame (node labels).
    public let textStamps = CairoTextStampCache()
    /// Pictures particular to one element (a node's box with its label), at scale 1.
    public let layeredStamps = CairoLayeredStampCache()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var clock: UInt64 = 0

    /// A cache of up to `capacity` surfaces (at least 1).
    public init(capacity: Int = 32) {
        self.capacity = max(1, capacity)
    }

    /// How many surfaces are cached.
    public var count: Int { entries.count }

    /// The surface for `bitmap`, made on first use; `nil` when the bitmap cannot become a surface.
    public func surface(for bitmap: ImageBitmap) -> CairoImageSurface? {
        clock &+= 1
        let key = ObjectIdentifier(bitmap)
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return entry.surface
        }
        guard let surface = CairoImageSurface(bitmap: bitmap) else { return nil }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
        }
        entries[key] = Entry(bitmap: bitmap, surface: surface, lastUse: clock)
        return surface
    }

    /// Drops every cached surface.
    public func removeAll() {
        entries.removeAll()
        stamps.removeAll()
        textStamps.removeAll()
        layeredStamps.removeAll()
    }
}
