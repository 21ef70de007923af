import Foundation

/// Where one `X11WindowHost.render(at:)` spent its time, in milliseconds of wall time (the benchmark's
/// `--breakdown`): moving the pixels of a scroll and showing the moved ones, bringing the tree up to date, drawing
/// the damaged rectangles (waits for the server included), handing the rest to the server, and the work left for
/// after the present (`WindowRoot.runWorkAfterPresent`).
public struct X11FrameParts: Equatable, Sendable {
    public var scroll = 0.0
    public var layout = 0.0
    public var draw = 0.0
    public var present = 0.0
    public var afterPresent = 0.0

    public init() {}
}

/// Adds the time since the last mark to one part; does nothing unless measuring.
struct FramePartClock {
    private(set) var parts = X11FrameParts()
    private let measuring: Bool
    private var last: UInt64

    init(measuring: Bool) {
        self.measuring = measuring
        last = measuring ? DispatchTime.now().uptimeNanoseconds : 0
    }

    mutating func mark(_ part: WritableKeyPath<X11FrameParts, Double>) {
        guard measuring else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        parts[keyPath: part] += Double(now - last) / 1e6
        last = now
    }
}
