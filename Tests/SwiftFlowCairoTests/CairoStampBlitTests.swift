import Foundation
import Testing
@testable import SwiftFlowCairo
import SwiftFlowCore
import SwiftFlowUI

/// Kept stamps are written straight into the image (`CairoStamp.blit`): the pixels must be Cairo's own copy's,
/// bit for bit, over opaque and translucent backgrounds, at sub-pixel positions and cut by the clip.
@MainActor
struct CairoStampBlitTests {
    private static let size = (width: 96, height: 64)

    /// A background with opaque bands and a translucent one (alpha 128), so blending and its rounding show.
    private static func background(_ context: CairoGraphicsContext) {
        let colours = [Color(red: 0.1, green: 0.5, blue: 0.9), Color(red: 0.9, green: 0.2, blue: 0.3),
                       Color(red: 0.2, green: 0.8, blue: 0.1, opacity: 0.5)]
        for (i, colour) in colours.enumerated() {
            context.fill(Path(CGRect(x: 0, y: CGFloat(i) * 22, width: 96, height: 22)), with: colour)
        }
    }

    /// A node-like stamp: rounded box, 1-point border, a translucent dot.
    private static func draw(_ context: GraphicsContext, in rect: CGRect) {
        context.fill(Path(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4), with: .white)
        context.stroke(Path(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4),
                       with: Color(red: 0.1, green: 0.1, blue: 0.17), lineWidth: 1)
        context.fill(Path(ellipseIn: CGRect(x: rect.minX + 3, y: rect.minY + 3, width: 6, height: 6)),
                     with: Color(red: 1, green: 0.4, blue: 0, opacity: 0.5))
    }

    /// The same stamps three times over (in place, made and copied, copied), clipped to `clip`.
    private static func render(direct: Bool, clip: Path) throws -> (CairoImageSurface, CairoImageCache) {
        let surface = try CairoImageSurface(width: size.width, height: size.height)
        let cache = CairoImageCache()
        let context = surface.makeContext(imageCache: cache)
        context.directStamps = direct
        background(context)
        context.saveState()
        context.clip(to: clip, rule: .nonZero)
        let places = [CGRect(x: 4, y: 4, width: 30, height: 16), CGRect(x: 40.25, y: 10.5, width: 30, height: 16),
                      CGRect(x: -8.7, y: 30.3, width: 30, height: 16), CGRect(x: 70.5, y: 50, width: 30, height: 16)]
        for _ in 0..<3 {
            for place in places {
                context.drawStamp(AnyHashable("box"), in: place) { draw($0, in: place) }
            }
        }
        context.restoreState()
        return (surface, cache)
    }

    private static func expectSame(_ a: CairoImageSurface, _ b: CairoImageSurface, test: String) {
        for y in 0..<a.height {
            for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                RenderTestSupport.saveArtifact(a, name: test + "-direct")
                RenderTestSupport.saveArtifact(b, name: test + "-cairo")
                let written = String(a.premultipliedPixel(x: x, y: y), radix: 16)
                let expected = String(b.premultipliedPixel(x: x, y: y), radix: 16)
                Issue.record("pixel (\(x), \(y)): \(written) written, \(expected) from Cairo")
                return
            }
        }
    }

    @Test func directCopiesMatchCairosCopiesUnderARectangularClip() throws {
        let clip = Path(CGRect(x: 2, y: 6, width: 80, height: 50))
        let (direct, cache) = try Self.render(direct: true, clip: clip)
        let (cairo, cairoCache) = try Self.render(direct: false, clip: clip)
        // Four places at four phases: each kept on its second sighting, then copied on the third.
        #expect(cache.stamps.directCopies == 8)
        #expect(cairoCache.stamps.directCopies == 0)
        Self.expectSame(direct, cairo, test: "stamp-blit-rect-clip")
        // Outside the clip the background stays: (1, 10) in the blue band, (90, 60) in the translucent one.
        let plain = try CairoImageSurface(width: Self.size.width, height: Self.size.height)
        Self.background(plain.makeContext())
        #expect(direct.premultipliedPixel(x: 1, y: 10) == plain.premultipliedPixel(x: 1, y: 10))
        #expect(direct.premultipliedPixel(x: 90, y: 60) == plain.premultipliedPixel(x: 90, y: 60))
        #expect(plain.premultipliedPixel(x: 90, y: 60) >> 24 == 128)
    }

    /// A rounded clip is no rectangle: Cairo composites those copies.
    @Test func aRoundedClipFallsBackToCairo() throws {
        let clip = Path(roundedRect: CGRect(x: 2, y: 6, width: 80, height: 50), cornerRadius: 12)
        let (direct, cache) = try Self.render(direct: true, clip: clip)
        let (cairo, _) = try Self.render(direct: false, clip: clip)
        #expect(cache.stamps.directCopies == 0)
        Self.expectSame(direct, cairo, test: "stamp-blit-rounded-clip")
    }

    /// Hand-worked: an opaque red square copies as red. A white square at half opacity (0x80808080) drawn
    /// three times over opaque black: 128, then 128 + 128 · 127 / 255 = 128 + 64 = 192, then 192 + 96 = 224 in
    /// each colour channel; over transparent pixels the alpha follows the same steps (0x80, 0xC0, 0xE0).
    @Test func handWorkedCopies() throws {
        let surface = try CairoImageSurface(width: 40, height: 20)
        let context = surface.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black)
        context.saveState()
        context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20))
        for _ in 0..<3 {
            context.drawStamp(AnyHashable("red"), in: CGRect(x: 2, y: 2, width: 6, height: 6)) {
                $0.fill(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), with: Color(red: 1, green: 0, blue: 0))
            }
            for x in [10.0, 24.0] {
                let rect = CGRect(x: x, y: 10, width: 6, height: 6)
                context.drawStamp(AnyHashable("half-white"), in: rect) {
                    $0.fill(Path(rect), with: Color(white: 1, opacity: 0.5))
                }
            }
        }
        context.restoreState()
        // Red: kept on its second sighting, copied then and once more (2); half-white, the same key at both
        // places: in place once, then copied five times.
        #expect(context.imageCache.stamps.directCopies == 7)
        #expect(surface.premultipliedPixel(x: 4, y: 4) == 0xFFFF0000)
        #expect(surface.premultipliedPixel(x: 12, y: 12) == 0xFFE0E0E0)
        #expect(surface.premultipliedPixel(x: 26, y: 12) == 0xE0E0E0E0)
        #expect(surface.premultipliedPixel(x: 9, y: 12) == 0xFF000000)
    }
    /// The clip's rectangle is worked out once per clip change (`clipEpoch`): copies after a narrower clip, after
    /// the restore that ends it and after another clip each keep to the clip of their moment. Opaque red 6 × 6
    /// squares over black; the square at x 2 is cut at x 5, the one at x 18 starts at the clip's x 20.
    @Test func directCopiesFollowClipChanges() throws {
        let surface = try CairoImageSurface(width: 40, height: 20)
        let context = surface.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .black)
        func red(at x: CGFloat, _ y: CGFloat) {
            let rect = CGRect(x: x, y: y, width: 6, height: 6)
            context.drawStamp(AnyHashable("red"), in: rect) {
                $0.fill(Path(rect), with: Color(red: 1, green: 0, blue: 0))
            }
        }
        context.saveState()
        context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20))
        red(at: 30, 2)
        red(at: 30, 2)
        context.saveState()
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 20))
        red(at: 2, 12)
        context.restoreState()
        red(at: 12, 12)
        context.saveState()
        context.clip(to: CGRect(x: 20, y: 0, width: 3, height: 20))
        red(at: 18, 2)
        context.restoreState()
        context.restoreState()
        // Kept on the second sighting, copied then and three times more.
        #expect(context.imageCache.stamps.directCopies == 4)
        let redPixel: UInt32 = 0xFFFF0000, blackPixel: UInt32 = 0xFF000000
        #expect(surface.premultipliedPixel(x: 4, y: 14) == redPixel)
        #expect(surface.premultipliedPixel(x: 5, y: 14) == blackPixel)
        #expect(surface.premultipliedPixel(x: 7, y: 14) == blackPixel)
        #expect(surface.premultipliedPixel(x: 12, y: 12) == redPixel)
        #expect(surface.premultipliedPixel(x: 17, y: 17) == redPixel)
        #expect(surface.premultipliedPixel(x: 19, y: 4) == blackPixel)
        #expect(surface.premultipliedPixel(x: 20, y: 4) == redPixel)
        #expect(surface.premultipliedPixel(x: 22, y: 4) == redPixel)
        #expect(surface.premultipliedPixel(x: 23, y: 4) == blackPixel)
        #expect(surface.premultipliedPixel(x: 35, y: 7) == redPixel)
    }

    /// A copy reuses its last blend only while both the stamp's pixel and the pixel below repeat: a white
    /// 12 × 4 square at half opacity (0x80808080) copied over columns alternating black and blue, three coats
    /// (the first in place, the next two copied). Over black each channel goes 128, 192, 224 (0xFFE0E0E0); over
    /// blue the red and green channels do the same and blue stays 255 (0xFFE0E0FF), column after column.
    @Test func copiesFollowThePixelBelow() throws {
        let surface = try CairoImageSurface(width: 20, height: 10)
        let context = surface.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .black)
        for x in stride(from: 1, to: 20, by: 2) {
            context.fill(Path(CGRect(x: x, y: 0, width: 1, height: 10)), with: Color(red: 0, green: 0, blue: 1))
        }
        context.saveState()
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10))
        let rect = CGRect(x: 4, y: 3, width: 12, height: 4)
        for _ in 0..<3 {
            context.drawStamp(AnyHashable("half-white-bar"), in: rect) {
                $0.fill(Path(rect), with: Color(white: 1, opacity: 0.5))
            }
        }
        context.restoreState()
        #expect(context.imageCache.stamps.directCopies == 2)
        for y in 3..<7 {
            for x in 4..<16 {
                #expect(surface.premultipliedPixel(x: x, y: y) == (x % 2 == 0 ? 0xFFE0E0E0 : 0xFFE0E0FF), "(\(x), \(y))")
            }
        }
        #expect(surface.premultipliedPixel(x: 3, y: 4) == 0xFF0000FF)
        #expect(surface.premultipliedPixel(x: 16, y: 4) == 0xFF000000)
    }
}
