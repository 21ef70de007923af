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
        harness.key("z")
        #expect(harness.node("a")?.parentId == "group_1")
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
    }
}
