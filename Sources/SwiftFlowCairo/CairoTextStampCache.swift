import CCairo
import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The pixels of drawn lines of text (node labels), kept per text, font, colour, scale and exact sub-pixel
/// position, so a repainted frame composites a label's kept coverage instead of shaping and compositing its glyphs
/// again.
///
/// Exact: Cairo 1.16's image backend places each glyph at its device position rounded to a whole pixel, and a
/// glyph's image does not depend on where it lands. A line drawn at the same scale whose origin has the same
/// fractional device position (compared exactly, not rounded) therefore puts the same glyph images at the same
/// whole-pixel offsets from the origin's pixel. Cairo draws the line into an A8 image as it would into the
/// target (glyph by glyph where their boxes do not overlap, through a summed mask where they do), and the ink IN
/// that coverage OVER the target is what pixman writes for a solid source and a glyph mask.
///
/// Only at scale 1 (the zoom-1 frame), where the device positions are exact. A line is kept the second time its
/// key is seen (one-off lines, such as every frame of a zoom animation,
/// cost only a lookup). The cache holds at most `capacity` lines and `pixelBudget` pixels; past either it
/// starts afresh.
public final class CairoTextStampCache {
    struct Key: Hashable {
        let text: String
        let font: SwiftFlowUI.Font
        let red: Double, green: Double, blue: Double, opacity: Double
        let scaleX: Double, scaleY: Double
        /// The fractional part of the origin's device position (in [0, 1), exact).
        let phaseX: Double, phaseY: Double
        let antialias: UInt32
        /// An FNV-1a hash of every field worked out once: a frame looks up each label's key once, and hashing
        /// the fields (the text through SipHash) cost more than compositing a small label.
        let quickHash: Int

        init(text: String, font: SwiftFlowUI.Font, red: Double, green: Double, blue: Double, opacity: Double,
             scaleX: Double, scaleY: Double, phaseX: Double, phaseY: Double, antialias: UInt32) {
            self.text = text
            self.font = font
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.phaseX = phaseX
            self.phaseY = phaseY
            self.antialias = antialias
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ word: UInt64) { h = (h ^ word) &* 0x0000_0100_0000_01b3 }
            for byte in text.utf8 { mix(UInt64(byte)) }
            mix(Double(font.size).bitPattern)
            mix(red.bitPattern)
            mix(green.bitPattern)
            mix(blue.bitPattern)
            mix(opacity.bitPattern)
            mix(scaleX.bitPattern)
            mix(scaleY.bitPattern)
            mix(phaseX.bitPattern)
            mix(phaseY.bitPattern)
            mix(UInt64(font.weight.rawValue))
            mix(font.isItalic ? 1 : 0)
            mix(UInt64(antialias))
            quickHash = Int(truncatingIfNeeded: h)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(quickHash) }

        static func == (a: Key, b: Key) -> Bool {
            a.quickHash == b.quickHash && a.text == b.text && a.font == b.font && a.red == b.red
                && a.green == b.green && a.blue == b.blue && a.opacity == b.opacity && a.scaleX == b.scaleX
                && a.scaleY == b.scaleY && a.phaseX == b.phaseX && a.phaseY == b.phaseY && a.antialias == b.antialias
        }
    }

    /// A kept line: its coverage and where the mask's top-left pixel lies from the pixel holding the origin.
    struct Entry {
        let mask: CairoTextMask
        let offsetX: Int, offsetY: Int
    }

    /// Lines whose stamp would be larger than this many pixels are drawn in place.
    public static let maximumPixels = 128 * 128
    /// The most lines (and lines seen once) kept.
    public let capacity: Int
    /// The most mask pixels kept (a byte each in the A8 image, 3 more per covered pixel).
    public let pixelBudget: Int
    private var entries: [Key: Entry] = [:]
    private var sightings = SecondSighting<Key>()
    private(set) var pixelCount = 0

    /// How many lines were copied from a stamp (tests and profiling).
    public private(set) var hits = 0

    public init(capacity: Int = 2048, pixelBudget: Int = 1 << 21) {
        self.capacity = max(1, capacity)
        self.pixelBudget = max(1, pixelBudget)
    }

    /// How many lines are kept.
    public var count: Int { entries.count }

    /// Drops every line.
    public func removeAll() {
        entries.removeAll()
        sightings.removeAll()
        pixelCount = 0
    }

    /// The kept line for `key`, made with `make` when the key is seen for the second time; nil when the line
    /// should be drawn in place this time.
    func entry(for key: Key, make: () -> Entry?) -> Entry? {
        if let entry = entries[key] {
            hits += 1
            return entry
        }
        guard sightings.isSecond(key, capacity: capacity) else { return nil }
        guard let entry = make() else { return nil }
        let pixels = entry.mask.width * entry.mask.height
        if entries.count >= capacity || pixelCount + pixels > pixelBudget {
            entries.removeAll()
            pixelCount = 0
        }
        entries[key] = entry
        pixelCount += pixels
        return entry
    }
}

extension CairoGraphicsContext {
    /// Draws one line of text from its kept coverage (`CairoTextStampCache`) when the target is an image surface
    /// and the transform only scales and translates; false, drawing nothing, when the line must be drawn in place.
    func drawTextStamp(_ text: String, font: SwiftFlowUI.Font, red: Double, green: Double, blue: Double,
                       opacity: Double, at baselineOrigin: CGPoint) -> Bool {
        let cr = context.pointer
        let t = transform
        // Only at scale 1 (zoom 1): there device glyph positions are exact sums, so equal phases give equal
        // pixels; other scales (checked: ½, ¾, 1.5, 2) can differ by a pixel's rounding: drawn in place.
        guard t.b == 0, t.c == 0, t.a == 1, t.d == 1, let target = cairo_get_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let x = Double(t.a * baselineOrigin.x + t.tx), y = Double(t.d * baselineOrigin.y + t.ty)
        guard abs(x) < 1e6, abs(y) < 1e6 else { return false }
        let pixelX = x.rounded(.down), pixelY = y.rounded(.down)
        let key = CairoTextStampCache.Key(
            text: text, font: font, red: red, green: green, blue: blue, opacity: opacity,
            scaleX: Double(t.a), scaleY: Double(t.d), phaseX: x - pixelX, phaseY: y - pixelY,
            antialias: cairo_get_antialias(cr).rawValue)
        let entry = imageCache.textStamps.entry(for: key) { makeTextMask(for: key) }
        guard let entry else { return false }
        let originX = Int(pixelX) + entry.offsetX, originY = Int(pixelY) + entry.offsetY
        if blit(entry.mask, originX: originX, originY: originY) { return true }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, red, green, blue, opacity)
        cairo_mask_surface(cr, entry.mask.surface.pointer, Double(originX), Double(originY))
        cairo_restore(cr)
        return true
    }

    /// Draws the line's coverage into an A8 image just large enough for its ink (plus two pixels of slack each
    /// side for hinting), with the origin at the same fractional device position.
    private func makeTextMask(for key: CairoTextStampCache.Key) -> CairoTextStampCache.Entry? {
        let cr = context.pointer
        let face = cairoTextMeasurer.fontFace(for: key.font).pointer
        cairo_save(cr)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, Double(key.font.size))
        var extents = cairo_text_extents_t()
        key.text.withCString { cairo_text_extents(cr, $0, &extents) }
        cairo_restore(cr)
        guard extents.width > 0, extents.height > 0, let ink = Self.inkWord(key) else { return nil }
        let slack = 2
        let offsetX = Int((key.phaseX + key.scaleX * extents.x_bearing).rounded(.down)) - slack
        let offsetY = Int((key.phaseY + key.scaleY * extents.y_bearing).rounded(.down)) - slack
        let width = Int((key.phaseX + key.scaleX * (extents.x_bearing + extents.width)).rounded(.up)) + slack - offsetX
        let height = Int((key.phaseY + key.scaleY * (extents.y_bearing + extents.height)).rounded(.up)) + slack
            - offsetY
        guard width > 0, height > 0, width * height <= CairoTextStampCache.maximumPixels else { return nil }
        let surface = CairoSurfaceHandle(takingOwnershipOf: cairo_image_surface_create(CAIRO_FORMAT_A8,
                                                                                       Int32(width), Int32(height)))
        guard surface.status == CAIRO_STATUS_SUCCESS else { return nil }
        let maskContext = CairoContextHandle(surface: surface)
        defer { withExtendedLifetime(maskContext) {} }
        let mcr = maskContext.pointer
        let options = cairo_font_options_create()
        cairo_get_font_options(cr, options)
        cairo_set_font_options(mcr, options)
        cairo_font_options_destroy(options)
        cairo_set_antialias(mcr, cairo_get_antialias(cr))
        var matrix = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY,
                                    x0: key.phaseX - Double(offsetX), y0: key.phaseY - Double(offsetY))
        cairo_set_matrix(mcr, &matrix)
        cairo_set_font_face(mcr, face)
        cairo_set_font_size(mcr, Double(key.font.size))
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_move_to(mcr, 0, 0)
        key.text.withCString { cairo_show_text(mcr, $0) }
        guard let mask = CairoTextMask(surface: surface, ink: ink) else { return nil }
        return CairoTextStampCache.Entry(mask: mask, offsetX: offsetX, offsetY: offsetY)
    }

    /// The colour as the solid source word pixman composites with: Cairo's own conversion, read back from one
    /// painted pixel.
    private static func inkWord(_ key: CairoTextStampCache.Key) -> UInt32? {
        guard let pixel = try? CairoImageSurface(width: 1, height: 1) else { return nil }
        let painter = CairoContextHandle(surface: pixel.surface)
        withExtendedLifetime(painter) {
            let pcr = painter.pointer
            cairo_set_operator(pcr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(pcr, key.red, key.green, key.blue, key.opacity)
            cairo_paint(pcr)
        }
        cairo_surface_flush(pixel.surface.pointer)
        return pixel.premultipliedPixel(x: 0, y: 0)
    }
}
