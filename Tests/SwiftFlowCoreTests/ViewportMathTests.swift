import Foundation
import Testing
@testable import SwiftFlowCore

private func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func approx(_ a: Viewport, _ b: Viewport, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance) && approx(a.zoom, b.zoom, tolerance)
}

@Suite struct ViewportConversionTests {
    let viewport = Viewport(x: 100, y: 50, zoom: 2)

    @Test func flowToScreenAndBack() {
        // screen = flow × zoom + t: (10 × 2 + 100, 20 × 2 + 50) = (120, 90)
        #expect(viewport.flowToScreen(CGPoint(x: 10, y: 20)) == CGPoint(x: 120, y: 90))
        // flow = (screen − t) / zoom: ((120 − 100) / 2, (90 − 50) / 2) = (10, 20)
        #expect(viewport.screenToFlow(CGPoint(x: 120, y: 90)) == CGPoint(x: 10, y: 20))
    }

    @Test func rectsScaleTheirSize() {
        // origin (10, 20) → (120, 90); size (30, 40) × 2 = (60, 80)
        let flow = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(viewport.flowToScreen(flow) == CGRect(x: 120, y: 90, width: 60, height: 80))
        #expect(viewport.screenToFlow(CGRect(x: 120, y: 90, width: 60, height: 80)) == flow)
    }

    @Test func visibleFlowRect() {
        // (0, 0) on screen is flow ((0 + 100) / 2, (0 + 50) / 2) = (50, 25); 800 × 600 / 2 = 400 × 300
        let rect = Viewport(x: -100, y: -50, zoom: 2).visibleFlowRect(viewSize: CGSize(width: 800, height: 600))
        #expect(rect == CGRect(x: 50, y: 25, width: 400, height: 300))
    }

    @Test func panAddsTheScreenDelta() {
        // (10 + 5, 20 − 7) with the zoom unchanged
        #expect(Viewport(x: 10, y: 20, zoom: 2).panned(by: CGSize(width: 5, height: -7))
            == Viewport(x: 15, y: 13, zoom: 2))
    }
}

@Suite struct ViewportZoomTests {
    @Test func clampZoomToDefaultAndCustomLimits() {
        #expect(Viewport.clampZoom(5) == 4)
        #expect(Viewport.clampZoom(0.05) == 0.1)
        #expect(Viewport.clampZoom(1.5) == 1.5)
        #expect(Viewport.clampZoom(3, minZoom: 0.5, maxZoom: 2) == 2)
        #expect(Viewport.clampZoom(0.2, minZoom: 0.5, maxZoom: 2) == 0.5)
        #expect(Viewport.clampZoom(.nan) == 0.1)
    }

    @Test func zoomAroundAPointKeepsTheFlowPointUnderIt() {
        // Anchor: flow ((150 − 50) / 1, (120 − 20) / 1) = (100, 100); zoom 2;
        // t = (150 − 100 × 2, 120 − 100 × 2) = (−50, −80)
        let start = Viewport(x: 50, y: 20, zoom: 1)
        let anchor = CGPoint(x: 150, y: 120)
        let zoomed = start.zoomed(by: 2, around: anchor)
        #expect(zoomed == Viewport(x: -50, y: -80, zoom: 2))
        #expect(zoomed.flowToScreen(start.screenToFlow(anchor)) == anchor)
    }

    @Test func zoomAroundAPointIsClamped() {
        // 3 × 2 = 6 → clamped to 4. Anchor flow point (100 / 3, 0); x = 100 − (100 / 3) × 4 = −33.33…
        let zoomed = Viewport(x: 0, y: 0, zoom: 3).zoomed(by: 2, around: CGPoint(x: 100, y: 0))
        #expect(zoomed.zoom == 4)
        #expect(abs(zoomed.x + 100.0 / 3.0) < 1e-9)
        #expect(zoomed.y == 0)
    }

    @Test func zoomInAndOutAboutTheViewCentre() {
        let view = CGSize(width: 800, height: 600)
        // Centre (400, 300). In: zoom 1.2, t = (400 − 400 × 1.2, 300 − 300 × 1.2) = (−80, −60)
        #expect(approx(Viewport.identity.zoomedIn(viewSize: view), Viewport(x: -80, y: -60, zoom: 1.2)))
        // Out: zoom 1 / 1.2 = 0.8333…, t = (400 − 333.33…, 300 − 250) = (66.66…, 50)
        #expect(approx(Viewport.identity.zoomedOut(viewSize: view), Viewport(x: 400 - 400 / 1.2, y: 50, zoom: 1 / 1.2)))
        // At the limit nothing changes: 4 × 1.2 clamps back to 4 and the centre stays put.
        let atMax = Viewport(x: 10, y: 20, zoom: 4)
        #expect(approx(atMax.zoomedIn(viewSize: view), atMax))
    }

    @Test func nonFiniteZoomIsIgnored() {
        let viewport = Viewport(x: 1, y: 2, zoom: 1)
        #expect(viewport.zoomed(to: .nan, around: .zero) == viewport)
        #expect(viewport.zoomed(by: 2, around: CGPoint(x: CGFloat.infinity, y: 0)) == viewport)
    }

    @Test func setCenter() {
        // (800 / 2 − 100 × 2, 600 / 2 − 50 × 2) = (200, 200)
        let view = CGSize(width: 800, height: 600)
        #expect(Viewport.centered(x: 100, y: 50, zoom: 2, viewSize: view) == Viewport(x: 200, y: 200, zoom: 2))
        // Zoom 10 clamps to 4: (400 − 400, 300 − 200) = (0, 100)
        #expect(Viewport.centered(x: 100, y: 50, zoom: 10, viewSize: view) == Viewport(x: 0, y: 100, zoom: 4))
    }
}

@Suite struct ViewportFittingTests {
    let view = CGSize(width: 800, height: 600)

    @Test func fitsAndCentresWithPadding() {
        // padding 0.25: padX = floor((800 − 800 / 1.25) / 2) = floor(80) = 80, padY = floor((600 − 480) / 2) = 60.
        // zoom = min((800 − 160) / 1280, (600 − 120) / 480) = min(0.5, 1) = 0.5.
        // centre (100 + 640, 100 + 240) = (740, 340): x = 400 − 370 = 30, y = 300 − 170 = 130.
        let bounds = CGRect(x: 100, y: 100, width: 1280, height: 480)
        #expect(Viewport.fitting(bounds, viewSize: view, padding: 0.25) == Viewport(x: 30, y: 130, zoom: 0.5))
    }

    @Test func paddingIsFlooredToWholePoints() {
        // padding 0.1: padX = floor((800 − 727.27…) / 2) = floor(36.36…) = 36, padY = floor(27.27…) = 27.
        // zoom = min((800 − 72) / 728, (600 − 54) / 100) = min(1, 5.46) = 1 (unfloored it would be 0.999).
        // Centre (364, 50): (400 − 364, 300 − 50) = (36, 250)
        let bounds = CGRect(x: 0, y: 0, width: 728, height: 100)
        #expect(Viewport.fitting(bounds, viewSize: view) == Viewport(x: 36, y: 250, zoom: 1))
    }

    @Test func smallBoundsHitMaxZoom() {
        // padding 0.1: padX = floor((800 − 727.27…) / 2) = 36, padY = floor((600 − 545.45…) / 2) = 27.
        // zoom = min(728 / 100, 546 / 50) = 7.28 → 4. Centre (50, 25): (400 − 200, 300 − 100) = (200, 200).
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Viewport.fitting(bounds, viewSize: view) == Viewport(x: 200, y: 200, zoom: 4))
    }

    @Test func hugeBoundsHitMinZoomAndStayCentred() {
        // zoom = min(728 / 64000, 546 / 100) → clamped to 0.125. Centre (32000, 50):
        // x = 400 − 4000 = −3600, y = 300 − 6.25 = 293.75. Left and right paddings are both −3600 (too small
        // by the same amount), so the correction cancels out.
        let bounds = CGRect(x: 0, y: 0, width: 64000, height: 100)
        let fitted = Viewport.fitting(bounds, viewSize: view, padding: 0.1, minZoom: 0.125, maxZoom: 4)
        #expect(fitted == Viewport(x: -3600, y: 293.75, zoom: 0.125))
    }

    @Test func pointBoundsZoomToMax() {
        // 728 / 0 = ∞ → 4; centre (10, 10): (400 − 40, 300 − 40) = (360, 260)
        let fitted = Viewport.fitting(CGRect(x: 10, y: 10, width: 0, height: 0), viewSize: view)
        #expect(fitted == Viewport(x: 360, y: 260, zoom: 4))
    }

    @Test func nonFiniteBoundsGiveIdentity() {
        let bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(Viewport.fitting(bounds, viewSize: view) == .identity)
    }
}
