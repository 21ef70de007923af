import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The inspector's Parent menu: the nodes a node may be put inside (never itself or its descendants), "None"
/// for the top level, the position converted so the node stays where it is on the canvas, one undo step.
@MainActor
@Suite struct EditorParentPickerTests {
    /// g is a group spanning (80, 80)–(380, 180); a (150 × 40 at (100, 100)) lies in it without being its child;
    /// b is far right at (500, 100); c is a's child at (10, 50), so at (110, 150) on the canvas, held inside a.
    static let graph = """
    {"nodes": [
      {"id": "g", "type": "group", "position": {"x": 80, "y": 80}, "data": {"label": "G"}, "width": 300, "height": 100},
      {"id": "a", "position": {"x": 100, "y": 100}, "data": {"label": "A"}, "width": 150, "height": 40},
      {"id": "b", "position": {"x": 500, "y": 100}, "data": {"label": "B"}, "width": 150, "height": 40},
      {"id": "c", "parentId": "a", "extent": "parent", "position": {"x": 10, "y": 50}, "data": {"label": "C"},
       "width": 150, "height": 40}
     ], "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """

    private func lookup(_ harness: EditorHarness) -> NodeLookup<JSONValue> {
        NodeLookup(nodes: harness.session.measuredNodes)
    }

    /// For a: g holds a's centre (175, 120), b is only near; c is a's own child and a is itself. For c: a is its
    /// parent (first), g holds its centre (185, 170), then b.
    @Test func theChoicesLeaveOutTheNodeAndItsDescendantsCurrentParentFirst() throws {
        let harness = try EditorHarness(graph: Self.graph)
        let forA = harness.document.parentChoices(for: "a", lookup: lookup(harness), limit: 24)
        #expect(forA.ids == ["g", "b"] && forA.more == 0)
        let forC = harness.document.parentChoices(for: "c", lookup: lookup(harness), limit: 24)
        #expect(forC.ids == ["a", "g", "b"])
        let short = harness.document.parentChoices(for: "c", lookup: lookup(harness), limit: 1)
        #expect(short.ids == ["a"] && short.more == 2)
        // A cycle is refused and changes nothing.
        #expect(!harness.document.setParent(of: "a", to: "c", lookup: lookup(harness)))
        #expect(!harness.document.setParent(of: "a", to: "a", lookup: lookup(harness)))
        #expect(!harness.document.isDirty)
    }

    /// Choosing "G (g)" in a's Parent menu makes a g's child at (100 − 80, 100 − 80) = (20, 20): the same place
    /// on the canvas. c stays a's child at (10, 50). Ctrl+Z puts a back at the top level at (100, 100).
    @Test func choosingAParentInTheInspectorKeepsTheNodeInPlaceInOneUndoStep() throws {
        let harness = try EditorHarness(graph: Self.graph)
        harness.click(harness.window(CGPoint(x: 175, y: 110)))
        harness.key("i")
        #expect(harness.document.selection.nodes.map(\.id) == ["a"])
        harness.click(text: "None")
        #expect(harness.shows("G (g)") && harness.shows("B (b)") && !harness.shows("C (c)"), "\(harness.texts())")
        harness.click(text: "G (g)")
        #expect(harness.node("a")?.parentId == "g")
        #expect(harness.node("a")?.position == XYPosition(x: 20, y: 20))
        #expect(harness.node("c")?.parentId == "a" && harness.node("c")?.position == XYPosition(x: 10, y: 50))
        #expect(lookup(harness).bounds(of: "a") == CGRect(x: 100, y: 100, width: 150, height: 40))
        #expect(harness.document.nodes.map(\.id) == ["g", "a", "b", "c"])
        // The menu now shows the new parent.
        #expect(harness.texts().contains("g"))
        harness.root.focus(nil)
        harness.key("z")
        #expect(harness.node("a")?.parentId == nil)
        #expect(harness.node("a")?.position == XYPosition(x: 100, y: 100))
        harness.key("z", [.control, .shift])
        #expect(harness.node("a")?.parentId == "g" && harness.node("a")?.position == XYPosition(x: 20, y: 20))
    }

    /// "None" makes c top-level at its place on the canvas, (110, 150), and drops its hold inside a, which
    /// would mean nothing at the top level.
    @Test func noneMakesTheNodeTopLevelWhereItIs() throws {
        let harness = try EditorHarness(graph: Self.graph)
        harness.document.select(node: "c")
        harness.session.showsInspector = true
        harness.settle()
        harness.click(text: "a")
        harness.click(text: "None")
        #expect(harness.node("c")?.parentId == nil)
        #expect(harness.node("c")?.position == XYPosition(x: 110, y: 150))
        #expect(harness.node("c")?.extent == nil)
    }

    /// Parents come before their children in the list: g (first) put inside b (third) moves to just after b,
    /// at (80 − 500, 80 − 100) = (−420, −20) in it; a with its child c put inside b keeps c right after it.
    @Test func aNodePutInsideALaterNodeMovesAfterItWithItsDescendants() throws {
        let harness = try EditorHarness(graph: Self.graph)
        #expect(harness.document.setParent(of: "g", to: "b", lookup: lookup(harness)))
        #expect(harness.document.nodes.map(\.id) == ["a", "b", "g", "c"])
        #expect(harness.node("g")?.position == XYPosition(x: -420, y: -20))
        #expect(harness.document.setParent(of: "a", to: "b", lookup: lookup(harness)))
        #expect(harness.document.nodes.map(\.id) == ["b", "a", "c", "g"])
        #expect(harness.node("a")?.position == XYPosition(x: -400, y: 0))
        #expect(harness.node("c")?.position == XYPosition(x: 10, y: 50))
    }
}
