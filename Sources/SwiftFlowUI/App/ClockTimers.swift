import Foundation
import SwiftFlowCore

/// Actions due some time after they were scheduled, timed by the host's animation clock so that nothing runs
/// (and no timer wakes the process) while none is pending.
///
/// The host's clock is only known inside a frame, so an entry's wait starts at the first frame after it was
/// scheduled; scheduling a key again restarts its wait (a debounce).
struct ClockTimers {
    private struct Entry {
        let key: AnyHashable
        let delay: TimeInterval
        var start: TimeInterval?
        let action: @MainActor () -> Void
    }

    private var entries: [Entry] = []

    /// Whether some action is waiting.
    var isEmpty: Bool { entries.isEmpty }

    /// When the next action is due on the host's clock: `-infinity` (the next frame) while a wait has not
    /// started yet, else the earliest end of a wait; nil when none waits.
    var nextDue: TimeInterval? {
        var next: TimeInterval?
        for entry in entries {
            guard let start = entry.start else { return -.infinity }
            next = min(next ?? .infinity, start + entry.delay)
        }
        return next
    }

    /// Runs `action` `delay` seconds after the next frame, replacing (and restarting) a wait under `key`.
    mutating func schedule(key: AnyHashable, after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        entries.removeAll { $0.key == key }
        entries.append(Entry(key: key, delay: delay.isFinite ? max(0, delay) : 0, start: nil, action: action))
    }

    /// Drops the wait under `key`, if any.
    mutating func cancel(key: AnyHashable) {
        entries.removeAll { $0.key == key }
    }

    /// Whether an action waits under `key`.
    func isScheduled(key: AnyHashable) -> Bool {
        entries.contains { $0.key == key }
    }

    /// Starts the waits that began since the last frame at `time`, and removes and returns the actions due.
    mutating func takeDue(at time: TimeInterval) -> [@MainActor () -> Void] {
        var due: [@MainActor () -> Void] = []
        var kept: [Entry] = []
        for var entry in entries {
            let start = entry.start ?? time
            entry.start = start
            // The same sum as `nextDue`, so a frame at that time runs the action (`time - start` can round below).
            if time >= start + entry.delay {
                due.append(entry.action)
            } else {
                kept.append(entry)
            }
        }
        entries = kept
        return due
    }
}
