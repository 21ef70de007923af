import Foundation

/// Reading the `nodes` and `edges` lists. A big file's edges are read on a second thread while the calling
/// thread reads the nodes (`EdgePass`); the checks between them (endpoints, handles, the drawable range) run
/// afterwards, and the diagnostics come out in the order a one-thread read gives.
extension GraphDecoder {
    /// Reads every node of `array` into `nodes`; a repeated id is an error and the node is left out.
    /// `releasingAll`: let go of the whole mapped text every 8,192 nodes (one thread); else only of the nodes'
    /// own text behind this pass (the edge pass is reading the rest).
    func decodeNodes(_ array: [JSONValue], into nodes: inout DecodedNodes, text: JSONTextBytes?, releasingAll: Bool) {
        nodes.reserveCapacity(array.count)
        let first = array.first?.objectValue?.rawSpan.map { Int($0.start) }
        for (index, value) in array.enumerated() {
            if index & Self.releaseMask == Self.releaseMask, let text {
                if releasingAll {
                    text.releasePages()
                } else if let first, let here = value.objectValue?.rawSpan {
                    text.releasePages(from: first, before: Int(here.start))
                }
            }
            guard let decoded = decodeNode(value, path: "nodes[\(index)]") else {
                if let id = value.objectValue?["id"]?.stringValue, !id.isEmpty { nodes.noteRefused(id, fileIndex: index) }
                continue
            }
            if let first = nodes.appendIfNew(decoded.node, object: decoded.object,
                                             handles: decodeHandles(decoded.handles, path: "nodes[\(index)].handles"),
                                             fileIndex: index) {
                let id = decoded.node.id
                error(.duplicateNodeId, "nodes[\(index)].id",
                      "duplicate node id '\(id)' (also at nodes[\(nodes.fileIndex[first])])")
            }
        }
    }

    /// The root's `edges` array when it is worth reading on a second thread: a big file (at least
    /// `parallelMinimum` nodes and edges together) on a machine with more than one processor, and a list the
    /// one-thread path would take as it is (an array within the limit; anything else it reports).
    func edgesForSecondThread(_ object: JSONObject, nodeCount: Int) -> [JSONValue]? {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 || parallelMinimum == 0,
              case .array(let array)? = object["edges"], array.count <= limits.maximumEdges,
              nodeCount + array.count >= parallelMinimum, !array.isEmpty else { return nil }
        return array
    }

    /// Checks each edge `EdgePass` read against the nodes (endpoints and declared handles, then the drawable
    /// range), putting the pass's own diagnostics (wrong values, repeated ids) before each edge's checks, as
    /// a one-thread read reports them.
    func checkEdges(_ edges: DecodedEdges, nodes: DecodedNodes, range: GraphRangeCheck,
                    passDiagnostics: [EdgePass.Marked]) {
        var next = 0
        func flush(through fileIndex: Int) {
            while next < passDiagnostics.count, passDiagnostics[next].fileIndex <= fileIndex {
                diagnostics.append(passDiagnostics[next].diagnostic)
                next += 1
            }
        }
        for (position, edge) in edges.edges.enumerated() {
            let index = edges.fileIndex[position]
            flush(through: index)
            checkEndpoints(edge, index: index, nodes: nodes)
            if range.hasOutside { diagnostics += range.checkEdge(edge, path: "edges[\(index)]") }
        }
        flush(through: Int.max)
    }
}

/// Reads a file's edges on a thread of their own: each edge's values and the repeated-id warnings, with its
/// own decoder (diagnostics, shared attribute boxes), so nothing is shared with the thread reading the nodes
/// but the immutable text. Its results are read only after `run()` has returned (the caller waits for it).
final class EdgePass: @unchecked Sendable {
    /// A diagnostic and the file index of the edge it is about.
    struct Marked {
        let fileIndex: Int
        let diagnostic: GraphDiagnostic
    }

    /// The main thread's size (Linux's default): values are read recursively up to `JSONLimits`' nesting depth.
    static let stackSize = 8 << 20

    private let array: [JSONValue]
    private let decoder: GraphDecoder
    private let text: JSONTextBytes?
    private(set) var edges = DecodedEdges()
    private(set) var diagnostics: [Marked] = []

    init(_ array: [JSONValue], limits: GraphLimits, text: JSONTextBytes?) {
        self.array = array
        self.text = text
        decoder = GraphDecoder(limits: limits)
    }

    func run() {
        edges.reserveCapacity(array.count)
        let first = array.first?.objectValue?.rawSpan.map { Int($0.start) }
        for (index, value) in array.enumerated() {
            if index & GraphDecoder.releaseMask == GraphDecoder.releaseMask, let text, let first,
               let here = value.objectValue?.rawSpan {
                // Only the edges' text behind this pass: the nodes' thread is reading its own part.
                text.releasePages(from: first, before: Int(here.start))
            }
            let reported = decoder.diagnostics.count
            defer { mark(from: reported, fileIndex: index) }
            guard let (edge, original) = decoder.decodeEdge(value, path: "edges[\(index)]") else { continue }
            if let first = edges.append(edge, object: original, fileIndex: index) {
                decoder.warning(.duplicateEdgeId, "edges[\(index)].id",
                                "duplicate edge id '\(edge.id)' (also at edges[\(edges.fileIndex[first])])")
            }
        }
    }

    /// Tags the diagnostics reported since `start` with the edge they are about.
    private func mark(from start: Int, fileIndex: Int) {
        guard decoder.diagnostics.count > start else { return }
        for diagnostic in decoder.diagnostics[start...] {
            diagnostics.append(Marked(fileIndex: fileIndex, diagnostic: diagnostic))
        }
    }
}
