import Foundation
import Testing
@testable import SwiftFlowCore

/// Lists of only `.selection` changes go through `SelectionRun`'s one-pass copy: each element's id compared,
/// the element copied and its flag written. The expected lists are worked out by hand from the changes.
@Suite struct SelectionRunApplyTests {
    /// Ids longer than 15 bytes live in their own buffers, so the change's id and the element's are equal
    /// strings with different bits: the walk must fall back to comparing their contents.
    private static func longId(_ index: Int) -> String {
        String(repeating: "x", count: 20) + "-\(index)"
    }

    private static func edges() -> [Edge<EmptyEdgeData>] {
        (0..<6).map { index in
            var edge = Edge<EmptyEdgeData>(id: longId(index), source: "a", target: "b")
            edge.selected = index == 4
            return edge
        }
    }

    @Test func repeatsSkipsAndIdsInOtherBuffers() {
        let edges = Self.edges()
        // Ids made again (new buffers): e1 selected; e3 selected, then deselected in a row; e5 selected.
        let changes: [EdgeChange<EmptyEdgeData>] = [
            .selection(Self.longId(1), true), .selection(Self.longId(3), true), .selection(Self.longId(3), false),
            .selection(Self.longId(5), true),
        ]
        let result = applyEdgeChanges(changes, edges: edges)
        #expect(result.map(\.id) == edges.map(\.id))
        // e4 was selected and is not named: it stays selected.
        #expect(result.map(\.selected) == [false, true, false, false, true, true])
        // Nothing but the flags changed.
        #expect(zip(result, edges).allSatisfy { $0.source == $1.source && $0.target == $1.target })
        // The input list is untouched.
        #expect(edges.map(\.selected) == [false, false, false, false, true, false])
    }

    @Test func outOfOrderAndUnknownIdsStillApply() {
        let edges = Self.edges()
        // e3 before e1 is not list order; the walk gives up and the general path applies both.
        let backwards: [EdgeChange<EmptyEdgeData>] = [.selection(Self.longId(3), true), .selection(Self.longId(1), true)]
        #expect(applyEdgeChanges(backwards, edges: edges).map(\.selected) == [false, true, false, true, true, false])
        // An unknown id between known ones is ignored.
        let unknown: [EdgeChange<EmptyEdgeData>] = [
            .selection(Self.longId(0), true), .selection("nowhere", true), .selection(Self.longId(4), false),
        ]
        #expect(applyEdgeChanges(unknown, edges: edges).map(\.selected) == [true, false, false, false, false, false])
        // No elements: nothing to select.
        #expect(applyEdgeChanges(backwards, edges: []).isEmpty)
    }

    @Test func selectAllOfSmallIdsWritesEveryFlag() {
        let nodes = (0..<50).map { Node(id: "n\($0)", position: XYPosition(x: CGFloat($0), y: 0), data: "\($0)") }
        // Every other node, then all of them deselected again from the selected list.
        let odd = nodes.indices.filter { $0 % 2 == 1 }.map { NodeChange<String>.selection(nodes[$0].id, true) }
        let selected = applyNodeChanges(odd, nodes: nodes)
        #expect(selected.indices.allSatisfy { selected[$0].selected == ($0 % 2 == 1) })
        #expect(selected.map(\.position.x) == (0..<50).map { CGFloat($0) })
        let none = applyNodeChanges(selected.map { .selection($0.id, false) }, nodes: selected)
        #expect(none.allSatisfy { !$0.selected } && none.map(\.id) == nodes.map(\.id))
    }
}
