import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Renaming in place: F2 or a double click on a node, Return commits one undo step, Escape cancels.
@MainActor
@Suite struct EditorRenameTests {
    @Test func f2EditsTheLabelWithTheTextSelectedAndReturnCommitsOneUndoStep() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        harness.key(Keysym.function(2))
        #expect(harness.session.rename?.target == .node("a"))
        let field = try #require(harness.root.focusedElement)
        #expect(field.isTextInput, "the field over the node has focus")
        // The whole label is selected, so typing replaces it.
        harness.type("Start")
        harness.returnKey()
        #expect(harness.session.rename == nil)
        #expect(harness.node("a")?.data == ["label": "Start"])
        #expect(harness.document.isDirty)
        harness.key("z")
        #expect(harness.node("a")?.data == ["label": "A"], "one undo step")
    }

    @Test func escapeCancelsAndChangesNothing() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        harness.key(Keysym.function(2))
        harness.type("Nope")
        harness.escape()
        #expect(harness.session.rename == nil)
        #expect(harness.node("a")?.data == ["label": "A"])
        #expect(!harness.document.isDirty && !harness.session.instance.canUndo)
    }

    @Test func reactFlowFilesKeepTheLabelInDataLabelAndOtherKeysSurvive() throws {
        let graph = """
        {"nodes": [{"id": "n", "type": "custom", "position": {"x": 100, "y": 100}, "width": 150, "height": 40,
                    "data": {"label": "Old", "color": "#ff0000"}, "className": "mine"}],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
        let harness = try EditorHarness(graph: graph)
        #expect(harness.document.format == .reactFlow)
        harness.doubleClick(harness.window(CGPoint(x: 175, y: 120)))
        harness.type("New")
        harness.returnKey()
        harness.key("s")
        let saved = try harness.saved()["nodes"]?[0]
        #expect(saved?["data"] == ["label": "New", "color": "#ff0000"])
        #expect(saved?["className"] == "mine")
    }

    @Test func editLabelOnAnEdgeSetsItsLabel() throws {
        let harness = try EditorHarness()
        harness.session.startEdgeLabelEdit("b-c")
        harness.settle()
        harness.type("uses")
        harness.returnKey()
        #expect(harness.document.edges.first?.label == "uses")
    }
}
