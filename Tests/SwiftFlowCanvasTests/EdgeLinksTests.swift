import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore

/// `EdgeLinks`: the full rebuild's `edgesByNode`, gathered by node slot. Expected lists worked out by hand from
/// the definition (per node id, in edge list order, every edge with it as source or target, a self-loop once,
/// ends without a node included).
@Suite struct EdgeLinksTests {
    @Test func listsEachNodesEdgesInListOrder() {
        // Node slots: 0 = "a", 1 = "b", 2 = "c". Edges by slot: 0 a→b, 1 b→c, 2 c→a, 3 a→a (self-loop),
        // 4 b→x (x has no record), 5 y→y (self-loop, no record), 6 x→c.
        let nodeIds = ["a", "b", "c"]
        let edgeIds = ["ab", "bc", "ca", "aa", "bx", "yy", "xc"]
        let ends: [(String, Int?, String, Int?)] = [("a", 0, "b", 1), ("b", 1, "c", 2), ("c", 2, "a", 0),
                                                    ("a", 0, "a", 0), ("b", 1, "x", nil), ("y", nil, "y", nil),
                                                    ("x", nil, "c", 2)]
        var links = EdgeLinks(nodeSlots: nodeIds.count, edgeCount: ends.count)
        for (slot, end) in ends.enumerated() {
            links.add(edgeSlot: slot, source: end.1, sourceId: end.0, target: end.3, targetId: end.2)
        }
        let byNode = links.edgesByNode(nodeIds: nodeIds, edgeIds: edgeIds)
        #expect(byNode == [
            "a": ["ab", "ca", "aa"],
            "b": ["ab", "bc", "bx"],
            "c": ["bc", "ca", "xc"],
            "x": ["bx", "xc"],
            "y": ["yy"],
        ])
    }

    @Test func nodesWithoutEdgesAreNotListed() {
        var links = EdgeLinks(nodeSlots: 3, edgeCount: 1)
        links.add(edgeSlot: 0, source: 2, sourceId: "c", target: 0, targetId: "a")
        #expect(links.edgesByNode(nodeIds: ["a", "b", "c"], edgeIds: ["ca"]) == ["a": ["ca"], "c": ["ca"]])
        #expect(EdgeLinks(nodeSlots: 2, edgeCount: 0).edgesByNode(nodeIds: ["a", "b"], edgeIds: []).isEmpty)
    }

    /// Through the store: a repeated edge id keeps its first edge only, and the lists keep list order.
    @MainActor
    @Test func theStoresFullRebuildListsInOrder() {
        typealias Store = CanvasStore<String, EmptyEdgeData>
        let nodes = ["p", "q", "r"].enumerated().map { index, id in
            Node<String>(id: id, position: XYPosition(x: Double(index) * 200, y: 0), data: id, width: 100,
                         height: 50)
        }
        let edges = [Edge<EmptyEdgeData>(id: "e2", source: "q", target: "p"),
                     Edge<EmptyEdgeData>(id: "e1", source: "p", target: "r"),
                     Edge<EmptyEdgeData>(id: "e2", source: "r", target: "r"),
                     Edge<EmptyEdgeData>(id: "e3", source: "gone", target: "p"),
                     Edge<EmptyEdgeData>(id: "e4", source: "p", target: "p")]
        let store = Store()
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        #expect(store.edgesByNode == ["p": ["e2", "e1", "e3", "e4"], "q": ["e2"], "r": ["e1"], "gone": ["e3"]])
        #expect(store.edgeIds(connectedTo: "p") == ["e2", "e1", "e3", "e4"])
    }
}
