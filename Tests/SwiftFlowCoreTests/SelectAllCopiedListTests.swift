import Foundation
import Testing
@testable import SwiftFlowCore

/// Data types no other test uses, so `ListRecycler` has no free list of their nodes or edges: the first select
/// all applied to them writes its flags into a copy, made by the appliers' field-by-field copier.
private struct CopiedNodeData: Equatable, Sendable {
    var label: String
    var weight: Double
}

private struct CopiedEdgeData: Equatable, Sendable, Hashable {
    var tag: String
}

/// Select all's own change list applied to the list it was built from, before any list can be recycled: the
/// result is a new list equal to the input but for `selected`, and the input is left as it was.
@Suite struct SelectAllCopiedListTests {
    /// 5,000 nodes (more than the 4,096 changes from which select all registers its targets), every 7th already
    /// selected, ids long enough to own storage from n1000 on ("node-with-a-long-id-1000" and so on).
    private static func nodes() -> [Node<CopiedNodeData>] {
        (0..<5_000).map { (index: Int) -> Node<CopiedNodeData> in
            let id: String = index < 1_000 ? "n\(index)" : "node-with-a-long-id-\(index)"
            let position = XYPosition(x: Double(index), y: Double(index % 13))
            let data = CopiedNodeData(label: "label \(index)", weight: Double(index) / 4)
            return Node(id: id, position: position, data: data, width: 150, height: 40, selected: index % 7 == 0)
        }
    }

    @Test func nodesAreCopiedWithEveryFlagSet() {
        let before = Self.nodes()
        let changes = SelectAllChanges.nodes(before, outside: [], uniqueIds: true)
        // 5,000 − the 715 already selected (0, 7, …, 4998).
        #expect(changes.count == 5_000 - 715)
        let after = applyNodeChanges(changes, nodes: before)
        #expect(after.count == 5_000)
        let allSelected = after.allSatisfy { $0.selected }
        #expect(allSelected)
        let selectedBefore = before.filter { $0.selected }.count
        #expect(selectedBefore == 715, "the input list is unchanged")
        for index in [0, 1, 999, 1_000, 2_345, 4_999] {
            var expected = before[index]
            expected.selected = true
            #expect(after[index] == expected)
        }
        #expect(after[4_999].data == CopiedNodeData(label: "label 4999", weight: 1249.75))
        #expect(after[1_000].id == "node-with-a-long-id-1000")
    }

    @Test func edgesAreCopiedWithEveryFlagSet() {
        let before = (0..<5_000).map { (index: Int) -> Edge<CopiedEdgeData> in
            Edge(id: "edge-with-a-long-id-\(index)", source: "n\(index)", target: "n\(index + 1)",
                 data: CopiedEdgeData(tag: "t\(index)"))
        }
        let changes = SelectAllChanges.edges(before, outside: [], uniqueIds: true)
        #expect(changes.count == 5_000)
        let after = applyEdgeChanges(changes, edges: before)
        let allSelected = after.allSatisfy { $0.selected }
        let noneBefore = !before.contains { $0.selected }
        #expect(allSelected && noneBefore)
        for index in [0, 2_500, 4_999] {
            var expected = before[index]
            expected.selected = true
            #expect(after[index] == expected)
        }
        #expect(after[2_500].data == CopiedEdgeData(tag: "t2500"))
    }
}
