import Foundation
import SwiftFlowCore

/// Which elements want `animationFrame(at:)`, and when: on every frame (`Element.setAnimating(_:)`, for
/// motion that changes each frame) or once the host's clock reaches a time (`Element.requestAnimationFrame(at:)`,
/// for motion that only changes now and then, like an animated edge's dash moving a whole pixel). The host
/// sleeps until the earliest wake-up instead of drawing frames that change nothing.
struct AnimationSchedule {
    private var everyFrame: [Element] = []
    private var wakes: [(element: Element, time: TimeInterval)] = []

    /// Whether no element waits for a frame.
    var isEmpty: Bool { everyFrame.isEmpty && wakes.isEmpty }

    /// When the next `animationFrame(at:)` is due: `-infinity` (the next frame) while an element animates every
    /// frame, else the earliest wake-up; nil when none waits.
    var nextTime: TimeInterval? {
        if !everyFrame.isEmpty { return -.infinity }
        return wakes.lazy.map(\.time).min()
    }

    mutating func setEveryFrame(_ element: Element, _ on: Bool) {
        if on {
            if !everyFrame.contains(where: { $0 === element }) { everyFrame.append(element) }
        } else {
            everyFrame.removeAll { $0 === element }
        }
    }

    /// Wakes `element` at `time`; an earlier wake-up it already has stands.
    mutating func wake(_ element: Element, at time: TimeInterval) {
        if let index = wakes.firstIndex(where: { $0.element === element }) {
            wakes[index].time = min(wakes[index].time, time)
        } else {
            wakes.append((element, time))
        }
    }

    mutating func cancelWake(_ element: Element) {
        if !wakes.isEmpty { wakes.removeAll { $0.element === element } }
    }

    /// The time `element` is to be woken at, if any.
    func wakeTime(of element: Element) -> TimeInterval? {
        wakes.first { $0.element === element }?.time
    }

    /// Forgets the elements `gone` picks (they left the tree).
    mutating func removeAll(where gone: (Element) -> Bool) {
        if !everyFrame.isEmpty { everyFrame.removeAll(where: gone) }
        if !wakes.isEmpty { wakes.removeAll { gone($0.element) } }
    }

    /// The elements to step at `time`: those animating every frame, and those whose wake-up is due (each
    /// wake-up is used up; the element asks again for the next one).
    mutating func takeDue(at time: TimeInterval) -> [Element] {
        var due = everyFrame
        guard !wakes.isEmpty else { return due }
        var kept: [(element: Element, time: TimeInterval)] = []
        for wake in wakes {
            if wake.time <= time {
                if !due.contains(where: { $0 === wake.element }) { due.append(wake.element) }
            } else {
                kept.append(wake)
            }
        }
        wakes = kept
        return due
    }
}
