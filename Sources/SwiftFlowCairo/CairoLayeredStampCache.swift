import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The pixels of pictures particular to one element (a node's box with its label and handle dots:
/// `StampDrawing.drawLayeredStamp`), kept per key at scale 1 and an exact sub-pixel position, apart from the shared
/// stamps so their many pictures never push those out.
///
/// A picture is made the second time its key is seen. When the pixel budget is reached, pictures not used during
/// the last `4 · count + recentLookups` look-ups (a frame looks each visible node up once) go; if that frees too
/// little, no picture is made (the caller draws the parts), so a view holding more pictures than the budget keeps
/// the ones it has instead of remaking all of them each frame.
/// A key whose parts cannot be kept together (`over` touching partly transparent pixels of `base`) is remembered as
/// refused.
public final class CairoLayeredStampCache {
    private struct Entry {
        /// Nil: refused (drawing the parts in turn gives other pixels).
        let stamp: CairoStamp?
        var lastUse: Int
    }

    /// The most pictures (and refusals) kept.
    public let capacity: Int
    /// The most pixels kept (4 bytes each, twice: the image and its copy); 1.5 M holds a 1920 × 1080 view's
    /// ~135 default nodes at zoom 1.
    public let pixelBudget: Int
    private var entries: [CairoStampCache.Key: Entry] = [:]
    private var sightings = SecondSighting<CairoStampCache.Key>()
    private var pixelCount = 0
    private var clock = 0
    private let recentLookups: Int

    public init(capacity: Int = 1024, pixelBudget: Int = 3 << 19, recentLookups: Int = 256) {
        self.capacity = max(1, capacity)
        self.pixelBudget = max(1, pixelBudget)
        self.recentLookups = max(0, recentLookups)
    }

    /// How many pictures are kept (refusals not counted).
    public var count: Int { entries.values.reduce(0) { $0 + ($1.stamp == nil ? 0 : 1) } }

    /// Drops every picture.
    public func removeAll() {
        entries.removeAll()
        sightings.removeAll()
        pixelCount = 0
    }

    /// The picture for `key`; made with `make` (nil: refused) the second time the key is seen when `mayMake`
    /// and there is room; nil when the caller should draw the parts.
    func stamp(for key: CairoStampCache.Key, mayMake: Bool, pixels: Int, make: () -> CairoStamp?) -> CairoStamp? {
        clock &+= 1
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            return entries.values[index].stamp
        }
        guard mayMake, sightings.isSecond(key, capacity: capacity), makeRoom(for: pixels) else { return nil }
        let stamp = make()
        entries[key] = Entry(stamp: stamp, lastUse: clock)
        pixelCount += stamp == nil ? 0 : pixels
        return stamp
    }

    /// Whether `pixels` more (and one more entry) fit, after dropping the pictures not used lately.
    private func makeRoom(for pixels: Int) -> Bool {
        if entries.count < capacity, pixelCount + pixels <= pixelBudget { return true }
        let recent = clock - 4 * entries.count - recentLookups
        entries = entries.filter { $0.value.lastUse > recent }
        pixelCount = entries.values.reduce(0) { $0 + ($1.stamp.map { $0.width * $0.height } ?? 0) }
        return entries.count < capacity && pixelCount + pixels <= pixelBudget
    }
}

@MainActor
extension CairoGraphicsContext {
    public func drawLayeredStamp(_ key: @autoclosure () -> StampKey, in rect: CGRect, mayMake: Bool,
                                 base: (GraphicsContext) -> Void, over: (GraphicsContext) -> Void) -> Bool {
        // Only at scale 1 and a phase that is exactly a 1/256 step: there the picture's pixels are the ones drawn
        // in place (text lands on whole pixels from its exact position; `CairoTextStampCache`).
        guard layeredStamps, let placement = stampPlacement(of: rect), placement.scaleX == 1, placement.scaleY == 1,
              placement.isExact else { return false }
        let cacheKey = CairoStampCache.Key(
            key: key(), scaleX: 1, scaleY: 1, phaseX: placement.phaseX, phaseY: placement.phaseY,
            darkMode: isDarkMode, antialias: cairo_get_antialias(context.pointer).rawValue)
        let pixels = placement.width * placement.height
        let stamp = imageCache.layeredStamps.stamp(for: cacheKey, mayMake: mayMake, pixels: pixels) {
            makeLayeredStamp(placement: placement, rect: rect, base: base, over: over)
        }
        guard let stamp else { return false }
        composite(stamp, originX: placement.originX, originY: placement.originY)
        return true
    }

    /// `base` then `over` drawn into a transparent image at the placement; nil when `over` touches (comes within
    /// two pixels of) a pixel that `base` left partly transparent, or the image's border. Elsewhere copying the
    /// picture gives the pixels of drawing the two in turn: over an opaque pixel of `base` the result does not
    /// depend on what lies under the picture, and over a clear one `over`'s own pixel is kept as it is and
    /// composited onto the frame when the picture is.
    private func makeLayeredStamp(placement: StampPlacement, rect: CGRect, base: (GraphicsContext) -> Void,
                                  over: (GraphicsContext) -> Void) -> CairoStamp? {
        guard let image = makeStampImage(placement: placement, rect: rect, draw: base) else { return nil }
        let width = image.width, height = image.height
        let before = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { before.deallocate() }
        _ = image.withPixelData { data, stride in
            for y in 0..<height {
                (before + y * width).initialize(from: (data + y * stride).assumingMemoryBound(to: UInt32.self),
                                            count: width)
            }
        }
        drawIntoStampImage(image, placement: placement, rect: rect, draw: over)
        let margin = 2
        // Which pixels `over` changed, and which rows hold one.
        let changed = UnsafeMutablePointer<Bool>.allocate(capacity: width * height)
        changed.initialize(repeating: false, count: width * height)
        defer { changed.deallocate() }
        var changedRows = (first: height, last: -1)
        var touchesBorder = false
        _ = image.withPixelData { data, stride in
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self), old = before + y * width
                // Most rows hold no ink: compared whole first.
                guard memcmp(row, old, width * 4) != 0 else { continue }
                changedRows = (min(changedRows.first, y), y)
                for x in 0..<width where row[x] != old[x] {
                    changed[y * width + x] = true
                    if x < margin || y < margin || x >= width - margin || y >= height - margin { touchesBorder = true }
                }
            }
        }
        guard !touchesBorder else { return nil }
        guard changedRows.last >= 0 else { return CairoStamp(image) }
        // Partly transparent pixels of `base` within `margin` of a changed one: only rows near changed rows.
        for y in max(0, changedRows.first - margin)...min(height - 1, changedRows.last + margin) {
            let row = before + y * width
            for x in 0..<width {
                let alpha = row[x] >> 24
                guard alpha != 0, alpha != 255 else { continue }
                for ny in max(0, y - margin)...min(height - 1, y + margin) {
                    for nx in max(0, x - margin)...min(width - 1, x + margin) where changed[ny * width + nx] {
                        return nil
                    }
                }
            }
        }
        return CairoStamp(image)
    }
}
