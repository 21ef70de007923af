import Foundation
import SwiftFlowUI
import Testing
@testable import SwiftFlowX11
import SwiftFlowCore

/// A view whose element animates for a given number of frames and records the times it is given.
private struct AnimationProbe: PrimitiveView {
    let frames: Int

    func makeElement() -> Element { AnimationProbeElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? AnimationProbeElement)?.remaining = frames
    }
}

private final class AnimationProbeElement: Element {
    var remaining = 0
    var times: [TimeInterval] = []

    override func didMount() {
        setAnimating(true)
    }

    override func animationFrame(at time: TimeInterval) {
        times.append(time)
        remaining -= 1
        if remaining <= 0 { setAnimating(false) }
        setNeedsDisplay()
    }
}

/// Asks to be woken every quarter second (a dash that moves now and then), and records the times it is given.
private struct WakingProbe: PrimitiveView {
    func makeElement() -> Element { WakingProbeElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

private final class WakingProbeElement: Element {
    var times: [TimeInterval] = []

    override func didMount() {
        requestAnimationFrame(at: -.infinity)
    }

    override func animationFrame(at time: TimeInterval) {
        times.append(time)
        setNeedsDisplay()
        requestAnimationFrame(at: time + 0.25)
    }
}

extension XServerTests {
    @Suite struct WindowHostAnimationTests {
        @MainActor
        @Test func keepsRequestingFramesWhileAnimatingThenGoesIdle() throws {
            let display = try X11Display()
            var requests = 0
            let host = try X11WindowHost(display: display, title: "Animation", size: CGSize(width: 80, height: 60),
                                         requestFrame: { requests += 1 }) { AnimationProbe(frames: 2) }
            host.root.update()
            let probe = try #require(host.root.rootElement.children.first as? AnimationProbeElement)
            #expect(host.root.isAnimating)

            requests = 0
            host.render(at: 10)
            #expect(probe.times == [10])
            #expect(requests >= 1)
            #expect(host.needsFrame)

            host.render(at: 10.5)
            #expect(probe.times == [10, 10.5])
            #expect(!host.root.isAnimating)

            // The last frame's repaint is presented by the next render; after that nothing is due.
            if host.needsFrame { host.render(at: 11) }
            requests = 0
            #expect(!host.needsFrame)
            host.render(at: 12)
            #expect(probe.times == [10, 10.5])
            #expect(requests == 0)
        }
    
        @MainActor
        @Test func sleepsUntilTheNextWakeUpInsteadOfAskingForFrames() throws {
            let display = try X11Display()
            var frames = 0
            var wakeTimes: [TimeInterval] = []
            let host = try X11WindowHost(display: display, title: "Wake", size: CGSize(width: 80, height: 60),
                                         requestFrame: { frames += 1 }, requestFrameAt: { wakeTimes.append($0) }) {
                WakingProbe()
            }
            host.root.update()
            let probe = try #require(host.root.rootElement.children.first as? WakingProbeElement)
            host.render(at: 10)
            // The repaint it asked for is drawn; the next render needs no frame until 10.25.
            if host.needsFrame(at: 10) { host.render(at: 10) }
            #expect(probe.times == [10])
            frames = 0
            wakeTimes = []
            host.render(at: 10.1)
            #expect(!host.needsFrame(at: 10.2))
            #expect(host.needsFrame(at: 10.25))
            #expect(frames == 0)
            #expect(wakeTimes == [10.25])
            host.render(at: 10.25)
            #expect(probe.times == [10, 10.25])
        }
    }
}
