import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// A repainted full frame at zoom 1 copies node labels from kept stamps (`CairoTextStampCache`) and composites
/// edges from kept coverage (`ThinStrokeCoverageCache`); its pixels must be those of a frame that worked both out.
@MainActor
@Suite struct RepeatedFrameTests {
    @Test(arguments: [Viewport(x: 0, y: 0, zoom: 1), Viewport(x: 10.4, y: 5.6, zoom: 1), Viewport(x: -3, y: 2, zoom: 1.3)])
    func repaintedFrameMatchesAFreshOne(viewport: Viewport) throws {
        var nodes: [Node<String>] = []
        var edges: [Edge<EmptyEdgeData>] = []
        for i in 0..<24 {
            nodes.append(.box("n\(i)", CGFloat(200 * (i % 6)), CGFloat(100 * (i / 6)), 150, 40, selected: i == 7))
            if i % 6 != 5 { edges.append(Edge(id: "h\(i)", source: "n\(i)", target: "n\(i + 1)", selected: i == 2)) }
            if i + 6 < 24 { edges.append(Edge(id: "v\(i)", source: "n\(i)", target: "n\(i + 6)", type: .smoothstep)) }
        }
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 900, height: 420) {
            SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance, colorMode: .light) {
                DefaultNodeView(node: $0)
            }
        }
        instance.setViewport(viewport)
        root.update()
        let whole = CGRect(origin: .zero, size: root.size)
        let measurer = CairoTextMeasurer()
        let images = CairoImageCache()
        let kept = CoverageMask.shared.kept
        kept.removeAll()
        let repainted = try CairoImageSurface(width: 900, height: 420)
        for _ in 0..<3 { root.render(into: repainted.makeContext(textMeasurer: measurer, imageCache: images), dirty: whole) }
        // Zoom 1: every visible label (about 20 of the 24) copied in the third frame, from its kept line or, at
        // an exact phase, inside its node's kept picture (`drawLayeredStamp`); zoom 1.3 draws in place.
        #expect(viewport.zoom != 1 || images.textStamps.hits + images.layeredStamps.count >= 16)
        #expect(kept.hits > 0)

        // The same frame with neither cache (node box stamps, warm in `images`, are used in both); kept coverage
        // is off, since it also serves an edge of the same shape a whole number of pixels from another.
        kept.removeAll()
        kept.isEnabled = false
        defer { kept.isEnabled = true }
        let fresh = try CairoImageSurface(width: 900, height: 420)
        let context = fresh.makeContext(textMeasurer: measurer, imageCache: images)
        context.textStamps = false
        context.layeredStamps = false
        let hits = kept.hits
        root.render(into: context, dirty: whole)
        #expect(kept.hits == hits)
        kept.isEnabled = true
        kept.removeAll()
        var differing = 0
        for y in 0..<420 {
            for x in 0..<900 where repainted.premultipliedPixel(x: x, y: y) != fresh.premultipliedPixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0)
    }
}
