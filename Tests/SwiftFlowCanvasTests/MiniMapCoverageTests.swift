import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Nodes smaller than a pixel are gathered per pixel instead of drawn as shapes; the pixels must come out as
/// Cairo's antialiased fill of the same rectangles would make them.
@MainActor
@Suite struct MiniMapCoverageTests {
    /// 40,000 nodes of 150 × 40 on a 200 × 100 grid (React Flow's G(N) layout), 200 columns, scaled so that a
    /// node is about 0.74 × 0.2 pixels and straddles pixel edges: every pixel that Cairo's antialiased fill of
    /// all rectangles touches is filled with the whole colour, every other one stays empty. (Antialiased, the
    /// middle pixel holds about 0.74 · 0.2 · 2 ≈ 0.3 of the colour: a pale node grey so faint the map looked
    /// empty at 100,000 nodes.)
    @Test func everyTouchedPixelShowsTheWholeNodeColour() throws {
        let columns = 200
        let rects = (0..<40_000).map { i in
            CGRect(x: CGFloat(200 * (i % columns)) + 3.3, y: CGFloat(100 * (i / columns)) + 1.7, width: 150, height: 40)
        }
        let toDevice = CGAffineTransform(a: 0.00493, b: 0, c: 0, d: 0.00493, tx: 0.37, ty: 0.61)
        let color = Color(hex: "#3366cc") ?? .blue

        let gathered = try CairoImageSurface(width: 200, height: 110)
        let context = gathered.makeContext()
        context.concatenate(toDevice)
        var batch = MiniMapNodeBatch(context: context, radius: 5, strokeWidth: 2,
                                     pixels: CGRect(x: 0, y: 0, width: 200, height: 110))
        for rect in rects { batch.add(rect, fill: color, stroke: nil) }
        batch.flush()

        let reference = try CairoImageSurface(width: 200, height: 110)
        let referenceContext = reference.makeContext()
        referenceContext.concatenate(toDevice)
        var path = Path()
        for rect in rects { path.addRect(rect) }
        referenceContext.fill(path, with: color)

        // #3366cc opaque, premultiplied ARGB.
        let whole: UInt32 = 0xff33_66cc
        var touched = 0, wrong = 0
        for y in 0..<110 {
            for x in 0..<200 {
                let expected: UInt32 = reference.premultipliedPixel(x: x, y: y) >> 24 > 0 ? whole : 0
                if expected != 0 { touched += 1 }
                if gathered.premultipliedPixel(x: x, y: y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ")
        // The grid spans x 3.3…39,953.3 and y 1.7…19,941.7: device x 0.39…197.34 and y 0.62…98.92, so columns
        // 0…197 and rows 0…98; no pixel falls wholly in a gap (0.25 pixel across, 0.3 down).
        #expect(touched == 198 * 99, "\(touched) pixels touched")
    }

    /// Specks meeting in one pixel or cut by the gathered area's edge fill each pixel they touch once, wholly;
    /// a pixel no speck touches stays empty.
    @Test func touchedPixelsAreFilledAndStopAtTheEdge() throws {
        var coverage = try #require(MiniMapCoverage(pixels: CGRect(x: 0, y: 0, width: 3, height: 3)))
        coverage.add(CGRect(x: 0.5, y: 0.5, width: 1, height: 1))  // a quarter in each of four pixels
        coverage.add(CGRect(x: 2.5, y: 2.5, width: 1, height: 1))  // a quarter in pixel (2, 2), the rest outside
        let surface = try CairoImageSurface(width: 3, height: 3)
        let context = surface.makeContext()
        coverage.draw(in: context, color: .black, toDevice: .identity)
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2)] { #expect(surface.pixel(x: x, y: y).a == 255, "(\(x), \(y))") }
        for (x, y) in [(2, 0), (2, 1), (0, 2), (1, 2)] { #expect(surface.pixel(x: x, y: y).a == 0, "(\(x), \(y))") }
        #expect(coverage.isEmpty)
    }
}
