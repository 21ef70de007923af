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
    }
}
