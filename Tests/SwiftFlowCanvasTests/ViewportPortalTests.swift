import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// ViewportPortal in a canvas's overlay: its content is in flow coordinates and moves and scales with the
/// camera. A 20 × 10 red box is centred on flow (100, 200).
@MainActor
@Suite struct ViewportPortalTests {
    static let nodes = [Node<String>.box("a", 0, 0)]

    static func portalApp(log: OverlayLog) -> some View {
        OverlayApp(log: log, nodes: nodes, edges: []) {
            ViewportPortal(viewport: Viewport()) {
                Color.red.frame(width: 20, height: 10).position(x: 100, y: 200)
                Button("Portal button") { log.taps.append("portal") }.position(x: 100, y: 260)
            }
        }
    }

    /// The red box's window frame, found through the accessibility-free element tree (the colour's element).
    static func redBox(in driver: OverlayDriver) -> CGRect? {
        driver.elements(ViewportPortalElement.self).first?.children.first
            .flatMap { $0.isTransparent ? $0.layoutChildren.first : $0 }
            .map { $0.layoutChildren.first ?? $0 }
            .map { $0.convertToWindow($0.frame) }
    }

    /// Camera (0, 0, zoom 1): the box at (90, 195, 20 × 10). After a pane drag of (50, 20): (140, 215).
    /// At zoom 2 with the camera at (30, −40): centred on (2 · 100 + 30, 2 · 200 − 40) = (230, 360), 40 × 20.
    @Test func contentMovesAndScalesWithPanAndZoom() throws {
        let log = OverlayLog()
        let driver = OverlayDriver { Self.portalApp(log: log) }
        #expect(try #require(Self.redBox(in: driver)).isClose(to: CGRect(x: 90, y: 195, width: 20, height: 10)))
        driver.drag(from: CGPoint(x: 500, y: 350), by: CGSize(width: 50, height: 20))
        #expect(try #require(driver.canvas).viewport == Viewport(x: 50, y: 20, zoom: 1))
        #expect(try #require(Self.redBox(in: driver)).isClose(to: CGRect(x: 140, y: 215, width: 20, height: 10)))
        try #require(driver.canvas).setViewport(Viewport(x: 30, y: -40, zoom: 2))
        driver.root.update()
        #expect(try #require(Self.redBox(in: driver)).isClose(to: CGRect(x: 210, y: 350, width: 40, height: 20)))
    }

    /// The pixels follow: at zoom 2 with the camera at (30, −40) the box covers (210…250, 350…370).
    @Test func contentIsDrawnThroughTheCamera() throws {
        let log = OverlayLog()
        let root = CanvasHarness.root(width: 600, height: 400) { Self.portalApp(log: log) }
        CanvasHarness.canvas(in: root)?.setViewport(Viewport(x: 30, y: -40, zoom: 2))
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 212, 352, (255, 59, 48), name: "portal-inside-top-left")
        CanvasHarness.expectPixel(image, 247, 367, (255, 59, 48), name: "portal-inside-bottom-right")
        CanvasHarness.expectPixel(image, 207, 360, (255, 255, 255), name: "portal-outside-left")
        CanvasHarness.expectPixel(image, 230, 373, (255, 255, 255), name: "portal-outside-below")
    }

    /// A button in the portal is hit where it is drawn: flow (100, 260) at zoom 2, camera (30, −40) → (230, 480).
    @Test func aButtonInThePortalTakesTheClick() throws {
        let log = OverlayLog()
        let driver = OverlayDriver(width: 600, height: 600) { Self.portalApp(log: log) }
        try #require(driver.canvas).setViewport(Viewport(x: 30, y: -40, zoom: 2))
        driver.root.update()
        #expect(try #require(driver.buttons["Portal button"]).centre == CGPoint(x: 230, y: 480))
        driver.click(CGPoint(x: 230, y: 480))
        #expect(log.taps == ["portal"])
    }

    /// Content outside the canvas is clipped: the canvas is 300 wide, a green view fills the rest of the
    /// window, and the box at flow x 350 (window 340…360) is neither drawn nor hit there.
    @Test func contentIsClippedToTheCanvas() throws {
        let log = OverlayLog()
        let root = CanvasHarness.root(width: 600, height: 300) {
            HStack(spacing: 0) {
                OverlayApp(log: log, nodes: Self.nodes, edges: []) {
                    ViewportPortal(viewport: Viewport()) {
                        Color.red.frame(width: 20, height: 10).position(x: 250, y: 100)
                        Color.red.frame(width: 20, height: 10).position(x: 350, y: 100)
                    }
                }
                .frame(width: 300)
                Color.green.frame(width: 300)
            }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 250, 100, (255, 59, 48), name: "portal-in-canvas")
        CanvasHarness.expectPixel(image, 350, 100, (52, 199, 89), name: "portal-clipped")
        #expect(root.rootElement.hitTest(CGPoint(x: 350, y: 100)).map { $0 is ViewportPortalElement } != true)
    }

    /// Outside any canvas the portal uses the camera it was given: (10, 20, zoom 2) puts flow (50, 50) at
    /// (110, 120), the box at (90, 110, 40 × 20).
    @Test func withoutACanvasItUsesTheGivenViewport() throws {
        let root = CanvasHarness.root(width: 300, height: 200) {
            ViewportPortal(viewport: Viewport(x: 10, y: 20, zoom: 2)) {
                Color.red.frame(width: 20, height: 10).position(x: 50, y: 50)
            }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 92, 112, (255, 59, 48), name: "portal-fallback-inside")
        CanvasHarness.expectPixel(image, 128, 128, (255, 59, 48), name: "portal-fallback-inside-2")
        CanvasHarness.expectPixel(image, 87, 120, (238, 238, 238), tolerance: 14, name: "portal-fallback-outside")
    }
}
