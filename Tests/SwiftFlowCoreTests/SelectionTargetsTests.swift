import Foundation
import Testing
@testable import SwiftFlowCore

/// `SelectionTargets`: select all's change list applied to the list it was built from writes each flag at its
/// index, and gives exactly what applying the same changes by id gives; any other list, a copy of the changes,
/// or a list whose ids were not vouched for goes through the ids. Values worked out by hand from the rule
/// "selected when visible and selectable".
@Suite struct SelectionTargetsTests {
    /// 8,000 nodes: every 7th hidden, every 11th not selectable, every 13th already selected.
    private static func nodes() -> [Node<String>] {
        (0..<8_000).map { index in
            var node = Node(id: "n\(index)", position: XYPosition(x: Double(index), y: 0), data: "d\(index)")
            node.hidden = index % 7 == 0
            node.selectable = index % 11 != 0
            node.selected = index % 13 == 0
            return node
        }
    }

    /// After select all: exactly the visible, selectable nodes.
    private static func expectedSelected() -> [Bool] {
        (0..<8_000).map { $0 % 7 != 0 && $0 % 11 != 0 }
    }

    /// How many changes select all emits: one per node whose flag differs from what it should be.
    private static var expectedChangeCount: Int {
        (0..<8_000).filter { ($0 % 13 == 0) != ($0 % 7 != 0 && $0 % 11 != 0) }.count
    }

    @Test func appliedToItsSourceWritesEachFlagAtItsIndex() throws {
        let nodes = Self.nodes()
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        #expect(changes.count == Self.expectedChangeCount)
        // Enough changes to be remembered (4,096 or more).
        #expect(Self.expectedChangeCount >= 4_096)
        let found = SelectionTargets.lookUp(changes: changes, input: nodes)
        let targets = try #require(found)
        // Indices ascend and name exactly the nodes whose flag flips.
        #expect(targets.indices.map { "n\($0)" } == changes.map { change -> String in
            guard case .selection(let id, _) = change else { return "" }
            return id
        })
        let flips = targets.flips()
        #expect(flips.count == 8_000)
        // n1 selected (2); n13 and n26 already selected, n14 hidden, n22 not selectable: unchanged (0).
        #expect(flips[1] == 2 && flips[13] == 0 && flips[26] == 0 && flips[14] == 0 && flips[22] == 0)
        // Selected but hidden (n0, n91 = 7·13) or not selectable (n143 = 11·13): deselected (1).
        #expect(flips[0] == 1 && flips[91] == 1 && flips[143] == 1)

        let applied = applyNodeChanges(changes, nodes: nodes)
        #expect(applied.map(\.selected) == Self.expectedSelected())
        // Only the flags changed, and the source list was not written.
        #expect(applied.map(\.id) == nodes.map(\.id) && applied.map(\.position) == nodes.map(\.position))
        #expect(nodes.map(\.selected) == (0..<8_000).map { $0 % 13 == 0 })
        // A copy of the changes is not registered: applied by id, the same result.
        let copied = changes.map { $0 }
        let copiedTargets = SelectionTargets.lookUp(changes: copied, input: nodes)
        #expect(copiedTargets == nil)
        #expect(applyNodeChanges(copied, nodes: nodes) == applied)
    }

    @Test func anotherListGoesThroughTheIds() {
        let nodes = Self.nodes()
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        // The same values in another buffer, with n1 moved: the changes are applied by id.
        var other = nodes.map { $0 }
        other[1].position = XYPosition(x: -5, y: -5)
        let otherTargets = SelectionTargets.lookUp(changes: changes, input: other)
        #expect(otherTargets == nil)
        let applied = applyNodeChanges(changes, nodes: other)
        #expect(applied.map(\.selected) == Self.expectedSelected())
        #expect(applied[1].position == XYPosition(x: -5, y: -5))
    }

    @Test func notVouchedForAndUnwatchedListsAreNotRemembered() {
        let nodes = Self.nodes()
        let plain = SelectAllChanges.nodes(nodes, outside: [])
        let plainTargets = SelectionTargets.lookUp(changes: plain, input: nodes)
        #expect(plainTargets == nil)
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        let registered = SelectionTargets.lookUp(changes: changes, input: nodes)
        #expect(registered != nil)
        // A canvas watching the list and letting go of it forgets its targets.
        AppliedChangeLog.shared.watch(changes)
        AppliedChangeLog.shared.unwatch(changes)
        let forgotten = SelectionTargets.lookUp(changes: changes, input: nodes)
        #expect(forgotten == nil)
        #expect(applyNodeChanges(changes, nodes: nodes).map(\.selected) == Self.expectedSelected())
    }

    @Test func edgesToTheirSource() throws {
        // 8,000 edges: every 5th hidden, every 9th already selected.
        let edges = (0..<8_000).map { index -> Edge<EmptyEdgeData> in
            var edge = Edge<EmptyEdgeData>(id: "e\(index)", source: "n\(index)", target: "n\(index + 1)")
            edge.hidden = index % 5 == 0
            edge.selected = index % 9 == 0
            return edge
        }
        let changes = SelectAllChanges.edges(edges, outside: [], uniqueIds: true)
        #expect(changes.count == (0..<8_000).filter { ($0 % 9 == 0) != ($0 % 5 != 0) }.count)
        let registered = SelectionTargets.lookUp(changes: changes, input: edges)
        #expect(registered != nil)
        let applied = applyEdgeChanges(changes, edges: edges)
        #expect(applied.map(\.selected) == (0..<8_000).map { $0 % 5 != 0 })
        #expect(applyEdgeChanges(changes.map { $0 }, edges: edges) == applied)
    }

    /// Select all from nothing: every element's flag flips, so every element is a target (the walk that writes
    /// the k-th flag at the k-th element). Worked out by hand: all 6,000 selected; applied by id, the same list.
    @Test func everyElementTargeted() throws {
        let nodes = (0..<6_000).map { index in
            Node(id: "node-with-an-id-longer-than-fifteen-\(index)", position: XYPosition(x: Double(index), y: 0),
                 data: "d\(index)")
        }
        let changes = SelectAllChanges.nodes(nodes, outside: [], uniqueIds: true)
        #expect(changes.count == 6_000)
        let targets = try #require(SelectionTargets.lookUp(changes: changes, input: nodes))
        #expect(targets.describes(changes))
        // A copy of the list (another buffer) or another list is not the one described.
        #expect(!targets.describes(changes.map { $0 }))
        #expect(!targets.describes(Array(changes.dropLast())))
        let applied = applyNodeChanges(changes, nodes: nodes)
        #expect(applied.allSatisfy(\.selected) && nodes.allSatisfy { !$0.selected })
        #expect(applied.map(\.id) == nodes.map(\.id) && applied.map(\.data) == nodes.map(\.data))
        #expect(applyNodeChanges(changes.map { $0 }, nodes: nodes) == applied)
        // The changes own their (out-of-line) ids: they outlive the nodes they were read from.
        var ids: [String] = []
        do {
            let built = SelectAllChanges.nodes((0..<20).map {
                Node(id: String(repeating: "x", count: 20) + "\($0)", position: .zero, data: "")
            }, outside: [])
            ids = built.map { change in
                guard case .selection(let id, true) = change else { return "" }
                return id
            }
        }
        #expect(ids == (0..<20).map { String(repeating: "x", count: 20) + "\($0)" })
    }
}
