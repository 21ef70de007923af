import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// After a select all every visible node shows its selection outline and, in an app like React Flow's examples,
/// a `NodeResizer` frame (four lines, four handles). Both are drawn once per size and look and then copied
/// (`StampDrawing`): the copies must give the pixels drawing in place gives, at whole and fractional zooms, in
/// light and dark mode.
@MainActor
@Suite struct ResizerStampRenderTests {
    /// Six selected default nodes with a resize frame each (n5's in red, with larger handles), two of them at
    /// fractional positions, and edges between them.
    private func makeRoot(viewport: Viewport, dark: Bool) -> WindowRoot {
        let instance = SwiftFlowInstance()
        let nodes = (0..<6).map { (i: Int) -> Node<String> in
            let shift: CGFloat = i < 2 ? 0 : 0.4 * CGFloat(i)
            let x: CGFloat = 20 + CGFloat(i % 3) * 180 + shift
            let y: CGFloat = 30 + CGFloat(i / 3) * 120
            return Node(id: "n\(i)", position: XYPosition(x: x, y: y), data: "Node \(i)", width: 150, height: 40,
                        selected: true)
        }
        let edges = (0..<5).map { Edge<EmptyEdgeData>(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)") }
        let root = CanvasHarness.root(width: 580, height: 320) {
            SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance, colorMode: dark ? .dark : .light) {
                node in
                DefaultNodeView(node: node).overlay {
                    NodeResizer(isVisible: node.selected,
                                color: node.id == "n5" ? Color(red: 0.9, green: 0.1, blue: 0.1) : nil,
                                handleSize: node.id == "n5" ? 10 : 7)
                }
            }
        }
        instance.setViewport(viewport)
        root.update()
        return root
    }

    /// The whole window rendered into a new image with `cache` (and so its stamps) shared between frames; stamps
    /// keep their exact sub-pixel phase at every scale.
    private func render(_ root: WindowRoot, cache: CairoImageCache) throws -> CairoImageSurface {
        let surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
        let context = surface.makeContext(imageCache: cache)
        context.offScalePhaseStep = 1
        root.render(into: context, dirty: CGRect(origin: .zero, size: root.size))
        return surface
    }

    @Test(arguments: [(Viewport(x: 0, y: 0, zoom: 1), false), (Viewport(x: 0, y: 0, zoom: 1), true),
                      (Viewport(x: 3.4, y: -7.7, zoom: 0.83), false), (Viewport(x: -10, y: 5.5, zoom: 1.5), true)])
    func copiedOutlinesAndResizeControlsMatchDrawingInPlace(viewport: Viewport, dark: Bool) throws {
        let root = makeRoot(viewport: viewport, dark: dark)
        // A key is kept the second time it is seen: the first frame with a fresh cache draws all in place.
        let inPlace = try render(root, cache: CairoImageCache())
        let cache = CairoImageCache()
        _ = try render(root, cache: cache)
        let stamped = try render(root, cache: cache)
        // At least: the box, the two handle dots, the outline, two line sizes and the handle of the blue frames.
        #expect(cache.stamps.count >= 7, "\(cache.stamps.count) stamps kept")
        var worst = 0, worstAt = (0, 0)
        for y in 0..<inPlace.height {
            for x in 0..<inPlace.width {
                let p = inPlace.pixel(x: x, y: y), q = stamped.pixel(x: x, y: y)
                let difference = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                                     abs(Int(p.a) - Int(q.a)))
                if difference > worst { (worst, worstAt) = (difference, (x, y)) }
            }
        }
        if worst > 2 {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? inPlace.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("resizer-stamps-in-place.png"))
            try? stamped.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("resizer-stamps-copied.png"))
        }
        #expect(worst <= 2, "largest channel difference \(worst) at \(worstAt)")
    }

    /// The copied frame still shows the controls at zoom 1: n0 spans (20, 30)–(170, 70). Its corner handles are
    /// 7 × 7 centred on the corners, blue (#3367d9) from 1 point in: pixel (168, 30) lies in the top-right one.
    /// Its right line is a 1-point band centred on x = 170 from y = 30 to 70: half of pixel columns 169 and 170
    /// each, so (170, 36) (above the handle dot centred on (170, 50)) is the blue at half coverage over the white
    /// background, bluer than red. n5's lines are red: n5 spans (382, 150)–(532, 190), its bottom line half
    /// covers row 190 at x = 450.
    @Test func copiedFrameShowsTheControls() throws {
        let root = makeRoot(viewport: Viewport(x: 0, y: 0, zoom: 1), dark: false)
        let cache = CairoImageCache()
        _ = try render(root, cache: cache)
        _ = try render(root, cache: cache)
        let image = try render(root, cache: cache)
        CanvasHarness.expectPixel(image, 168, 30, (0x33, 0x67, 0xd9), tolerance: 3, name: "resizer-stamp-handle")
        let line = image.pixel(x: 170, y: 36)
        #expect(line.b > line.r + 40, "the right line's pixel \(line) is not bluish")
        let red = image.pixel(x: 450, y: 190)
        #expect(red.r > red.b + 40, "n5's bottom line pixel \(red) is not reddish")
    }
}
