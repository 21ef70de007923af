import Foundation
import Testing
@testable import SwiftFlowCore

/// A big file's edges are read on a second thread beside the nodes (`EdgePass`); the document and every
/// diagnostic, in order, must be what the one-thread read gives. `parallelMinimum` forces either path on a
/// small text.
struct GraphDecoderEdgePassTests {
    private func decode(_ text: String, secondThread: Bool) throws -> (GraphDocument?, [GraphDiagnostic]) {
        let bytes = JSONTextBytes(Array(text.utf8))
        let root = try GraphDocument.parseJSON(bytes)
        let decoder = GraphDecoder()
        decoder.parallelMinimum = secondThread ? 0 : Int.max
        let document = decoder.decodeDocument(root, formatting: JSONFormatting.detect(in: bytes))
        return (document, decoder.diagnostics)
    }

    /// Warnings from the edges' own values, repeated ids, missing nodes and handles and the drawable range,
    /// interleaved edge by edge as the file lists them.
    private let warnings = #"""
    {"nodes": [
      {"id": "a", "position": {"x": 0, "y": 0}, "data": {}, "handles": [{"id": "out", "type": "source"}]},
      {"id": "b", "position": {"x": 10, "y": 0}, "data": {"label": "B"}},
      {"id": "c", "position": {"x": 2e9, "y": 0}, "data": {}}
    ],
    "edges": [
      {"id": "e1", "source": "a", "target": "b", "sourceHandle": "out"},
      {"id": "e2", "source": "a", "target": "ghost"},
      {"id": "e1", "source": "a", "target": "b", "sourceHandle": "in"},
      {"id": "e3", "source": "b", "target": "c", "markerEnd": {"type": "star"}},
      {"id": "e4", "source": "nobody", "target": "c", "data": {"kept": [1, 2]}}
    ],
    "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """#

    @Test func warningsComeEdgeByEdgeInFileOrderOnEitherPath() throws {
        // Worked out from the text: the node out of range first (nodes are checked before edges), then per
        // edge its own values, a repeated id, its ends, and the range.
        let expected: [(GraphDiagnostic.Code, String)] = [
            (.outOfRange, "nodes[2].position.x"),
            (.missingNode, "edges[1].target"),
            (.duplicateEdgeId, "edges[2].id"),
            (.missingHandle, "edges[2].sourceHandle"),
            (.unknownValue, "edges[3].markerEnd.type"),
            (.outOfRange, "edges[3].target"),
            (.missingNode, "edges[4].source"),
            (.outOfRange, "edges[4].target"),
        ]
        for secondThread in [false, true] {
            let (document, diagnostics) = try decode(warnings, secondThread: secondThread)
            #expect(diagnostics.map(\.code) == expected.map(\.0), "second thread: \(secondThread)")
            #expect(diagnostics.map(\.path) == expected.map(\.1), "second thread: \(secondThread)")
            let edges = try #require(document?.edges)
            #expect(edges.map(\.id) == ["e1", "e2", "e1", "e3", "e4"])
            #expect(edges[4].data?["kept"]?.arrayValue?.count == 2)
        }
    }

    @Test func bothPathsDecodeTheSameDocumentAndSaveTheSameBytes() throws {
        let (oneThread, _) = try decode(warnings, secondThread: false)
        let (twoThreads, _) = try decode(warnings, secondThread: true)
        let one = try #require(oneThread)
        let two = try #require(twoThreads)
        #expect(one.nodes == two.nodes)
        #expect(one.edges == two.edges)
        #expect(one.source?.edgeIndex == two.source?.edgeIndex)
        #expect(one.source?.repeatedEdges == ["e1": [0, 2]])
        #expect(two.source?.repeatedEdges == ["e1": [0, 2]])
        #expect(one.encoded() == two.encoded())
        // A saved file read back on two threads and saved unchanged is the same bytes again.
        let saved = String(decoding: one.encoded(), as: UTF8.self)
        let (again, _) = try decode(saved, secondThread: true)
        #expect(String(decoding: try #require(again).encoded(), as: UTF8.self) == saved)
    }

    @Test func decodesRunningOnEveryPoolThreadAtOnceStillFinish() throws {
        // Each decode waits for its edge pass; were the pass queued on the same pool, decodes filling every
        // pool thread would wait for each other for ever.
        let results = DecodeResults()
        DispatchQueue.concurrentPerform(iterations: 4 * ProcessInfo.processInfo.activeProcessorCount) { _ in
            let outcome = try? decode(warnings, secondThread: true)
            results.add(outcome?.0?.edges.map(\.id) ?? [])
        }
        #expect(results.all.count == 4 * ProcessInfo.processInfo.activeProcessorCount)
        #expect(results.all.allSatisfy { $0 == ["e1", "e2", "e1", "e3", "e4"] })
    }

    @Test func errorsInEdgesStopTheLoadOnEitherPathWithTheSamePaths() throws {
        let text = #"""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}}, {"id": "a", "position": {"x": 1, "y": 1}}],
         "edges": [{"id": "e", "source": "a"}, {"id": "f", "source": "a", "target": "a", "zIndex": "top"},
                   {"id": "g", "source": "a", "target": "b"}]}
        """#
        // The repeated node id first (nodes), then the edges in order: a missing target, a wrong zIndex,
        // a missing node.
        let expected = ["nodes[1].id", "edges[0].target", "edges[1].zIndex", "edges[2].target"]
        for secondThread in [false, true] {
            let (document, diagnostics) = try decode(text, secondThread: secondThread)
            #expect(document?.nodes == nil)
            #expect(diagnostics.map(\.path) == expected, "second thread: \(secondThread)")
        }
    }

    @Test func aListThatIsNotAnArrayIsReportedByTheOneThreadPath() throws {
        let text = #"{"nodes": [{"id": "a", "position": {"x": 0, "y": 0}}], "edges": {"id": "e"}}"#
        let (document, diagnostics) = try decode(text, secondThread: true)
        #expect(document?.nodes == nil)
        #expect(diagnostics.map(\.description) == ["edges: expected an array, found an object"])
    }
}

/// What concurrent decodes found, collected under a lock.
private final class DecodeResults: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [[String]] = []

    func add(_ ids: [String]) {
        lock.lock()
        found.append(ids)
        lock.unlock()
    }

    var all: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return found
    }
}
