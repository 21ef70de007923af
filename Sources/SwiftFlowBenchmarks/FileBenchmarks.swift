import Foundation
import SwiftFlowCore

/// Loading and saving G(N) as a native graph file.
enum FileBenchmarks {
    static func run(nodeCount n: Int) -> [Measurement] {
        let names = ["File: load native file", "File: save unchanged document", "File: save after one node moved"]
        guard names.contains(where: CanvasBenchmarks.selects) else { return [] }
        let data = nativeFile(for: BenchmarkGraph(nodeCount: n))
        var results: [Measurement] = []
        let runs = n >= 100_000 ? 5 : 15
        results.append(measure("File: load \(data.count / 1024) KB native file", nodes: n, runs: runs, warmup: 1,
                               targetMs: n == 10_000 ? 200 : nil) { _ in
            blackHole(try? GraphDocument.parse(data: data))
        })
        guard var document = try? GraphDocument.parse(data: data).0 else { return results }
        results.append(measure("File: save unchanged document", nodes: n, runs: runs, warmup: 1) { _ in
            blackHole(document.encoded())
        })
        document.nodes[n / 2].position.x += 10
        results.append(measure("File: save after one node moved", nodes: n, runs: runs, warmup: 1) { _ in
            blackHole(document.encoded())
        })
        return results
    }

    /// G(N) in the native format, built as text so the benchmark does not depend on the writer it measures.
    private static func nativeFile(for graph: BenchmarkGraph) -> Data {
        var text = #"{"format":"swiftflow","version":1,"nodes":["#
        for (index, node) in graph.nodes.enumerated() {
            if index > 0 { text += "," }
            text += #"{"id":"\#(node.id)","position":{"x":\#(Int(node.position.x)),"y":\#(Int(node.position.y))},"#
            text += #""data":{"label":"\#(node.data)"},"width":150,"height":40}"#
        }
        text += #"],"edges":["#
        for (index, edge) in graph.edges.enumerated() {
            if index > 0 { text += "," }
            text += #"{"id":"\#(edge.id)","source":"\#(edge.source)","target":"\#(edge.target)"}"#
        }
        text += #"],"viewport":{"x":0,"y":0,"zoom":1}}"#
        return Data(text.utf8)
    }
}
