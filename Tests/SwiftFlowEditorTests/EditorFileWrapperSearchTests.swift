import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The search for a flow inside an app's wrapper visits each object once: a wide, deeply nested file that
/// holds no graph is refused at once (it used to spin for minutes shifting its queue).
@Suite struct EditorFileWrapperSearchTests {
    /// 60 × 60 × 60 objects three levels down, each holding one more object: about 4 MB of JSON.
    private static func wideNestedText(flowAtEnd: Bool) -> String {
        var text = "{"
        for a in 0..<60 {
            text += (a > 0 ? "," : "") + "\"a\(a)\":{"
            for b in 0..<60 {
                text += (b > 0 ? "," : "") + "\"b\(b)\":{"
                for c in 0..<60 {
                    text += (c > 0 ? "," : "") + "\"c\(c)\":{\"d\":{\"e\":1}}"
                }
                if flowAtEnd, a == 59, b == 59 { text += #","flow":{"nodes":[],"edges":[]}"# }
                text += "}"
            }
            text += "}"
        }
        return text + "}"
    }

    private func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func wideNestedFileWithoutAGraphIsRefused() throws {
        let text = Self.wideNestedText(flowAtEnd: false)
        #expect(text.utf8.count > 3_700_000)
        let url = try write(text)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try EditorFile.open(url)
            Issue.record("a file without nodes and edges is not a graph")
        } catch let error as GraphFileError {
            #expect(error.errors.first?.code == .notAGraph)
        }
    }

    @Test func flowDeepInAWideFileIsFound() throws {
        let root = try JSONValue(parsing: Self.wideNestedText(flowAtEnd: true))
        #expect(EditorFile.flowPath(in: root) == ["a59", "b59", "flow"])
    }

    @Test func shallowestFlowWins() throws {
        let root = try JSONValue(parsing: #"{"x": {"y": {"nodes": [], "edges": []}}, "z": {"nodes": [], "edges": []}}"#)
        #expect(EditorFile.flowPath(in: root) == ["z"])
        #expect(EditorFile.flowPath(in: try JSONValue(parsing: #"{"nodes": [], "edges": []}"#)) == [])
        // A repeated key counts by its last value, as lookups do.
        let repeated = try JSONValue(parsing: #"{"w": {"nodes": [], "nodes": 1, "edges": []}}"#)
        #expect(EditorFile.flowPath(in: repeated) == nil)
    }
}
