import CCairo
import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// Lines of text copied from kept stamps (`CairoTextStampCache`) must give Cairo's own pixels, bit for bit, and
/// the cache must reuse a line only for the same text, font, colour, scale and exact sub-pixel position.
@MainActor
struct CairoTextStampTests {
    private static let size = (width: 160, height: 96)

    /// Opaque bands and a translucent one, so the blend and its rounding show.
    private static func background(_ context: CairoGraphicsContext) {
        let colours = [Color(red: 0.1, green: 0.5, blue: 0.9), Color.white,
                       Color(red: 0.2, green: 0.8, blue: 0.1, opacity: 0.5)]
        for (i, colour) in colours.enumerated() {
            context.fill(Path(CGRect(x: 0, y: CGFloat(i) * 32, width: 160, height: 32)), with: colour)
        }
    }

    /// Lines at whole, half and odd sub-pixel positions, in opaque and translucent colours, one cut by the
    /// view's left edge.
    private static let lines: [(text: String, at: CGPoint, color: Color)] = [
        ("Node 17", CGPoint(x: 4, y: 14), Color(red: 0.13, green: 0.13, blue: 0.13)),
        ("Node 17", CGPoint(x: 60.5, y: 14.5), Color(red: 0.13, green: 0.13, blue: 0.13)),
        ("Wiggly {gj}", CGPoint(x: 20.3, y: 44.73), Color(red: 0.8, green: 0.1, blue: 0.2, opacity: 0.6)),
        ("Edge label", CGPoint(x: -9.25, y: 76.1), Color.white),
        ("ÅÉ ünïcode → ok", CGPoint(x: 40.125, y: 90), Color.black),
    ]

    /// Three frames of the same lines at `scale` (in place, stamps made, stamps copied); the last frame's pixels.
    private static func render(stamps: Bool, scale: CGFloat,
                               direct: Bool = true) throws -> (CairoImageSurface, CairoImageCache) {
        let surface = try CairoImageSurface(width: size.width, height: size.height)
        let cache = CairoImageCache()
        let measurer = CairoTextMeasurer()
        for _ in 0..<3 {
            let context = surface.makeContext(scale: scale, textMeasurer: measurer, imageCache: cache)
            context.textStamps = stamps
            context.directStamps = direct
            background(context)
            for line in lines {
                context.drawText(line.text, font: .system(size: 12), color: line.color, at: line.at)
            }
        }
        return (surface, cache)
    }

    private static func expectSame(_ a: CairoImageSurface, _ b: CairoImageSurface) {
        for y in 0..<a.height {
            for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                let copied = String(a.premultipliedPixel(x: x, y: y), radix: 16)
                let drawn = String(b.premultipliedPixel(x: x, y: y), radix: 16)
                Issue.record("pixel (\(x), \(y)): \(copied) copied, \(drawn) from Cairo")
                return
            }
        }
    }

    /// Direct copies at scale 1, and Cairo's own compositing of the kept coverage (`directStamps` off).
    @Test(arguments: [(1.0, true), (1.0, false)])
    func copiedLinesGiveCairosPixels(scale: Double, direct: Bool) throws {
        let (copied, cache) = try Self.render(stamps: true, scale: CGFloat(scale), direct: direct)
        let (drawn, _) = try Self.render(stamps: false, scale: CGFloat(scale))
        // Every line was kept in the second frame and copied in the third.
        #expect(cache.textStamps.count == Self.lines.count)
        #expect(cache.textStamps.hits == Self.lines.count)
        Self.expectSame(copied, drawn)
    }

    /// Other scales draw in place (a glyph position could round differently): nothing kept.
    @Test(arguments: [2.0, 1.5, 0.75, 0.5])
    func otherScalesDrawInPlace(scale: Double) throws {
        let (drawn, cache) = try Self.render(stamps: true, scale: CGFloat(scale))
        #expect(cache.textStamps.count == 0 && cache.textStamps.hits == 0)
        Self.expectSame(drawn, try Self.render(stamps: false, scale: CGFloat(scale)).0)
    }

    /// Draws `text` three times with the given changes and returns how many of those were copies.
    private static func hits(_ cache: CairoImageCache, _ text: String, at point: CGPoint, scale: CGFloat = 1,
                             color: Color = .black, size: CGFloat = 12) throws -> Int {
        let surface = try CairoImageSurface(width: 64, height: 32)
        let context = surface.makeContext(scale: scale, imageCache: cache)
        let before = cache.textStamps.hits
        context.drawText(text, font: .system(size: size), color: color, at: point)
        return cache.textStamps.hits - before
    }

    @Test func reusedOnlyForTheSameTextFontColourScaleAndPhase() throws {
        let cache = CairoImageCache()
        let origin = CGPoint(x: 3.25, y: 20)
        #expect(try Self.hits(cache, "A1", at: origin) == 0)  // first sighting: drawn in place
        #expect(try Self.hits(cache, "A1", at: origin) == 0)  // second: kept
        #expect(try Self.hits(cache, "A1", at: origin) == 1)  // copied
        // Moved by whole pixels: the same phase, so the same stamp.
        #expect(try Self.hits(cache, "A1", at: CGPoint(x: 10.25, y: 5)) == 1)
        // Each differing input is another line: text, colour, font size, scale, sub-pixel phase.
        #expect(try Self.hits(cache, "A2", at: origin) == 0)
        #expect(try Self.hits(cache, "A1", at: origin, color: .white) == 0)
        #expect(try Self.hits(cache, "A1", at: origin, size: 13) == 0)
        #expect(try Self.hits(cache, "A1", at: origin, scale: 2) == 0)
        #expect(try Self.hits(cache, "A1", at: CGPoint(x: 3.5, y: 20)) == 0)
        #expect(try Self.hits(cache, "A1", at: CGPoint(x: 3.25, y: 20.001)) == 0)
        #expect(cache.textStamps.count == 1)
        #expect(try Self.hits(cache, "A1", at: origin) == 1)
    }

    private static func entry(_ width: Int) -> CairoTextStampCache.Entry? {
        let surface = CairoSurfaceHandle(takingOwnershipOf: cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), 10))
        guard let mask = CairoTextMask(surface: surface, ink: 0xff00_0000) else { return nil }
        return CairoTextStampCache.Entry(mask: mask, offsetX: 0, offsetY: 0)
    }

    private static func key(_ text: String) -> CairoTextStampCache.Key {
        CairoTextStampCache.Key(text: text, font: .system(size: 12), red: 0, green: 0, blue: 0, opacity: 1,
                                scaleX: 1, scaleY: 1, phaseX: 0, phaseY: 0, antialias: 0)
    }

    @Test func neverHoldsMoreThanItsCapacityOrPixelBudget() {
        let byCount = CairoTextStampCache(capacity: 3, pixelBudget: 1_000_000)
        for i in 0..<10 {
            _ = byCount.entry(for: Self.key("n\(i)")) { Self.entry(5) }
            _ = byCount.entry(for: Self.key("n\(i)")) { Self.entry(5) }
            #expect(byCount.count <= 3)
        }
        #expect(byCount.count >= 1)
        // 100 pixels a line, 250 allowed: never more than two lines.
        let byPixels = CairoTextStampCache(capacity: 100, pixelBudget: 250)
        for i in 0..<10 {
            _ = byPixels.entry(for: Self.key("p\(i)")) { Self.entry(10) }
            _ = byPixels.entry(for: Self.key("p\(i)")) { Self.entry(10) }
            #expect(byPixels.count <= 2 && byPixels.pixelCount <= 250)
        }
        byPixels.removeAll()
        #expect(byPixels.count == 0 && byPixels.pixelCount == 0)
    }
}
