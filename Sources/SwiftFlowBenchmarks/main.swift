import Foundation
import SwiftFlowCore

// Prints benchmark figures as JSON. Run in a release build:
//   swift run -c release swiftflow-bench [--nodes 10000,100000] [--canvas-only] [--on-screen [--no-shm]] [--scenario TEXT]
//                                        [--runs N] [--frames] [--breakdown]
// --on-screen draws the canvas scenarios into a window on DISPLAY (start Xvfb first) and waits for each frame;
// with --no-shm that window uploads frames with XPutImage even where shared memory works (to compare both).
// --frames prints every timed run's wall and thread-CPU time in run order on stderr (to see spikes and drifts).
// --breakdown (with --on-screen) prints per scenario where a frame's wall time went: the scenario's events, the
// host's scroll, layout, drawing and present, and the XSync wait for the server (`FrameBreakdown`).
// --no-recycling copies every node list `applyNodeChanges` makes, as before `ListRecycler` (to compare in one binary).
// --no-state-checks skips the gesture scenarios' untimed checks of the app's derived state (`stateProblem`), which
// under callgrind cost more than the timed frames.
// --file-only runs only the file path (a generated React Flow file → first frame → save), once per size, so
// `/usr/bin/time -v` around it measures that path's peak memory; --huge-label adds a 100 MB label to node 0.
let arguments = CommandLine.arguments
let usage = """
    usage: swiftflow-bench [--nodes 10000,100000] [--canvas-only] [--on-screen [--no-shm]] [--scenario TEXT]
                           [--runs N] [--frames] [--breakdown] [--no-recycling] [--no-state-checks]
                           [--file-only [--huge-label]] [--write-file PATH]
    """
// A mistyped flag would otherwise run the whole benchmark (minutes) instead of what was asked for.
let knownFlags: Set<String> = ["--nodes", "--canvas-only", "--on-screen", "--no-shm", "--scenario", "--runs",
                               "--file-only", "--huge-label", "--write-file", "--no-recycling", "--frames",
                               "--no-state-checks", "--breakdown"]
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if let unknown = arguments.dropFirst().first(where: { $0.hasPrefix("-") && !knownFlags.contains($0) }) {
    FileHandle.standardError.write(Data("swiftflow-bench: unknown option \(unknown)\n\(usage)\n".utf8))
    exit(2)
}
let fileOnly = arguments.contains("--file-only")
let hugeLabel = arguments.contains("--huge-label")
// Profiling aid: skip the model and file benchmarks.
let canvasOnly = arguments.contains("--canvas-only")
FrameLog.enabled = arguments.contains("--frames")
FrameBreakdown.enabled = arguments.contains("--breakdown")
CanvasBenchmarks.onScreen = arguments.contains("--on-screen")
OnScreenBenchmarkWindow.sharedMemory = !arguments.contains("--no-shm")
if arguments.contains("--no-recycling") { ListRecycler.shared.threshold = .max }
GestureBenchmarks.checksState = !arguments.contains("--no-state-checks")
var sizes = [10_000, 100_000]
if let flag = arguments.firstIndex(of: "--nodes"), flag + 1 < arguments.count {
    sizes = arguments[flag + 1].split(separator: ",").compactMap { Int($0) }
}

// Profiling aids: only the benchmarks whose names contain TEXT; N timed runs of each canvas and gesture scenario.
if let flag = arguments.firstIndex(of: "--scenario"), flag + 1 < arguments.count {
    CanvasBenchmarks.scenarioFilter = arguments[flag + 1]
}
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let runs = Int(arguments[flag + 1]),
   runs > 0 {
    CanvasBenchmarks.runs = runs
    GestureBenchmarks.heavyRuns = runs
}

// --write-file PATH writes the --file-only benchmark's React Flow file (first --nodes size) to PATH and exits,
// so that `swiftflow render PATH` can be measured on the same file.
if let flag = arguments.firstIndex(of: "--write-file"), flag + 1 < arguments.count {
    let url = URL(fileURLWithPath: arguments[flag + 1])
    let bytes = try ReactFlowFileGenerator(nodeCount: sizes.first ?? 10_000,
                                           hugeLabelBytes: hugeLabel ? 100 << 20 : 0).write(to: url)
    print("wrote \(url.path): \(bytes) bytes")
    exit(0)
}

var all: [Measurement] = []
for n in sizes {
    if fileOnly {
        do {
            all.append(contentsOf: try MainActor.assumeIsolated {
                try ReactFlowFileBenchmarks.run(nodeCount: n, hugeLabelBytes: hugeLabel ? 100 << 20 : 0)
            })
        } catch {
            FileHandle.standardError.write(Data("swiftflow-bench: file benchmark failed: \(error)\n".utf8))
        }
        continue
    }
    if !canvasOnly {
        all.append(contentsOf: CoreBenchmarks.run(nodeCount: n))
        all.append(contentsOf: FileBenchmarks.run(nodeCount: n))
    }
    do {
        all.append(contentsOf: try MainActor.assumeIsolated { try CanvasBenchmarks.run(nodeCount: n) })
        all.append(contentsOf: try MainActor.assumeIsolated { try GestureBenchmarks.run(nodeCount: n) })
        all.append(contentsOf: try MainActor.assumeIsolated { try MiniMapBenchmarks.run(nodeCount: n) })
        all.append(contentsOf: try MainActor.assumeIsolated { try OverlayBenchmarks.run(nodeCount: n) })
    } catch {
        FileHandle.standardError.write(Data("swiftflow-bench: canvas benchmarks failed: \(error)\n".utf8))
    }
}

// The hostile graph (two nodes, 10,000 parallel edges), once: its cost follows the edges, not --nodes.
if !fileOnly {
    do {
        all.append(contentsOf: try MainActor.assumeIsolated { try HostileBenchmarks.run(edgeCount: 10_000) })
    } catch {
        FileHandle.standardError.write(Data("swiftflow-bench: hostile benchmarks failed: \(error)\n".utf8))
    }
}

struct Report: Encodable {
    let machine: String
    let cores: Int
    let results: [Measurement]
    let peakMemoryMB: Double?
}

let machine = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }
    .map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) } ?? "unknown"
let report = Report(machine: machine, cores: ProcessInfo.processInfo.activeProcessorCount,
                    results: all, peakMemoryMB: peakMemoryMB())
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
if let data = try? encoder.encode(report), let text = String(data: data, encoding: .utf8) {
    print(text)
}
