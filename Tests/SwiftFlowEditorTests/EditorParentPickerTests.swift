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

    /// 40 groups n0…n39 in a row, n<i> at (200·i, 0), 100 × 100, labelled "Box <i>", and a node t at (0, `tY`).
    static func fortyGroups(tY: Int) -> String {
        let groups = (0..<40).map { index in
            #"{"id": "n\#(index)", "type": "group", "position": {"x": \#(index * 200), "y": 0}, "data": {"label": "Box \#(index)"}, "width": 100, "height": 100}"#
        }
        return """
        {"nodes": [\(groups.joined(separator: ",\n")),
          {"id": "t", "position": {"x": 0, "y": \(tY)}, "data": {"label": "T"}, "width": 50, "height": 20}
         ], "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
    }

    /// 40 groups n0…n39 in a row (n<i> at (200·i, 0)) and a node t far below: the menu lists 24 of the 40, so
    /// some cannot be chosen there; the filter field under it narrows the choices by id or label.
    @Test func aFilterReachesParentsTheMenuLeavesOut() throws {
        let harness = try EditorHarness(graph: Self.fortyGroups(tY: 5000))
        // Nearest first: n39 (7,800 away) is among the 16 left out.
        let all = harness.document.parentChoices(for: "t", lookup: lookup(harness), limit: ParentPicker.limit)
        #expect(all.ids.count == 24 && all.more == 16 && !all.ids.contains("n39"))
        let filtered = harness.document.parentChoices(for: "t", lookup: lookup(harness), limit: ParentPicker.limit,
                                                      filter: "n39")
        #expect(filtered.ids == ["n39"] && filtered.more == 0)
        // By label, ignoring case: "box 3" is in Box 3 and Box 30…39.
        let byLabel = harness.document.parentChoices(for: "t", lookup: lookup(harness), limit: ParentPicker.limit,
                                                     filter: "box 3")
        #expect(Set(byLabel.ids) == Set(["n3"] + (30...39).map { "n\($0)" }))

        // In the inspector: the menu says 16 are not listed; typing "39" in the filter lists n39, chosen.
        harness.document.select(node: "t")
        harness.session.showsInspector = true
        harness.settle()
        harness.click(text: "None")
        #expect(harness.shows("Not listed: 16") && !harness.shows("Box 39 (n39)"), "\(harness.texts())")
        harness.escape()
        harness.click(text: "Filter parents")
        harness.type("39")
        harness.settle()
        harness.click(text: "None")
        #expect(harness.shows("Box 39 (n39)") && !harness.shows("Not listed"), "\(harness.texts())")
        harness.click(text: "Box 39 (n39)")
        #expect(harness.node("t")?.parentId == "n39")
        // The same place on the canvas: (0 − 7,800, 5,000 − 0) inside n39.
        #expect(harness.node("t")?.position == XYPosition(x: -7_800, y: 5_000))
    }

    /// The filter belongs to the node it was typed for: after choosing another node on the canvas, the field is
    /// empty again (its placeholder shows) and the menu offers that node's first 24 choices, not a filtered few.
    @Test func theFilterIsClearedWhenTheInspectorShowsAnotherNode() throws {
        let harness = try EditorHarness(graph: Self.fortyGroups(tY: 300))
        harness.document.select(node: "t")
        harness.session.showsInspector = true
        harness.settle()
        harness.click(text: "Filter parents")
        harness.type("39")
        #expect(!harness.shows("Filter parents") && harness.texts().contains("39"), "\(harness.texts())")
        // A click on n1 (200…300, 0…100 on the canvas) shows n1 in the inspector.
        harness.click(harness.window(CGPoint(x: 250, y: 50)))
        #expect(harness.document.selection.nodes.map(\.id) == ["n1"])
        #expect(harness.shows("Filter parents") && !harness.texts().contains("39"), "\(harness.texts())")
        harness.click(text: "None")
        #expect(harness.shows("Not listed: 16"), "\(harness.texts())")
        harness.escape()
        // Chosen from the document too (the Select menu, undo), not only by a click.
        harness.click(text: "Filter parents")
        harness.type("3")
        harness.document.select(node: "t")
        harness.settle()
        #expect(harness.shows("Filter parents") && !harness.texts().contains("3"), "\(harness.texts())")
    }
}
