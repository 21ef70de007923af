import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Ungroup (Ctrl+Shift+G) with a mixed selection, as a desktop editor does it: selected groups are dissolved,
/// selected children of groups that stay are detached from their group alone, and their siblings stay put.
@MainActor
@Suite struct EditorUngroupSelectionTests {
    /// p at (0, 0) holds x at (10, 10) and y at (100, 200); q at (1000, 1000) holds u at (10, 10), held inside it,
    /// and v at (100, 100).
    private static let graph = """
    {"nodes": [
      {"id": "p", "type": "group", "position": {"x": 0, "y": 0}, "data": {}, "width": 400, "height": 300},
      {"id": "x", "parentId": "p", "position": {"x": 10, "y": 10}, "data": {"label": "X"}, "width": 50, "height": 20},
      {"id": "y", "parentId": "p", "position": {"x": 100, "y": 200}, "data": {"label": "Y"}, "width": 50, "height": 20},
      {"id": "q", "type": "group", "position": {"x": 1000, "y": 1000}, "data": {}, "width": 400, "height": 300},
      {"id": "u", "parentId": "q", "extent": "parent", "position": {"x": 10, "y": 10}, "data": {"label": "U"},
       "width": 50, "height": 20},
      {"id": "v", "parentId": "q", "position": {"x": 100, "y": 100}, "data": {"label": "V"}, "width": 50, "height": 20}
     ], "edges": [{"id": "e", "source": "y", "target": "u"}]}
    """

    private func select(_ ids: Set<String>, in harness: EditorHarness) {
        harness.document.apply(harness.document.nodes.map { NodeChange<JSONValue>.selection($0.id, ids.contains($0.id)) })
        harness.settle()
    }

    /// Group p and child u of q selected: p goes and x, y are top-level at their canvas places (10, 10) and
    /// (100, 200); u leaves q for the top level at 1000 + 10 = (1010, 1010), no longer held; v stays in q.
    @Test func aGroupAndAChildOfAnotherGroupUngroupOnlyWhatIsSelected() throws {
        let harness = try EditorHarness(graph: Self.graph)
        select(["p", "u"], in: harness)
        #expect(harness.session.canUngroup)
        harness.key("g", [.control, .shift])
        #expect(harness.node("p") == nil)
        #expect(harness.node("x")?.parentId == nil && harness.node("x")?.position == XYPosition(x: 10, y: 10))
        #expect(harness.node("y")?.parentId == nil && harness.node("y")?.position == XYPosition(x: 100, y: 200))
        #expect(harness.node("u")?.parentId == nil && harness.node("u")?.position == XYPosition(x: 1010, y: 1010))
        #expect(harness.node("u")?.extent == nil)
        #expect(harness.node("q") != nil)
        #expect(harness.node("v")?.parentId == "q" && harness.node("v")?.position == XYPosition(x: 100, y: 100))
        // The edge between two kept nodes stays.
        #expect(harness.document.edges.map(\.id) == ["e"])

        harness.key("z")
        #expect(harness.node("p") != nil && harness.node("x")?.parentId == "p")
        #expect(harness.node("u")?.parentId == "q" && harness.node("u")?.position == XYPosition(x: 10, y: 10))
    }

    /// x (of p) and u (of q) selected, no group: each leaves its own group; both groups and the other
    /// children stay.
    @Test func childrenOfTwoGroupsAreDetachedAndTheGroupsStay() throws {
        let harness = try EditorHarness(graph: Self.graph)
        select(["x", "u"], in: harness)
        #expect(harness.session.canUngroup)
        harness.key("g", [.control, .shift])
        #expect(harness.node("p") != nil && harness.node("q") != nil)
        #expect(harness.node("x")?.parentId == nil && harness.node("x")?.position == XYPosition(x: 10, y: 10))
        #expect(harness.node("u")?.parentId == nil && harness.node("u")?.position == XYPosition(x: 1010, y: 1010))
        #expect(harness.node("y")?.parentId == "p" && harness.node("v")?.parentId == "q")
        #expect(harness.document.nodes.map(\.id) == ["p", "x", "y", "q", "u", "v"])
    }

    /// q inside group g (at (500, 500)) and its child u selected: u leaves q for g, at g-relative
    /// (1000 + 10, 1000 + 10) = (1010, 1010) since q sits at (1000, 1000) inside g; u was held inside q and q
    /// is held inside g, so u stays held (inside g).
    @Test func aDetachedChildOfANestedGroupTakesTheGroupsParent() throws {
        let nested = Self.graph
            .replacingOccurrences(of: #"{"id": "q", "type": "group", "position""#,
                                  with: #"{"id": "g", "type": "group", "position": {"x": 500, "y": 500}, "data": {}, "width": 2000, "height": 2000},"#
                                      + "\n" + #"  {"id": "q", "type": "group", "parentId": "g", "extent": "parent", "position""#)
        let harness = try EditorHarness(graph: nested)
        #expect(harness.node("q")?.parentId == "g")
        select(["u"], in: harness)
        harness.key("g", [.control, .shift])
        #expect(harness.node("u")?.parentId == "g")
        #expect(harness.node("u")?.position == XYPosition(x: 1010, y: 1010))
        #expect(harness.node("u")?.extent == .parent)
        #expect(harness.node("q")?.parentId == "g" && harness.node("v")?.parentId == "q")
    }

    @Test func aSelectionWithoutGroupsOrChildrenCannotUngroup() throws {
        let harness = try EditorHarness(graph: Self.graph)
        select(["p"], in: harness)
        #expect(harness.session.canUngroup)
        select([], in: harness)
        #expect(!harness.session.canUngroup)
        let flat = """
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {}}], "edges": []}
        """
        let other = try EditorHarness(graph: flat)
        select(["a"], in: other)
        #expect(!other.session.canUngroup)
    }
}
