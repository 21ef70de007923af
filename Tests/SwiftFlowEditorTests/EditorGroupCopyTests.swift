import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Copy, cut, paste and duplicate of a group take what it holds: its descendants through `parentId` and the
/// edges among everything copied, pasted with new ids, children still inside the pasted group at the same
/// relative places; one undo step removes the whole paste.
@MainActor
@Suite struct EditorGroupCopyTests {
    /// g spans (100, 100)–(400, 300); c1 at (20, 40) and c2 at (160, 40) are its children, d at (10, 5) is
    /// c1's child; x is outside at (600, 100). Edges: c1 → c2 (inside), c2 → x (leaves the group).
    static let graph = """
    {"nodes": [
      {"id": "g", "type": "group", "position": {"x": 100, "y": 100}, "data": {"label": "G"}, "width": 300, "height": 200},
      {"id": "c1", "parentId": "g", "position": {"x": 20, "y": 40}, "data": {"label": "C1"}, "width": 100, "height": 80},
      {"id": "d", "parentId": "c1", "position": {"x": 10, "y": 5}, "data": {"label": "D"}, "width": 40, "height": 20},
      {"id": "c2", "parentId": "g", "position": {"x": 160, "y": 40}, "data": {"label": "C2"}, "width": 100, "height": 40},
      {"id": "x", "position": {"x": 600, "y": 100}, "data": {"label": "X"}, "width": 100, "height": 40}
     ],
     "edges": [{"id": "in", "source": "c1", "target": "c2"}, {"id": "out", "source": "c2", "target": "x"}],
     "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """

    private func ids(_ harness: EditorHarness) -> [String] { harness.document.nodes.map(\.id) }

    @Test func copyAndPasteOfAGroupTakesItsContentsAndUndoesInOneStep() throws {
        let harness = try EditorHarness(graph: Self.graph)
        // (380, 280) is inside g and outside every child.
        harness.click(harness.window(CGPoint(x: 380, y: 280)))
        #expect(harness.document.selection.nodes.map(\.id) == ["g"])
        harness.key("c")
        harness.key("v")
        #expect(ids(harness) == ["g", "c1", "d", "c2", "x", "g-copy", "c1-copy", "c2-copy", "d-copy"])
        // The group moves by (50, 50); what it holds keeps its place inside the pasted group.
        #expect(harness.node("g-copy")?.position == XYPosition(x: 150, y: 150) && harness.node("g-copy")?.parentId == nil)
        #expect(harness.node("c1-copy")?.parentId == "g-copy" && harness.node("c1-copy")?.position == XYPosition(x: 20, y: 40))
        #expect(harness.node("c2-copy")?.parentId == "g-copy" && harness.node("c2-copy")?.position == XYPosition(x: 160, y: 40))
        #expect(harness.node("d-copy")?.parentId == "c1-copy" && harness.node("d-copy")?.position == XYPosition(x: 10, y: 5))
        #expect(harness.node("c1-copy")?.data.nodeLabel == "C1")
        // The edge inside is copied between the copies; the one to x is not.
        let edges = harness.document.edges
        #expect(edges.map(\.id) == ["in", "out", "in-copy"])
        #expect(edges.last?.source == "c1-copy" && edges.last?.target == "c2-copy")
        // The pasted elements are the selection.
        #expect(Set(harness.document.selection.nodes.map(\.id)) == ["g-copy", "c1-copy", "c2-copy", "d-copy"])
        harness.root.focus(nil)
        harness.key("z")
        #expect(ids(harness) == ["g", "c1", "d", "c2", "x"] && harness.document.edges.map(\.id) == ["in", "out"],
                "one undo removes the whole paste")
        harness.key("z", [.control, .shift])
        #expect(ids(harness).count == 9 && harness.document.edges.count == 3)
    }

    @Test func cutOfAGroupPastesItBackWithItsContents() throws {
        let harness = try EditorHarness(graph: Self.graph)
        harness.click(harness.window(CGPoint(x: 380, y: 280)))
        harness.key("x")
        #expect(ids(harness) == ["x"] && harness.document.edges.isEmpty)
        harness.key("v")
        // Pasted with new ids, as every paste is; the group holds its children again.
        #expect(ids(harness) == ["x", "g-copy", "c1-copy", "c2-copy", "d-copy"])
        #expect(harness.node("d-copy")?.parentId == "c1-copy" && harness.node("c2-copy")?.parentId == "g-copy")
        #expect(harness.document.edges.map(\.id) == ["in-copy"])
    }

    @Test func duplicateOfAGroupTakesItsContents() throws {
        let harness = try EditorHarness(graph: Self.graph)
        harness.click(harness.window(CGPoint(x: 380, y: 280)))
        harness.key("d")
        // Parents before their children, as a paste puts them, with a paste's ids.
        #expect(ids(harness) == ["g", "c1", "d", "c2", "x", "g-copy", "c1-copy", "c2-copy", "d-copy"])
        #expect(harness.node("g-copy")?.position == XYPosition(x: 120, y: 120))
        #expect(harness.node("c1-copy")?.parentId == "g-copy" && harness.node("c1-copy")?.position == XYPosition(x: 20, y: 40))
        #expect(harness.node("d-copy")?.parentId == "c1-copy")
        #expect(harness.document.edges.map(\.id) == ["in", "out", "in-copy"])
        harness.key("z")
        #expect(ids(harness) == ["g", "c1", "d", "c2", "x"])
    }

    /// Duplicate and paste name copies alike, and a copy of a copy counts on rather than growing its id.
    @Test func duplicateAndPasteNameCopiesAlike() throws {
        let harness = try EditorHarness(graph: Self.graph)
        harness.click(harness.window(CGPoint(x: 650, y: 120)))
        #expect(harness.document.selection.nodes.map(\.id) == ["x"])
        harness.key("d")
        #expect(harness.document.selection.nodes.map(\.id) == ["x-copy"])
        harness.key("d")
        #expect(harness.document.selection.nodes.map(\.id) == ["x-copy-2"])
        harness.key("c")
        harness.key("v")
        #expect(harness.document.selection.nodes.map(\.id) == ["x-copy-3"])
        // Each copy sits 20 (Duplicate) or 50 (paste) points down and right of what it copied.
        #expect(harness.node("x-copy-2")?.position == XYPosition(x: 640, y: 140))
        #expect(harness.node("x-copy-3")?.position == XYPosition(x: 690, y: 190))
        #expect(ids(harness) == ["g", "c1", "d", "c2", "x", "x-copy", "x-copy-2", "x-copy-3"])
    }

    /// Flowise and InvokeAI repeat a node's id in `data.id`: a canvas paste names the copy there as Duplicate
    /// does, and leaves a `data.id` that names no node (an app's own meaning) as it was.
    @Test func pasteRenamesADataIdThatNamesTheCopiedNode() throws {
        let graph = """
        {"nodes": [
          {"id": "chat_0", "type": "customNode", "position": {"x": 100, "y": 100}, "width": 150, "height": 40,
           "data": {"id": "chat_0", "label": "Chat"}},
          {"id": "tool", "type": "customNode", "position": {"x": 400, "y": 100}, "width": 150, "height": 40,
           "data": {"id": "catalog-7", "label": "Tool"}}
         ],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
        let harness = try EditorHarness(graph: graph)
        harness.key("a")
        #expect(harness.document.selection.nodes.map(\.id) == ["chat_0", "tool"])
        harness.key("c")
        harness.key("v")
        #expect(harness.node("chat_0-copy")?.data["id"] == "chat_0-copy")
        #expect(harness.node("chat_0")?.data["id"] == "chat_0", "the original keeps its own")
        #expect(harness.node("tool-copy")?.data["id"] == "catalog-7", "an id naming no node is the app's own")
    }
}
