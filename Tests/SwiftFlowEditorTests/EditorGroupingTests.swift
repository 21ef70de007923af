import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Group (Ctrl+G) and Ungroup (Ctrl+Shift+G): nodes become children of a new `group` node as React Flow nests
/// them (parent first in the list, `parentId`, positions relative to the parent's top-left), in one undo step.
@MainActor
@Suite struct EditorGroupingTests {
    private func select(_ ids: Set<String>, in harness: EditorHarness) {
        harness.document.apply(harness.document.nodes.map { NodeChange<JSONValue>.selection($0.id, ids.contains($0.id)) })
        harness.settle()
    }

    /// a is 150 × 40 at (100, 100), c 150 × 40 at (100, 400): together (100, 100)–(250, 440); padded by 20 the
    /// group spans (80, 80)–(270, 460), 190 × 380, and a and c sit at (20, 20) and (20, 320) inside it.
    @Test func groupingMakesTheSelectionChildrenOfANewGroupInOneUndoStep() throws {
        let harness = try EditorHarness()
        let before = harness.document.nodes
        select(["a", "c"], in: harness)
        harness.key("g")
        let group = try #require(harness.node("group_1"))
        #expect(group.type == "group")
        #expect(group.parentId == nil)
        #expect(group.position == XYPosition(x: 80, y: 80))
        #expect(group.width == 190 && group.height == 380)
        #expect(group.selected)
        #expect(harness.node("a")?.parentId == "group_1")
        #expect(harness.node("a")?.position == XYPosition(x: 20, y: 20))
        #expect(harness.node("c")?.parentId == "group_1")
        #expect(harness.node("c")?.position == XYPosition(x: 20, y: 320))
        // Held inside the group, as React Flow's sub-flow guide sets its children; the group itself is free.
        #expect(harness.node("a")?.extent == .parent && harness.node("c")?.extent == .parent)
        #expect(group.extent == nil)
        #expect(harness.node("a")?.selected == false)
        #expect(harness.node("b")?.parentId == nil)
        // The parent comes before its children, where a was.
        #expect(harness.document.nodes.map(\.id) == ["group_1", "a", "b", "c"])
        // On the canvas a stays where it was: its box is still (100, 100)–(250, 140).
        let lookup = NodeLookup(nodes: harness.session.measuredNodes)
        #expect(lookup.bounds(of: "a") == CGRect(x: 100, y: 100, width: 150, height: 40))
        #expect(lookup.bounds(of: "c") == CGRect(x: 100, y: 400, width: 150, height: 40))

        harness.key("z")
        #expect(harness.document.nodes.map(\.id) == ["a", "b", "c"])
        #expect(harness.document.nodes.map(\.position) == before.map(\.position))
        #expect(harness.document.nodes.allSatisfy { $0.parentId == nil })
        harness.key("z", [.control, .shift])
        #expect(harness.node("a")?.parentId == "group_1")
        #expect(harness.node("group_1")?.position == XYPosition(x: 80, y: 80))
    }

    @Test func ungroupingPutsTheChildrenBackWhereTheyAre() throws {
        let harness = try EditorHarness()
        select(["a", "c"], in: harness)
        harness.key("g")
        // The group is selected after grouping.
        harness.key("g", [.control, .shift])
        #expect(harness.node("group_1") == nil)
        #expect(harness.node("a")?.parentId == nil)
        #expect(harness.node("a")?.position == XYPosition(x: 100, y: 100))
        #expect(harness.node("c")?.position == XYPosition(x: 100, y: 400))
        #expect(harness.node("a")?.selected == true && harness.node("c")?.selected == true)
        // Top-level again, held nowhere.
        #expect(harness.node("a")?.extent == nil && harness.node("c")?.extent == nil)
        harness.key("z")
        #expect(harness.node("a")?.parentId == "group_1")
        #expect(harness.node("a")?.extent == .parent)
    }

    /// After grouping a and c, the group spans (80, 80)–(270, 460) and a (150 × 40) sits at (20, 20) in it. A drag
    /// of a by (−200, +500) would put its top-left at (−100, 600) on the canvas; held inside the group it stops
    /// at the group's left edge (x 80) and, 40 tall, at 460 − 40 = 420 down: (0, 340) in the group.
    @Test func aGroupedNodeCannotBeDraggedOutOfItsGroup() throws {
        let harness = try EditorHarness()
        select(["a", "c"], in: harness)
        harness.key("g")
        harness.drag(from: harness.window(CGPoint(x: 175, y: 120)), to: harness.window(CGPoint(x: -25, y: 620)))
        #expect(harness.node("a")?.parentId == "group_1")
        #expect(harness.node("a")?.position == XYPosition(x: 0, y: 340))
        #expect(harness.node("group_1")?.position == XYPosition(x: 80, y: 80))
    }

    /// Children of p (at (1000, 1000)): x 50 × 20 at (10, 10), y 50 × 20 at (100, 200), so absolutely
    /// (1010, 1010)–(1060, 1030) and (1100, 1200)–(1150, 1220). Padded, the group spans (990, 990)–(1170, 1240):
    /// at (−10, −10) in p, 180 × 250, with x at (20, 20) and y at (110, 210) in it.
    @Test func nodesSharingAParentAreGroupedInsideIt() throws {
        let graph = """
        {"nodes": [
          {"id": "p", "type": "group", "position": {"x": 1000, "y": 1000}, "data": {}, "width": 400, "height": 300},
          {"id": "x", "parentId": "p", "position": {"x": 10, "y": 10}, "data": {"label": "X"}, "width": 50, "height": 20},
          {"id": "y", "parentId": "p", "position": {"x": 100, "y": 200}, "data": {"label": "Y"}, "width": 50, "height": 20}
         ], "edges": []}
        """
        let harness = try EditorHarness(graph: graph)
        select(["x", "y"], in: harness)
        harness.key("g")
        let group = try #require(harness.node("group_1"))
        #expect(group.parentId == "p")
        #expect(group.position == XYPosition(x: -10, y: -10))
        #expect(group.width == 180 && group.height == 250)
        #expect(harness.node("x")?.position == XYPosition(x: 20, y: 20))
        #expect(harness.node("y")?.position == XYPosition(x: 110, y: 210))
        #expect(harness.document.nodes.map(\.id) == ["p", "group_1", "x", "y"])
        // x and y were free inside p: the group is too, and they are held inside the group.
        #expect(group.extent == nil)
        #expect(harness.node("x")?.extent == .parent && harness.node("y")?.extent == .parent)
    }

    /// Nodes held inside p (`extent: 'parent'`) keep that hold through Group (the group is held inside p, they
    /// inside the group) and Ungroup (held inside p again).
    @Test func groupAndUngroupKeepAHoldInsideTheSharedParent() throws {
        let held = """
        {"nodes": [
          {"id": "p", "type": "group", "position": {"x": 1000, "y": 1000}, "data": {}, "width": 400, "height": 300},
          {"id": "x", "parentId": "p", "extent": "parent", "position": {"x": 10, "y": 10}, "data": {}, "width": 50, "height": 20},
          {"id": "y", "parentId": "p", "extent": "parent", "position": {"x": 100, "y": 200}, "data": {}, "width": 50, "height": 20}
         ], "edges": []}
        """
        let harness = try EditorHarness(graph: held)
        select(["x", "y"], in: harness)
        harness.key("g")
        #expect(harness.node("group_1")?.extent == .parent)
        harness.key("g", [.control, .shift])
        #expect(harness.node("x")?.parentId == "p" && harness.node("x")?.extent == .parent)
        #expect(harness.node("y")?.parentId == "p" && harness.node("y")?.extent == .parent)

        // With y free inside p the group is free there too, and Ungroup leaves both free: the group no longer
        // tells which of them was held before.
        let mixed = held.replacingOccurrences(of: #""id": "y", "parentId": "p", "extent": "parent","#,
                                              with: #""id": "y", "parentId": "p","#)
        #expect(mixed != held)
        let other = try EditorHarness(graph: mixed)
        select(["x", "y"], in: other)
        other.key("g")
        #expect(other.node("group_1")?.extent == nil)
        other.key("g", [.control, .shift])
        #expect(other.node("x")?.parentId == "p" && other.node("x")?.extent == nil)
        #expect(other.node("y")?.extent == nil)
    }

    @Test func theSavedFileNestsTheNodesAsReactFlowDoes() throws {
        let harness = try EditorHarness()
        select(["b"], in: harness)
        harness.key("g")
        harness.key("s")
        let saved = try harness.saved()
        let nodes = try #require(saved["nodes"]?.arrayValue)
        #expect(nodes.compactMap { $0["id"]?.stringValue } == ["a", "group_1", "b", "c"])
        #expect(nodes[1]["type"] == "group")
        #expect(nodes[2]["parentId"] == "group_1")
        // b at (500, 100) in a group whose top-left is (480, 80).
        #expect(nodes[2]["position"]?["x"] == 20 && nodes[2]["position"]?["y"] == 20)
        #expect(nodes[2]["extent"] == "parent")
    }
}
