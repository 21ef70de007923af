import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The pixels of small repeated drawings (`StampDrawing`), kept per key, device scale, sub-pixel position
/// and appearance, so a frame copies a node's box or a handle's dot instead of rasterizing it again.
///
/// A drawing is kept the second time its key is seen, so one-off drawings (every frame of a zoom animation
/// has a new scale) cost only a lookup. The sub-pixel position is rounded to 1/256 of a pixel, the
/// precision Cairo itself rounds coordinates to, so a copy matches drawing in place up to 8-bit rounding.
public final class CairoStampCache {
    struct Key: Hashable {
        let key: StampKey
        let scaleX: Double
        let scaleY: Double
        /// Sub-pixel position of the rectangle's origin, in 1/256 pixel.
        let phaseX: Int
        let phaseY: Int
        let darkMode: Bool
        let antialias: UInt32
    }

    /// Stamps larger than this many pixels are drawn in place (copying them would gain little).
    public static let maximumPixels = 256 * 256
    /// The most stamps (and keys seen once) kept; past it the cache starts afresh.
    public let capacity: Int
    /// The most pixels kept (4 bytes each, twice: the image and its copy); past it the cache starts afresh. A
    /// zoom keeps a few stamps per new scale at their first sighting (`offScalePhaseStep`).
    public let pixelBudget: Int
    private var pixelCount = 0
    private var stamps: [Key: CairoStamp] = [:]
    private var sightings = SecondSighting<Key>()
    /// The last few stamps found, newest first: a frame draws runs of the same few keys (a node's box, then its
    /// handles, then the next node's box), and comparing a key with these costs less than hashing it.
    private var recent: [(key: Key, stamp: CairoStamp)] = []
    private static let recentCount = 4

    /// How many copies went straight into pixels (`CairoStamp.blit`) rather than through Cairo.
    var directCopies = 0

    public init(capacity: Int = 1024, pixelBudget: Int = 1 << 21) {
        self.capacity = max(1, capacity)
        self.pixelBudget = max(1, pixelBudget)
    }

    /// How many stamps are kept.
    public var count: Int { stamps.count }

    /// Drops every stamp.
    public func removeAll() {
        stamps.removeAll()
        pixelCount = 0
        sightings.removeAll()
        recent.removeAll()
    }

    /// The stamp for `key`, made with `make` when the key is seen for the second time; nil when the drawing
    /// should be drawn in place this time.
    func stamp(for key: Key, keepAtFirstSighting: Bool = false, make: () -> CairoImageSurface?) -> CairoStamp? {
        if let index = recent.firstIndex(where: { $0.key == key }) {
            let hit = recent[index]
            if index > 0 {
                recent.remove(at: index)
                recent.insert(hit, at: 0)
            }
            return hit.stamp
        }
        if let stamp = stamps[key] {
            remember(key, stamp)
            return stamp
        }
        guard keepAtFirstSighting || sightings.isSecond(key, capacity: capacity) else { return nil }
        guard let image = make() else { return nil }
        let stamp = CairoStamp(image)
        if stamps.count >= capacity || pixelCount + stamp.width * stamp.height > pixelBudget {
            stamps.removeAll()
            recent.removeAll()
            pixelCount = 0
        }
        stamps[key] = stamp
        pixelCount += stamp.width * stamp.height
        remember(key, stamp)
        return stamp
    }

    private func remember(_ key: Key, _ stamp: CairoStamp) {
        if recent.count >= Self.recentCount { recent.removeLast() }
        recent.insert((key, stamp), at: 0)
    }
}

extension CairoGraphicsContext: StampDrawing {
    public func drawStamp(_ key: StampKey, in rect: CGRect, _ draw: (GraphicsContext) -> Void) {
        // Off scale 1 the phase is rounded (`offScalePhaseStep`), so a grid's nodes share a few stamps.
        guard let exact = stampPlacement(of: rect) else { return draw(self) }
        let coarse = offScalePhaseStep > 1 && (exact.scaleX != 1 || exact.scaleY != 1)
        let placement = coarse ? exact.rounded(to: offScalePhaseStep, rect: rect) : exact
        let cacheKey = CairoStampCache.Key(
            key: key, scaleX: placement.scaleX, scaleY: placement.scaleY, phaseX: placement.phaseX,
            phaseY: placement.phaseY, darkMode: isDarkMode, antialias: cairo_get_antialias(context.pointer).rawValue)
        let stamp = imageCache.stamps.stamp(for: cacheKey, keepAtFirstSighting: coarse) {
            makeStampImage(placement: placement, rect: rect, draw: draw)
        }
        guard let stamp else { return draw(self) }
        composite(stamp, originX: placement.originX, originY: placement.originY)
    }

    /// Composites `stamp` OVER the target with its top-left pixel at (`originX`, `originY`) in device space:
    /// straight into the pixels where that gives Cairo's pixels, through Cairo otherwise.
    func composite(_ stamp: CairoStamp, originX: Int, originY: Int) {
        if blit(stamp, originX: originX, originY: originY) { return }
        let cr = context.pointer
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, stamp.image.surface.pointer, Double(originX), Double(originY))
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(originX), Double(originY), Double(stamp.width), Double(stamp.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Copies `stamp` straight into the target's pixels (`CairoStamp.blit`) when that gives Cairo's pixels: an
    /// ARGB32 image target at device scale 1, no open layer, and a clip of one pixel-aligned rectangle. False,
    /// writing nothing, otherwise. `directStamps` off forces Cairo's copy (tests compare both).
    func blit(_ stamp: some DirectCopy, originX: Int, originY: Int) -> Bool {
        let cr = context.pointer
        guard directStamps, !hasOpenLayer, let target = cairo_get_target(cr),
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var scaleX = 1.0, scaleY = 1.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1 else { return false }
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard let clip = deviceClipRectangle(target: target, offsetX: offsetX, offsetY: offsetY),
              offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return false }
        let x = originX + Int(offsetX), y = originY + Int(offsetY)
        let minX = max(clip.minX, x), minY = max(clip.minY, y)
        let maxX = min(clip.maxX, x + stamp.width), maxY = min(clip.maxY, y + stamp.height)
        guard minX < maxX, minY < maxY else { return true }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        let height = Int(cairo_image_surface_get_height(target))
        stamp.blit(into: UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * height),
                   stride: stride, x: x, y: y, clip: (minX, minY, maxX, maxY))
        cairo_surface_mark_dirty_rectangle(target, Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
        imageCache.stamps.directCopies += 1
        return true
    }

    /// The clip as one rectangle of whole device pixels within the target; nil when it is not one (a rounded
    /// clip, several rectangles, or none at all, which Cairo does not list), so the caller lets Cairo composite.
    /// Frames always clip to their damaged rectangle.
    private func deviceClipRectangle(target: OpaquePointer, offsetX: Double,
                                     offsetY: Double) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        // The clip changes only through this context (`clipEpoch`): a frame's hundreds of copies ask Cairo once.
        if let kept = deviceClip, kept.epoch == clipEpoch, kept.target == target, kept.offsetX == offsetX,
           kept.offsetY == offsetY {
            return kept.rectangle
        }
        let rectangle = queryDeviceClipRectangle(target: target, offsetX: offsetX, offsetY: offsetY)
        deviceClip = DeviceClip(epoch: clipEpoch, target: target, offsetX: offsetX, offsetY: offsetY,
                                rectangle: rectangle)
        return rectangle
    }

    private func queryDeviceClipRectangle(target: OpaquePointer, offsetX: Double,
                                          offsetY: Double) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let cr = context.pointer
        // Cairo lists the clip in user space; with the identity matrix that is device space less the offset.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_set_matrix(cr, &matrix)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        guard list.pointee.num_rectangles == 1, let r = list.pointee.rectangles?.pointee else {
            return list.pointee.num_rectangles == 0 ? (0, 0, 0, 0) : nil
        }
        let edges = [r.x + offsetX, r.y + offsetY, r.x + r.width + offsetX, r.y + r.height + offsetY]
        guard edges.allSatisfy({ $0.isFinite && $0 == $0.rounded() }) else { return nil }
        return (max(0, Int(edges[0])), max(0, Int(edges[1])), min(width, Int(edges[2])), min(height, Int(edges[3])))
    }

    /// Where `rect` lands in device pixels: the whole pixel its origin is in, the sub-pixel phase (1/256) and
    /// the pixel size; nil when a stamp cannot stand in for drawing in place (a rotating or degenerate
    /// transform, a surface without pixels, a large or off-range rectangle).
    func stampPlacement(of rect: CGRect) -> StampPlacement? {
        guard let target = cairo_get_target(context.pointer),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        let t = transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        let x = t.a * rect.minX + t.tx, y = t.d * rect.minY + t.ty
        guard abs(x) < 1e6, abs(y) < 1e6 else { return nil }
        let originX = x.rounded(.down), originY = y.rounded(.down)
        let phaseX = Int(((x - originX) * 256).rounded()), phaseY = Int(((y - originY) * 256).rounded())
        let width = (CGFloat(phaseX) / 256 + t.a * rect.width).rounded(.up)
        let height = (CGFloat(phaseY) / 256 + t.d * rect.height).rounded(.up)
        guard width * height <= CGFloat(CairoStampCache.maximumPixels) else { return nil }
        return StampPlacement(originX: Int(originX), originY: Int(originY), phaseX: phaseX, phaseY: phaseY,
                              width: Int(width), height: Int(height), scaleX: t.a, scaleY: t.d,
                              isExact: CGFloat(phaseX) == (x - originX) * 256 && CGFloat(phaseY) == (y - originY) * 256)
    }

    /// A transparent image of the placement's size with `draw` drawn into it at the placement's scale and phase.
    func makeStampImage(placement: StampPlacement, rect: CGRect,
                        draw: (GraphicsContext) -> Void) -> CairoImageSurface? {
        guard let image = try? CairoImageSurface(width: placement.width, height: placement.height) else { return nil }
        drawIntoStampImage(image, placement: placement, rect: rect, draw: draw)
        return image
    }

    /// Draws `draw` into `image` (a stamp's image) at the placement's scale and phase.
    func drawIntoStampImage(_ image: CairoImageSurface, placement: StampPlacement, rect: CGRect,
                            draw: (GraphicsContext) -> Void) {
        let stampContext = CairoGraphicsContext(context: CairoContextHandle(surface: image.surface),
                                                darkMode: isDarkMode, textMeasurer: cairoTextMeasurer,
                                                imageCache: imageCache)
        let cr = stampContext.context.pointer
        cairo_set_antialias(cr, cairo_get_antialias(context.pointer))
        cairo_set_tolerance(cr, cairo_get_tolerance(context.pointer))
        stampContext.concatenate(CGAffineTransform(
            a: placement.scaleX, b: 0, c: 0, d: placement.scaleY,
            tx: CGFloat(placement.phaseX) / 256 - placement.scaleX * rect.minX,
            ty: CGFloat(placement.phaseY) / 256 - placement.scaleY * rect.minY))
        draw(stampContext)
        stampContext.unwindAll()
        cairo_surface_flush(image.surface.pointer)
    }
}

/// The clip's device rectangle (nil: not one whole-pixel rectangle) as worked out at a clip epoch of a context.
struct DeviceClip {
    let epoch: Int
    let target: OpaquePointer
    let offsetX: Double, offsetY: Double
    let rectangle: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
}

/// A stamp's place in device pixels (see `CairoGraphicsContext.stampPlacement(of:)`).
struct StampPlacement {
    let originX: Int, originY: Int
    let phaseX: Int, phaseY: Int
    let width: Int, height: Int
    let scaleX: CGFloat, scaleY: CGFloat
    /// Whether the phases are the rectangle's own, not rounded to them.
    var isExact = false

    /// The same place with the phases rounded to multiples of `step` (1/256 pixel; a phase rounded up to a whole
    /// pixel moves the origin), and the size that holds `rect` drawn there.
    func rounded(to step: Int, rect: CGRect) -> StampPlacement {
        func round(_ origin: Int, _ phase: Int) -> (Int, Int) {
            let rounded = (phase + step / 2) / step * step
            return rounded >= 256 ? (origin + 1, 0) : (origin, rounded)
        }
        let (x, px) = round(originX, phaseX), (y, py) = round(originY, phaseY)
        return StampPlacement(originX: x, originY: y, phaseX: px, phaseY: py,
                              width: Int((CGFloat(px) / 256 + scaleX * rect.width).rounded(.up)),
                              height: Int((CGFloat(py) / 256 + scaleY * rect.height).rounded(.up)),
                              scaleX: scaleX, scaleY: scaleY)
    }
}
