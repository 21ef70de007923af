import Foundation
import SwiftFlowCore

/// The animated edges' dash offset over time: React Flow's `dashdraw` runs the offset from 10 to 0 flow units
/// every half second. It is shown in steps of one screen pixel (a smaller step looks the same), so the canvas
/// repaints an animated edge only when its dash has moved a whole pixel, and sleeps until the next step.
enum DashClock {
    /// One cycle of the offset, in seconds.
    static let period: TimeInterval = 0.5
    /// The offset at the start of a cycle, in flow units.
    static let length: CGFloat = 10
    /// How far past a step the wake-up lands, so that rounding in the clock never wakes just before it.
    static let margin: TimeInterval = 0.0001

    /// The offset shown at `time` (seconds) and `zoom`: a whole number of screen pixels, in flow units.
    static func phase(at time: TimeInterval, zoom: CGFloat) -> CGFloat {
        let pixel = 1 / max(zoom, 0.01)
        return (offset(at: time) / pixel).rounded(.down) * pixel
    }

    /// Whether the dash moves on screen at `zoom` (below zoom 0.1 the whole cycle is less than a pixel).
    static func moves(zoom: CGFloat) -> Bool {
        (length * max(zoom, 0.01)).rounded(.down) >= 1
    }

    /// The first time after `time` at which `phase(at:zoom:)` changes; nil when it never does (see `moves`).
    static func nextStep(after time: TimeInterval, zoom: CGFloat) -> TimeInterval? {
        guard moves(zoom: zoom) else { return nil }
        let scale = max(zoom, 0.01)
        let elapsed = time.truncatingRemainder(dividingBy: period)
        let cycleStart = time - elapsed
        let pixels = (offset(at: time) * scale).rounded(.down)
        // The offset falls at `length / period` units a second: it leaves the pixel step `pixels` once it drops
        // below `pixels / scale`; from the last step (0) the next change is the jump back at the next cycle.
        let next = pixels >= 1
            ? cycleStart + TimeInterval((length - pixels / scale) / length) * period + margin
            : cycleStart + period + margin
        return next > time ? next : time + margin
    }

    /// The unrounded offset at `time`, in flow units (10 at the start of a cycle, falling to 0).
    private static func offset(at time: TimeInterval) -> CGFloat {
        let cycle = time.truncatingRemainder(dividingBy: period) / period
        return length - length * CGFloat(cycle)
    }
}
