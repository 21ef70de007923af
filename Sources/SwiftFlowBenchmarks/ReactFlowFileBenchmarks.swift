import Foundation
import SwiftFlow

/// The graph an opened file shows: nodes with JSON data, as the editor keeps them.
@MainActor
private final class FileBenchmarkModel: ObservableObject {
    @Published var nodes: [Node<JSONValue>]
    let edges: [Edge<JSONValue>]

    init(document: GraphDocument) {
        nodes = document.nodes
        edges = document.edges
    }
}

private struct FileBenchmarkCanvas: View {
    @ObservedObject var model: FileBenchmarkModel

    var body: some View {
        SwiftFlow(nodes: model.nodes, edges: model.edges,
                  onNodesChange: { model.nodes = applyNodeChanges($0, nodes: model.nodes) },
                  colorMode: .light, fitView: true) { node in
            DefaultNodeView(node: node)
        }
    }
}

/// A React Flow file of N nodes (`ReactFlowFileGenerator`) through the path an opened file takes: the bytes
/// read from disk → JSON → `GraphDocument` → nodes with JSON data → canvas, fitted to the whole graph as
/// `swiftflow render` draws a file → first frame at 1920×1080, then saved. One run each (the first frame
/// happens once per document). Each step also reports the process's CPU time since the load began and its
/// peak resident memory so far (`processCpuMs`, `processPeakMB`): the peak at the first frame is the open's,
/// the one after the save includes the saved text; and the opening thread's own CPU time (`threadCpuMs`).
@MainActor
enum ReactFlowFileBenchmarks {
    static let names = ["File path: read + parse + decode", "File path: file to first frame", "File path: save"]

    static func run(nodeCount n: Int, hugeLabelBytes: Int = 0) throws -> [Measurement] {
        let suffix = hugeLabelBytes > 0 ? " (one \(hugeLabelBytes >> 20) MB label)" : ""
        guard names.contains(where: { CanvasBenchmarks.selects($0 + suffix) }) else { return [] }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftflow-bench-\(n)-\(hugeLabelBytes)-\(getpid()).json")
        // Written and let go before anything is measured: the peak memory is the load's, not the generator's.
        let megabytes = try Self.writeFile(to: url, nodeCount: n, hugeLabelBytes: hugeLabelBytes)
        defer { try? FileManager.default.removeItem(at: url) }

        func single(_ name: String, _ ms: Double, target: Double?,
                    at step: (cpu: Double, peak: Double?, thread: Double)) -> Measurement {
            var measurement = Measurement(name: name + suffix + String(format: " [%.0f MB file]", megabytes),
                                          nodes: n, runs: 1, medianMs: ms, p95Ms: ms, minMs: ms, targetMs: target)
            measurement.processCpuMs = step.cpu
            measurement.processPeakMB = step.peak
            measurement.threadCpuMs = step.thread
            return measurement
        }
        func step() -> (cpu: Double, peak: Double?, thread: Double) {
            (processCpuMs() - cpuAtStart, peakMemoryMB(), threadCpuMs() - threadAtStart)
        }
        let cpuAtStart = processCpuMs()
        let threadAtStart = threadCpuMs()
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed(since t: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6 }

        let (document, _) = try timedPartOnce { try GraphDocument.load(from: url) }
        let loadMs = elapsed(since: start)
        let loaded = step()
        let model = FileBenchmarkModel(document: document)
        let window = try timedPartOnce {
            let window = try OffscreenBenchmarkWindow(size: CanvasBenchmarks.viewSize) { FileBenchmarkCanvas(model: model) }
            window.frame()
            return window
        }
        let firstFrameMs = elapsed(since: start)
        let drawn = step()
        precondition(window.root.size.width > 0)

        var saved = document
        saved.nodes = model.nodes
        let saveStart = DispatchTime.now().uptimeNanoseconds
        let output = url.deletingPathExtension().appendingPathExtension("saved.json")
        try saved.write(to: output)
        let saveMs = elapsed(since: saveStart)
        let savedStep = step()
        try? FileManager.default.removeItem(at: output)

        let large = n >= 100_000
        return [
            single("File path: read + parse + decode", loadMs, target: nil, at: loaded),
            single("File path: file to first frame", firstFrameMs,
                   target: hugeLabelBytes > 0 ? 5_000 : large ? 3_000 : n >= 10_000 ? 500 : nil, at: drawn),
            single("File path: save", saveMs, target: nil, at: savedStep),
        ]
    }

    /// Writes the generated file; returns its size in megabytes.
    private static func writeFile(to url: URL, nodeCount: Int, hugeLabelBytes: Int) throws -> Double {
        Double(try ReactFlowFileGenerator(nodeCount: nodeCount, hugeLabelBytes: hugeLabelBytes).write(to: url))
            / 1_048_576
    }
}
