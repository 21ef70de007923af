import Foundation
import Testing
@testable import SwiftFlowCore

private func node(_ id: String, parent: String? = nil, zIndex: Int = 0, selected: Bool = false) -> Node<String> {
    Node(id: id, position: .zero, data: id, parentId: parent, selected: selected, zIndex: zIndex)
}

private func edge(_ id: String, _ source: String, _ target: String, zIndex: Int = 0) -> Edge<EmptyEdgeData> {
    Edge(id: id, source: source, target: target, zIndex: zIndex)
}

/// P ⊃ C1 ⊃ C1a (three deep); Q ⊃ D; R selected; S with zIndex 5.
private func lookup(selectC1: Bool = false) -> NodeLookup<String> {
    NodeLookup(nodes: [
        node("P"), node("C1", parent: "P", selected: selectC1), node("C1a", parent: "C1"),
        node("Q"), node("D", parent: "Q"), node("R", selected: true), node("S", zIndex: 5),
    ])
}

@Suite struct ZOrderNodeTests {
    @Test func autoRaisesGroupsChildrenAndSelection() {
        let order = ZOrder(lookup: lookup(), mode: .auto)
        // P is the first top-level parent: 0 + 10 × 1 = 10; Q the second: 0 + 10 × 2 = 20.
        // C1 = P + 1 = 11, C1a = 12, D = Q + 1 = 21. R selected: 0 + 1000. S: 5.
        #expect(order.nodeZ == ["P": 10, "C1": 11, "C1a": 12, "Q": 20, "D": 21, "R": 1000, "S": 5])
        #expect(order.nodeOrder == ["S", "P", "C1", "C1a", "Q", "D", "R"])
    }

    @Test func basicRaisesChildrenAndSelectionOnly() {
        let order = ZOrder(lookup: lookup(), mode: .basic)
        // P 0, C1 1, C1a 2, Q 0, D 1, R 1000, S 5; ties keep list order (P before Q, C1 before D).
        #expect(order.nodeZ == ["P": 0, "C1": 1, "C1a": 2, "Q": 0, "D": 1, "R": 1000, "S": 5])
        #expect(order.nodeOrder == ["P", "Q", "C1", "D", "C1a", "S", "R"])
    }

    @Test func manualUsesOnlyZIndex() {
        let order = ZOrder(lookup: lookup(), mode: .manual)
        #expect(order.nodeZ == ["P": 0, "C1": 0, "C1a": 0, "Q": 0, "D": 0, "R": 0, "S": 5])
        #expect(order.nodeOrder == ["P", "C1", "C1a", "Q", "D", "R", "S"])
    }

    @Test func aSelectedChildCarriesItsChildrenUp() {
        // C1: 0 + 1000 > parent 0, so 1000; C1a: parent 1000 ≥ 0 → 1001.
        let order = ZOrder(lookup: lookup(selectC1: true), mode: .basic)
        #expect(order.nodeZ["C1"] == 1000)
        #expect(order.nodeZ["C1a"] == 1001)
    }

    @Test func selectionElevationCanBeTurnedOff() {
        let order = ZOrder(lookup: lookup(), mode: .basic, elevateNodesOnSelect: false)
        #expect(order.nodeZ["R"] == 0)
    }

    @Test func childrenListedBeforeParentsStillStackAbove() {
        // P has zIndex 3; the child C (listed first) gets 3 + 1 = 4 in basic mode.
        let order = ZOrder(lookup: NodeLookup(nodes: [node("C", parent: "P"), node("P", zIndex: 3)]), mode: .basic)
        #expect(order.nodeZ == ["C": 4, "P": 3])
        #expect(order.nodeOrder == ["P", "C"])
    }

    @Test func aChildWithAHigherZIndexKeepsIt() {
        // max: parent 0 + 1 = 1 < child's own 7 → 7
        let order = ZOrder(lookup: NodeLookup(nodes: [node("P"), node("C", parent: "P", zIndex: 7)]), mode: .basic)
        #expect(order.nodeZ["C"] == 7)
    }
}

@Suite struct ZOrderEdgeTests {
    @Test func edgesStayUnderNodesUnlessTheyTouchChildren() {
        let order = ZOrder(lookup: lookup(), mode: .basic)
        // Between top-level nodes: 0 + max(0, 0) = 0.
        #expect(order.edgeZ(edge("e1", "P", "Q")) == 0)
        // Between children C1 (1) and C1a (2): 0 + max(1, 2) = 2.
        #expect(order.edgeZ(edge("e2", "C1", "C1a")) == 2)
        // A child and a top-level node: max(D's 1, 0) = 1.
        #expect(order.edgeZ(edge("e3", "S", "D")) == 1)
        // R is selected but edges are not elevated by default: 0.
        #expect(order.edgeZ(edge("e4", "R", "S")) == 0)
        #expect(order.edgeZ(edge("e5", "R", "missing")) == nil)
    }

    @Test func elevateEdgesOnSelect() {
        let order = ZOrder(lookup: lookup(), mode: .basic)
        // R is selected, so its z (1000) lifts the edge: 0 + 1000.
        #expect(order.edgeZ(edge("e4", "R", "S"), elevateEdgesOnSelect: true) == 1000)
        var selected = edge("e1", "P", "Q", zIndex: 2)
        selected.selected = true
        // 2 + 1000 + max(0, 0)
        #expect(order.edgeZ(selected, elevateEdgesOnSelect: true) == 1002)
        #expect(order.edgeZ(selected) == 2)
    }

    @Test func manualEdgesUseTheirZIndex() {
        let order = ZOrder(lookup: lookup(), mode: .manual)
        #expect(order.edgeZ(edge("e2", "C1", "C1a", zIndex: 3)) == 3)
    }

    @Test func renderOrderPutsEdgesBeforeNodesAtEqualZ() {
        let order = ZOrder(lookup: lookup(), mode: .basic)
        let edges = [edge("e2", "C1", "D"), edge("e1", "P", "Q"), edge("bad", "P", "missing")]
        // e1 z 0, e2 z max(1, 1) = 1; nodes P 0, Q 0, C1 1, D 1, C1a 2, S 5, R 1000.
        #expect(order.renderOrder(edges: edges) == [
            .edge("e1"), .node("P"), .node("Q"), .edge("e2"), .node("C1"), .node("D"), .node("C1a"),
            .node("S"), .node("R"),
        ])
    }
}
