import Foundation
import Testing
@testable import SwiftFlowCore

/// Edge data of these tests alone: `RemovalMemory` keeps one removal per element type, so other suites running in
/// parallel cannot replace the one these tests remember.
private struct TargetsEdgeData: Hashable, Sendable {
    var weight: Int
    var tag: String
}

private typealias TargetsEdge = Edge<TargetsEdgeData>

private struct TargetsNodeData: Equatable, Sendable {
    var label: String
}

private typealias TargetsNode = Node<TargetsNodeData>

/// Ids built at run time (interpolated): heap strings, so a copy that forgot a field would show as a wrong value
/// rather than an equal small string.
private func edge(_ k: Int) -> TargetsEdge {
    Edge(id: "edge-number-\(k)", source: "node-number-\(k)", target: "node-number-\(k + 1)")
}

@Suite(.serialized) struct RemovalTargetsTests {
    /// An edge with every stored property set away from its default (handles, type, flags, z, attributes box,
    /// data) copied field by field equals the original, property by property.
    @Test func anEdgeCopiedFieldByFieldEqualsTheOriginal() {
        let original = TargetsEdge(
            id: "e-\(7)", source: "a-\(1)", target: "b-\(2)", sourceHandle: "out-\(3)", targetHandle: "in-\(4)",
            type: .smoothstep, animated: true, hidden: true, selected: true, selectable: false, deletable: false,
            focusable: false, reconnectable: true, markerEnd: EdgeMarker(type: .arrowClosed),
            label: "label-\(5)", zIndex: 9, interactionWidth: 31, data: TargetsEdgeData(weight: 3, tag: "t-\(6)"))
        let copy = withUnsafePointer(to: original) { TargetsEdge(copyOf: $0) }
        #expect(copy == original)
        #expect(copy.id == "e-7" && copy.source == "a-1" && copy.target == "b-2")
        #expect(copy.sourceHandle == "out-3" && copy.targetHandle == "in-4")
        #expect(copy.type == .smoothstep && copy.hidden && copy.selected && copy.zIndex == 9)
        #expect(copy.animated && !copy.selectable && !copy.deletable && !copy.focusable && copy.reconnectable)
        #expect(copy.label == "label-5" && copy.interactionWidth == 31 && copy.markerEnd?.type == .arrowClosed)
        #expect(copy.data == TargetsEdgeData(weight: 3, tag: "t-6"))
        #expect(copy.sharesAttributes(with: original))
    }

    /// Removing edges 1, 4 and 5 of 0…7 keeps 0 2 3 6 7, field for field, whether the list is searched for the ids
    /// or their registered indices are used; the targets are used only for that very change list and list.
    @Test func registeredIndicesGiveTheSameListAsTheSearch() {
        RemovalTargets.forgetAll()
        let edges = (0..<8).map(edge)
        let changes: [EdgeChange<TargetsEdgeData>] = [.remove(edges[1].id), .remove(edges[4].id),
                                                      .remove(edges[5].id)]
        let searched = applyEdgeChanges(changes, edges: edges)
        RemovalTargets.register(changes: changes, source: edges, indices: [1, 4, 5])
        #expect(RemovalTargets.lookUp(changes: changes, input: edges) == [1, 4, 5])
        // Another list with the same count is not the source.
        let other = (10..<18).map(edge)
        #expect(RemovalTargets.lookUp(changes: changes, input: other) == nil)
        let targeted = applyEdgeChanges(changes, edges: edges)
        #expect(targeted.map(\.id) == ["edge-number-0", "edge-number-2", "edge-number-3", "edge-number-6",
                                       "edge-number-7"])
        #expect(targeted == searched)
        #expect(targeted.map(\.target) == [1, 3, 4, 7, 8].map { "node-number-\($0)" })
        RemovalTargets.forgetAll()
    }

    /// Indices whose ids are not the changes' (a stale or wrong entry) are not trusted: the list is searched, and
    /// the result is the same as with no entry at all.
    @Test func indicesNamingOtherIdsFallBackToTheSearch() {
        RemovalTargets.forgetAll()
        let edges = (0..<6).map(edge)
        let changes: [EdgeChange<TargetsEdgeData>] = [.remove(edges[2].id), .remove(edges[3].id)]
        RemovalTargets.register(changes: changes, source: edges, indices: [1, 3])
        #expect(RemovalTargets.count == 1)
        let result = applyEdgeChanges(changes, edges: edges)
        #expect(result.map(\.id) == [0, 1, 4, 5].map { "edge-number-\($0)" })
        RemovalTargets.forgetAll()
    }

    /// Indices that do not ascend, or one per change is not given, are not registered.
    @Test func unorderedOrMiscountedIndicesAreNotRegistered() {
        RemovalTargets.forgetAll()
        let edges = (0..<6).map(edge)
        let changes: [EdgeChange<TargetsEdgeData>] = [.remove(edges[1].id), .remove(edges[3].id)]
        RemovalTargets.register(changes: changes, source: edges, indices: [3, 1])
        RemovalTargets.register(changes: changes, source: edges, indices: [1])
        RemovalTargets.register(changes: changes, source: edges, indices: [1, 6])
        #expect(RemovalTargets.count == 0)
        RemovalTargets.forgetAll()
    }

    /// Nodes removed through registered indices are copied field by field too: 1 and 3 of 0…4 leave 0 2 4 with
    /// their positions and data.
    @Test func nodesRemovedByIndexKeepTheirFields() {
        RemovalTargets.forgetAll()
        let nodes = (0..<5).map { k in
            TargetsNode(id: "node-\(k)", position: XYPosition(x: CGFloat(k * 10), y: 1),
                        data: TargetsNodeData(label: "L\(k)"), width: 150, height: 40,
                        parentId: k == 4 ? "node-\(0)" : nil)
        }
        let changes: [NodeChange<TargetsNodeData>] = [.remove("node-1"), .remove("node-3")]
        RemovalTargets.register(changes: changes, source: nodes, indices: [1, 3])
        let result = applyNodeChanges(changes, nodes: nodes)
        #expect(result.map(\.id) == ["node-0", "node-2", "node-4"])
        #expect(result.map(\.position.x) == [0, 20, 40])
        #expect(result.map(\.data.label) == ["L0", "L2", "L4"])
        #expect(result[2].parentId == "node-0" && result[2].width == 150)
        RemovalTargets.forgetAll()
    }
}
