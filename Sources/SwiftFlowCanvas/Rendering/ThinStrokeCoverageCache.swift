import Foundation
import SwiftFlowUI

/// The coverage of thin-stroke subpaths (`ThinStrokeRaster`) kept from frame to frame, so repainting the same
/// view (a hover, a selection change, an expose) composites each edge's kept coverage instead of working it out
/// lane by lane again.
///
/// Exact: a subpath's coverage depends only on its flattened device points relative to its own whole-pixel
/// origin (on a 2⁻²⁰ pixel grid, `ThinStrokeRaster.onGrid`), the half width, whether it is closed, the lent
/// pixel rectangle relative to that origin and the row stride, and all of them are the key, compared exactly.
/// So the same shape a whole number of pixels away (the next edge of a regular graph, a view moved by whole
/// pixels) reuses the coverage. Only the ink is applied afresh, so a recoloured (selected) edge reuses it too.
///
/// A subpath is kept the second time its key is seen, so frames that move every edge (a pan, a zoom) pay only a
/// hash of their points; off scale 1, where subpaths lie on rounded phases (`ThinStrokeRaster.phaseShift`), the
/// first time. At most `capacity` subpaths and `pixelBudget` covered pixels are kept (5 bytes each);
/// past either the cache starts afresh.
@MainActor
final class ThinStrokeCoverageCache {
    struct Key: Equatable {
        let points: [CGPoint]
        let halfWidth: CGFloat
        let closed: Bool
        let minX: Int, minY: Int, maxX: Int, maxY: Int
        let stride: Int
        /// A hash of the points' bits worked out once (hashing them through `Hasher` costs several times more).
        let pointsHash: Int
        /// `pointsHash` mixed with the other fields: what the tables are looked up by (a subpath seen twice has
        /// the same; two subpaths that share one are told apart by `==`).
        let quickHash: Int

        init(points: [CGPoint], halfWidth: CGFloat, closed: Bool, pixels: DevicePixels) {
            self.points = points
            self.halfWidth = halfWidth
            self.closed = closed
            minX = pixels.minX
            minY = pixels.minY
            maxX = pixels.maxX
            maxY = pixels.maxY
            stride = pixels.stride
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for p in points {
                h = (h ^ UInt64(p.x.bitPattern)) &* 0x0000_0100_0000_01b3
                h = (h ^ UInt64(p.y.bitPattern)) &* 0x0000_0100_0000_01b3
            }
            pointsHash = Int(truncatingIfNeeded: h)
            func mix(_ field: Int) { h = (h ^ UInt64(bitPattern: Int64(field))) &* 0x0000_0100_0000_01b3 }
            mix(Int(truncatingIfNeeded: halfWidth.bitPattern))
            mix(closed ? 1 : 0)
            mix(minX)
            mix(minY)
            mix(maxX)
            mix(maxY)
            mix(stride)
            quickHash = Int(truncatingIfNeeded: h)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.pointsHash == b.pointsHash && a.halfWidth == b.halfWidth && a.closed == b.closed && a.minX == b.minX
                && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY && a.stride == b.stride
                && a.points == b.points
        }
    }

    /// A subpath's covered pixels: image offsets from its box's top-left pixel and their coverage levels, in the
    /// order first covered.
    struct Entry {
        let offsets: [Int32]
        let levels: [UInt8]
    }

    let capacity: Int
    let pixelBudget: Int
    /// Kept subpaths by `quickHash`, with their whole key (a hash shared by another subpath is a miss).
    private var entries: [Int: (key: Key, entry: Entry)] = [:]
    /// The `quickHash` of subpaths seen once: a shared hash only keeps a subpath early, never a wrong one.
    private var seenOnce: Set<Int> = []
    private(set) var pixelCount = 0
    /// How many subpaths were composited from kept coverage (tests and profiling).
    private(set) var hits = 0
    /// Off, nothing is kept or reused: every subpath is worked out (tests compare frames with and without).
    var isEnabled = true

    init(capacity: Int = 4096, pixelBudget: Int = 1 << 21) {
        self.capacity = max(1, capacity)
        self.pixelBudget = max(1, pixelBudget)
    }

    var count: Int { entries.count }

    func removeAll() {
        entries.removeAll()
        seenOnce.removeAll()
        pixelCount = 0
    }

    /// The kept coverage for `key`, if any.
    func entry(for key: Key) -> Entry? {
        guard isEnabled, !entries.isEmpty, let kept = entries[key.quickHash], kept.key == key else { return nil }
        hits += 1
        return kept.entry
    }

    /// Whether the coverage about to be worked out for `key` should be kept: true the second time it is seen, or
    /// the first when `atOnce` (a shape on a rounded phase, which the frame's other edges are likely to share).
    func wantsToKeep(_ key: Key, atOnce: Bool = false) -> Bool {
        guard isEnabled else { return false }
        if atOnce { return true }
        if seenOnce.remove(key.quickHash) != nil { return true }
        if seenOnce.count >= capacity { seenOnce.removeAll() }
        seenOnce.insert(key.quickHash)
        return false
    }

    /// Keeps `coverage`'s pixels for `key`.
    func keep(_ coverage: Coverage, for key: Key) {
        let count = coverage.count
        if entries.count >= capacity || pixelCount + count > pixelBudget {
            entries.removeAll()
            pixelCount = 0
        }
        guard count <= pixelBudget else { return }
        let offsets = Array(UnsafeBufferPointer(start: coverage.touched, count: count))
        let levels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            for k in 0..<count { buffer[k] = coverage.values[Int(coverage.touched[k])] }
            initialized = count
        }
        if let replaced = entries.updateValue((key, Entry(offsets: offsets, levels: levels)),
                                              forKey: key.quickHash) {
            pixelCount -= replaced.entry.offsets.count
        }
        pixelCount += count
    }
}
