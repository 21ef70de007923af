import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Damage tracking: after every event a window that repaints only the damaged rectangle into a persistent
/// back buffer (what the X11 host does) must look exactly like a fresh full render of the same state.
@MainActor
@Suite struct DamageTests {
    /// Renders frame by frame like the X11 host and compares each frame with a full render.
    @MainActor
    final class Recorder {
        let app: PipelineDriver
        let width = 600
        let height = 500
        /// The back buffer as the shared-memory host keeps it: a view into a larger buffer whose origin moves on
        /// a scroll of the whole window. A 24-pixel margin makes most pans here recentre it too (a copy).
        let scroller: ScrollingImageBuffer
        var buffer: CairoImageSurface { scroller.image }
        let measurer = CairoTextMeasurer()
        var failures: [String] = []

        /// Whether the window moves drawn pixels for pans (`WindowRoot.acceptsScrolls`), as the X11 host does.
        let scrolling: Bool
        /// How many frames moved pixels instead of repainting.
        var scrolledFrames = 0
        /// How many of those moved the view's origin (the whole window scrolled).
        var movedOrigins = 0

        init(app: PipelineDriver, scrolling: Bool = false) throws {
            self.app = app
            self.scrolling = scrolling
            app.root.acceptsScrolls = scrolling
            scroller = try ScrollingImageBuffer(width: width, height: height, margin: 24)
            frame("initial")
        }

        /// One host frame: update, repaint the damage rounded out to whole pixels, then compare.
        func frame(_ step: String) {
            if scrolling { return scrollingFrame(step) }
            app.root.update()
            if let damage = app.root.damagedRect {
                let window = CGRect(x: 0, y: 0, width: width, height: height)
                let pixels = CGRect(x: floor(damage.minX), y: floor(damage.minY),
                                    width: ceil(damage.maxX) - floor(damage.minX),
                                    height: ceil(damage.maxY) - floor(damage.minY)).intersection(window)
                if !pixels.isNull, !pixels.isEmpty {
                    app.root.render(into: buffer.makeContext(textMeasurer: measurer), dirty: pixels)
                }
                if app.root.damagedRect == damage { app.root.clearDamage() }
            }
            compare(step)
        }

        /// A frame the way the X11 host draws it: move the scrolled pixels, then paint each damaged rectangle.
        private func scrollingFrame(_ step: String) {
            if let damage = app.root.takeFrameDamage() {
                if let scroll = damage.scroll {
                    scrolledFrames += 1
                    if scroller.scrollPixels(x: Int(scroll.rect.minX), y: Int(scroll.rect.minY),
                                             width: Int(scroll.rect.width), height: Int(scroll.rect.height),
                                             dx: Int(scroll.delta.width.rounded()),
                                             dy: Int(scroll.delta.height.rounded())) {
                        movedOrigins += 1
                    }
                }
                let context = buffer.makeContext(textMeasurer: measurer)
                for rect in damage.rects {
                    app.root.render(into: context, dirty: CGRect(
                        x: floor(rect.minX), y: floor(rect.minY), width: ceil(rect.maxX) - floor(rect.minX),
                        height: ceil(rect.maxY) - floor(rect.minY)))
                }
            }
            compare(step)
        }

        private func compare(_ step: String) {
            // The full render must not swallow damage the partial frame left for the next one.
            let leftover = app.root.damagedRect
            guard let full = try? CairoImageSurface(width: width, height: height) else {
                failures.append("\(step): no surface")
                return
            }
            app.root.render(into: full.makeContext(textMeasurer: measurer),
                            dirty: CGRect(x: 0, y: 0, width: width, height: height))
            if let leftover { app.root.addDamage(leftover) }
            var bad = 0
            var box = CGRect.null
            for y in 0..<height {
                for x in 0..<width where Self.differs(buffer.pixel(x: x, y: y), full.pixel(x: x, y: y)) {
                    bad += 1
                    box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            guard bad > 0 else { return }
            let name = step.replacingOccurrences(of: " ", with: "-")
            let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/test-artifacts")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? buffer.writePNG(to: directory.appendingPathComponent("damage-\(name)-incremental.png"))
            try? full.writePNG(to: directory.appendingPathComponent("damage-\(name)-full.png"))
            failures.append("\(step): \(bad) stale pixels in \(box)")
        }

        /// A channel off by more than 8/255 (anti-aliasing noise stays below that) is a stale pixel.
        private static func differs(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
                                    _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
            func far(_ x: UInt8, _ y: UInt8) -> Bool { abs(Int(x) - Int(y)) > 8 }
            return far(a.r, b.r) || far(a.g, b.g) || far(a.b, b.b) || far(a.a, b.a)
        }

        func move(_ x: CGFloat, _ y: CGFloat, held: Bool, _ step: String) {
            app.move(x, y, buttons: held ? [.primary] : [])
            frame(step)
        }

        func down(_ x: CGFloat, _ y: CGFloat, _ step: String) {
            move(x, y, held: false, step)
            app.down(x, y)
            frame(step)
        }

        func up(_ x: CGFloat, _ y: CGFloat, _ step: String) {
            app.up(x, y)
            frame(step)
        }

        func drag(from start: CGPoint, through points: [CGPoint], _ step: String) {
            down(start.x, start.y, step)
            for point in points { move(point.x, point.y, held: true, step) }
            if let end = points.last { up(end.x, end.y, step) }
        }
    }

    static let edges = [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b", label: "a to b")]

    /// Pan, then drag a node: every frame matches a full render (the moved node, its outline, its handle dots
    /// and its edge leave nothing behind at the old place, with the pan offset in play).
    @Test(arguments: [false, true])
    func panThenNodeDragLeavesNoStalePixels(scrolling: Bool) throws {
        let recorder = try Recorder(app: PipelineDriver(edges: Self.edges), scrolling: scrolling)
        // Pane press at (450, 420) → (500, 450): the viewport moves by (50, 30).
        recorder.drag(from: CGPoint(x: 450, y: 420), through: [CGPoint(x: 470, y: 430), CGPoint(x: 500, y: 450)],
                      "pan")
        // Node c (no edges, so nothing else repaints around it) now spans (150, 330)–(250, 380) on screen.
        recorder.drag(from: CGPoint(x: 200, y: 355),
                      through: [CGPoint(x: 230, y: 380), CGPoint(x: 260, y: 420), CGPoint(x: 300, y: 440)],
                      "node drag")
        let canvas = try #require(recorder.app.canvas)
        #expect(canvas.viewport == Viewport(x: 50, y: 30, zoom: 1))
        // Dragged by (100, 85) screen points at zoom 1: (100, 300) → (200, 385).
        #expect(recorder.app.log.node("c")?.position == XYPosition(x: 200, y: 385))
        // Both pan moves slid the pixels instead of repainting the canvas.
        #expect(recorder.scrolledFrames == (scrolling ? 2 : 0))
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }

    /// The keyboard focus ring is drawn outside its node or edge (6 screen points out for a node); moving the
    /// focused node, or the node at the end of the focused edge, must repaint the ring's old place too.
    /// Pans under an overlay: the panel stays put while the graph and the dotted background slide; every move
    /// slides pixels and matches a full render.
    @Test func panUnderAFixedPanelSlidesPixelsAndLeavesNoStalePixels() throws {
        let recorder = try Recorder(app: PipelineDriver(edges: Self.edges, showsOverlay: true), scrolling: true)
        recorder.drag(from: CGPoint(x: 450, y: 250),
                      through: [CGPoint(x: 430, y: 240), CGPoint(x: 380, y: 200), CGPoint(x: 300, y: 180)], "pan")
        let canvas = try #require(recorder.app.canvas)
        #expect(canvas.viewport.zoom == 1)
        #expect(recorder.scrolledFrames >= 3)
        // The canvas fills the window, so every scroll moved the origin; (−20, −10), (−50, −40) and (−80, −20)
        // add up to (−150, −70), past the 24-pixel margin: the view was recentred (copied) at least twice.
        #expect(recorder.movedOrigins == recorder.scrolledFrames)
        #expect(recorder.scroller.pixelCopies >= 2)
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }

    /// With a minimap (top right, 200 × 150 at (385, 15)): panning the canvas, dragging a node (the map redraws
    /// it in its cached layer), panning and zooming from the map itself: every frame matches a full render.
    @Test(arguments: [false, true])
    func miniMapLeavesNoStalePixels(scrolling: Bool) throws {
        let recorder = try Recorder(app: PipelineDriver(edges: Self.edges, showsMiniMap: true), scrolling: scrolling)
        recorder.drag(from: CGPoint(x: 300, y: 400), through: [CGPoint(x: 290, y: 395), CGPoint(x: 250, y: 380)],
                      "pan the canvas")
        recorder.drag(from: CGPoint(x: 100, y: 105), through: [CGPoint(x: 110, y: 110), CGPoint(x: 160, y: 140)],
                      "drag node a")
        #expect(recorder.app.log.node("a")?.position == XYPosition(x: 160, y: 135))
        let beforeMapPan = recorder.app.canvas?.viewport
        recorder.drag(from: CGPoint(x: 480, y: 90), through: [CGPoint(x: 485, y: 92), CGPoint(x: 470, y: 80)],
                      "pan from the map")
        #expect(recorder.app.canvas?.viewport != beforeMapPan)
        recorder.app.root.handle(.scroll(location: CGPoint(x: 480, y: 90), deltaX: 0, deltaY: 40, modifiers: []))
        recorder.frame("zoom from the map")
        #expect(recorder.app.canvas?.viewport.zoom ?? 1 < 1)
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }

    /// Below zoom 0.35 (six wheel notches out: 1.2^−6 ≈ 0.335) the canvas draws its low-detail layer, whose
    /// edges are stroked tile by tile for the damaged rectangles only: panning with the map over the canvas
    /// still matches a full render in every frame.
    @Test(arguments: [false, true])
    func lowDetailPanWithMiniMapLeavesNoStalePixels(scrolling: Bool) throws {
        let recorder = try Recorder(app: PipelineDriver(edges: Self.edges, showsMiniMap: true), scrolling: scrolling)
        for _ in 0..<6 {
            recorder.app.root.handle(.scroll(location: CGPoint(x: 100, y: 400), deltaX: 0, deltaY: 40, modifiers: []))
            recorder.frame("zoom out")
        }
        #expect((recorder.app.canvas?.viewport.zoom ?? 1) < TestCanvas.levelOfDetailZoom)
        recorder.drag(from: CGPoint(x: 200, y: 400), through: [CGPoint(x: 190, y: 395), CGPoint(x: 120, y: 350),
                                                               CGPoint(x: 60, y: 300)], "pan at low detail")
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }

    /// Dragging a node repaints the node's surroundings and the minimap, not the whole window: the overlay's
    /// full-canvas panel is not damaged by the canvas's update (its environment is unchanged).
    @Test func nodeDragRepaintsTheNodeAndTheMapOnly() throws {
        let app = PipelineDriver(edges: Self.edges, showsMiniMap: true)
        app.root.acceptsScrolls = true
        app.down(150, 125)
        app.move(160, 130)
        _ = app.root.takeFrameDamage()
        app.move(170, 140)
        let damage = try #require(app.root.takeFrameDamage())
        let map = try #require(MiniMapScene.maps(in: app.root).first)
        #expect(damage.rects.contains { $0.contains(map.convertToWindow(map.frame)) })
        let area = damage.rects.reduce(0) { $0 + $1.width * $1.height }
        // The node with its edge to b (about 256 × 198) and the map (202 × 152): under half the window.
        #expect(area < 600 * 500 / 2, "\(damage.rects)")
        app.up(170, 140)
    }

    /// The damage of a pan: the uncovered strip and the panel (where it is and where its slid copy landed),
    /// not the whole window.
    @Test func panDamagesTheUncoveredStripAndThePanelOnly() throws {
        let app = PipelineDriver(edges: Self.edges, showsOverlay: true)
        app.root.acceptsScrolls = true
        _ = app.root.takeFrameDamage()
        app.down(450, 250)
        app.move(440, 250)
        app.move(430, 250)
        _ = app.root.takeFrameDamage()
        app.move(420, 250)
        let damage = try #require(app.root.takeFrameDamage())
        #expect(damage.scroll == WindowScroll(rect: CGRect(x: 0, y: 0, width: 600, height: 500),
                                              delta: CGSize(width: -10, height: 0)))
        let panel = try #require(app.element(named: "PanelElement")?.children.first)
        let fixed = panel.convertToWindow(panel.frame)
        // The strip on the right edge, 10 points wide (plus the one-point damage margin).
        #expect(damage.rects.contains { $0.contains(CGRect(x: 590, y: 0, width: 10, height: 500)) })
        #expect(damage.rects.contains { $0.contains(fixed) })
        #expect(damage.rects.contains { $0.contains(fixed.offsetBy(dx: -10, dy: 0)) })
        let area = damage.rects.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < 600 * 500 / 4)
        app.up(420, 250)
    }

    @Test(arguments: [false, true])
    func focusRingsLeaveNoStalePixelsWhenTheirElementMoves(scrolling: Bool) throws {
        // A thin hit area (2) keeps the edge's own damage close to its stroke, well inside the ring.
        let thin = [Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b", interactionWidth: 2)]
        let recorder = try Recorder(app: PipelineDriver(edges: thin), scrolling: scrolling)
        // A click on the empty pane focuses the canvas; two wheel notches out give zoom 1 / 1.44 about (0, 0).
        recorder.down(500, 450, "focus canvas")
        recorder.up(500, 450, "focus canvas")
        for _ in 0..<2 {
            recorder.app.root.handle(.scroll(location: .zero, deltaX: 0, deltaY: 40, modifiers: []))
            recorder.frame("zoom out")
        }
        let canvas = try #require(recorder.app.canvas)
        #expect(abs(canvas.viewport.zoom - 1 / 1.44) < 1e-9)
        recorder.app.key(.tab)
        recorder.frame("focus a")
        #expect(canvas.interaction.focusedElement == .node("a"))
        // a spans (100, 100)–(200, 150) in flow space: (69.4, 69.4)–(138.9, 104.2) on screen.
        recorder.drag(from: CGPoint(x: 104, y: 87), through: [CGPoint(x: 124, y: 107), CGPoint(x: 144, y: 127)],
                      "drag focused node")
        // Tab order: nodes a, b, c, then edge ab.
        for _ in 0..<3 { recorder.app.key(.tab) }
        recorder.frame("focus edge")
        #expect(canvas.interaction.focusedElement == .edge("ab"))
        recorder.drag(from: CGPoint(x: 144, y: 127), through: [CGPoint(x: 124, y: 167), CGPoint(x: 104, y: 207)],
                      "drag node of focused edge")
        #expect(recorder.app.log.node("a")?.position == XYPosition(x: 100, y: 100 + 120 * 1.44))
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }

    /// A longer session: hover, select, pan, node drag, connection drag, delete, zoom and hover again.
    @Test(arguments: [false, true])
    func interactionSessionMatchesFullRender(scrolling: Bool) throws {
        let recorder = try Recorder(app: PipelineDriver(edges: Self.edges), scrolling: scrolling)
        recorder.move(150, 125, held: false, "hover a")
        recorder.move(450, 450, held: false, "hover pane")
        recorder.down(150, 125, "select a")
        recorder.up(150, 125, "select a")
        // Tab gives node a the keyboard focus ring (drawn outside the node); Right nudges the selection.
        recorder.app.key(.tab)
        recorder.frame("tab focus")
        recorder.app.key(.rightArrow)
        recorder.frame("nudge")
        recorder.drag(from: CGPoint(x: 450, y: 420), through: [CGPoint(x: 470, y: 430), CGPoint(x: 500, y: 450)],
                      "pan")
        recorder.drag(from: CGPoint(x: 200, y: 155),
                      through: [CGPoint(x: 220, y: 170), CGPoint(x: 240, y: 185)], "node drag")
        // c spans (150, 330)–(250, 380): its source handle is at (200, 380); b's target handle at (400, 130).
        recorder.drag(from: CGPoint(x: 200, y: 380),
                      through: [CGPoint(x: 300, y: 250), CGPoint(x: 400, y: 131)], "connection drag")
        #expect(recorder.app.log.edges.count == 2)
        // Shift-drag a selection box over c, click c (b's middle holds controls) and delete it with its edge.
        recorder.app.root.handle(.pointerMove(location: CGPoint(x: 120, y: 310), buttons: [], modifiers: [.shift]))
        recorder.frame("box select")
        recorder.app.down(120, 310, .shift)
        recorder.frame("box select")
        for point in [CGPoint(x: 200, y: 360), CGPoint(x: 270, y: 400)] {
            recorder.app.move(point.x, point.y, [.shift])
            recorder.frame("box select")
        }
        recorder.app.up(270, 400, .shift)
        recorder.frame("box select")
        #expect(recorder.app.log.nodes.filter(\.selected).map(\.id) == ["c"])
        recorder.down(200, 345, "select c")
        recorder.up(200, 345, "select c")
        recorder.app.key(.backspace)
        recorder.frame("delete c")
        #expect(recorder.app.log.nodes.map(\.id) == ["a", "b"])
        #expect(recorder.app.log.edges.map(\.id) == ["ab"])
        recorder.app.root.handle(.scroll(location: CGPoint(x: 300, y: 250), deltaX: 0, deltaY: -40, modifiers: []))
        recorder.frame("zoom in")
        // Five notches out (÷1.2 each) from 1.2 reach about 0.48; three more cross into the low-detail range.
        for notch in 0..<8 {
            recorder.app.root.handle(.scroll(location: CGPoint(x: 300, y: 250), deltaX: 0, deltaY: 40,
                                             modifiers: []))
            recorder.frame("zoom out \(notch)")
        }
        let canvas = try #require(recorder.app.canvas)
        #expect(canvas.viewport.zoom < CanvasElement<String, EmptyEdgeData>.levelOfDetailZoom)
        recorder.move(250, 250, held: false, "hover again")
        recorder.move(590, 490, held: false, "hover away")
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }
}
