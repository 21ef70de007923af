import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Pans with overlays on screen, drawn the way the X11 host draws: the canvas's pixels slide and only the
/// damage is repainted. Toolbars and labels move with the graph, so every frame must match a full render,
/// and a pan must not repaint the whole window because of them.
@MainActor
@Suite struct OverlayScrollTests {
    static let width = 600, height = 400
    static let measurer = CairoTextMeasurer()

    /// Node "a" selected (its toolbar shows), a custom edge a → b with a label renderer, a second label
    /// renderer in the overlay and a portal note.
    static func app(_ log: OverlayLog) -> some View {
        let nodes = [Node<String>.box("a", 100, 100, selected: true), .box("b", 350, 200)]
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight)
        return OverlayApp(log: log, nodes: nodes, edges: [edge], toolbar: ToolbarSetup(isVisible: nil),
                          edgeContent: EdgeOverlayTests.labelledEdge(log: log)) {
            EdgeLabelRenderer(position: CGPoint(x: 120, y: 300)) {
                Text("overlay label").padding(4).background(Color.yellow)
            }
            ViewportPortal(viewport: Viewport()) {
                Color.red.frame(width: 30, height: 16).position(x: 420, y: 80)
            }
        }
    }

    /// Draws one frame into `buffer` as the host would; returns the frame's damage.
    @discardableResult
    static func frame(_ root: WindowRoot, into buffer: CairoImageSurface) -> FrameDamage? {
        guard let damage = root.takeFrameDamage() else { return nil }
        if let scroll = damage.scroll {
            buffer.scrollPixels(x: Int(scroll.rect.minX), y: Int(scroll.rect.minY), width: Int(scroll.rect.width),
                                height: Int(scroll.rect.height), dx: Int(scroll.delta.width),
                                dy: Int(scroll.delta.height))
        }
        let context = buffer.makeContext(textMeasurer: Self.measurer)
        for rect in damage.rects {
            root.render(into: context, dirty: CGRect(x: floor(rect.minX), y: floor(rect.minY),
                                                     width: ceil(rect.maxX) - floor(rect.minX),
                                                     height: ceil(rect.maxY) - floor(rect.minY)))
        }
        return damage
    }

    /// How many pixels of `buffer` differ from a full render by more than 8/255 in a channel.
    static func stalePixels(_ buffer: CairoImageSurface, _ root: WindowRoot, step: String) throws -> Int {
        let full = try CairoImageSurface(width: width, height: height)
        root.render(into: full.makeContext(textMeasurer: Self.measurer),
                    dirty: CGRect(x: 0, y: 0, width: width, height: height))
        var bad = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = buffer.pixel(x: x, y: y), b = full.pixel(x: x, y: y)
                if abs(Int(a.r) - Int(b.r)) > 8 || abs(Int(a.g) - Int(b.g)) > 8 || abs(Int(a.b) - Int(b.b)) > 8 {
                    bad += 1
                }
            }
        }
        if bad > 0 {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? buffer.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("overlay-scroll-\(step).png"))
            try? full.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("overlay-scroll-\(step)-full.png"))
        }
        return bad
    }

    @Test func panningSlidesOverlaysWithTheGraphAndLeavesNoStalePixels() throws {
        let log = OverlayLog()
        let root = CanvasHarness.root(width: CGFloat(Self.width), height: CGFloat(Self.height)) { Self.app(log) }
        root.acceptsScrolls = true
        let buffer = try CairoImageSurface(width: Self.width, height: Self.height)
        root.render(into: buffer.makeContext(textMeasurer: Self.measurer),
                    dirty: CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
        _ = root.takeFrameDamage()
        let driver = OverlayDriver(root: root)
        #expect(driver.shownToolbarBoxes.count == 1)
        // A pane drag to the left in steps of 10 points (a diagonal pan's two strips overlap in a corner, and
        // the damage region merges them into the window).
        let start = CGPoint(x: 520, y: 350)
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        Self.frame(root, into: buffer)
        var scrolled = 0
        for step in 1...6 {
            root.handle(.pointerMove(location: CGPoint(x: start.x - CGFloat(10 * step), y: start.y),
                                     buttons: [.primary], modifiers: []))
            let damage = Self.frame(root, into: buffer)
            if damage?.scroll != nil { scrolled += 1 }
            if step > 2, let damage {
                // The strips and the overlay's label and note, not the window.
                let area = damage.rects.reduce(0) { $0 + $1.width * $1.height }
                #expect(area < CGFloat(Self.width * Self.height) / 3, "step \(step): \(damage.rects)")
            }
            #expect(try Self.stalePixels(buffer, root, step: "pan-\(step)") == 0, "step \(step)")
        }
        root.handle(.pointerUp(location: CGPoint(x: 460, y: 350), button: .primary, modifiers: []))
        Self.frame(root, into: buffer)
        #expect(scrolled >= 3)
        #expect(try #require(driver.canvas).viewport == Viewport(x: -60, y: 0, zoom: 1))
        // The toolbar moved with its node: a (100, 100) is now on screen at (40, 100); top/center box at
        // (40 + 50 − 24, 100 − 10 − 28).
        #expect(try #require(driver.shownToolbarBoxes.first).isClose(to: CGRect(x: 66, y: 62, width: 48, height: 28)))
    }
}
