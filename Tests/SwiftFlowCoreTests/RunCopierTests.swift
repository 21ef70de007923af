import Foundation
import Testing
@testable import SwiftFlowCore

private struct CopierEdgeData: Hashable, Sendable {
    var weight: Int
    var tag: String
}

private struct CopierNodeData: Equatable, Sendable {
    var label: String
}

/// Ids built at run time (interpolated): heap strings, so a copy that lost a field shows as a wrong value.
private func edge(_ k: Int) -> Edge<CopierEdgeData> {
    Edge(id: "copier-edge-\(k)", source: "copier-node-\(k)", target: "copier-node-\(k + 1)",
         sourceHandle: k % 2 == 0 ? "out-\(k)" : nil, targetHandle: k % 3 == 0 ? "in-\(k)" : nil,
         label: k == 4 ? "label-\(k)" : nil, zIndex: k, data: CopierEdgeData(weight: k, tag: "tag-\(k)"))
}

private func node(_ k: Int) -> Node<CopierNodeData> {
    Node(id: "copier-node-\(k)", position: XYPosition(x: Double(10 * k), y: Double(-k)),
         data: CopierNodeData(label: "data-\(k)"), measured: k == 5 ? nil : CGSize(width: 150, height: 40),
         parentId: k == 3 ? "copier-node-0" : nil)
}

/// `RunCopier`: the copiers `SwiftFlowStore` takes from the app's specialized code copy runs of nodes and edges
/// exactly, and the appliers give the same lists with and without one.
@Suite struct RunCopierTests {
    @Test func aRunOfEdgesCopiedFieldByFieldEqualsItsSource() {
        let source = (0..<6).map(edge)
        let copied = [Edge<CopierEdgeData>](unsafeUninitializedCapacity: 4) { buffer, initialized in
            source.withUnsafeBufferPointer { from in
                Edge.copyFieldByField(from.baseAddress! + 1, to: buffer.baseAddress!, count: 4)
            }
            initialized = 4
        }
        #expect(copied == Array(source[1...4]))
        #expect(copied.map(\.id) == ["copier-edge-1", "copier-edge-2", "copier-edge-3", "copier-edge-4"])
        #expect(copied.map(\.sourceHandle) == [nil, "out-2", nil, "out-4"])
        #expect(copied.map(\.targetHandle) == [nil, nil, "in-3", nil])
        #expect(copied[3].label == "label-4" && copied[3].data == CopierEdgeData(weight: 4, tag: "tag-4"))
    }

    @Test func aRunOfNodesCopiedFieldByFieldEqualsItsSource() {
        let source = (0..<6).map(node)
        let copied = [Node<CopierNodeData>](unsafeUninitializedCapacity: 6) { buffer, initialized in
            source.withUnsafeBufferPointer { from in
                Node.copyFieldByField(from.baseAddress!, to: buffer.baseAddress!, count: 6)
            }
            initialized = 6
        }
        #expect(copied == source)
        #expect(copied[3].parentId == "copier-node-0" && copied[5].measured == nil)
        #expect(copied[2].position == XYPosition(x: 20, y: -2) && copied[2].data.label == "data-2")
    }

    /// Removing edges 1, 4 and 5 of 0…7 (a Delete's list) keeps 0 2 3 6 7 with every field, with the copier or
    /// without (whole values, as unspecialized code copies).
    @Test func aRemovalKeepsTheSameEdgesWithOrWithoutTheCopier() {
        let edges = (0..<8).map(edge)
        let changes: [EdgeChange<CopierEdgeData>] = [.remove("copier-edge-1"), .remove("copier-edge-4"),
                                                     .remove("copier-edge-5")]
        let expected = [edges[0], edges[2], edges[3], edges[6], edges[7]]
        #expect(applyEdgeChanges(changes, edges: edges, copying: Edge.copyFieldByField) == expected)
        #expect(applyEdgeChanges(changes, edges: edges, copying: nil) == expected)
    }

    /// A removal and a move of nodes: the same list through the copier and without it.
    @Test func nodeChangesGiveTheSameListWithOrWithoutTheCopier() {
        let nodes = (0..<6).map(node)
        let removal: [NodeChange<CopierNodeData>] = [.remove("copier-node-0"), .remove("copier-node-4")]
        let kept = [nodes[1], nodes[2], nodes[3], nodes[5]]
        #expect(applyNodeChanges(removal, nodes: nodes, copying: Node.copyFieldByField) == kept)
        #expect(applyNodeChanges(removal, nodes: nodes, copying: nil) == kept)
        let move: [NodeChange<CopierNodeData>] = [.position("copier-node-2", XYPosition(x: 7, y: 8))]
        var moved = nodes
        moved[2].position = XYPosition(x: 7, y: 8)
        #expect(applyNodeChanges(move, nodes: nodes, copying: Node.copyFieldByField) == moved)
        #expect(applyNodeChanges(move, nodes: nodes, copying: nil) == moved)
    }
}
