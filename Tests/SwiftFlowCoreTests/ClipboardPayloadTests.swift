import Foundation
import Testing
@testable import SwiftFlowCore

private func node(
    _ id: String,
    x: CGFloat = 0,
    y: CGFloat = 0,
    parent: String? = nil,
    selected: Bool = false
) -> Node<String> {
    Node(id: id, position: XYPosition(x: x, y: y), data: "data-\(id)", parentId: parent, selected: selected)
}

private func edge(_ id: String, _ source: String, _ target: String, selected: Bool = false) -> Edge<String> {
    Edge(id: id, source: source, target: target, selected: selected)
}

@Suite struct ClipboardPayloadTests {
    @Test func copiesSelectedNodesAndOnlyTheEdgesBetweenThem() {
        let nodes = [node("a", selected: true), node("b", selected: true), node("c")]
        let edges = [edge("ab", "a", "b"), edge("bc", "b", "c", selected: true), edge("ca", "c", "a"),
                     edge("aa", "a", "a")]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: edges)
        #expect(payload.nodes.map(\.id) == ["a", "b"])
        #expect(payload.edges.map(\.id) == ["ab", "aa"])
        #expect(!payload.isEmpty)
        #expect(ClipboardPayload(copyingSelectionOf: [node("z")], edges: [Edge<String>]()).isEmpty)
    }

    /// A copy of a copy takes the next number of the first copy's name instead of growing it.
    @Test func copiesOfCopiesCountOn() {
        let nodes = [node("a"), node("a-copy", selected: true), node("a-copy-2")]
        let first = ClipboardPayload(copyingSelectionOf: nodes, edges: [Edge<String>]()).paste(into: nodes, edges: [])
        #expect(first.nodeIdMap == ["a-copy": "a-copy-3"])
        let second = ClipboardPayload(copying: ["a-copy-3"], from: first.nodes, edges: [Edge<String>]())
            .paste(into: first.nodes, edges: [])
        #expect(second.nodeIdMap == ["a-copy-3": "a-copy-4"])
        // Only `-copy` and `-copy-N` (N from 2, no leading zero) are a copy's marks.
        for (id, expected) in [("a-copy", "a-copy"), ("a-copy-12", "a-copy"), ("a-copy-1", "a-copy-1-copy"),
                               ("a-copy-02", "a-copy-02-copy"), ("a-copy-x", "a-copy-x-copy"), ("copy", "copy-copy"),
                               ("node-7", "node-7-copy"), ("-copy", "-copy")] {
            #expect(ClipboardPayload<String, String>.defaultPasteID(for: id) == expected, "\(id)")
        }
    }

    @Test func pastedIdsAreNewAndUnique() {
        let nodes = [node("a", selected: true), node("b", selected: true), node("a-copy")]
        let edges = [edge("ab", "a", "b")]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: edges)
        let first = payload.paste(into: nodes, edges: edges)
        // "a-copy" is taken already, so the default scheme moves on to "a-copy-2".
        #expect(first.nodeIdMap == ["a": "a-copy-2", "b": "b-copy"])
        #expect(first.edgeIdMap == ["ab": "ab-copy"])
        #expect(first.nodes.map(\.id) == ["a", "b", "a-copy", "a-copy-2", "b-copy"])
        let second = payload.paste(into: first.nodes, edges: first.edges)
        #expect(second.nodeIdMap == ["a": "a-copy-3", "b": "b-copy-2"])
        #expect(Set(second.nodes.map(\.id)).count == 7)
        #expect(Set(second.edges.map(\.id)) == ["ab", "ab-copy", "ab-copy-2"])
    }

    @Test func anyGeneratorGivesUniqueIds() {
        let nodes = [node("a", selected: true), node("b", selected: true), node("x")]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: [Edge<String>]())
        let constant = payload.paste(into: nodes, edges: [], idGenerator: { _ in "x" })
        #expect(constant.nodeIdMap == ["a": "x-2", "b": "x-3"])
        let empty = payload.paste(into: nodes, edges: [], idGenerator: { _ in "" })
        #expect(empty.nodeIdMap == ["a": "a-2", "b": "b-2"])
        var counter = 0
        let counting = payload.paste(into: nodes, edges: [], idGenerator: { _ in
            counter += 1
            return counter == 1 ? "x" : "n\(counter)"
        })
        // The first proposal collides with "x", so the generator is asked again.
        #expect(counting.nodeIdMap == ["a": "n2", "b": "n3"])
    }

    @Test func edgesAreRemappedAndKeepEveryProperty() {
        let nodes = [node("a", selected: true), node("b", selected: true)]
        let original = Edge<String>(
            id: "e", source: "a", target: "b", sourceHandle: "out", targetHandle: "in", type: .smoothstep,
            animated: true, hidden: false, selected: false, selectable: false, deletable: false, focusable: false,
            reconnectable: true, markerStart: .arrow, markerEnd: EdgeMarker(type: .arrowClosed, color: .red),
            label: "label", style: EdgeStyle(stroke: .blue, strokeWidth: 3, dash: [4, 2], opacity: 0.5),
            zIndex: 7, interactionWidth: 12, data: "payload"
        )
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: [original])
        let result = payload.paste(into: nodes, edges: [original], idGenerator: { "new-" + $0 })
        var expected = original
        expected.id = "new-e"
        expected.source = "new-a"
        expected.target = "new-b"
        expected.selected = true
        #expect(result.edges.last == expected)
        #expect(result.edges.first == original)
    }

    @Test func nodesWithoutCopiedParentMoveByFifty() {
        var styled = node("a", x: 10, y: -20, selected: true)
        styled.type = "output"
        styled.width = 120
        styled.zIndex = 3
        let nodes = [styled, node("b", x: 400, y: 300)]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: [Edge<String>]())
        let result = payload.paste(into: nodes, edges: [])
        var expected = styled
        expected.id = "a-copy"
        expected.position = XYPosition(x: 60, y: 30)
        #expect(result.nodes.last == expected)
        #expect(result.nodes[0].selected == false)
        let custom = payload.paste(into: nodes, edges: [], offset: XYPosition(x: -5, y: 0))
        #expect(custom.nodes.last?.position == XYPosition(x: 5, y: -20))
    }

    @Test func childrenOfCopiedParentsKeepTheirRelativePosition() {
        // The child is listed first to check that pasted parents come before their children.
        let nodes = [
            node("child", x: 10, y: 20, parent: "group", selected: true),
            node("group", x: 100, y: 100, selected: true),
            node("grandchild", x: 5, y: 5, parent: "child", selected: true),
            node("free", x: 300, y: 0, selected: true),
        ]
        let edges = [edge("e1", "child", "free"), edge("e2", "grandchild", "group")]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: edges)
        let result = payload.paste(into: nodes, edges: edges, idGenerator: { "p-" + $0 })
        let pasted = Array(result.nodes.suffix(4))
        #expect(pasted.map(\.id) == ["p-group", "p-free", "p-child", "p-grandchild"])
        #expect(pasted.map(\.position) == [XYPosition(x: 150, y: 150), XYPosition(x: 350, y: 50),
                                           XYPosition(x: 10, y: 20), XYPosition(x: 5, y: 5)])
        #expect(pasted.map(\.parentId) == [nil, nil, "p-group", "p-child"])
        let pastedEdges = result.edges.suffix(2)
        #expect(pastedEdges.map(\.source) == ["p-child", "p-grandchild"])
        #expect(pastedEdges.map(\.target) == ["p-free", "p-group"])
    }

    @Test func childWithoutCopiedParentStaysUnderTheExistingParent() {
        let nodes = [node("group", x: 100, y: 100), node("child", x: 10, y: 20, parent: "group", selected: true)]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: [Edge<String>]())
        let pasted = payload.paste(into: nodes, edges: []).nodes.last
        #expect(pasted?.parentId == "group")
        #expect(pasted?.position == XYPosition(x: 60, y: 70))
    }

    @Test func childWhoseParentIsGoneBecomesARootAtItsAbsolutePlace() {
        // Grandparent: position (1000, 1000) names its centre; size 200×100, so top-left (900, 950).
        var grandparent = node("gp", x: 1000, y: 1000)
        grandparent.origin = .center
        grandparent.width = 200
        grandparent.height = 100
        // Parent top-left: (900 + 100, 950 + 200) = (1000, 1150). Child point: (1010, 1170).
        let parent = node("p", x: 100, y: 200, parent: "gp")
        var child = node("c", x: 10, y: 20, parent: "p", selected: true)
        child.extent = .parent
        let payload = ClipboardPayload(copyingSelectionOf: [grandparent, parent, child], edges: [Edge<String>]())
        #expect(payload.detachedParentOrigins == ["c": XYPosition(x: 1000, y: 1150)])
        let pasted = payload.paste(into: [node("other")], edges: []).nodes.last
        #expect(pasted?.parentId == nil)
        #expect(pasted?.extent == nil)
        #expect(pasted?.position == XYPosition(x: 1060, y: 1220))
    }

    @Test func pastedElementsBecomeTheSelection() {
        let nodes = [node("a", selected: true), node("b", selected: true), node("c", selected: false)]
        let edges = [edge("ab", "a", "b", selected: true), edge("bc", "b", "c", selected: false)]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: edges)
        let result = payload.paste(into: nodes, edges: edges)
        #expect(result.nodes.map(\.selected) == [false, false, false, true, true])
        #expect(result.edges.map(\.selected) == [false, false, true])
        #expect(result.pastedNodeIds == ["a-copy", "b-copy"])
        #expect(result.pastedEdgeIds == ["ab-copy"])
    }

    @Test func pasteChangesDescribeTheSamePaste() {
        let nodes = [node("a", x: 1, y: 2, selected: true), node("b")]
        let edges = [edge("aa", "a", "a", selected: true), edge("ab", "a", "b")]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: edges)
        let changes = payload.pasteChanges(into: nodes, edges: edges)
        var pastedNode = node("a-copy", x: 51, y: 52, selected: true)
        pastedNode.data = "data-a"
        let pastedEdge = edge("aa-copy", "a-copy", "a-copy", selected: true)
        #expect(changes.nodeChanges == [.selection("a", false), .add(item: pastedNode)])
        #expect(changes.edgeChanges == [.selection("aa", false), .add(item: pastedEdge)])
        let result = payload.paste(into: nodes, edges: edges)
        #expect(applyNodeChanges(changes.nodeChanges, nodes: nodes) == result.nodes)
        #expect(applyEdgeChanges(changes.edgeChanges, edges: edges) == result.edges)
    }

    @Test func payloadEdgesWithMissingEndsAreSkipped() {
        let payload = ClipboardPayload(nodes: [node("a")], edges: [edge("ax", "a", "x")])
        let result = payload.paste(into: [Node<String>](), edges: [])
        #expect(result.nodes.map(\.id) == ["a-copy"])
        #expect(result.edges.isEmpty)
    }

    /// Copying a group copies what it holds, down to grandchildren, and the edges among all of them; the edge
    /// to a node outside stays behind. Pasted, the group moves by (50, 50), its children keep their places in
    /// the pasted group (parentId names the copy), so on the canvas they move with it.
    @Test func copyingAGroupCopiesItsDescendantsAndTheEdgesAmongThem() {
        let nodes = [
            node("outside", x: 500, y: 0),
            node("group", x: 100, y: 100, selected: true),
            node("child", x: 10, y: 20, parent: "group"),
            node("grandchild", x: 5, y: 6, parent: "child"),
            node("sibling", x: 40, y: 20, parent: "group"),
            node("elsewhere", x: 1, y: 1, parent: "outside"),
        ]
        let edges = [edge("in", "child", "sibling"), edge("down", "group", "grandchild"),
                     edge("out", "sibling", "outside"), edge("far", "outside", "elsewhere")]
        let payload = ClipboardPayload(copyingSelectionOf: nodes, edges: edges)
        #expect(payload.nodes.map(\.id) == ["group", "child", "grandchild", "sibling"])
        #expect(payload.edges.map(\.id) == ["in", "down"])
        #expect(payload.detachedParentOrigins.isEmpty)
        let result = payload.paste(into: nodes, edges: edges, idGenerator: { "p-" + $0 })
        let pasted = Array(result.nodes.suffix(4))
        #expect(pasted.map(\.id) == ["p-group", "p-child", "p-sibling", "p-grandchild"])
        #expect(pasted.map(\.parentId) == [nil, "p-group", "p-group", "p-child"])
        #expect(pasted.map(\.position) == [XYPosition(x: 150, y: 150), XYPosition(x: 10, y: 20),
                                           XYPosition(x: 40, y: 20), XYPosition(x: 5, y: 6)])
        #expect(pasted.allSatisfy { $0.selected })
        let pastedEdges = Array(result.edges.suffix(2))
        #expect(pastedEdges.map(\.id) == ["p-in", "p-down"])
        #expect(pastedEdges.map(\.source) == ["p-child", "p-group"])
        #expect(pastedEdges.map(\.target) == ["p-sibling", "p-grandchild"])
        // A parent cycle (no root) is walked once, not forever.
        let cycle = [node("x", parent: "y", selected: true), node("y", parent: "x")]
        #expect(ClipboardPayload(copyingSelectionOf: cycle, edges: [Edge<String>]()).nodes.map(\.id) == ["x", "y"])
    }
}
