import Foundation
import SwiftFlow

/// `--breakdown` (with `--on-screen`): where each timed run's wall time went, printed per scenario on stderr as
/// medians over the runs: the scenario's own work before its frames (input events, viewport changes: `before`),
/// the host's parts of each frame (`X11FrameParts`: showing a scroll's moved pixels, layout, drawing, presenting)
/// and the wait for the server (`sync`: the XSync that ends an on-screen frame, where the server's copying shows).
enum FrameBreakdown {
    nonisolated(unsafe) static var enabled = false

    private struct Run {
        var frames = 0.0
        var parts = X11FrameParts()
        var sync = 0.0
    }

    nonisolated(unsafe) private static var current = Run()
    nonisolated(unsafe) private static var runs: [(wall: Double, run: Run)] = []

    /// Called by the on-screen window for each frame: the host's parts and the sync after them.
    static func record(_ parts: X11FrameParts?, frame: Double, sync: Double) {
        guard enabled else { return }
        current.frames += frame
        current.sync += sync
        if let parts {
            current.parts.scroll += parts.scroll
            current.parts.layout += parts.layout
            current.parts.draw += parts.draw
            current.parts.present += parts.present
            current.parts.afterPresent += parts.afterPresent
        }
    }

    static func startRun() { current = Run() }

    static func endRun(wall: Double) {
        guard enabled else { return }
        runs.append((wall, current))
    }

    static func print(_ name: String, nodes: Int) {
        defer { runs = [] }
        guard enabled, !runs.isEmpty else { return }
        func median(_ value: ((wall: Double, run: Run)) -> Double) -> String {
            let sorted = runs.map(value).sorted()
            return String(format: "%.3f", sorted[sorted.count / 2])
        }
        let parts: [(String, String)] = [
            ("wall", median { $0.wall }), ("before", median { $0.wall - $0.run.frames }),
            ("scroll", median { $0.run.parts.scroll }), ("layout", median { $0.run.parts.layout }),
            ("draw", median { $0.run.parts.draw }), ("present", median { $0.run.parts.present }),
            ("after", median { $0.run.parts.afterPresent }), ("sync", median { $0.run.sync }),
        ]
        let line = "breakdown \(name) @\(nodes), medians in ms: "
            + parts.map { "\($0.0) \($0.1)" }.joined(separator: " ") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
