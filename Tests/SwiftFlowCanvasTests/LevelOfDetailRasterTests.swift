import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// The low-detail layer written straight into pixels (`LevelOfDetailRaster`) against Cairo's unantialiased
/// shapes, which drew it before and still draw it for contexts without pixels.
@MainActor
@Suite struct LevelOfDetailRasterTests {
    /// Lends `surface`'s pixels under `rect` to `body` through the Cairo context, as the canvas gets them.
    private func withRaster(_ surface: CairoImageSurface, in rect: CGRect? = nil,
                            _ body: (LevelOfDetailRaster) -> Void) -> Bool {
        let context = surface.makeContext()
        let area = rect ?? CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        return context.withDevicePixels(in: area) { body(LevelOfDetailRaster(pixels: $0)) }
    }

    private func painted(_ surface: CairoImageSurface) -> Set<Int> {
        var set = Set<Int>()
        for y in 0..<surface.height {
            for x in 0..<surface.width where surface.pixel(x: x, y: y).a > 0 { set.insert(y * 1000 + x) }
        }
        return set
    }

    /// A box covers the pixels whose centres it holds: (2, 3, 4 × 2) is columns 2–5, rows 3–4; a box from
    /// x 2.6 starts at column 3 (centre 2.5 is outside) and one ending at 6.5 still takes column 6 (centre
    /// 6.5 is on its edge, which Cairo's sampling leaves out, so it stops before it).
    @Test func boxFillsThePixelsWhoseCentresItHolds() throws {
        let surface = try CairoImageSurface(width: 12, height: 8)
        let red = LevelOfDetailRaster.Ink(Color(red: 1, green: 0, blue: 0), dark: false)
        #expect(withRaster(surface) { $0.fill(CGRect(x: 2, y: 3, width: 4, height: 2), with: red) })
        var expected = Set<Int>()
        for y in 3...4 { for x in 2...5 { expected.insert(y * 1000 + x) } }
        #expect(painted(surface) == expected)
        #expect(surface.pixel(x: 2, y: 3) == (255, 0, 0, 255))

        let second = try CairoImageSurface(width: 12, height: 8)
        #expect(withRaster(second) { $0.fill(CGRect(x: 2.6, y: 1, width: 3.9, height: 1), with: red) })
        #expect(painted(second) == [1003, 1004, 1005])
    }

    /// A horizontal 1-pixel line at y 5.2 takes row 5 (centre 5.5 is within 4.7–5.7) from column 1 to 8;
    /// a vertical one at x 3 (band 2.5–3.5: centres 2.5 in, 3.5 out) takes column 2.
    @Test func straightLinesTakeOneRowOrColumn() throws {
        let surface = try CairoImageSurface(width: 12, height: 12)
        let ink = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 1), dark: false)
        #expect(withRaster(surface) { raster in
            raster.line(from: CGPoint(x: 1, y: 5.2), to: CGPoint(x: 9, y: 5.2), width: 1, with: ink)
            raster.line(from: CGPoint(x: 3, y: 11), to: CGPoint(x: 3, y: 8), width: 1, with: ink)
        })
        let row = Set((1...8).map { 5 * 1000 + $0 })
        let column = Set((8...10).map { $0 * 1000 + 2 })
        #expect(painted(surface) == row.union(column))
    }

    /// A node box from (1, 1) to (6, 5) with a 1-pixel border: the border ink on columns 1–5 of rows 1–4 (the
    /// centres inside), the inside ink on columns 2–4 of rows 2–3 (the rectangle (2, 2)–(5, 4)). Lent only
    /// columns 0–3, the box is cut there and the same pixels keep the same inks.
    @Test func boxHasItsBorderAroundItsInside() throws {
        let red = LevelOfDetailRaster.Ink(Color(red: 1, green: 0, blue: 0), dark: false)
        let blue = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 1), dark: false)
        for lent in [CGRect(x: 0, y: 0, width: 8, height: 8), CGRect(x: 0, y: 0, width: 4, height: 8)] {
            let surface = try CairoImageSurface(width: 8, height: 8)
            #expect(withRaster(surface, in: lent) { raster in
                raster.box(minX: 1, minY: 1, maxX: 6, maxY: 5, insetX: 1, insetY: 1, border: red, inside: blue)
            })
            for y in 0..<8 {
                for x in 0..<8 {
                    let inBox = (1...5).contains(x) && (1...4).contains(y) && x < Int(lent.maxX)
                    let inInside = (2...4).contains(x) && (2...3).contains(y) && x < Int(lent.maxX)
                    let expected: (UInt8, UInt8, UInt8, UInt8) = inInside ? (0, 0, 255, 255)
                        : inBox ? (255, 0, 0, 255) : (0, 0, 0, 0)
                    #expect(surface.pixel(x: x, y: y) == expected, "pixel (\(x), \(y)) lent \(lent)")
                }
            }
        }
    }

    /// Slanted lines, worked out lane by lane. (0, 0)–(4, 2) is mostly horizontal: slope 0.5, band half-height
    /// √20 / 8 ≈ 0.559; columns 0–3 have centres 0.25, 0.75, 1.25, 1.75, so rows 0, 0, 1, 1 (row r is taken
    /// when r + 0.5 lies within centre ± 0.559). (0.5, 0)–(3.5, 6) is mostly vertical: rows 0–5 have centres
    /// x = 0.75 + 0.5 r, so columns 0, 1, 1, 2, 2, 3. A 2-pixel line at y 9 (band 8–10) takes rows 8 and 9.
    @Test func slantedAndWideLinesTakeTheLanesWorkedOutByHand() throws {
        let surface = try CairoImageSurface(width: 12, height: 12)
        let ink = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0), dark: false)
        #expect(withRaster(surface) { raster in
            raster.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 4, y: 2), width: 1, with: ink)
            raster.line(from: CGPoint(x: 3.5, y: 6), to: CGPoint(x: 0.5, y: 0), width: 1, with: ink)
            raster.line(from: CGPoint(x: 6, y: 9), to: CGPoint(x: 9, y: 9), width: 2, with: ink)
        })
        let shallow: Set = [0, 1, 1002, 1003]
        let steep: Set = [0, 1001, 2001, 3002, 4002, 5003]
        let wide: Set = [8006, 8007, 8008, 9006, 9007, 9008]
        #expect(painted(surface) == shallow.union(steep).union(wide), "\(painted(surface).sorted())")
    }

    /// A line whose ends are a billion pixels away goes through the clamped lanes and still takes the pixels
    /// of its visible part: (-1e9, -999,999,995)–(1e9, 1,000,000,005) has slope 1 and centre x + 5.5 in
    /// column x, band half-height √2 / 2, so row x + 5 for columns 0–6 of a 12 × 12 image.
    @Test func farEndsGiveTheSamePixelsAsNearOnes() throws {
        let surface = try CairoImageSurface(width: 12, height: 12)
        let ink = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0), dark: false)
        #expect(withRaster(surface) { raster in
            raster.line(from: CGPoint(x: -1e9, y: -1e9 + 5), to: CGPoint(x: 1e9, y: 1e9 + 5), width: 1, with: ink)
        })
        #expect(painted(surface) == Set((0...6).map { ($0 + 5) * 1000 + $0 }), "\(painted(surface).sorted())")
    }

    /// `lines` maps each stored point from flow units to device pixels (x · 0.1 + 0.5 here) and draws every
    /// segment: (0, 0)–(40, 0)–(40, 60) becomes (0.5, 0.5)–(4.5, 0.5)–(4.5, 6.5), row 0 for columns 0–3
    /// (band 0–1 holds centre 0.5) and column 4 for rows 0–5; a second polyline at flow (0, 100)–(30, 100)
    /// takes row 10, columns 0–2; nothing joins the two.
    @Test func polylinesAreDrawnSegmentBySegment() throws {
        let surface = try CairoImageSurface(width: 12, height: 12)
        let ink = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0), dark: false)
        var polylines = LevelOfDetailPolylines(origin: CGPoint(x: -4096, y: 0))
        polylines.move(to: CGPoint(x: 0, y: 0))
        polylines.addLine(to: CGPoint(x: 40, y: 0))
        polylines.addLine(to: CGPoint(x: 40, y: 60))
        polylines.move(to: CGPoint(x: 0, y: 100))
        polylines.addLine(to: CGPoint(x: 30, y: 100))
        #expect(withRaster(surface) { raster in
            raster.lines(polylines, ax: 0.1, bx: 0.5, ay: 0.1, by: 0.5, width: 1, with: ink)
        })
        let expected = Set((0...3).map { $0 } + (0...5).map { $0 * 1000 + 4 } + (0...2).map { 10_000 + $0 })
        #expect(painted(surface) == expected, "\(painted(surface).sorted())")
    }

    /// Writing stays inside the lent rectangle: a box and a line across the whole image lent only
    /// (4, 4)–(8, 8) touch nothing outside it.
    @Test func writesStayInsideTheLentPixels() throws {
        let surface = try CairoImageSurface(width: 16, height: 16)
        let ink = LevelOfDetailRaster.Ink(Color(red: 0, green: 1, blue: 0), dark: false)
        #expect(withRaster(surface, in: CGRect(x: 4, y: 4, width: 4, height: 4)) { raster in
            raster.fill(CGRect(x: -100, y: 5, width: 300, height: 1), with: ink)
            raster.line(from: CGPoint(x: -50, y: -50), to: CGPoint(x: 60, y: 60), width: 1, with: ink)
        })
        let set = painted(surface)
        #expect(!set.isEmpty)
        #expect(set.allSatisfy { (4..<8).contains($0 % 1000) && (4..<8).contains($0 / 1000) }, "\(set.sorted())")
    }

    /// A half-transparent ink is composited over what is there, as Cairo's OVER does: 50 % black over
    /// opaque white gives mid grey (127 or 128 per channel), opaque.
    @Test func translucentInkBlendsOverThePixel() throws {
        let surface = try CairoImageSurface(width: 4, height: 4)
        let context = surface.makeContext()
        context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .white)
        let half = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0, opacity: 0.5), dark: false)
        #expect(context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 4, height: 4)) {
            LevelOfDetailRaster(pixels: $0).fill(CGRect(x: 1, y: 1, width: 2, height: 2), with: half)
        })
        let p = surface.pixel(x: 1, y: 1)
        #expect(p.a == 255 && (127...128).contains(Int(p.r)) && p.r == p.g && p.g == p.b, "\(p)")
        #expect(surface.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    }

    /// Inside an open layer (a Cairo group) the pixels are not the surface's, so none are lent.
    @Test func noPixelsInsideALayer() throws {
        let surface = try CairoImageSurface(width: 4, height: 4)
        let context = surface.makeContext()
        context.beginLayer(opacity: 0.5)
        #expect(!context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 4, height: 4)) { _ in })
        context.endLayer()
        context.saveState()
        context.concatenate(CGAffineTransform(rotationAngle: 0.3))
        #expect(!context.withDevicePixels(in: CGRect(x: 0, y: 0, width: 4, height: 4)) { _ in })
        context.restoreState()
    }

    /// 400 lines at every angle, written into pixels and stroked by Cairo without antialiasing (1 pixel wide,
    /// as the layer did), paint nearly the same pixels. Both sample pixel centres; what may differ is the
    /// ends (butt caps are square to the line, the raster's ends square to the axis) and centres that lie
    /// exactly on the band's edge. Measured: 128 of 9,389 pixels (1.4 %); a line one pixel off would differ
    /// by about 100 %.
    @Test func linesCoverWhatCairoStrokes() throws {
        let size = 300
        let raster = try CairoImageSurface(width: size, height: size)
        let cairo = try CairoImageSurface(width: size, height: size)
        let ink = LevelOfDetailRaster.Ink(Color(red: 0, green: 0, blue: 0), dark: false)
        var generator = SystemRandomNumberGenerator()
        var lines: [(CGPoint, CGPoint)] = []
        for _ in 0..<400 {
            let a = CGPoint(x: CGFloat.random(in: -20...320, using: &generator),
                            y: CGFloat.random(in: -20...320, using: &generator))
            let angle = CGFloat.random(in: 0..<(2 * .pi), using: &generator)
            let length = CGFloat.random(in: 2...60, using: &generator)
            lines.append((a, CGPoint(x: a.x + cos(angle) * length, y: a.y + sin(angle) * length)))
        }
        #expect(withRaster(raster) { r in for (a, b) in lines { r.line(from: a, to: b, width: 1, with: ink) } })
        let context = cairo.makeContext()
        context.setFastDrawing(true)
        for (a, b) in lines {
            var path = Path()
            path.move(to: a)
            path.addLine(to: b)
            context.stroke(path, with: .black, lineWidth: 1)
        }
        let ours = painted(raster), theirs = painted(cairo)
        let differing = ours.symmetricDifference(theirs).count, union = ours.union(theirs).count
        #expect(union > 4000, "the lines painted \(union) pixels")
        #expect(Double(differing) <= 0.02 * Double(union), "\(differing) of \(union) pixels differ")
    }

    /// A 12 × 8 grid of nodes and edges at zoom 0.2 renders almost the same written into pixels as drawn
    /// with Cairo's shapes: the pixels that differ from the plain background are compared. The boxes are
    /// identical (whole-pixel fills both ways); the edges differ at most at their ends (see above). Measured:
    /// 6 of 9,787 pixels (0.06 %) in light mode, none in dark; allowed: 0.5 %.
    @Test(arguments: [false, true])
    func canvasMatchesTheShapeDrawing(dark: Bool) throws {
        var nodes: [Node<String>] = []
        var edges: [Edge<EmptyEdgeData>] = []
        for i in 0..<96 {
            nodes.append(.box("n\(i)", CGFloat(200 * (i % 12)) + 13.3, CGFloat(150 * (i / 12)) + 7.7, 150, 40,
                              selected: i == 5))
            if i % 12 != 11 { edges.append(Edge(id: "h\(i)", source: "n\(i)", target: "n\(i + 1)")) }
            if i + 12 < 96 { edges.append(Edge(id: "v\(i)", source: "n\(i)", target: "n\(i + 12)")) }
        }
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 520, height: 260) {
            SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance, colorMode: dark ? .dark : .light) {
                DefaultNodeView(node: $0)
            }
        }
        instance.setViewport(Viewport(x: 10.4, y: 5.6, zoom: 0.2))
        root.update()
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.isLevelOfDetail)
        let whole = CGRect(origin: .zero, size: root.size)
        let pixels = try CairoImageSurface(width: 520, height: 260)
        root.render(into: pixels.makeContext(), dirty: whole)
        let shapes = try CairoImageSurface(width: 520, height: 260)
        root.render(into: NoPixelsContext(shapes.makeContext()), dirty: whole)
        let empty = try CairoImageSurface(width: 520, height: 260)
        instance.setViewport(Viewport(x: 5000, y: 5000, zoom: 0.2))
        root.update()
        root.render(into: empty.makeContext(), dirty: whole)

        func ink(_ image: CairoImageSurface) -> Set<Int> {
            var set = Set<Int>()
            for y in 0..<260 {
                for x in 0..<520 where image.pixel(x: x, y: y) != empty.pixel(x: x, y: y) { set.insert(y * 1000 + x) }
            }
            return set
        }
        let ours = ink(pixels), theirs = ink(shapes)
        let differing = ours.symmetricDifference(theirs).count, union = ours.union(theirs).count
        if Double(differing) > 0.005 * Double(union) {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? pixels.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("lod-pixels.png"))
            try? shapes.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("lod-shapes.png"))
        }
        #expect(union > 3000, "the layer painted \(union) pixels")
        #expect(Double(differing) <= 0.005 * Double(union), "\(differing) of \(union) pixels differ")
        // Node n0 spans flow (13.3, 7.7)–(163.3, 47.7): on screen (13.06, 7.14)–(43.06, 15.14), snapped to
        // (13, 7)–(43, 15): its border in column 13, its inside from column 14. Its edge to n1 runs from
        // (43.06, 11.14) to (53.06, 11.14): row 11 (centre 11.5 within 10.64–11.64).
        let border = dark ? (0x3c, 0x3c, 0x3c) : (0x1a, 0x19, 0x2b)
        CanvasHarness.expectPixel(pixels, 13, 10, border, tolerance: 0, name: "lod-box-border")
        CanvasHarness.expectPixel(pixels, 28, 11, dark ? (0x1e, 0x1e, 0x1e) : (255, 255, 255), tolerance: 0,
                                  name: "lod-box-inside")
        CanvasHarness.expectPixel(pixels, 48, 11, dark ? (0x3e, 0x3e, 0x3e) : (0xb1, 0xb1, 0xb7), tolerance: 0,
                                  name: "lod-edge")
    }
}
