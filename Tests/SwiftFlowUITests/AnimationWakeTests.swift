import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI

/// Steps every `interval` seconds of the host's clock by asking for one wake-up at a time (as a blinking
/// caret or a dash that moves now and then would), and records the times it is given.
private final class TickingElement: Element {
    var interval: TimeInterval = 0.25
    var times: [TimeInterval] = []

    override func didMount() {
        requestAnimationFrame(at: -.infinity)
    }

    override func animationFrame(at time: TimeInterval) {
        times.append(time)
        requestAnimationFrame(at: time + interval)
    }
}

/// An element that never animates by itself.
private final class QuietElement: Element {}

private struct Quiet: PrimitiveView {
    func makeElement() -> Element { QuietElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

/// Counts the host's redraw requests.
private final class CountingHost: WindowHost {
    var redrawRequests = 0
    func setCursor(_ shape: CursorShape) {}
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) { completion(nil) }
    func setClipboard(_ content: ClipboardContent) {}
    func setNeedsRedraw() { redrawRequests += 1 }
}

private struct Ticking: PrimitiveView {
    func makeElement() -> Element { TickingElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

/// The host's view of the schedule (`nextAnimationTime`) is what lets it sleep: a test clock stands in for
/// the real one, so nothing here waits or measures time.
@MainActor
@Suite struct AnimationWakeTests {
    @Test func aWakeUpIsDueOnlyAtItsTime() throws {
        let root = WindowRoot.make { Ticking() }
        let element = try #require(root.elements(of: TickingElement.self).first)
        // Asked for at once: the next frame (any time) steps it.
        #expect(root.nextAnimationTime == -.infinity)
        root.advanceAnimations(to: 10)
        #expect(element.times == [10])
        // Then it sleeps until 10.25: frames before that do not step it.
        #expect(root.nextAnimationTime == 10.25)
        root.advanceAnimations(to: 10.1)
        root.advanceAnimations(to: 10.2)
        #expect(element.times == [10])
        root.advanceAnimations(to: 10.25)
        #expect(element.times == [10, 10.25])
        #expect(root.nextAnimationTime == 10.5)
    }

    @Test func aHostFollowingTheScheduleWakesOncePerStep() throws {
        let root = WindowRoot.make { Ticking() }
        let element = try #require(root.elements(of: TickingElement.self).first)
        var clock: TimeInterval = 20
        var wakeUps = 0
        // A host loop: render, then sleep until the next time the root names.
        root.advanceAnimations(to: clock)
        while let next = root.nextAnimationTime, next <= 21 {
            clock = max(clock, next)
            wakeUps += 1
            root.advanceAnimations(to: clock)
        }
        // 20.25, 20.5, 20.75 and 21: four wake-ups in a second, not one per display frame.
        #expect(wakeUps == 4)
        #expect(element.times == [20, 20.25, 20.5, 20.75, 21])
    }

    @Test func anEarlierRequestStandsAndACancelledOneIsGone() throws {
        let host = CountingHost()
        let root = WindowRoot.make(host: host) { Quiet() }
        let element = try #require(root.elements(of: QuietElement.self).first)
        #expect(root.nextAnimationTime == nil)
        let before = host.redrawRequests
        element.requestAnimationFrame(at: 5)
        // The host slept with nothing to wake for: it must plan again.
        #expect(host.redrawRequests > before)
        element.requestAnimationFrame(at: 7)
        #expect(element.animationFrameRequest == 5)
        element.requestAnimationFrame(at: 3)
        #expect(root.nextAnimationTime == 3)
        element.cancelAnimationFrameRequest()
        #expect(root.nextAnimationTime == nil)
        #expect(!root.isAnimating)
    }

    @Test func aScheduledActionWakesTheHostOnlyToStartItsWaitAndWhenItEnds() {
        let root = WindowRoot.make { Text("x") }
        var fired = 0
        root.schedule(after: 2, key: "autosave") { fired += 1 }
        // The wait starts at the next frame…
        #expect(root.nextAnimationTime == -.infinity)
        root.advanceAnimations(to: 50)
        // …and then nothing is due until it ends: the host sleeps two seconds.
        #expect(root.nextAnimationTime == 52)
        root.advanceAnimations(to: 52)
        #expect(fired == 1)
        #expect(root.nextAnimationTime == nil)
    }

    /// 100.7 + 0.3 − 100.7 is a hair under 0.3 in floating point: a frame at the time the root named must still
    /// run the action (else the host, woken then, would find nothing due and sleep for good).
    @Test func aFrameAtTheNamedTimeRunsTheAction() throws {
        let root = WindowRoot.make { Text("x") }
        var fired = 0
        root.schedule(after: 0.3, key: "a") { fired += 1 }
        root.advanceAnimations(to: 100.7)
        let due = try #require(root.nextAnimationTime)
        root.advanceAnimations(to: due)
        #expect(fired == 1)
    }

    @Test func theEarliestOfWakeUpsAndActionsComesNext() {
        let root = WindowRoot.make { Ticking() }
        root.advanceAnimations(to: 1)
        root.schedule(after: 0.5, key: "a") {}
        root.advanceAnimations(to: 1.1)
        // The wake-up (1.25) comes before the action (1.6).
        #expect(root.nextAnimationTime == 1.25)
    }

    @Test func anElementAnimatingEveryFrameIsDueAtEveryFrame() throws {
        let root = WindowRoot.make { Quiet() }
        let element = try #require(root.elements(of: QuietElement.self).first)
        element.setAnimating(true)
        element.requestAnimationFrame(at: 30)
        #expect(root.nextAnimationTime == -.infinity)
        element.setAnimating(false)
        #expect(root.nextAnimationTime == 30)
    }
}
