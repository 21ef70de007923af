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
    /// node is about 0.74 × 0.2 pixels and straddles pixel edges: every pixel matches one path fill of all
    /// rectangles to within 3 of 255 per channel (the shares are filled in steps of 1/64).
    @Test func specksMatchAnAntialiasedFill() throws {
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

        var worst = 0
        for y in 0..<110 {
            for x in 0..<200 {
                let a = gathered.premultipliedPixel(x: x, y: y), b = reference.premultipliedPixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff)))
                }
            }
        }
        #expect(worst <= 3, "largest channel difference \(worst)")
        // The field is not empty: the middle pixel is covered by about 0.74 · 0.2 · 2 nodes' worth.
        #expect(reference.premultipliedPixel(x: 100, y: 50) >> 24 > 0)
    }

    /// Shares add up where specks meet in one pixel and are cut at the gathered area's edge.
    @Test func sharesAddUpAndStopAtTheEdge() throws {
        var coverage = try #require(MiniMapCoverage(pixels: CGRect(x: 0, y: 0, width: 2, height: 2)))
        coverage.add(CGRect(x: 0.5, y: 0.5, width: 1, height: 1))  // a quarter in each of the four pixels
        coverage.add(CGRect(x: 1.5, y: 1.5, width: 1, height: 1))  // a quarter in pixel (1, 1), the rest outside
        let surface = try CairoImageSurface(width: 2, height: 2)
        let context = surface.makeContext()
        coverage.draw(in: context, color: .black, toDevice: .identity)
        // Alpha: 0.25 · 255 ≈ 64 in three pixels, 0.5 · 255 ≈ 128 in (1, 1).
        #expect(abs(Int(surface.pixel(x: 0, y: 0).a) - 64) <= 2)
        #expect(abs(Int(surface.pixel(x: 1, y: 0).a) - 64) <= 2)
        #expect(abs(Int(surface.pixel(x: 1, y: 1).a) - 128) <= 2)
        #expect(coverage.isEmpty)
    }
}
