import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Thin antialiased strokes written straight into pixels (`ThinStrokeRaster`), checked against coverage worked
/// out by hand and against Cairo's own stroke, which drew the canvas's plain edges before.
@MainActor
@Suite struct ThinStrokeRasterTests {
    private let black = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0), dark: false)

    /// A white surface of the given size.
    private func whiteSurface(_ width: Int, _ height: Int) throws -> CairoImageSurface {
        let surface = try CairoImageSurface(width: width, height: height)
        surface.makeContext().fill(Path(CGRect(x: 0, y: 0, width: width, height: height)), with: .white)
        return surface
    }

    private func stroke(_ surface: CairoImageSurface, _ path: Path, width: CGFloat = 1,
                        ink: LevelOfDetailRaster.Ink? = nil, in rect: CGRect? = nil) {
        let context = surface.makeContext()
        let area = rect ?? CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let lent = context.withDevicePixels(in: area) { pixels in
            ThinStrokeRaster(pixels: pixels, mask: CoverageMask()).stroke(path, width: width, with: ink ?? black)
        }
        #expect(lent)
    }

    private func line(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    private func grey(_ surface: CairoImageSurface, _ x: Int, _ y: Int) -> Int { Int(surface.pixel(x: x, y: y).r) }

    /// A 1-pixel line along y = 5.5 from x = 2 to 8 covers row 5 (4.5…5.5 … 6) wholly from column 2 to 7 and
    /// nothing else: its band is exactly that row, and its butt ends are at whole columns.
    @Test func lineOnRowCentreFillsOneRow() throws {
        let surface = try whiteSurface(12, 10)
        stroke(surface, line(CGPoint(x: 2, y: 5.5), CGPoint(x: 8, y: 5.5)))
        for x in 2...7 { #expect(surface.pixel(x: x, y: 5) == (0, 0, 0, 255), "column \(x)") }
        for (x, y) in [(1, 5), (8, 5), (4, 4), (4, 6)] { #expect(grey(surface, x, y) == 255, "(\(x), \(y))") }
    }

    /// Along y = 5 the band is 4.5…5.5: half of row 4 and half of row 5, so both get coverage 128/255 and
    /// black over white leaves 255 · 127/255 = 127 in each channel.
    @Test func lineOnRowBoundarySplitsBetweenTwoRows() throws {
        let surface = try whiteSurface(12, 10)
        stroke(surface, line(CGPoint(x: 2, y: 5), CGPoint(x: 8, y: 5)))
        #expect(grey(surface, 4, 4) == 127)
        #expect(grey(surface, 4, 5) == 127)
        #expect(grey(surface, 4, 3) == 255 && grey(surface, 4, 6) == 255)
    }

    /// One mask, inks alternating (its table of weighted ink words is per ink): red, blue, red lines along y = 5
    /// each cover half of rows 4 and 5 (coverage 128). Over white, ink · 128/255 + 255 · 127/255: red gives
    /// (128 + 127, 127, 127) = (255, 127, 127), blue (127, 127, 255); the third line is red again.
    @Test func alternatingInksKeepTheirOwnColour() throws {
        let surface = try whiteSurface(32, 10)
        let mask = CoverageMask()
        let red = LevelOfDetailRaster.Ink(Color(red: 1, green: 0, blue: 0), dark: false)
        let blue = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 1), dark: false)
        let context = surface.makeContext()
        for (x, ink) in [(2.0, red), (12.0, blue), (22.0, red)] {
            let lent = context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 32, height: 10)) { pixels in
                ThinStrokeRaster(pixels: pixels, mask: mask)
                    .stroke(line(CGPoint(x: x, y: 5), CGPoint(x: x + 6, y: 5)), width: 1, with: ink)
            }
            #expect(lent)
        }
        for y in [4, 5] {
            #expect(surface.pixel(x: 4, y: y) == (255, 127, 127, 255))
            #expect(surface.pixel(x: 14, y: y) == (127, 127, 255, 255))
            #expect(surface.pixel(x: 24, y: y) == (255, 127, 127, 255))
        }
        #expect(surface.pixel(x: 24, y: 3) == (255, 255, 255, 255))
    }

    /// A butt end at x = 2.5 cuts column 2 in half (coverage 128 → 127), and a 1.5-pixel-wide line along
    /// y = 5.5 covers row 5 wholly and a quarter of rows 4 and 6 (coverage 64: 255 · 191/255 = 191).
    @Test func buttEndsAndWidthsCoverTheirShare() throws {
        let surface = try whiteSurface(12, 10)
        stroke(surface, line(CGPoint(x: 2.5, y: 2.5), CGPoint(x: 8, y: 2.5)))
        #expect(grey(surface, 2, 2) == 127)
        #expect(grey(surface, 3, 2) == 0)
        #expect(grey(surface, 1, 2) == 255)
        stroke(surface, line(CGPoint(x: 2, y: 5.5), CGPoint(x: 8, y: 5.5)), width: 1.5)
        #expect(grey(surface, 4, 5) == 0)
        #expect(grey(surface, 4, 4) == 191)
        #expect(grey(surface, 4, 6) == 191)
    }

    /// A vertical line is the same with rows and columns exchanged: x = 3.5 from y = 1 to 7 takes column 3,
    /// rows 1–6.
    @Test func verticalLineFillsOneColumn() throws {
        let surface = try whiteSurface(8, 10)
        stroke(surface, line(CGPoint(x: 3.5, y: 7), CGPoint(x: 3.5, y: 1)))
        for y in 1...6 { #expect(grey(surface, 3, y) == 0, "row \(y)") }
        #expect(grey(surface, 3, 0) == 255 && grey(surface, 3, 7) == 255)
        #expect(grey(surface, 2, 3) == 255 && grey(surface, 4, 3) == 255)
    }

    /// A subpath that runs back over itself paints each pixel once, as a stroke of one path does: with a
    /// half-transparent ink (alpha 128) a pixel covered by both segments is 255 · 127/255 = 127, not the 63 of
    /// two coats.
    @Test func overlappingSegmentsOfOneSubpathPaintOnce() throws {
        let surface = try whiteSurface(12, 10)
        let half = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0, opacity: 0.5), dark: false)
        stroke(surface, line(CGPoint(x: 2, y: 5.5), CGPoint(x: 9, y: 5.5), CGPoint(x: 4, y: 5.5)), ink: half)
        #expect(grey(surface, 6, 5) == 127)
        #expect(grey(surface, 3, 5) == 127)
    }

    /// Nothing outside the lent rectangle changes, even for a line that crosses the whole surface.
    @Test func writesStayInsideTheLentPixels() throws {
        let surface = try whiteSurface(16, 16)
        stroke(surface, line(CGPoint(x: -20, y: -18), CGPoint(x: 40, y: 37)), in: CGRect(x: 4, y: 4, width: 4, height: 4))
        var changed: [Int] = []
        for y in 0..<16 { for x in 0..<16 where grey(surface, x, y) != 255 { changed.append(y * 100 + x) } }
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { (4..<8).contains($0 % 100) && (4..<8).contains($0 / 100) }, "\(changed)")
    }

    /// Wang's bound: a cubic whose control polygon bends by 100 pixels needs √(6/8 · 100 / 0.2) = 19.4 → 20
    /// segments to stay within 0.2 pixel; a straight one needs 1.
    @Test func curvesAreCutFinelyEnough() {
        #expect(ThinStrokeRaster.segmentCount(60, 80, degree: 3) == 20)
        #expect(ThinStrokeRaster.segmentCount(0, 0, degree: 3) == 1)
    }

    /// Two edges (subpaths) crossing: the raster composites each edge on its own, so a pixel both touch is
    /// inked twice (coverage 1 − (1 − a)(1 − b)), as a browser composites React Flow's one `<path>` per edge
    /// and as Cairo does when each edge is its own stroke. Checked against Cairo's precise stroke of each
    /// line in turn, black on white, at a shallow, a right and a steep angle with fractional ends: the
    /// crossing adds no difference beyond 24 levels or what the lines show alone (measured 22, 17 and 32
    /// levels; the lines alone up to 32 at a diagonal's butt ends). One Cairo stroke of both lines (the exact
    /// area of their union, inked once) is 50 levels off at the shallow crossing, where both antialiased
    /// bands cover the same part of a pixel: React Flow in a browser double-inks there too, so we keep it.
    @Test(arguments: [(CGPoint(x: 5.3, y: 20.2), CGPoint(x: 55.1, y: 31.7)),
                      (CGPoint(x: 30.4, y: 3.3), CGPoint(x: 30.4, y: 57.6)),
                      (CGPoint(x: 12.7, y: 2.1), CGPoint(x: 47.9, y: 58.8))])
    func crossingEdgesInkEachEdgeAsASeparateStrokeDoes(from: CGPoint, to: CGPoint) throws {
        let first = line(CGPoint(x: 4.6, y: 30.3), CGPoint(x: 56.2, y: 26.9))
        let second = line(from, to)
        var both = first
        both.addPath(second)
        let ours = try whiteSurface(60, 60)
        stroke(ours, both)
        let separate = try whiteSurface(60, 60)
        let context = separate.makeContext()
        context.stroke(first, with: .black, lineWidth: 1)
        context.stroke(second, with: .black, lineWidth: 1)
        let union = try whiteSurface(60, 60)
        union.makeContext().stroke(both, with: .black, lineWidth: 1)
        func difference(_ a: CairoImageSurface, _ b: CairoImageSurface) -> Int {
            var worst = 0
            for y in 0..<60 {
                for x in 0..<60 { worst = max(worst, abs(grey(a, x, y) - grey(b, x, y))) }
            }
            return worst
        }
        // Each line alone, ours against Cairo's: how far the two rasterizers differ without a crossing
        // (a diagonal's fractional butt ends reach 32 levels).
        var alone = 0
        for single in [first, second] {
            let ourLine = try whiteSurface(60, 60)
            stroke(ourLine, single)
            let cairoLine = try whiteSurface(60, 60)
            cairoLine.makeContext().stroke(single, with: .black, lineWidth: 1)
            alone = max(alone, difference(ourLine, cairoLine))
        }
        let worst = difference(ours, separate), worstUnion = difference(ours, union)
        print("crossing \(from) → \(to): \(worst) levels from separate strokes, \(worstUnion) from one stroke, " +
              "\(alone) for the lines alone")
        #expect(worst <= max(24, alone))
    }

    /// Edge-shaped curves (React Flow's bezier between handles, every direction, fractional ends) stroked 1 pixel
    /// wide come as close to Cairo's precise antialiased stroke (its default: 256 × 15 samples) as Cairo's fast
    /// stroke (4 × 4 samples, edges placed to 1/4 pixel), which drew the canvas's edges before. Measured against
    /// the precise stroke (black on white, mean over all channels of all pixels): ours 1.41 levels, fast 4.59;
    /// pixels some channel of which is more than 24 levels off: ours 1,285, fast 7,804 (of ~13,000 inked).
    @Test func curvesMatchCairosStroke() throws {
        let size = 320
        var generator = SeededGenerator(seed: 12)
        var path = Path()
        for _ in 0..<40 {
            let source = CGPoint(x: CGFloat.random(in: 10...310, using: &generator),
                                 y: CGFloat.random(in: 10...310, using: &generator))
            let target = CGPoint(x: CGFloat.random(in: 10...310, using: &generator),
                                 y: CGFloat.random(in: 10...310, using: &generator))
            let bend = CGFloat.random(in: 10...80, using: &generator)
            path.move(to: source)
            path.addCurve(to: target, control1: CGPoint(x: source.x, y: source.y + bend),
                          control2: CGPoint(x: target.x, y: target.y - bend))
        }
        let ours = try whiteSurface(size, size)
        stroke(ours, path)
        let fast = try whiteSurface(size, size)
        let fastContext = fast.makeContext()
        fastContext.setFastStrokes(true)
        fastContext.stroke(path, with: .black, lineWidth: 1)
        let precise = try whiteSurface(size, size)
        precise.makeContext().stroke(path, with: .black, lineWidth: 1)
        let oursStats = DifferenceStats(ours, precise), fastStats = DifferenceStats(fast, precise)
        print("thin stroke vs precise Cairo: ours \(oursStats), fast \(fastStats)")
        #expect(oursStats.inked > 8000, "\(oursStats)")
        #expect(oursStats.mean <= fastStats.mean, "ours \(oursStats), fast \(fastStats)")
        #expect(oursStats.far <= fastStats.far, "ours \(oursStats), fast \(fastStats)")
        #expect(oursStats.mean < 2, "\(oursStats)")
    }

    /// The canvas at zoom 1 (a 10 × 6 grid of G(N)-like nodes and edges at a fractional offset) draws its edges
    /// through the raster when the context lends pixels, and the frame matches the one drawn with Cairo's
    /// strokes (a context lending no pixels) within the same bounds.
    @Test(arguments: [false, true])
    func canvasAtZoomOneMatchesCairosEdges(dark: Bool) throws {
        var nodes: [Node<String>] = []
        var edges: [Edge<EmptyEdgeData>] = []
        for i in 0..<60 {
            nodes.append(Node(id: "n\(i)", position: XYPosition(x: CGFloat(200 * (i % 10)), y: CGFloat(100 * (i / 10))),
                              data: "Node \(i)", width: 150, height: 40))
            if i % 10 != 9 { edges.append(Edge(id: "h\(i)", source: "n\(i)", target: "n\(i + 1)")) }
            if i + 10 < 60 { edges.append(Edge(id: "v\(i)", source: "n\(i)", target: "n\(i + 10)")) }
        }
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 900, height: 500) {
            SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance, colorMode: dark ? .dark : .light) {
                DefaultNodeView(node: $0)
            }
        }
        instance.setViewport(Viewport(x: 20.3, y: 10.6, zoom: 1))
        root.update()
        let whole = CGRect(origin: .zero, size: root.size)
        let pixels = try CairoImageSurface(width: 900, height: 500)
        root.render(into: pixels.makeContext(), dirty: whole)
        let shapes = try CairoImageSurface(width: 900, height: 500)
        root.render(into: NoPixelsContext(shapes.makeContext()), dirty: whole)
        let stats = DifferenceStats(pixels, shapes)
        print("canvas at zoom 1, raster vs Cairo's fast strokes (dark \(dark)): \(stats)")
        if stats.far > 0 {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? pixels.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("thin-canvas-pixels.png"))
            try? shapes.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("thin-canvas-shapes.png"))
        }
        // Measured in light mode: mean 0.19 levels, 260 of 450,000 pixels more than 24 levels apart (curve
        // flanks, where the fast stroke's 1/4-pixel placement moves a shade between neighbours).
        #expect(stats.mean < 0.3, "\(stats)")
        #expect(stats.far < 400, "\(stats)")
        // The dark canvas draws into a light context through its appearance wrapper, which lends the
        // context's pixels too (it did not, and dark frames came from Cairo's strokes alone).
        // The edge n0 → n1 runs straight from n0's source handle (right side) at (170.3, 30.6) to n1's target
        // handle at (220.3, 30.6): its band 30.1–31.1 covers 0.9 of row 30 and 0.1 of row 31 (Cairo's fast
        // stroke, placing edges to 1/4 pixel, fills row 30 alone). Edge #b1b1b7 on white, or #3e3e3e on #141414.
        let edge = dark ? (0x3e, 0x3e, 0x3e) : (0xb1, 0xb1, 0xb7)
        let background = dark ? (0x14, 0x14, 0x14) : (0xff, 0xff, 0xff)
        func mixed(_ share: Double) -> (Int, Int, Int) {
            func channel(_ e: Int, _ b: Int) -> Int { Int((Double(e) * share + Double(b) * (1 - share)).rounded()) }
            return (channel(edge.0, background.0), channel(edge.1, background.1), channel(edge.2, background.2))
        }
        CanvasHarness.expectPixel(pixels, 195, 30, mixed(0.9), tolerance: 2, name: "thin-edge-row-30")
        CanvasHarness.expectPixel(pixels, 195, 31, mixed(0.1), tolerance: 2, name: "thin-edge-row-31")
        CanvasHarness.expectPixel(pixels, 195, 29, mixed(0), tolerance: 0, name: "thin-edge-row-29")
    }
}

/// How two images differ: mean absolute difference per channel over all pixels, the number of pixels some
/// channel of which differs by more than 24 levels, and how many pixels either image inked (not white).
private struct DifferenceStats: CustomStringConvertible {
    var mean = 0.0
    var far = 0
    var inked = 0

    @MainActor
    init(_ a: CairoImageSurface, _ b: CairoImageSurface) {
        var total = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = [abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))]
                total += d.reduce(0, +)
                if d.contains(where: { $0 > 24 }) { far += 1 }
                if p.r != 255 || q.r != 255 { inked += 1 }
            }
        }
        mean = Double(total) / Double(3 * a.width * a.height)
    }

    var description: String { "mean \(mean), far \(far), inked \(inked)" }
}

/// A small deterministic generator (SplitMix64), so the compared curves are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
