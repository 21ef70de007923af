import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCairo

/// At zoom 1 a default node's box and label are copied as one kept picture (`drawLayeredStamp`): the frame must
/// be exactly the frame that draws the box and then the label, and the picture is kept only where that holds.
@MainActor
@Suite struct LayeredStampTests {
    /// Default nodes at whole and half-point positions (exact phases) and one at a third of a point (not exact),
    /// one selected, one with a label wider than its box, with edges between them.
    private func makeRoot(viewport: Viewport, dark: Bool = false) -> WindowRoot {
        let positions: [XYPosition] = [XYPosition(x: 20, y: 30), XYPosition(x: 190.5, y: 30),
                                       XYPosition(x: 360, y: 30.25), XYPosition(x: 20, y: 140),
                                       XYPosition(x: 190 + 1.0 / 3, y: 140), XYPosition(x: 360, y: 140)]
        var nodes: [Node<String>] = []
        for (i, position) in positions.enumerated() {
            let label = i == 5 ? "Averyveryverylongunbreakablelabelword" : "Node \(i)"
            nodes.append(Node(id: "n\(i)", position: position, data: label, width: 150, height: 40,
                              selected: i == 3))
        }
        return StampScene.root(nodes: nodes, viewport: viewport, dark: dark)
    }

    /// The third frame drawn with `cache` (the first sees each picture, the second keeps it, the third copies).
    private func steadyFrame(_ root: WindowRoot, cache: CairoImageCache, layered: Bool,
                             dirty: CGRect? = nil) throws -> CairoImageSurface {
        var surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
        for _ in 0..<3 {
            surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
            let context = surface.makeContext(imageCache: cache)
            context.layeredStamps = layered
            let whole = CGRect(origin: .zero, size: root.size)
            root.render(into: context, dirty: whole)
            if let dirty {
                // A strip redrawn over the whole frame, as a pan's newly shown strip is.
                let strip = surface.makeContext(imageCache: cache)
                strip.layeredStamps = layered
                root.render(into: strip, dirty: dirty)
            }
        }
        return surface
    }

    private func differingPixels(_ a: CairoImageSurface, _ b: CairoImageSurface) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: [(Viewport(x: 0, y: 0, zoom: 1), false), (Viewport(x: -7, y: 12.5, zoom: 1), true)])
    func boxAndLabelCopiedWholeMatchDrawingThemInTurn(viewport: Viewport, dark: Bool) throws {
        let root = makeRoot(viewport: viewport, dark: dark)
        let layeredCache = CairoImageCache()
        let layered = try steadyFrame(root, cache: layeredCache, layered: true)
        let inTurn = try steadyFrame(root, cache: CairoImageCache(), layered: false)
        // Four nodes at exact phases with short labels are kept whole; the one at a third of a point never is
        // (no exact phase), the one whose label is wider than its box only if its layout keeps the ink inside.
        let kept = layeredCache.layeredStamps.count
        #expect(kept >= 4 && kept <= 5, "kept: \(kept)")
        #expect(differingPixels(layered, inTurn) == 0)
    }

    @Test func aStripCopiesKeptPicturesButMakesNone() throws {
        let root = makeRoot(viewport: .identity)
        let strip = CGRect(x: 100, y: 0, width: 200, height: 300)
        let cache = CairoImageCache()
        let layered = try steadyFrame(root, cache: cache, layered: true, dirty: strip)
        let inTurn = try steadyFrame(root, cache: CairoImageCache(), layered: false, dirty: strip)
        #expect(differingPixels(layered, inTurn) == 0)

        // Only strips: nodes cut by the strip's edges are never kept.
        let stripOnly = CairoImageCache()
        for _ in 0..<3 {
            let surface = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
            root.render(into: surface.makeContext(imageCache: stripOnly), dirty: strip)
        }
        // The strip (points 100–300) holds no node whole: 20–170 and 190.5–340.5 are cut by its edges.
        #expect(stripOnly.layeredStamps.count == 0)
    }

    @Test func fullCacheKeepsRecentPicturesAndDropsOldOnes() throws {
        let cache = CairoLayeredStampCache(capacity: 8, pixelBudget: 300, recentLookups: 0)
        func key(_ id: Int) -> CairoStampCache.Key {
            CairoStampCache.Key(key: StampKeys.key(for: AnyHashable("layered-test-\(id)")), scaleX: 1, scaleY: 1,
                                phaseX: 0, phaseY: 0, darkMode: false, antialias: 0)
        }
        func picture() throws -> CairoStamp { CairoStamp(try CairoImageSurface(width: 10, height: 10)) }
        var made = 0
        func look(_ id: Int) throws -> CairoStamp? {
            let stamp = try picture()
            return cache.stamp(for: key(id), mayMake: true, pixels: 100) {
                made += 1
                return stamp
            }
        }
        // Seen once: not kept; seen again: kept. Three 100-pixel pictures fill the budget.
        for id in 0..<3 { #expect(try look(id) == nil) }
        for id in 0..<3 { #expect(try look(id) != nil) }
        #expect(made == 3)
        // A fourth while the three are in use: refused, and the three stay.
        #expect(try look(3) == nil)
        #expect(try look(3) == nil)
        #expect(made == 3)
        for id in 0..<3 { #expect(try look(id) != nil) }
        #expect(made == 3)
        // Once the first three go unused for 4 · 3 look-ups, they make room (rounds 2 and 4 are second sightings;
        // in round 2 the three were used too lately).
        for _ in 0..<4 { _ = try look(4); _ = try look(5); _ = try look(6) }
        #expect(made == 6)
        #expect(cache.count == 3)
    }
}
