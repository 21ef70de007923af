import Foundation
import Testing
@testable import SwiftFlowCore

private typealias N = Node<String>
private typealias E = Edge<EmptyEdgeData>

private func node(
    _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat = 0, _ height: CGFloat = 0, parent: String? = nil
) -> N {
    let size = width == 0 && height == 0 ? nil : CGSize(width: width, height: height)
    return N(id: id, position: XYPosition(x: x, y: y), data: id, measured: size, parentId: parent)
}

private func pos(_ x: CGFloat, _ y: CGFloat) -> XYPosition { XYPosition(x: x, y: y) }

@Suite struct SnapGridTests {
    @Test func snapsToNearestGridPointWithHalvesRoundingUp() {
        let grid = SnapGrid.standard
        // 33 / 20 = 1.65 → 2 → 40; −30 / 20 = −1.5 → −1 (Math.round) → −20
        #expect(grid.snap(pos(33, -30)) == pos(40, -20))
        // 10 / 20 = 0.5 → 1 → 20; 29.9 / 20 = 1.495 → 1 → 20
        #expect(grid.snap(pos(10, 29.9)) == pos(20, 20))
        // 15 × 10 grid: 22 / 15 = 1.47 → 1 → 15; 14 / 10 = 1.4 → 1 → 10
        #expect(SnapGrid(width: 15, height: 10).snap(CGPoint(x: 22, y: 14)) == CGPoint(x: 15, y: 10))
    }

    @Test func degenerateGridLeavesTheAxisAlone() {
        #expect(SnapGrid(width: 0, height: -5).snap(pos(3.3, 4.4)) == pos(3.3, 4.4))
    }
}

@Suite struct ClampTests {
    let extent = CoordinateExtent(minX: 0, minY: 0, maxX: 500, maxY: 400)
    let size = CGSize(width: 100, height: 50)

    @Test func keepsTheWholeBoxInside() {
        #expect(extent.clamp(pos(-10, 20), size: size) == pos(0, 20))
        // max top-left = (500 − 100, 400 − 50) = (400, 350)
        #expect(extent.clamp(pos(450, 380), size: size) == pos(400, 350))
        #expect(extent.clamp(pos(450, 380)) == pos(450, 380))
        #expect(CoordinateExtent.infinite.clamp(pos(-1e9, 1e9), size: size) == pos(-1e9, 1e9))
    }

    @Test func aBoxWiderThanTheExtentAlignsRight() {
        // min(max(10, 0), 500 − 600) = −100
        #expect(extent.clamp(pos(10, 0), size: CGSize(width: 600, height: 10)).x == -100)
    }

    @Test func placementInsideParent() {
        var child = node("C", 10, 10, 50, 40, parent: "P")
        child.extent = .parent
        let lookup = NodeLookup(nodes: [node("P", 100, 100, 300, 200), child])
        // Parent spans (100, 100)…(400, 300). x: max(90, 100) = 100; y: min(350, 300 − 40) = 260.
        // position = (100 − 100, 260 − 100) = (0, 160)
        let placed = lookup.placement(of: "C", topLeft: pos(90, 350))
        #expect(placed == NodePlacement(position: pos(0, 160), absolutePosition: pos(100, 260)))
    }

    @Test func childCoordinateExtentIsRelativeToTheParent() {
        var child = node("C", 10, 10, 50, 40, parent: "P")
        child.extent = .coordinateExtent(CoordinateExtent(minX: 0, minY: 0, maxX: 100, maxY: 100))
        let lookup = NodeLookup(nodes: [node("P", 100, 100, 300, 200), child])
        // Absolute extent (100, 100)…(200, 200): x min(190, 200 − 50) = 150; y max(50, 100) = 100
        let placed = lookup.placement(of: "C", topLeft: pos(190, 50))
        #expect(placed == NodePlacement(position: pos(50, 0), absolutePosition: pos(150, 100)))
    }

    @Test func canvasExtentWithNodeOrigin() {
        var root = node("R", 0, 0, 100, 100)
        root.origin = .center
        let lookup = NodeLookup(nodes: [root])
        let canvas = CoordinateExtent(minX: 0, minY: 0, maxX: 1000, maxY: 1000)
        // top-left (max(−20, 0), min(950, 1000 − 100)) = (0, 900); position adds 0.5 × size = (50, 950)
        let placed = lookup.placement(of: "R", topLeft: pos(-20, 950), nodeExtent: canvas)
        #expect(placed == NodePlacement(position: pos(50, 950), absolutePosition: pos(0, 900)))
        #expect(lookup.placement(of: "missing", topLeft: .zero) == nil)
    }
}

@Suite struct ParentExpansionTests {
    /// Parent P at (100, 100), 200 × 100; expanding child C (40 × 20) at (10, 10); sibling S at (50, 50).
    func lookup(childExtentParent: Bool = false, parentOrigin: NodeOrigin = .topLeft) -> NodeLookup<String> {
        var child = node("C", 10, 10, 40, 20, parent: "P")
        child.expandParent = true
        if childExtentParent { child.extent = .parent }
        var parent = node("P", 100, 100, 200, 100)
        parent.origin = parentOrigin
        if parentOrigin == .center { parent.position = pos(200, 150) }
        return NodeLookup(nodes: [parent, child, node("S", 50, 50, 10, 10, parent: "P"), node("T", 0, 0, 10, 10)])
    }

    @Test func pastTheRightEdgeWidensTheParent() {
        // Child right edge 180 + 40 = 220 > 200
        let changes = ParentExpansion.changes(for: [NodeMove(id: "C", position: pos(180, 10))], in: lookup())
        #expect(changes == [
            .position("C", pos(180, 10)),
            .dimensions(id: "P", size: CGSize(width: 220, height: 100), setAttributes: true),
        ])
    }

    @Test func pastTheBottomEdgeDeepensTheParent() {
        // Child bottom edge 90 + 20 = 110 > 100
        let changes = ParentExpansion.changes(for: [NodeMove(id: "C", position: pos(10, 90))], in: lookup())
        #expect(changes == [
            .position("C", pos(10, 90)),
            .dimensions(id: "P", size: CGSize(width: 200, height: 110), setAttributes: true),
        ])
    }

    @Test func pastTheLeftEdgeMovesTheParentAndShiftsSiblings() {
        // Overshoot 30: parent x 100 − 30 = 70, width 200 + 30 = 230; child lands at 0; S 50 + 30 = 80.
        let changes = ParentExpansion.changes(for: [NodeMove(id: "C", position: pos(-30, 10))], in: lookup())
        #expect(changes == [
            .position("C", pos(0, 10)),
            .position("P", pos(70, 100)),
            .position("S", pos(80, 50)),
            .dimensions(id: "P", size: CGSize(width: 230, height: 100), setAttributes: true),
        ])
    }

    @Test func pastTheTopEdgeMovesTheParentAndShiftsSiblings() {
        // Overshoot 25: parent y 100 − 25 = 75, height 100 + 25 = 125; child at y 0; S 50 + 25 = 75.
        let changes = ParentExpansion.changes(for: [NodeMove(id: "C", position: pos(10, -25))], in: lookup())
        #expect(changes == [
            .position("C", pos(10, 0)),
            .position("P", pos(100, 75)),
            .position("S", pos(50, 75)),
            .dimensions(id: "P", size: CGSize(width: 200, height: 125), setAttributes: true),
        ])
    }

    @Test func parentExtentHoldsTheChildAtTheTopLeft() {
        let held = lookup(childExtentParent: true)
        let topLeft = ParentExpansion.changes(for: [NodeMove(id: "C", position: pos(-30, -25))], in: held)
        #expect(topLeft == [.position("C", pos(0, 0))])
        // Right and bottom still grow: (180 + 40, 90 + 20) = (220, 110)
        let bottomRight = ParentExpansion.changes(for: [NodeMove(id: "C", position: pos(180, 90))], in: held)
        #expect(bottomRight == [
            .position("C", pos(180, 90)),
            .dimensions(id: "P", size: CGSize(width: 220, height: 110), setAttributes: true),
        ])
    }

    @Test func centredParentKeepsItsTopLeftWhileGrowing() {
        // Width 200 → 220; a centre origin moves the position by (220 − 200) × 0.5 = 10: (200 + 10, 150)
        let changes = ParentExpansion.changes(
            for: [NodeMove(id: "C", position: pos(180, 10))], in: lookup(parentOrigin: .center)
        )
        #expect(changes == [
            .position("C", pos(180, 10)),
            .position("P", pos(210, 150)),
            .dimensions(id: "P", size: CGSize(width: 220, height: 100), setAttributes: true),
        ])
    }

    @Test func severalDraggedChildrenMoveTogether() {
        // C2 (expanding, 10 × 10) is dragged along to (60, 40) while C overshoots left by 30: the parent
        // moves left by 30, so C2 is written at 60 + 30 = 90 to stay where it was dropped; S shifts too.
        // Width: left −30, right max(200, 60 + 10) = 200 → 230.
        var c2 = node("C2", 60, 40, 10, 10, parent: "P")
        c2.expandParent = true
        var child = node("C", 10, 10, 40, 20, parent: "P")
        child.expandParent = true
        let sibling = node("S", 50, 50, 10, 10, parent: "P")
        let lookup = NodeLookup(nodes: [node("P", 100, 100, 200, 100), child, c2, sibling])
        let changes = ParentExpansion.changes(for: [
            NodeMove(id: "C", position: pos(-30, 10)),
            NodeMove(id: "C2", position: pos(60, 40)),
        ], in: lookup)
        #expect(changes == [
            .position("C", pos(0, 10)),
            .position("C2", pos(90, 40)),
            .position("P", pos(70, 100)),
            .position("S", pos(80, 50)),
            .dimensions(id: "P", size: CGSize(width: 230, height: 100), setAttributes: true),
        ])
    }

    @Test func otherMovesPassThroughAndUnknownOnesAreDropped() {
        let changes = ParentExpansion.changes(for: [
            NodeMove(id: "S", position: pos(500, 500)),
            NodeMove(id: "T", position: pos(1, 2)),
            NodeMove(id: "ghost", position: pos(3, 4)),
            NodeMove(id: "C", position: pos(20, 20)),
        ], in: lookup())
        #expect(changes == [.position("S", pos(500, 500)), .position("T", pos(1, 2)), .position("C", pos(20, 20))])
    }
}

@Suite struct DeletionPlanTests {
    /// G ⊃ {G1 ⊃ G1a, G2 (not deletable) ⊃ G2a}; X (not deletable); Y.
    fileprivate var nodes: [N] {
        var g2 = node("G2", 0, 0, parent: "G")
        g2.deletable = false
        var x = node("X", 0, 0)
        x.deletable = false
        return [node("G", 0, 0), node("G1", 0, 0, parent: "G"), g2, node("G2a", 0, 0, parent: "G2"),
                node("G1a", 0, 0, parent: "G1"), x, node("Y", 0, 0)]
    }

    fileprivate var edges: [E] {
        var e3 = E(id: "e3", source: "G1a", target: "X")
        e3.deletable = false
        var e5 = E(id: "e5", source: "Y", target: "X")
        e5.deletable = false
        return [E(id: "e1", source: "G1", target: "Y"), E(id: "e2", source: "Y", target: "G2a"), e3,
                E(id: "e4", source: "X", target: "Y"), e5, E(id: "e6", source: "G2", target: "Y")]
    }

    @Test func deletableNodesDescendantsAndConnectedEdges() {
        let plan = DeletionPlan(nodeIds: ["G", "X"], edgeIds: ["e4", "e5"], nodes: nodes, edges: edges)
        // G goes with G1 and G1a; G2 is not deletable so it and its child G2a stay; X is not deletable.
        #expect(plan.nodes.map(\.id) == ["G", "G1", "G1a"])
        // e1 (G1) and e3 (G1a, even though not deletable) are connected; e4 requested and deletable;
        // e5 requested but not deletable; e2 and e6 touch only surviving nodes.
        #expect(plan.edges.map(\.id) == ["e1", "e3", "e4"])
        #expect(plan.nodeChanges == [.remove("G"), .remove("G1"), .remove("G1a")])
        #expect(plan.edgeChanges == [.remove("e1"), .remove("e3"), .remove("e4")])
    }

    @Test func selectionDeletion() {
        var nodes = self.nodes
        var edges = self.edges
        nodes[1].selected = true  // G1
        edges[5].selected = true  // e6
        edges[4].selected = true  // e5, not deletable
        let plan = DeletionPlan.forSelection(nodes: nodes, edges: edges)
        #expect(plan.nodes.map(\.id) == ["G1", "G1a"])
        #expect(plan.edges.map(\.id) == ["e1", "e3", "e6"])
    }

    @Test func cyclesAndUnknownIdsAreHarmless() {
        let nodes = [node("a", 0, 0, parent: "b"), node("b", 0, 0, parent: "a"), node("c", 0, 0)]
        let plan = DeletionPlan(nodeIds: ["a", "zzz"], edgeIds: ["nope"], nodes: nodes, edges: [E]())
        #expect(plan.nodes.map(\.id) == ["a", "b"])
        #expect(DeletionPlan(nodeIds: [String](), edgeIds: [String](), nodes: nodes, edges: [E]()).isEmpty)
    }
}

@Suite struct ConnectionSnapperTests {
    let pointer = CGPoint(x: 100, y: 100)
    let from = HandleAnchor(nodeId: "A", handleId: "out", type: .source, center: .zero)

    func anchor(_ node: String, _ id: String?, _ type: HandleType, _ x: CGFloat, _ y: CGFloat) -> HandleAnchor {
        HandleAnchor(nodeId: node, handleId: id, type: type, center: CGPoint(x: x, y: y))
    }

    @Test func strictReportsTheNearestEvenIfItIsTheWrongType() {
        // s1 is 8 away, t1 10 away, far 25 (outside the radius 20)
        let handles = [anchor("B", "in", .target, 110, 100), anchor("C", "out", .source, 100, 108),
                       anchor("D", "in", .target, 125, 100)]
        let strict = ConnectionSnapper().match(pointer: pointer, from: from, handles: handles)
        #expect(strict?.handle.nodeId == "C")
        #expect(strict?.isValid == false)
        let loose = ConnectionSnapper(mode: .loose).match(pointer: pointer, from: from, handles: handles)
        #expect(loose?.handle.nodeId == "C")
        #expect(loose?.isValid == true)
        #expect(loose?.connection == Connection(source: "A", target: "C", sourceHandle: "out", targetHandle: "out"))
    }

    @Test func strictAcceptsTheOppositeType() {
        let handles = [anchor("B", "in", .target, 110, 100), anchor("D", "in", .target, 125, 100)]
        let match = ConnectionSnapper().match(pointer: pointer, from: from, handles: handles)
        #expect(match?.isValid == true)
        #expect(match?.connection == Connection(source: "A", target: "B", sourceHandle: "out", targetHandle: "in"))
    }

    @Test func nothingWithinTheRadius() {
        // 25 > 20; with radius 30 it is found.
        let handles = [anchor("D", "in", .target, 125, 100)]
        #expect(ConnectionSnapper().match(pointer: pointer, from: from, handles: handles) == nil)
        #expect(ConnectionSnapper(radius: 30).match(pointer: pointer, from: from, handles: handles)?.isValid == true)
    }

    @Test func tiesPreferTheOppositeType() {
        // Both 12 away; the source is listed first but the target wins for a drag from a source.
        let handles = [anchor("C", "s", .source, 100, 112), anchor("B", "t", .target, 112, 100)]
        #expect(ConnectionSnapper().closestHandle(to: pointer, from: from, handles: handles)?.nodeId == "B")
        let fromTarget = anchor("Z", "in", .target, 0, 0)
        let reversed = [anchor("B", "t", .target, 112, 100), anchor("C", "s", .source, 100, 112)]
        let match = ConnectionSnapper().match(pointer: pointer, from: fromTarget, handles: reversed)
        #expect(match?.handle.nodeId == "C")
        // A drag from a target ends at a source: the connection runs C → Z.
        #expect(match?.connection == Connection(source: "C", target: "Z", sourceHandle: "s", targetHandle: "in"))
    }

    @Test func theHandleUnderThePointerWins() {
        // U's 20 × 20 box (99…119, 90…110) holds the pointer though V's centre is nearer (≈ 4.3 vs 9);
        // V's 6 × 6 box (100.5…106.5) does not.
        let under = HandleAnchor(nodeId: "U", handleId: nil, type: .target, center: CGPoint(x: 109, y: 100),
                                 size: CGSize(width: 20, height: 20))
        let handles = [anchor("V", nil, .target, 103.5, 102.5), under]
        #expect(ConnectionSnapper().match(pointer: pointer, from: from, handles: handles)?.handle.nodeId == "U")
        #expect(ConnectionSnapper().closestHandle(to: pointer, from: from, handles: handles)?.nodeId == "V")
    }

    @Test func notConnectableOrTheSameHandleIsInvalid() {
        var locked = anchor("B", "in", .target, 110, 100)
        locked.isConnectable = false
        #expect(ConnectionSnapper().match(pointer: pointer, from: from, handles: [locked])?.isValid == false)
        // Loose mode refuses the same node and handle id even with the other type.
        let twin = anchor("A", "out", .target, 105, 100)
        #expect(ConnectionSnapper(mode: .loose).isValid(twin, from: from) == false)
        #expect(ConnectionSnapper(mode: .loose).isValid(anchor("A", "other", .source, 0, 0), from: from))
        // The starting handle itself is never the nearest.
        let start = anchor("A", "out", .source, 101, 100)
        #expect(ConnectionSnapper().closestHandle(to: pointer, from: from, handles: [start]) == nil)
    }
}
