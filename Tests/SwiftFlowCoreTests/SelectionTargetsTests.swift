import Foundation
import Testing
@testable import SwiftFlowCore

/// `SelectionTargets`: select all's change list applied to the list it was built from writes each flag at its
/// index, and gives exactly what applying the same changes by id gives; any other list, a copy of the changes,
/// or a list whose ids were not vouched for goes through the ids. Values worked out by hand from the rule
/// "selected when visible and selectable".
@Suite struct SelectionTargetsTests {
    /// 5,000 nodes: every 7th hidden, every 11th not selectable, every 13th already selected.
    private static func nodes() -> [Node<String>] {
        (0..<5_000).map { index in
            var node = Node(id: "n\(index)", position: XYPosition(x: Double(index), y: 0), data: "d\(index)")
            node.hidden = index % 7 == 0
            node.selectable = index % 11 != 0
            node.selected = index % 13 == 0
            return node
        }
    }

    /// After select all: exactly the visible, selectable nodes.
    private static func expectedSelected() -> [Bool] {
        (0..<5_000).map { $0 % 7 != 0 && $0 % 11 != 0 }
    }

    /// How many changes select all emits: one per node whose flag differs from what it should be.
    private static var expectedChangeCount: Int {
        (0..<5_000).filter { ($0 % 13 == 0) != ($0 % 7 != 0 && $0 % 11 != 0) }.count
    }

    @Test func appliedToItsSourceWritesEachFlagAtItsIndex() throws {
        let nodes = Self.nodes()
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        #expect(changes.count == Self.expectedChangeCount)
        let targets = try #require(SelectionTargets.lookUp(changes: changes, input: nodes))
        // Indices ascend and name exactly the nodes whose flag flips.
        #expect(targets.indices.map { "n\($0)" } == changes.map { change -> String in
            guard case .selection(let id, _) = change else { return "" }
            return id
        })
        let flips = targets.flips()
        #expect(flips.count == 5_000)
        #expect(flips[13] == 2 && flips[0] == 0 && flips[14] == 0 && flips[1] == 2 && flips[26] == 2)
        // n91 = 7·13: selected but hidden → deselected; n143 = 11·13 → deselected.
        #expect(flips[91] == 1 && flips[143] == 1)

        let applied = applyNodeChanges(changes, nodes: nodes)
        #expect(applied.map(\.selected) == Self.expectedSelected())
        // Only the flags changed, and the source list was not written.
        #expect(applied.map(\.id) == nodes.map(\.id) && applied.map(\.position) == nodes.map(\.position))
        #expect(nodes.map(\.selected) == (0..<5_000).map { $0 % 13 == 0 })
        // A copy of the changes is not registered: applied by id, the same result.
        let copied = changes.map { $0 }
        #expect(SelectionTargets.lookUp(changes: copied, input: nodes) == nil)
        #expect(applyNodeChanges(copied, nodes: nodes) == applied)
    }

    @Test func anotherListGoesThroughTheIds() {
        let nodes = Self.nodes()
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        // The same values in another buffer, with n1 moved: the changes are applied by id.
        var other = nodes.map { $0 }
        other[1].position = XYPosition(x: -5, y: -5)
        #expect(SelectionTargets.lookUp(changes: changes, input: other) == nil)
        let applied = applyNodeChanges(changes, nodes: other)
        #expect(applied.map(\.selected) == Self.expectedSelected())
        #expect(applied[1].position == XYPosition(x: -5, y: -5))
    }

    @Test func notVouchedForAndUnwatchedListsAreNotRemembered() {
        let nodes = Self.nodes()
        let plain = SelectAllChanges.nodes(nodes, outside: [])
        #expect(SelectionTargets.lookUp(changes: plain, input: nodes) == nil)
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        #expect(SelectionTargets.lookUp(changes: changes, input: nodes) != nil)
        // A canvas watching the list and letting go of it forgets its targets.
        AppliedChangeLog.shared.watch(changes)
        AppliedChangeLog.shared.unwatch(changes)
        #expect(SelectionTargets.lookUp(changes: changes, input: nodes) == nil)
        #expect(applyNodeChanges(changes, nodes: nodes).map(\.selected) == Self.expectedSelected())
    }

    @Test func edgesToTheirSource() throws {
        // 4,500 edges: every 5th hidden, every 9th already selected.
        let edges = (0..<4_500).map { index -> Edge<EmptyEdgeData> in
            var edge = Edge<EmptyEdgeData>(id: "e\(index)", source: "n\(index)", target: "n\(index + 1)")
            edge.hidden = index % 5 == 0
            edge.selected = index % 9 == 0
            return edge
        }
        let changes = SelectAllChanges.edges(edges, outside: [], uniqueIds: true)
        #expect(changes.count == (0..<4_500).filter { ($0 % 9 == 0) != ($0 % 5 != 0) }.count)
        #expect(SelectionTargets.lookUp(changes: changes, input: edges) != nil)
        let applied = applyEdgeChanges(changes, edges: edges)
        #expect(applied.map(\.selected) == (0..<4_500).map { $0 % 5 != 0 })
        #expect(applyEdgeChanges(changes.map { $0 }, edges: edges) == applied)
    }
}
