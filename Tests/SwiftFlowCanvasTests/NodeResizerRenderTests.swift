import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// What resizers draw, and that showing, moving and hiding them repaints every pixel they touched.
@MainActor
@Suite struct NodeResizerRenderTests {
    /// React Flow's #3367d9.
    private static let blue = (0x33, 0x67, 0xd9)
    /// Half white, half blue: a pixel the handle's white border covers one half of.
    private static let whiteAndBlue = ((255 + 0x33) / 2, (255 + 0x67) / 2, (255 + 0xd9) / 2)

    @Test func theFrameDrawsBlueHandlesWithWhiteBordersOnTheCorners() throws {
        let driver = ResizerDriver()
        let image = try CanvasHarness.render(driver.root)
        // The bottom-right handle: 7 × 7 around (200, 150), so (196.5, 146.5)–(203.5, 153.5), a 1-point white
        // border around a blue square. Pixel column 198 is all blue; column 197 is half border, half blue.
        CanvasHarness.expectPixel(image, 200, 150, Self.blue, name: "resizer-handle-centre")
        CanvasHarness.expectPixel(image, 198, 150, Self.blue, name: "resizer-handle-inner")
        CanvasHarness.expectPixel(image, 197, 150, Self.whiteAndBlue, name: "resizer-handle-border")
        // The right line runs along x = 200 between the corners: half of pixel column 199 and half of 200.
        let line = image.pixel(x: 200, y: 125)
        #expect(line.b > line.r + 40, "the line's pixel \(line) is not bluish")
        // Outside the handle the canvas background shows again.
        CanvasHarness.expectPixel(image, 205, 155, (255, 255, 255), name: "resizer-handle-outside")
    }

    /// React Flow stacks the resize handles above the node's selection outline. Node a, selected, spans
    /// (100, 100)–(200, 150); its outline is a 2-point #1a73e8 stroke on the frame inset by 1 with corners of 3,
    /// so its straight sides cover pixel columns 100–101 and 198–199 from y = 104 to 146. Handles of 20 are
    /// (90, 90)–(110, 110) and (190, 140)–(210, 160), blue from 1 point inside: pixels (101, 105) and (198, 143)
    /// lie in both, and must show the handle's #3367d9, not the outline's blue.
    @Test func handlesAreDrawnAboveTheSelectionOutline() throws {
        let driver = ResizerDriver(nodes: [Node<String>.box("a", 100, 100, 100, 50, selected: true)]) { _ in
            AnyView(NodeResizer(handleSize: 20))
        }
        let image = try CanvasHarness.render(driver.root)
        CanvasHarness.expectPixel(image, 101, 105, Self.blue, tolerance: 3, name: "resizer-above-outline-top-left")
        CanvasHarness.expectPixel(image, 198, 143, Self.blue, tolerance: 3, name: "resizer-above-outline-bottom-right")
        // Between the handles the outline shows: column 198 at y = 125 is the outline's own blue.
        CanvasHarness.expectPixel(image, 198, 125, (0x1a, 0x73, 0xe8), tolerance: 3, name: "resizer-outline-between")
    }

    @Test func zoomedOutHandlesKeepTheirSizeOnScreen() throws {
        let driver = ResizerDriver()
        driver.zoom(0.5)
        let image = try CanvasHarness.render(driver.root)
        // At zoom 0.5 the bottom-right corner is at (100, 75); the handle is still 7 points, (96.5, 71.5)–
        // (103.5, 78.5): blue 2 points from its centre, half border at 3 (scaled with the zoom it would be
        // 3.5 points wide and pixel 98 would be mostly white).
        CanvasHarness.expectPixel(image, 98, 75, Self.blue, name: "resizer-zoomed-inner")
        CanvasHarness.expectPixel(image, 101, 76, Self.blue, name: "resizer-zoomed-centre")
        CanvasHarness.expectPixel(image, 97, 75, Self.whiteAndBlue, name: "resizer-zoomed-border")
    }

    /// Repaints only the damaged rectangles into a kept buffer (as the X11 host does) and compares it with a
    /// full render after every step.
    @MainActor
    final class DamageFrames {
        let driver: ResizerDriver
        let buffer: CairoImageSurface
        let measurer = CairoTextMeasurer()
        var failures: [String] = []

        init(_ driver: ResizerDriver) throws {
            self.driver = driver
            buffer = try CairoImageSurface(width: 600, height: 500)
            driver.root.render(into: buffer.makeContext(textMeasurer: measurer),
                               dirty: CGRect(x: 0, y: 0, width: 600, height: 500))
            driver.root.clearDamage()
        }

        /// One host frame: each damaged rectangle, rounded out to whole pixels, painted on its own.
        func frame(_ step: String) throws {
            let root = driver.root
            for damage in root.takeFrameDamage()?.rects ?? [] {
                let pixels = CGRect(x: floor(damage.minX), y: floor(damage.minY),
                                    width: ceil(damage.maxX) - floor(damage.minX),
                                    height: ceil(damage.maxY) - floor(damage.minY))
                    .intersection(CGRect(x: 0, y: 0, width: 600, height: 500))
                if !pixels.isNull, !pixels.isEmpty {
                    root.render(into: buffer.makeContext(textMeasurer: measurer), dirty: pixels)
                }
            }
            let full = try CanvasHarness.render(root)
            var stale = 0
            for y in 0..<500 {
                for x in 0..<600 {
                    let a = buffer.pixel(x: x, y: y), b = full.pixel(x: x, y: y)
                    if abs(Int(a.r) - Int(b.r)) > 8 || abs(Int(a.g) - Int(b.g)) > 8 || abs(Int(a.b) - Int(b.b)) > 8 {
                        stale += 1
                    }
                }
            }
            guard stale > 0 else { return }
            try? buffer.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("resizer-damage-\(step).png"))
            failures.append("\(step): \(stale) stale pixels")
        }

        func click(_ x: CGFloat, _ y: CGFloat, _ step: String) throws {
            driver.root.handle(.pointerDown(location: CGPoint(x: x, y: y), button: .primary, clickCount: 1,
                                            modifiers: []))
            driver.root.handle(.pointerUp(location: CGPoint(x: x, y: y), button: .primary, modifiers: []))
            try frame(step)
        }

        func drag(from start: CGPoint, through points: [CGPoint], _ step: String) throws {
            driver.root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
            for (index, point) in points.enumerated() {
                driver.root.handle(.pointerMove(location: point, buttons: [.primary], modifiers: []))
                try frame("\(step)-\(index)")
            }
            driver.root.handle(.pointerUp(location: points.last ?? start, button: .primary, modifiers: []))
            try frame("\(step)-release")
        }
    }

    /// Selecting shows the frame, a zoomed-out resize moves handles that reach 22 flow units outside the node,
    /// selecting another node hides them: nothing stale is left.
    @Test func showingResizingAndHidingLeavesNoStalePixels() throws {
        let nodes = [Node<String>.box("a", 100, 100, 100, 50), Node<String>.box("b", 400, 100, 100, 50)]
        let driver = ResizerDriver(nodes: nodes) { node in
            AnyView(NodeResizer(isVisible: node.selected, handleSize: 20))
        }
        driver.zoom(0.5)
        let frames = try DamageFrames(driver)
        // a spans (50, 50)–(100, 75) on screen: a click selects it and shows its frame.
        try frames.click(75, 60, "select")
        #expect(driver.log.node("a")?.selected == true)
        try frames.drag(from: CGPoint(x: 100, y: 75),
                        through: [CGPoint(x: 115, y: 85), CGPoint(x: 130, y: 95), CGPoint(x: 145, y: 105)], "resize")
        // 45 × 30 screen points at zoom 0.5 are 90 × 60 flow units.
        #expect(driver.frame("a") == CGRect(x: 100, y: 100, width: 190, height: 110))
        // A click on b selects it instead: a's frame goes away.
        try frames.click(225, 60, "deselect")
        #expect(driver.log.node("a")?.selected == false)
        #expect(frames.failures.isEmpty, "\(frames.failures)")
    }

    /// A child showing its frame rides along when its (already selected) parent is dragged: its content is not
    /// rebuilt, as the child's own node does not change, so the canvas must repaint where its handles were.
    @Test func aChildsHandlesLeaveNothingBehindWhenItsParentMoves() throws {
        let nodes = [
            Node<String>.box("g", 100, 100, 200, 150, selected: true),
            Node<String>.box("c", 0, 0, 50, 30, parentId: "g"),
        ]
        let driver = ResizerDriver(nodes: nodes) { node in
            AnyView(NodeResizer(isVisible: node.id == "c", handleSize: 20))
        }
        driver.zoom(0.5)
        let frames = try DamageFrames(driver)
        // Handles of 20 points (40 flow units at this zoom) stick out well past the border of 1.
        // g spans (50, 50)–(150, 125) on screen; c (50, 50)–(75, 65), its top-left handle reaching past g's
        // corner (only what lies outside g's old and new boxes, which are damaged anyway, tells).
        // Drag g by its lower right part.
        try frames.drag(from: CGPoint(x: 130, y: 110),
                        through: [CGPoint(x: 140, y: 118), CGPoint(x: 160, y: 130), CGPoint(x: 190, y: 150)], "move")
        #expect(driver.log.node("g")?.position == XYPosition(x: 220, y: 180))
        #expect(frames.failures.isEmpty, "\(frames.failures)")
    }
}
