import CX11

/// Cuts redundant work out of a batch of X events: consecutive motion collapses to its last event, and a
/// series of Expose rectangles merges into one region reported when the series ends (`count == 0`).
public struct X11EventCoalescer {
    private var pendingExpose: [Window: X11Rect] = [:]

    /// Creates a coalescer with no Expose series in progress.
    public init() {}

    /// `events` with every MotionNotify dropped that is directly followed by another MotionNotify of the same
    /// window; all other events (button and key transitions included) keep their order.
    public static func compressingMotion(_ events: [XEvent]) -> [XEvent] {
        var result: [XEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            if event.type == MotionNotify, let last = result.last, last.type == MotionNotify,
               last.xmotion.window == event.xmotion.window {
                result[result.count - 1] = event
            } else {
                result.append(event)
            }
        }
        return result
    }

    /// Adds one Expose rectangle; returns the union of the window's series when this event ends it.
    public mutating func addExpose(_ expose: XExposeEvent) -> X11Rect? {
        let rect = X11Rect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height))
        let merged = pendingExpose[expose.window].map { $0.union(rect) } ?? rect
        guard expose.count == 0 else {
            pendingExpose[expose.window] = merged
            return nil
        }
        pendingExpose[expose.window] = nil
        return merged
    }
}
