import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Kept thin-stroke coverage (`ThinStrokeCoverageCache`): a subpath drawn again over the same pixels is
/// composited from its kept coverage with the very pixels of working it out, and only an identical subpath over
/// the same lent rectangle is taken for another.
@MainActor
@Suite struct ThinStrokeCoverageCacheTests {
    private static let size = (width: 120, height: 80)

    /// Two edge-like curves and a closed triangle (its joins overlap), in one path as the canvas batches them.
    private static let path: Path = {
        var path = Path()
        path.move(to: CGPoint(x: 10.3, y: 5))
        path.addCurve(to: CGPoint(x: 100, y: 70.5), control1: CGPoint(x: 10.3, y: 60), control2: CGPoint(x: 100, y: 20))
        path.move(to: CGPoint(x: 60, y: 2))
        path.addCurve(to: CGPoint(x: 20.25, y: 75), control1: CGPoint(x: 60, y: 40), control2: CGPoint(x: 20.25, y: 40))
        path.move(to: CGPoint(x: 70, y: 10))
        path.addLine(to: CGPoint(x: 110, y: 30))
        path.addLine(to: CGPoint(x: 80, y: 40))
        path.closeSubpath()
        return path
    }()

    /// Strokes `path` `frames` times over a fresh background each time (as repeated full frames do), with one
    /// mask; the last frame's surface.
    private static func render(frames: Int, mask: CoverageMask, scale: CGFloat = 1, translation: CGFloat = 0,
                               area: CGRect? = nil, ink: Color = Color(red: 0.2, green: 0.3, blue: 0.4))
        throws -> CairoImageSurface {
        let surface = try CairoImageSurface(width: size.width, height: size.height)
        for _ in 0..<frames {
            let context = surface.makeContext(scale: scale)
            context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 200)), with: Color(red: 0.9, green: 0.95, blue: 1))
            context.translateBy(x: translation, y: 0)
            let lent = context.withDevicePixels(in: area ?? CGRect(x: 0, y: 0, width: 200, height: 200)) { pixels in
                ThinStrokeRaster(pixels: pixels, mask: mask)
                    .stroke(path, width: 1 * scale, with: LevelOfDetailRaster.Ink(ink, dark: false))
            }
            #expect(lent)
        }
        return surface
    }

    private static func expectSame(_ a: CairoImageSurface, _ b: CairoImageSurface) {
        for y in 0..<a.height {
            for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                let kept = a.premultipliedPixel(x: x, y: y), fresh = b.premultipliedPixel(x: x, y: y)
                Issue.record("pixel (\(x), \(y)) differs: \(kept) kept, \(fresh) worked out")
                return
            }
        }
    }

    @Test(arguments: [(1.0, 0.0), (1.25, 0.0), (1.0, 0.5)])
    func keptCoverageGivesTheSamePixels(scale: Double, translation: Double) throws {
        let mask = CoverageMask()
        // At scale 1 frame 1 sees the subpaths, frame 2 keeps them, frame 3 composites the kept coverage; off
        // scale 1 (rounded phases) frame 1 keeps them and frames 2 and 3 composite them.
        let kept = try Self.render(frames: 3, mask: mask, scale: CGFloat(scale), translation: CGFloat(translation))
        #expect(mask.kept.count == 3)
        #expect(mask.kept.hits == (scale == 1 ? 3 : 6))
        let fresh = try Self.render(frames: 1, mask: CoverageMask(), scale: CGFloat(scale),
                                    translation: CGFloat(translation))
        Self.expectSame(kept, fresh)
    }

    @Test func reusedOnlyForTheSameSubpathOverTheSamePixels() throws {
        let mask = CoverageMask()
        _ = try Self.render(frames: 2, mask: mask)
        #expect(mask.kept.count == 3 && mask.kept.hits == 0)
        // Another ink: the same coverage, so kept subpaths are reused, and the pixels are the new ink's.
        let blue = try Self.render(frames: 1, mask: mask, ink: Color(red: 0, green: 0, blue: 1))
        #expect(mask.kept.hits == 3)
        Self.expectSame(blue, try Self.render(frames: 1, mask: CoverageMask(), ink: Color(red: 0, green: 0, blue: 1)))
        // Moved by half a pixel, scaled, or cut by another lent rectangle: other keys, worked out afresh.
        _ = try Self.render(frames: 1, mask: mask, translation: 0.5)
        _ = try Self.render(frames: 1, mask: mask, scale: 1.25)
        let strip = CGRect(x: 0, y: 0, width: 200, height: 40)
        let cut = try Self.render(frames: 1, mask: mask, area: strip)
        #expect(mask.kept.hits == 3)
        Self.expectSame(cut, try Self.render(frames: 1, mask: CoverageMask(), area: strip))
        // Moved by a whole pixel (none of the three boxes reaches the image's edge): the same shapes relative to
        // the pixel grid, so the kept coverage is reused, and the pixels are those worked out there afresh.
        let moved = try Self.render(frames: 1, mask: mask, translation: 1)
        #expect(mask.kept.hits == 6)
        Self.expectSame(moved, try Self.render(frames: 1, mask: CoverageMask(), translation: 1))
    }

    /// Two copies of one shape a whole number of pixels apart in one stroke (a regular graph's edges): the
    /// second is kept, the third reused, and every pixel equals stroking each copy on its own, worked out afresh.
    @Test func copiesWholePixelsApartShareCoverage() throws {
        func copies(_ offsets: [CGFloat]) -> Path {
            var path = Path()
            for dx in offsets {
                path.move(to: CGPoint(x: 5.3 + dx, y: 10.4))
                path.addCurve(to: CGPoint(x: 30.7 + dx, y: 60.2), control1: CGPoint(x: 5.3 + dx, y: 40),
                              control2: CGPoint(x: 30.7 + dx, y: 30))
            }
            return path
        }
        let mask = CoverageMask()
        let ink = LevelOfDetailRaster.Ink(Color(red: 0.2, green: 0.3, blue: 0.4), dark: false)
        func draw(_ path: Path, mask: CoverageMask, into surface: CairoImageSurface) {
            let context = surface.makeContext()
            _ = context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 200, height: 200)) { pixels in
                ThinStrokeRaster(pixels: pixels, mask: mask).stroke(path, width: 1, with: ink)
            }
        }
        let together = try CairoImageSurface(width: Self.size.width, height: Self.size.height)
        draw(copies([0, 40, 80]), mask: mask, into: together)
        #expect(mask.kept.count == 1 && mask.kept.hits == 1)
        let apart = try CairoImageSurface(width: Self.size.width, height: Self.size.height)
        for dx: CGFloat in [0, 40, 80] { draw(copies([dx]), mask: CoverageMask(), into: apart) }
        Self.expectSame(together, apart)
    }

    @Test func neverHoldsMoreThanItsCapacityOrPixelBudget() throws {
        let byCount = ThinStrokeCoverageCache(capacity: 2, pixelBudget: 1_000_000)
        let byPixels = ThinStrokeCoverageCache(capacity: 100, pixelBudget: 25)
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        let touched = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { values.deallocate(); touched.deallocate() }
        for k in 0..<10 {
            values[k] = UInt8(k + 1)
            touched[k] = Int32(k)
        }
        let coverage = Coverage(values: values, touched: touched, base: 0, count: 10)
        let surface = try CairoImageSurface(width: 16, height: 16)
        _ = surface.makeContext().withDevicePixels(in: CGRect(x: 0, y: 0, width: 16, height: 16)) { pixels in
            for i in 0..<8 {
                let key = ThinStrokeCoverageCache.Key(points: [CGPoint(x: i, y: 0), CGPoint(x: i, y: 9)],
                                                      halfWidth: 0.5, closed: false, pixels: pixels)
                for cache in [byCount, byPixels] where cache.wantsToKeep(key) || cache.wantsToKeep(key) {
                    cache.keep(coverage, for: key)
                    #expect(cache.entry(for: key)?.levels == Array(1...10))
                }
                #expect(byCount.count <= 2)
                #expect(byPixels.count <= 2 && byPixels.pixelCount <= 25)
            }
        }
        #expect(byCount.count >= 1 && byPixels.count >= 1)
        byPixels.removeAll()
        #expect(byPixels.count == 0 && byPixels.pixelCount == 0)
    }
}
