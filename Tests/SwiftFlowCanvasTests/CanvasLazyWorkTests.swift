import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// Opening a big graph does no per-node work off screen beyond indexing: edge paths are built when an edge is
/// drawn or hit, and `.dimensions` come only from nodes that have a view (as a DOM-measured React Flow node).
@MainActor
@Suite struct CanvasLazyWorkTests {
    /// 100 fixed-size 100×40 nodes 200 apart along y = 0, in an 800×600 view at zoom 1: the nodes at
    /// x = 0, 200, 400, 600 are on screen; n99 at x = 19,800 is not.
    private static let row: [Node<String>] = (0..<100).map { .box("n\($0)", CGFloat(200 * $0), 0) }

    private func reported(_ log: CallbackLog) -> Set<String> {
        Set(log.nodeChanges.compactMap { change -> String? in
            if case .dimensions(let id, _, _) = change { return id }
            return nil
        })
    }

    @Test func offScreenNodesReportTheirSizeWhenTheyComeOnScreen() throws {
        let log = CallbackLog()
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: Self.row, edges: [Edge<EmptyEdgeData>](),
                      onNodesChange: { log.nodeChanges.append(contentsOf: $0) }) { _ in EmptyView() }
        }
        root.update()
        let first = reported(log)
        #expect(first.isSuperset(of: ["n0", "n1", "n2", "n3"]))
        #expect(!first.contains("n99"))
        #expect(first.count < 20)
        let canvas = try #require(CanvasHarness.canvas(in: root))
        // n99 spans x 19,800–19,900: with the view's left edge at 19,500 it is on screen.
        canvas.setViewport(Viewport(x: -19_500, y: 0, zoom: 1))
        root.update()
        let later = reported(log)
        #expect(later.contains("n99"))
        #expect(log.nodeChanges.filter {
            if case .dimensions(let id, _, _) = $0 { return id == "n99" }
            return false
        }.count == 1)
    }

    @Test func edgesOffScreenGetNoPathUntilDrawn() throws {
        let edges = (0..<99).map { Edge<EmptyEdgeData>(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)") }
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: Self.row, edges: edges) { _ in EmptyView() }
        }
        root.update()
        let canvas = try #require(CanvasHarness.canvas(in: root))
        guard let far = canvas.store.edgeRecords["e98"]?.route else {
            Issue.record("e98 has a route")
            return
        }
        // e98 runs from n98's right side (19,700, 20) to n99's left side (19,800, 20): indexed by its bounds.
        #expect(canvas.store.edgeIndex.query(CGRect(x: 19_740, y: 10, width: 20, height: 20)).contains("e98"))
        #expect(far.source == CGPoint(x: 19_700, y: 20))
        #expect(far.target == CGPoint(x: 19_800, y: 20))
        #expect(!far.hasPath)
        canvas.setViewport(Viewport(x: -19_500, y: 0, zoom: 1))
        root.update()
        _ = try CanvasHarness.render(root)
        #expect(canvas.store.edgeRecords["e98"]?.route?.hasPath == true)
    }

    /// A node can show a few hundred characters: a 1 MB label is cut to its first 500 and "…".
    @Test func hugeLabelsAreCutForDisplay() {
        let label = String(repeating: "é", count: 1_000_000)
        let shown = DefaultNodeView(node: Node(id: "a", position: .zero, data: label)).label
        #expect(shown == String(repeating: "é", count: 500) + "…")
        #expect("short".nodeDisplayText == "short")
        // 250 two-byte characters are 500 bytes: nothing to cut.
        #expect(String(repeating: "é", count: 250).nodeDisplayText.count == 250)
    }
}
