import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Node boxes and handle dots are drawn once and then copied (`StampDrawing`): the copies must give the same
/// pixels as drawing in place, at whole and fractional zooms, in light and dark mode.
@MainActor
@Suite struct StampRenderTests {
    /// Six default nodes (box, label, two handles) with edges between them, some at fractional positions.
    private func makeRoot(viewport: Viewport, dark: Bool) -> WindowRoot {
        var nodes: [Node<String>] = []
        for i in 0..<6 {
            nodes.append(Node(id: "n\(i)", position: XYPosition(x: 20 + CGFloat(i % 3) * 170 + CGFloat(i) * 0.3,
                                                                y: 30 + CGFloat(i / 3) * 110),
                              data: "Node \(i)", width: 150, height: 40, selected: i == 4))
        }
        return StampScene.root(nodes: nodes, viewport: viewport, dark: dark)
    }

    /// Renders the whole window into a new image, sharing `cache` (and so its stamps) between frames; with
    /// `exactPhases`, stamps keep their exact sub-pixel phase at every scale (`offScalePhaseStep` 1).
    private func render(_ root: WindowRoot, cache: CairoImageCache, exactPhases: Bool = true) throws
        -> CairoImageSurface {
        let surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
        let context = surface.makeContext(imageCache: cache)
        if exactPhases { context.offScalePhaseStep = 1 }
        root.render(into: context, dirty: CGRect(origin: .zero, size: root.size))
        return surface
    }

    /// The largest channel difference between two images, and where.
    private func worstDifference(_ a: CairoImageSurface, _ b: CairoImageSurface)
        -> (worst: Int, at: (Int, Int), count: Int) {
        var worst = 0, worstAt = (0, 0), count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let difference = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                                     abs(Int(p.a) - Int(q.a)))
                if difference > 0 { count += 1 }
                if difference > worst { worst = difference; worstAt = (x, y) }
            }
        }
        return (worst, worstAt, count)
    }

    @Test(arguments: [(Viewport(x: 0, y: 0, zoom: 1), false), (Viewport(x: 3.4, y: -7.7, zoom: 0.83), false),
                      (Viewport(x: -10, y: 5.5, zoom: 1.5), true)])
    func copiedBoxesAndHandlesMatchDrawingInPlace(viewport: Viewport, dark: Bool) throws {
        let root = makeRoot(viewport: viewport, dark: dark)
        let cache = CairoImageCache()
        // A key is kept the second time it is seen: the first frame draws everything in place.
        let inPlace = try render(root, cache: CairoImageCache())
        _ = try render(root, cache: cache)
        let stamped = try render(root, cache: cache)
        #expect(cache.stamps.count >= 2, "boxes and handles were kept as stamps")
        let (worst, worstAt, _) = worstDifference(inPlace, stamped)
        if worst > 2 {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? inPlace.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("stamps-in-place.png"))
            try? stamped.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("stamps-copied.png"))
        }
        #expect(worst <= 2, "largest channel difference \(worst) at \(worstAt)")
    }

    /// Off scale 1, stamps lie at phases rounded to a quarter pixel and are kept at their first sighting: the
    /// first frame already copies, and the picture moves each box and dot by at most 1/8 pixel from its exact
    /// place, which changes a pixel's coverage by at most 1/8 per outline crossing it (two at a corner), so a
    /// channel by at most 255 / 4; the boxes' insides and the background between nodes are untouched. The thin
    /// edges move the same way (`ThinStrokeRaster.phaseShift`).
    @Test(arguments: [(Viewport(x: 3.4, y: -7.7, zoom: 0.83), false), (Viewport(x: -10, y: 5.5, zoom: 1.5), true)])
    func roundedPhasesMoveBoxesAndDotsByAtMostAnEighthOfAPixel(viewport: Viewport, dark: Bool) throws {
        let root = makeRoot(viewport: viewport, dark: dark)
        let exact = try render(root, cache: CairoImageCache())
        let cache = CairoImageCache()
        let rounded = try render(root, cache: cache, exactPhases: false)
        #expect(cache.stamps.count >= 2, "stamps were kept at their first sighting")
        let (worst, worstAt, count) = worstDifference(exact, rounded)
        #expect(worst <= 64, "largest channel difference \(worst) at \(worstAt)")
        // Only outline pixels change: well under the six boxes' and twelve dots' outlines (~2,000 pixels) and the
        // edges' antialiased pixels, which move by at most 1/8 pixel too (`ThinStrokePhaseTests`; ~1,500).
        #expect(count < 3_500, "\(count) pixels differ")
        // n0's inside near its top-left corner at (30, 35) in flow space (clear of its label), and the background
        // between n0 and n1 above their edge at (180, 20).
        for flow in [CGPoint(x: 30, y: 35), CGPoint(x: 180, y: 20)] {
            let x = Int(flow.x * viewport.zoom + viewport.x), y = Int(flow.y * viewport.zoom + viewport.y)
            #expect(exact.pixel(x: x, y: y) == rounded.pixel(x: x, y: y), "pixel at \(flow) unchanged")
        }
    }

    /// The node box really is drawn from the stamp on later frames: a handle dot's centre keeps the theme's
    /// handle colour (#1a192b) and the box's inside its background (white), as in place.
    @Test func stampedFrameShowsTheNodeLook() throws {
        let root = makeRoot(viewport: Viewport(x: 0, y: 0, zoom: 1), dark: false)
        let cache = CairoImageCache()
        _ = try render(root, cache: cache)
        _ = try render(root, cache: cache)
        let image = try render(root, cache: cache)
        // Node n0 spans (20, 30)–(170, 70): its target handle is centred on (20, 50), its source on (170, 50).
        CanvasHarness.expectPixel(image, 20, 50, (0x1a, 0x19, 0x2b), tolerance: 40, name: "stamp-target-handle")
        CanvasHarness.expectPixel(image, 170, 50, (0x1a, 0x19, 0x2b), tolerance: 40, name: "stamp-source-handle")
        CanvasHarness.expectPixel(image, 30, 35, (255, 255, 255), tolerance: 2, name: "stamp-box-inside")
    }
}
