import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// An animated edge wakes the window only when its dash next moves a whole screen pixel; with no animated
/// edge on screen nothing is scheduled at all. The host's clock is a plain number here (no waiting, no timing):
/// the tests read when the canvas asks to be woken (`WindowRoot.nextAnimationTime`) and step it there.
@MainActor
@Suite struct AnimatedEdgeWakeTests {
    // React Flow's `dashdraw`: the offset runs 10 → 0 flow units each half second (20 units a second).

    @Test func theDashShowsWholeScreenPixels() {
        // 0.02 s into a cycle the offset is 10 − 0.4 = 9.6: 9 pixels at zoom 1, 19 half-units at zoom 2.
        #expect(DashClock.phase(at: 100.02, zoom: 1) == 9)
        #expect(DashClock.phase(at: 100.02, zoom: 2) == 9.5)
        // At zoom 0.5 a pixel is 2 units: 9.6 shows as 8.
        #expect(DashClock.phase(at: 100.02, zoom: 0.5) == 8)
    }

    @Test func theNextStepIsWhenTheOffsetLeavesItsPixel() throws {
        // 9.6 at zoom 1 leaves pixel 9 when it drops below 9: 0.05 s into the cycle.
        let zoom1 = try #require(DashClock.nextStep(after: 100.02, zoom: 1))
        #expect(abs(zoom1 - 100.05) <= DashClock.margin * 1.01)
        #expect(zoom1 > 100.05)
        // At zoom 2 it leaves 9.5 at 0.025 s; at zoom 0.5 it leaves 8 at 0.1 s.
        let zoom2 = try #require(DashClock.nextStep(after: 100.02, zoom: 2))
        #expect(abs(zoom2 - 100.025) <= DashClock.margin * 1.01)
        let zoomHalf = try #require(DashClock.nextStep(after: 100.02, zoom: 0.5))
        #expect(abs(zoomHalf - 100.1) <= DashClock.margin * 1.01)
        // In the last pixel (0.8 at 100.46) the next change is the jump back when the next cycle starts.
        let last = try #require(DashClock.nextStep(after: 100.46, zoom: 1))
        #expect(abs(last - 100.5) <= DashClock.margin * 1.01)
        // Below zoom 0.1 the whole 10-unit run is less than a pixel: it never moves.
        #expect(DashClock.nextStep(after: 100.02, zoom: 0.05) == nil)
    }

    /// a (0,0,100×40) → b (300,100,100×40), animated; `animated: false` makes it a plain edge.
    private func makeRoot(_ instance: SwiftFlowInstance, animated: Bool = true) -> WindowRoot {
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", animated: animated)
        return CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 300, 100)], edges: [edge],
                      swiftFlowInstance: instance, colorMode: .light) { _ in EmptyView() }
        }
    }

    @Test func anIdleCanvasWithAnAnimatedEdgeWakesTwentyTimesASecondAndRepaintsEachTime() throws {
        let root = makeRoot(SwiftFlowInstance())
        _ = root.takeFrameDamage()
        // Shown for the first time: the next frame places the dash.
        #expect(root.nextAnimationTime == -.infinity)
        root.advanceAnimations(to: 100.02)
        _ = root.takeFrameDamage()
        // A host loop: sleep until the time the window names, step, draw. Over the next half second the
        // dash is at 9 and moves at 100.05, 100.10, … 100.45 (to 0) and 100.50 (back to 10, at once 9).
        var clock = 100.02
        var wakeUps: [TimeInterval] = []
        var repaints = 0
        while let next = root.nextAnimationTime, next <= 100.52 {
            #expect(next > clock, "a wake-up in the future, not the next display frame")
            clock = next
            wakeUps.append(next)
            root.advanceAnimations(to: clock)
            if root.takeFrameDamage() != nil { repaints += 1 }
        }
        let expected = (1...10).map { 100.0 + 0.05 * Double($0) }
        #expect(wakeUps.count == 10)
        for (woken, step) in zip(wakeUps, expected) {
            #expect(woken > step && woken - step <= DashClock.margin * 1.01, "woke at \(woken) for \(step)")
        }
        #expect(repaints == 10)
    }

    @Test func aNewZoomPlansTheStepsAgain() throws {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        root.advanceAnimations(to: 100.02)
        _ = root.takeFrameDamage()
        #expect(abs((root.nextAnimationTime ?? 0) - 100.0501) < 1e-9)
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 2))
        root.update()
        // The step planned at zoom 1 is too late for zoom 2's half-unit pixels: the next frame plans again.
        #expect(root.nextAnimationTime == -.infinity)
        root.advanceAnimations(to: 100.02)
        #expect(abs((root.nextAnimationTime ?? 0) - 100.0251) < 1e-9)
    }

    @Test func withoutAnAnimatedEdgeNothingIsScheduled() {
        let root = makeRoot(SwiftFlowInstance(), animated: false)
        _ = root.takeFrameDamage()
        #expect(root.nextAnimationTime == nil)
        #expect(!root.isAnimating)
    }

    @Test func anAnimatedEdgeScrolledOffScreenCancelsItsWakeUp() {
        let instance = SwiftFlowInstance()
        let root = makeRoot(instance)
        root.advanceAnimations(to: 100.02)
        #expect(root.nextAnimationTime != nil)
        instance.setViewport(Viewport(x: -2000, y: 0, zoom: 1))
        root.update()
        #expect(root.nextAnimationTime == nil)
    }
}
