import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore

/// Data types no other test uses, so no recycled list of their nodes or edges exists: the store's first select
/// all writes its flags into a copy made by the copiers `onNodesChange` / `onEdgesChange` hand down.
private struct StoreListNodeData: Equatable, Sendable {
    var label: String
}

private struct StoreListEdgeData: Equatable, Sendable, Hashable {
    var weight: Int
}

/// `SwiftFlowStore` given select all's own change lists (`SelectAllChanges` with unique ids, as the canvas emits
/// them): it takes them as selections without reading each change, copies its lists, and its selection sets
/// list every element afterwards.
@MainActor
@Suite struct StoreSelectAllListTests {
    @Test func selectAllSelectsEveryNodeAndEdgeOfTheStore() {
        // 5,000 nodes and 4,999 edges n(i) → n(i+1): more than the 4,096 changes select all registers from.
        let nodes = (0..<5_000).map { (index: Int) -> Node<StoreListNodeData> in
            let position = XYPosition(x: Double(index), y: 0)
            return Node(id: "node-\(index)-of-the-store", position: position,
                        data: StoreListNodeData(label: "L\(index)"), width: 10, height: 10)
        }
        let edges = (0..<4_999).map { (index: Int) -> Edge<StoreListEdgeData> in
            Edge(id: "e\(index)", source: "node-\(index)-of-the-store", target: "node-\(index + 1)-of-the-store",
                 data: StoreListEdgeData(weight: index))
        }
        let store = SwiftFlowStore(nodes: nodes, edges: edges)
        store.onNodesChange(SelectAllChanges.nodes(store.nodes, outside: [], uniqueIds: true))
        store.onEdgesChange(SelectAllChanges.edges(store.edges, outside: [], uniqueIds: true))
        let nodesSelected = store.nodes.allSatisfy { $0.selected }
        let edgesSelected = store.edges.allSatisfy { $0.selected }
        #expect(store.nodes.count == 5_000 && nodesSelected)
        #expect(store.edges.count == 4_999 && edgesSelected)
        #expect(store.selectedNodeIds.count == 5_000 && store.selectedNodeIds.contains("node-4999-of-the-store"))
        #expect(store.selectedEdgeIds.count == 4_999 && store.selectedEdgeIds.contains("e0"))
        // Everything else as it was.
        #expect(store.nodes[4_321].data == StoreListNodeData(label: "L4321"))
        #expect(store.nodes[4_321].position == XYPosition(x: 4321, y: 0))
        #expect(store.edges[1_234].data == StoreListEdgeData(weight: 1234))
        #expect(store.edges[1_234].target == "node-1235-of-the-store")
        #expect(store.getNode(id: "node-17-of-the-store")?.selected == true)
        // The lists given to the store are untouched.
        let untouched = !nodes.contains { $0.selected } && !edges.contains { $0.selected }
        #expect(untouched)
    }
}
