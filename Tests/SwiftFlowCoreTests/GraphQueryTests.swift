import Foundation
import Testing
@testable import SwiftFlowCore

private func node(
    _ id: String, _ x: CGFloat, _ y: CGFloat, size: CGSize? = nil, parent: String? = nil
) -> Node<String> {
    Node(id: id, position: XYPosition(x: x, y: y), data: id, measured: size, parentId: parent)
}

private func edge(
    _ id: String, _ source: String, _ target: String, _ sourceHandle: String? = nil, _ targetHandle: String? = nil
) -> Edge<EmptyEdgeData> {
    Edge(id: id, source: source, target: target, sourceHandle: sourceHandle, targetHandle: targetHandle)
}

@Suite struct NeighbourQueryTests {
    let nodes = ["1", "2", "3", "4"].map { node($0, 0, 0) }
    let edges = [edge("a", "1", "2"), edge("b", "3", "2"), edge("c", "2", "4"), edge("d", "1", "2")]

    @Test func incomersAndOutgoersInNodeOrderEachOnce() {
        #expect(getIncomers(of: "2", nodes: nodes, edges: edges).map(\.id) == ["1", "3"])
        #expect(getOutgoers(of: "2", nodes: nodes, edges: edges).map(\.id) == ["4"])
        #expect(getOutgoers(of: "1", nodes: nodes, edges: edges).map(\.id) == ["2"])
        #expect(getIncomers(of: "1", nodes: nodes, edges: edges).isEmpty)
        #expect(getIncomers(of: "missing", nodes: nodes, edges: edges).isEmpty)
    }

    @Test func connectedEdges() {
        #expect(getConnectedEdges(nodeIds: ["1"], edges: edges).map(\.id) == ["a", "d"])
        #expect(getConnectedEdges(nodes: [nodes[2], nodes[3]], edges: edges).map(\.id) == ["b", "c"])
    }

    @Test func nodeConnectionsBySideAndHandle() {
        let edges = [
            edge("e1", "1", "2", "a", "x"),
            edge("e2", "3", "2", nil, "y"),
            edge("e3", "2", "4", "out", nil),
            edge("e4", "2", "2", "out", "x"),
        ]
        #expect(getNodeConnections(nodeId: "2", handleType: .target, edges: edges).map(\.edgeId)
            == ["e1", "e2", "e4"])
        #expect(getNodeConnections(nodeId: "2", handleType: .source, edges: edges).map(\.edgeId) == ["e3", "e4"])
        #expect(getNodeConnections(nodeId: "2", handleType: .target, handleId: "x", edges: edges).map(\.edgeId)
            == ["e1", "e4"])
        #expect(getNodeConnections(nodeId: "2", edges: edges).map(\.edgeId) == ["e1", "e2", "e3", "e4"])
        #expect(getNodeConnections(nodeId: "2", handleId: "out", edges: edges).map(\.edgeId) == ["e3", "e4"])
        let first = getNodeConnections(nodeId: "1", edges: edges)
        let expected = HandleConnection(edgeId: "e1", source: "1", target: "2", sourceHandle: "a", targetHandle: "x")
        #expect(first == [expected])
    }
}

@Suite struct NodeLookupGeometryTests {
    @Test func threeDeepParentChainListedChildrenFirst() {
        // A (100, 50); B = A + (20, 30) = (120, 80); C = B + (5, 10) = (125, 90)
        let lookup = NodeLookup(nodes: [
            node("C", 5, 10, size: CGSize(width: 50, height: 20), parent: "B"),
            node("B", 20, 30, size: CGSize(width: 200, height: 100), parent: "A"),
            node("A", 100, 50, size: CGSize(width: 400, height: 300)),
        ])
        #expect(lookup.diagnostics.isEmpty)
        #expect(lookup.absolutePosition(of: "A") == XYPosition(x: 100, y: 50))
        #expect(lookup.absolutePosition(of: "B") == XYPosition(x: 120, y: 80))
        #expect(lookup.absolutePosition(of: "C") == XYPosition(x: 125, y: 90))
        #expect(lookup.bounds(of: "C") == CGRect(x: 125, y: 90, width: 50, height: 20))
        #expect(lookup.geometry("C")?.parentId == "B")
        #expect(lookup.children(of: "A") == ["B"])
        #expect(lookup.children(of: "C").isEmpty)
    }

    @Test func canvasOriginAppliesUnlessTheNodeHasItsOwn() {
        var own = node("D", 300, 300, size: CGSize(width: 100, height: 40))
        own.origin = .bottomRight
        let lookup = NodeLookup(nodes: [
            node("A", 100, 50, size: CGSize(width: 400, height: 300)),
            node("B", 20, 30, size: CGSize(width: 200, height: 100), parent: "A"),
            own,
        ], nodeOrigin: .center)
        // A: (100 − 0.5 × 400, 50 − 0.5 × 300) = (−100, −100)
        #expect(lookup.absolutePosition(of: "A") == XYPosition(x: -100, y: -100))
        // B: A's top-left + (20 − 100, 30 − 50) = (−100 − 80, −100 − 20) = (−180, −120)
        #expect(lookup.absolutePosition(of: "B") == XYPosition(x: -180, y: -120))
        // D uses its own bottom-right origin: (300 − 100, 300 − 40) = (200, 260)
        #expect(lookup.absolutePosition(of: "D") == XYPosition(x: 200, y: 260))
        #expect(lookup.geometry("D")?.origin == .bottomRight)
    }

    @Test func fixedSizeWinsOverMeasuredAndUnmeasuredIsZero() {
        var fixed = node("F", 0, 0, size: CGSize(width: 10, height: 10))
        fixed.width = 30
        let lookup = NodeLookup(nodes: [fixed, node("U", 5, 5)])
        #expect(lookup.geometry("F")?.size == CGSize(width: 30, height: 10))
        #expect(lookup.geometry("U")?.size == .zero)
        #expect(lookup.geometry("U")?.isMeasured == false)
        #expect(lookup.geometry("F")?.isMeasured == true)
    }

    @Test func parentCycleIsReportedAndPlacedAtTopLevel() {
        let lookup = NodeLookup(nodes: [
            node("X", 10, 0, parent: "Y"),
            node("Y", 0, 20, parent: "X"),
            node("Z", 1, 1, parent: "X"),
            node("S", 4, 4, parent: "S"),
        ])
        #expect(lookup.diagnostics == [.parentCycle(["X", "Y"]), .parentCycle(["S"])])
        #expect(lookup.absolutePosition(of: "X") == XYPosition(x: 10, y: 0))
        #expect(lookup.absolutePosition(of: "Y") == XYPosition(x: 0, y: 20))
        // Z hangs off X, which is placed at top level: (10 + 1, 0 + 1)
        #expect(lookup.absolutePosition(of: "Z") == XYPosition(x: 11, y: 1))
        #expect(lookup.absolutePosition(of: "S") == XYPosition(x: 4, y: 4))
        #expect(lookup.geometry("X")?.parentId == nil)
        #expect(lookup.children(of: "X") == ["Z"])
    }

    @Test func missingParentDuplicateIdAndInvalidPositionAreReported() {
        let lookup = NodeLookup(nodes: [
            node("M", 7, 8, parent: "ghost"),
            node("A", 1, 1),
            node("A", 99, 99),
            node("N", .nan, 3, parent: "A"),
        ])
        #expect(lookup.diagnostics == [
            .duplicateNodeId("A"),
            .missingParent(nodeId: "M", parentId: "ghost"),
            .invalidPosition(nodeId: "N"),
        ])
        #expect(lookup.absolutePosition(of: "M") == XYPosition(x: 7, y: 8))
        #expect(lookup.absolutePosition(of: "A") == XYPosition(x: 1, y: 1))
        // N is placed at (0, 0) inside A: (1, 1)
        #expect(lookup.absolutePosition(of: "N") == XYPosition(x: 1, y: 1))
        #expect(lookup.node("A")?.position == XYPosition(x: 1, y: 1))
    }
}

@Suite struct NodeLookupSpatialTests {
    @Test func boundsOfNodes() {
        let lookup = NodeLookup(nodes: [
            node("A", 0, 0, size: CGSize(width: 100, height: 50)),
            node("B", 200, 100, size: CGSize(width: 50, height: 50)),
            node("C", -20, 300),
        ])
        // x 0…250, y 0…150
        #expect(lookup.nodesBounds(["A", "B"]) == CGRect(x: 0, y: 0, width: 250, height: 150))
        // C is a point at (−20, 300): x −20…250, y 0…300
        #expect(lookup.nodesBounds(["A", "B", "C", "unknown"]) == CGRect(x: -20, y: 0, width: 270, height: 300))
        #expect(lookup.nodesBounds([String]()) == .zero)
    }

    private var selectionNodes: NodeLookup<String> {
        var hidden = node("H", 10, 10, size: CGSize(width: 50, height: 50))
        hidden.hidden = true
        var fixed = node("N", 20, 20, size: CGSize(width: 10, height: 10))
        fixed.selectable = false
        var dragging = node("D", 900, 900, size: CGSize(width: 10, height: 10))
        dragging.dragging = true
        return NodeLookup(nodes: [
            node("F", 10, 10, size: CGSize(width: 50, height: 50)),
            node("P", 180, 10, size: CGSize(width: 50, height: 50)),
            node("O", 300, 300, size: CGSize(width: 50, height: 50)),
            node("U", 500, 500),
            hidden,
            fixed,
            dragging,
            node("FC", 5, 5, size: CGSize(width: 10, height: 10), parent: "F"),
        ])
    }

    @Test func nodesInsideFullAndPartial() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        // F: overlap 50 × 50 = 2500 = its area. P: overlap (200 − 180) × 50 = 1000 < 2500, partial only.
        // O: no overlap. U: unmeasured, always counts. H: hidden. D: dragging, always counts.
        // FC: absolute (15, 15), 10 × 10, wholly inside.
        #expect(selectionNodes.nodesInside(rect).map(\.id) == ["F", "U", "N", "D", "FC"])
        #expect(selectionNodes.nodesInside(rect, partially: true).map(\.id) == ["F", "P", "U", "N", "D", "FC"])
        #expect(selectionNodes.nodesInside(rect, partially: true, excludeNonSelectable: true).map(\.id)
            == ["F", "P", "U", "D", "FC"])
    }

    @Test func intersectingNodes() {
        let lookup = NodeLookup(nodes: [
            node("F", 10, 10, size: CGSize(width: 50, height: 50)),
            node("N", 20, 20, size: CGSize(width: 10, height: 10)),
            node("Q", 50, 10, size: CGSize(width: 20, height: 20)),
            node("O", 300, 300, size: CGSize(width: 50, height: 50)),
            node("U", 20, 20),
        ])
        // N lies inside F (overlap 100 = N's area); Q overlaps F by (60 − 50) × 20 = 200, less than both areas.
        #expect(lookup.intersectingNodes(withNode: "F").map(\.id) == ["N", "Q"])
        #expect(lookup.intersectingNodes(withNode: "F", partially: false).map(\.id) == ["N"])
        // A rectangle inside Q (area 4 ≤ overlap 4) counts as fully intersecting Q.
        #expect(lookup.intersectingNodes(with: CGRect(x: 61, y: 11, width: 2, height: 2), partially: false)
            .map(\.id) == ["Q"])
        #expect(lookup.intersectingNodes(withNode: "missing").isEmpty)
        // A sliver: overlap with F is 0.5 × 0.5 = 0.25, rounded up to 1, so it counts as partial.
        #expect(lookup.intersectingNodes(with: CGRect(x: 59.5, y: 59.5, width: 2, height: 2)).map(\.id) == ["F"])
    }

    @Test func fitViewportUsesMeasuredVisibleNodes() {
        var hidden = node("H", -500, 0, size: CGSize(width: 100, height: 60))
        hidden.hidden = true
        let lookup = NodeLookup(nodes: [
            node("a", 0, 0, size: CGSize(width: 100, height: 60)),
            node("b", 220, 100, size: CGSize(width: 100, height: 60)),
            hidden,
            node("u", 5000, 5000),
        ])
        let view = CGSize(width: 800, height: 600)
        // Bounds (0, 0, 320, 160). padding 0.25 → pad (80, 60); zoom = min(640 / 320, 480 / 160) = 2.
        // Centre (160, 80): (400 − 320, 300 − 160) = (80, 140)
        let options = FitViewOptions(padding: 0.25)
        #expect(lookup.fitViewport(viewSize: view, options: options) == Viewport(x: 80, y: 140, zoom: 2))
        // Only "a": zoom min(640 / 100, 480 / 60) = 6.4 → 4; centre (50, 30): (400 − 200, 300 − 120) = (200, 180)
        let onlyA = FitViewOptions(padding: 0.25, nodeIds: ["a"])
        #expect(lookup.fitViewport(viewSize: view, options: onlyA) == Viewport(x: 200, y: 180, zoom: 4))
        #expect(lookup.fitViewport(viewSize: view, options: FitViewOptions(nodeIds: ["u"])) == nil)
    }
}
