import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Controls' pixels in React Flow's colours. The column sits at x 15…41 from y = 281 in a 600 × 400
/// canvas, one 26-point button after another; each but the last has a 1-point border on its bottom row.
@MainActor
@Suite struct ControlsRenderTests {
    /// The darkest and lightest grey (the red channel) inside `rect`.
    static func extremes(_ image: CairoImageSurface, in rect: CGRect) -> (min: Int, max: Int) {
        var low = 255, high = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let red = Int(image.pixel(x: x, y: y).r)
                low = min(low, red)
                high = max(high, red)
            }
        }
        return (low, high)
    }

    /// The icon area of the button whose top is `top`: its middle 14 × 14 points.
    static func iconArea(top: CGFloat) -> CGRect { CGRect(x: 21, y: top + 6, width: 14, height: 14) }

    /// Light: buttons #fefefe, borders #eeeeee at y = 306, 332 and 358 (none under the last button at 384),
    /// dark icons; a shadow ring just outside (about 9 % black right at the edge, 3 % a point further).
    @Test func lightColours() throws {
        let driver = ControlsDriver(log: ControlsLog()) { Controls() }
        let image = try CanvasHarness.render(driver.root)
        CanvasHarness.expectPixel(image, 17, 283, (254, 254, 254), tolerance: 1, name: "controls-light")
        for y in [306, 332, 358] {
            CanvasHarness.expectPixel(image, 17, y, (238, 238, 238), tolerance: 1, name: "controls-light")
        }
        CanvasHarness.expectPixel(image, 17, 384, (254, 254, 254), tolerance: 1, name: "controls-light")
        CanvasHarness.expectPixel(image, 28, 280, (232, 232, 232), tolerance: 3, name: "controls-light")
        CanvasHarness.expectPixel(image, 28, 279, (247, 247, 247), tolerance: 3, name: "controls-light")
        CanvasHarness.expectPixel(image, 28, 277, (255, 255, 255), tolerance: 0, name: "controls-light")
        for top in [281.0, 307, 333, 359] {
            #expect(Self.extremes(image, in: Self.iconArea(top: top)).min < 80, "icon at \(top)")
        }
    }

    /// Dark (the canvas's colour mode): buttons #2b2b2b, borders #5b5b5b, light icons.
    @Test func darkColours() throws {
        let driver = ControlsDriver(log: ControlsLog(), colorMode: .dark) { Controls() }
        let image = try CanvasHarness.render(driver.root)
        CanvasHarness.expectPixel(image, 17, 283, (43, 43, 43), tolerance: 1, name: "controls-dark")
        CanvasHarness.expectPixel(image, 17, 306, (91, 91, 91), tolerance: 1, name: "controls-dark")
        for top in [281.0, 307, 333, 359] {
            #expect(Self.extremes(image, in: Self.iconArea(top: top)).max > 200, "icon at \(top)")
        }
    }

    /// Hovering a button lightens it to #f4f4f4 (dark: #3e3e3e); leaving restores it.
    @Test(arguments: [(ColorMode.light, 244, 254), (.dark, 62, 43)])
    func hoverHighlights(mode: ColorMode, hovered: Int, normal: Int) throws {
        let driver = ControlsDriver(log: ControlsLog(), colorMode: mode) { Controls() }
        driver.hover(28, 294)
        var image = try CanvasHarness.render(driver.root)
        CanvasHarness.expectPixel(image, 17, 283, (hovered, hovered, hovered), tolerance: 1, name: "controls-hover")
        CanvasHarness.expectPixel(image, 17, 309, (normal, normal, normal), tolerance: 1, name: "controls-hover")
        driver.hover(300, 100)
        image = try CanvasHarness.render(driver.root)
        CanvasHarness.expectPixel(image, 17, 283, (normal, normal, normal), tolerance: 1, name: "controls-hover")
    }

    /// At the maximum zoom the zoom-in icon is greyed (half-transparent #222 on #fefefe: about 144 at its
    /// darkest) while zoom out keeps its full colour.
    @Test func disabledZoomInIsGreyed() throws {
        let instance = SwiftFlowInstance()
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 4))
        let driver = ControlsDriver(log: ControlsLog(), instance: instance) { Controls() }
        let image = try CanvasHarness.render(driver.root)
        let zoomIn = Self.extremes(image, in: Self.iconArea(top: 281)).min
        #expect(zoomIn > 130 && zoomIn < 160, "zoom in icon darkest \(zoomIn)")
        #expect(Self.extremes(image, in: Self.iconArea(top: 307)).min < 80)
    }

    /// Frame by frame as the X11 host draws (pixels slid for pans, then the damage repainted), a pan under
    /// Controls, hovering them, zooming in and locking all match full renders: the fixed buttons and their
    /// shadow never smear. In the 600 × 500 pipeline window the column starts at 500 − 15 − 104 = 381, so the
    /// button centres are at y = 394 (zoom in), 420, 446 and 472 (lock).
    @Test func controlsStayCleanThroughPansAndClicks() throws {
        let recorder = try DamageTests.Recorder(app: PipelineDriver(showsOverlay: true), scrolling: true)
        recorder.drag(from: CGPoint(x: 450, y: 250),
                      through: [CGPoint(x: 430, y: 260), CGPoint(x: 380, y: 300), CGPoint(x: 300, y: 330)], "pan")
        recorder.move(28, 394, held: false, "hover zoom in")
        recorder.down(28, 394, "press zoom in")
        recorder.up(28, 394, "release zoom in")
        recorder.down(28, 472, "press lock")
        recorder.up(28, 472, "release lock")
        recorder.move(300, 100, held: false, "leave")
        let canvas = try #require(recorder.app.canvas)
        #expect(abs(canvas.viewport.zoom - 1.2) < 1e-9)
        #expect(!canvas.isInteractive)
        #expect(recorder.scrolledFrames >= 3)
        #expect(recorder.failures.isEmpty, "\(recorder.failures)")
    }
}
