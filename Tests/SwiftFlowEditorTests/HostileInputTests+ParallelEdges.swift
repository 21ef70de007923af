import Foundation
import Testing
@testable import SwiftFlowEditor
@testable import SwiftFlowCanvas
@testable import SwiftFlowCore
import SwiftFlow

/// A hostile file: many edges between the same two nodes, driven through the editor window, with the edge
/// index's work counted (no timing assertion). In a file of its own for the `@testable` imports of the canvas
/// and Core that reading that count needs.
extension HostileInputTests {
    /// 10,000 edges between the same two nodes, in the editor: dragging one node moves every edge, deleting it
    /// removes them all and an undo brings them back. The edge index lists all of them in the same few cells;
    /// it finds each edge's listing through the cell's position table, so the work it reads is linear in the
    /// edges (a scan per edge read about n²/2 = 5·10⁷ entries per move; a bound of 20 per edge per step here).
    @Test func parallelEdgesMoveDeleteAndUndoInLinearWork() throws {
        let n = 10_000
        let edges = (0..<n).map { #"{"id": "e\#($0)", "source": "a", "target": "b"}"# }.joined(separator: ", ")
        let graph = #"{"nodes": [\#(Self.node("a", 100, #", "width": 150, "height": 40"#)), \#(Self.node("b", 500, #", "width": 150, "height": 40"#))], "edges": [\#(edges)], "viewport": {"x": 0, "y": 0, "zoom": 1}}"#
        let harness = try EditorHarness(graph: graph)
        let canvas = try #require(harness.session.instance.canvas as? CanvasElement<JSONValue, JSONValue>)
        let start = canvas.store.edgeIndex.listingScanSteps
        // Node a is at (100, 0), 150 × 40: drag it by (40, 300), out of the edges' cells.
        harness.drag(from: harness.window(CGPoint(x: 175, y: 20)), to: harness.window(CGPoint(x: 215, y: 320)))
        #expect(harness.node("a")?.position == XYPosition(x: 140, y: 300))
        #expect(harness.document.edges.count == n)
        harness.key(KeyCode.forwardDelete.rawValue)
        harness.settle()
        #expect(harness.document.nodes.map(\.id) == ["b"])
        #expect(harness.document.edges.isEmpty)
        harness.key("z")
        harness.settle()
        #expect(harness.document.nodes.map(\.id) == ["a", "b"])
        #expect(harness.document.edges.count == n)
        #expect(canvas.store.edgeIndex.count == n)
        // Five drag steps, the delete and the undo: seven passes over the n edges.
        #expect(canvas.store.edgeIndex.listingScanSteps - start <= 7 * 20 * n)
    }
}
