import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// A long pan one way, drawn the way the X11 host draws (pixels slide, the damage repaints): node elements for
/// the area ahead are made a few per frame, yet every frame shows what a full render shows, the end matches a
/// fresh canvas at the same viewport, and nodes that just scrolled in take clicks, drags and focus.
@MainActor
@Suite struct OneWayPanTests {
    /// A grid of 48 columns × 16 rows: node (i, j) is "g<i>_<j>", 40 × 20 at (50 i, 30 j). "b" (the pipeline's
    /// node with a Button) replaces (44, 5), at (2200, 150), 100 × 50: off screen until the view has moved
    /// about 1,600 points right.
    static func graph() -> [Node<String>] {
        var nodes: [Node<String>] = []
        for j in 0..<16 {
            for i in 0..<48 where !(i >= 44 && i <= 45 && j >= 5 && j <= 6) {
                nodes.append(Node(id: "g\(i)_\(j)", position: XYPosition(x: CGFloat(50 * i), y: CGFloat(30 * j)),
                                  data: "\(i)", width: 40, height: 20))
            }
        }
        nodes.append(Node(id: "b", position: XYPosition(x: 2200, y: 150), data: "B", width: 100, height: 50))
        return nodes
    }

    /// The ids of the nodes whose boxes meet the flow rectangle `rect`, worked out from the grid's formula.
    static func nodes(meeting rect: CGRect) -> Set<String> {
        var ids = Set<String>()
        for node in graph() {
            let size = node.id == "b" ? CGSize(width: 100, height: 50) : CGSize(width: 40, height: 20)
            if CGRect(origin: CGPoint(x: node.position.x, y: node.position.y), size: size).intersects(rect) {
                ids.insert(node.id)
            }
        }
        return ids
    }

    /// How many pixels of `buffer` differ from `reference` by more than 8/255 in a channel.
    static func differingPixels(_ buffer: CairoImageSurface, _ reference: CairoImageSurface, name: String) -> Int {
        var bad = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let a = buffer.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                if abs(Int(a.r) - Int(b.r)) > 8 || abs(Int(a.g) - Int(b.g)) > 8 || abs(Int(a.b) - Int(b.b)) > 8 {
                    bad += 1
                }
            }
        }
        if bad > 0 {
            try? FileManager.default.createDirectory(at: CanvasHarness.artifacts, withIntermediateDirectories: true)
            try? buffer.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("one-way-\(name).png"))
            try? reference.writePNG(to: CanvasHarness.artifacts.appendingPathComponent("one-way-\(name)-ref.png"))
        }
        return bad
    }

    static func fullRender(_ root: WindowRoot) throws -> CairoImageSurface {
        let image = try CairoImageSurface(width: Int(root.size.width), height: Int(root.size.height))
        root.render(into: image.makeContext(textMeasurer: OverlayScrollTests.measurer),
                    dirty: CGRect(origin: .zero, size: root.size))
        return image
    }

    /// With `workAfterPresent` the root defers the elements made ahead to after each frame, as the X11 host has it
    /// (`WindowRoot.runWorkAfterPresent`): they are made there, not in the frame, and every frame still shows what a
    /// full render shows.
    @Test(arguments: [false, true])
    func longPanInSmallStepsDrawsWhatAFreshCanvasDraws(workAfterPresent: Bool) throws {
        let driver = PipelineDriver(nodes: Self.graph())
        let root = driver.root
        root.acceptsScrolls = true
        root.runsWorkAfterPresent = workAfterPresent
        let canvas = try #require(driver.canvas)
        let buffer = try CairoImageSurface(width: 600, height: 500)
        root.render(into: buffer.makeContext(textMeasurer: OverlayScrollTests.measurer),
                    dirty: CGRect(x: 0, y: 0, width: 600, height: 500))
        _ = root.takeFrameDamage()
        // A pane drag to the left, 10 points a step, 180 steps: the view moves 1,800 points right. The press is
        // below the last row (y 450–470), then the pointer runs over nodes.
        var x: CGFloat = 590
        driver.down(x, 475)
        OverlayScrollTests.frame(root, into: buffer)
        var hosts = Set(canvas.hostsById.values.map(ObjectIdentifier.init))
        var mostMadeInAStep = 0
        var madeAfterPresent = 0
        for step in 1...180 {
            // The pointer runs out of window every 58 steps: released, and pressed again on the right.
            if x - 10 < 10 {
                driver.up(x, 475)
                OverlayScrollTests.frame(root, into: buffer)
                x = 590
                driver.down(x, 475)
            }
            x -= 10
            driver.move(x, 475)
            OverlayScrollTests.frame(root, into: buffer)
            let inFrame = Set(canvas.hostsById.values.map(ObjectIdentifier.init))
            root.runWorkAfterPresent()
            madeAfterPresent += Set(canvas.hostsById.values.map(ObjectIdentifier.init)).subtracting(inFrame).count
            #expect(canvas.viewport.x == -10 * CGFloat(step))
            // Everything visible has its element (its content draws, its controls take clicks).
            let visible = CGRect(x: 10 * CGFloat(step), y: 0, width: 600, height: 500)
            let missing = Self.nodes(meeting: visible).filter { canvas.hostsById[$0] == nil }
            #expect(missing.isEmpty, "step \(step): \(missing.sorted().prefix(5))")
            let now = Set(canvas.hostsById.values.map(ObjectIdentifier.init))
            let made = now.subtracting(hosts).count
            mostMadeInAStep = max(mostMadeInAStep, made)
            hosts = now
            if step % 30 == 0 {
                #expect(Self.differingPixels(buffer, try Self.fullRender(root), name: "step-\(step)") == 0,
                        "step \(step)")
            }
        }
        driver.up(x, 475)
        OverlayScrollTests.frame(root, into: buffer)
        // The area ahead was made in pieces. Making all of it in the frame that leaves the area (the wanted area
        // is 700 × 600, its slack a quarter each side: 175 points ≈ 3.5 columns of all 16 rows) is 56 elements
        // at once; made ahead, no step makes more than one column's worth.
        #expect(mostMadeInAStep <= 16, "\(mostMadeInAStep) elements made in one step")
        // Deferred, the elements ahead are made after the frames (without, nothing waits for that).
        #expect(workAfterPresent ? madeAfterPresent > 50 : madeAfterPresent == 0, "\(madeAfterPresent) made after")
        // The picture equals a fresh canvas's at the same viewport.
        let fresh = PipelineDriver(nodes: Self.graph())
        try #require(fresh.canvas).setViewport(Viewport(x: -1800, y: 0, zoom: 1))
        #expect(Self.differingPixels(buffer, try Self.fullRender(fresh.root), name: "end") == 0)
    }

    @Test func nodesThatJustScrolledInTakeClicksDragsAndFocus() throws {
        let driver = PipelineDriver(nodes: Self.graph())
        let canvas = try #require(driver.canvas)
        // Pan by a sideways wheel (a delta of 60 pans by 30 points) until x = −1,800: "b" (2200, 150) shows at
        // (400, 150), "g40_3" (2000, 90) at (200, 90).
        for _ in 0..<60 {
            driver.root.handle(.scroll(location: CGPoint(x: 300, y: 250), deltaX: 60, deltaY: 0, modifiers: []))
            driver.root.update()
        }
        #expect(canvas.viewport == Viewport(x: -1800, y: 0, zoom: 1))
        // The Button inside "b" is live: its content has an element where the node is.
        let button = try #require(driver.element(named: "Button"))
        let centre = driver.centre(of: button)
        #expect(centre.x > 400 && centre.x < 500 && centre.y > 150 && centre.y < 200, "\(centre)")
        driver.click(centre.x, centre.y)
        driver.root.update()
        #expect(driver.log.buttonTaps == 1)
        // A click on "g40_3" selects it and focuses the canvas.
        driver.click(220, 100)
        driver.root.update()
        #expect(driver.log.node("g40_3")?.selected == true)
        #expect(canvas.isFocused)
        // Dragging it by (25, 12) moves it from (2000, 90) to (2025, 102).
        driver.down(220, 100)
        driver.move(230, 105)
        driver.move(245, 112)
        driver.up(245, 112)
        driver.root.update()
        #expect(driver.log.node("g40_3")?.position == XYPosition(x: 2025, y: 102))
        // Tab focuses the first node in list order, "g0_0" at (0, 0), which has no element this far right: the
        // view centres it (40 × 20 → centre (20, 10); the 600 × 500 view puts it at (300, 250)), and it gets one.
        #expect(canvas.hostsById["g0_0"] == nil)
        driver.key(KeyCode.tab)
        driver.root.update()
        #expect(canvas.interaction.focusedElement == .node("g0_0"))
        #expect(canvas.viewport == Viewport(x: 280, y: 240, zoom: 1))
        #expect(canvas.hostsById["g0_0"] != nil)
    }
}
