import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The inspector (Ctrl+I): node and edge fields, the data tree, refused input, one undo step per edit.
@MainActor
@Suite struct EditorInspectorTests {
    /// Opens the inspector on node `id` (selected by a click on its flow rectangle's centre).
    private func inspect(_ harness: EditorHarness, at point: CGPoint) {
        harness.click(harness.window(point))
        harness.key("i")
    }

    /// Clicks into the text field showing `value` (its text is selected on focus), types, presses Return.
    private func replace(_ value: String, with text: String, in harness: EditorHarness,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        harness.click(text: value, sourceLocation: sourceLocation)
        harness.key("a")
        harness.type(text)
        harness.returnKey()
    }

    @Test func oneNodeShowsItsFieldsAndData() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 175, y: 420))
        let texts = harness.texts()
        for text in ["Node", "Id", "Type", "Label", "Position", "Size", "Parent", "Data", "c", "llm", "C", "100", "400",
                     "150", "40", "model", "gpt", "temperature", "0.5"] {
            #expect(texts.contains(text), "\(text)")
        }
    }

    /// Deep in the data tree the rows are narrow: the "+ Key" and "+ Item" buttons keep their titles on one
    /// line (they wrapped into "Ite" / "m" at the fourth level) and the counts beside them give way.
    @Test func addButtonsKeepTheirTitlesOnOneLineInDeepRows() throws {
        let graph = EditorHarness.graph.replacingOccurrences(
            of: #""data": {"label": "A"}"#,
            with: #""data": {"label": "A", "inputs": {"params": [{"names": ["x"], "options": {"k": 1}}]}}"#)
        let harness = try EditorHarness(graph: graph)
        inspect(harness, at: CGPoint(x: 175, y: 120))
        let texts = harness.texts()
        #expect(texts.contains("names"))
        #expect(texts.filter { $0 == "Item" }.count == 2, "\(texts)")
        #expect(texts.filter { $0 == "Key" }.count == 4, "\(texts)")
        #expect(!texts.contains { $0 == "Ite" || $0 == "Ke" || $0 == "m" || $0 == "y" }, "\(texts)")
    }

    /// The panel is 360 points wide at the window's right edge (840…1200) with 12 points of padding, so every
    /// pop-up button in it (the Parent menu, the data rows' ⋯ menus) ends at x = 1188 at most. The ⋯ menus sat in
    /// 32-point frames they do not fit (text, padding and chevron: 49), and ran on to 1196.
    @Test func theDataRowsMenusStayInsideThePanel() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 175, y: 420))
        var menus: [CGRect] = []
        func walk(_ element: Element) {
            if String(describing: type(of: element)) == "MenuButtonElement" {
                menus.append(element.convertToWindow(element.frame))
            }
            element.children.forEach(walk)
        }
        walk(harness.root.rootElement)
        let inPanel = menus.filter { $0.minX > 840 }
        // Parent, and one per data row: label, model, temperature.
        #expect(inPanel.count == 4, "\(menus)")
        for frame in inPanel { #expect(frame.maxX <= 1188, "\(frame)") }
    }

    @Test func editingALabelIsOneUndoStep() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 175, y: 120))
        replace("A", with: "Begin", in: harness)
        #expect(harness.node("a")?.data == ["label": "Begin"])
        harness.root.focus(nil)
        harness.key("z")
        #expect(harness.node("a")?.data == ["label": "A"])
    }

    @Test func lettersInANumberFieldAreRefusedWithAMessageAndChangeNothing() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 575, y: 120))
        harness.click(text: "500")
        harness.type("x")
        #expect(harness.texts().contains { $0.lowercased().contains("number") }, "the field says why")
        harness.returnKey()
        #expect(harness.node("b")?.position == XYPosition(x: 500, y: 100))
        #expect(!harness.document.isDirty)
        // A valid number commits on Return.
        harness.key("a")
        harness.type("540")
        harness.returnKey()
        #expect(harness.node("b")?.position == XYPosition(x: 540, y: 100))
    }

    /// A position with more digits than the field shows (1/3 of a point, as re-parenting leaves) reads
    /// "133.33"; Escape and Return on the unchanged text keep the exact value, and typing commits.
    @Test func aRoundedPositionShowsTwoDecimalsAndIsKeptUntilEdited() throws {
        let graph = EditorHarness.graph.replacingOccurrences(
            of: #""position": {"x": 500, "y": 100}"#, with: #""position": {"x": 400.3333333333, "y": 100}"#)
        let harness = try EditorHarness(graph: graph)
        inspect(harness, at: CGPoint(x: 475, y: 120))
        #expect(harness.texts().contains("400.33"), "\(harness.texts())")
        #expect(!harness.texts().contains { $0.hasPrefix("400.333") })
        harness.click(text: "400.33")
        harness.escape()
        #expect(harness.node("b")?.position == XYPosition(x: 400.3333333333, y: 100))
        harness.click(text: "400.33")
        harness.returnKey()
        harness.root.focus(nil)
        #expect(harness.node("b")?.position == XYPosition(x: 400.3333333333, y: 100))
        #expect(!harness.document.isDirty)
        replace("400.33", with: "410.5", in: harness)
        #expect(harness.node("b")?.position == XYPosition(x: 410.5, y: 100))
    }

    @Test func aDuplicateIdIsRefusedAndAFreeOneRenamesEdgesToo() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 575, y: 120))
        replace("b", with: "c", in: harness)
        #expect(harness.shows("Another node already has the id c"))
        #expect(harness.node("b") != nil && !harness.document.isDirty)
        harness.key("a")
        harness.type("beta")
        harness.returnKey()
        #expect(harness.node("beta") != nil && harness.node("b") == nil)
        #expect(harness.document.edges.first?.source == "beta")
    }

    @Test func theDataTreeEditsAddsAndRemovesAndUnknownKeysSurviveSaving() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 175, y: 420))
        replace("gpt", with: "claude", in: harness)
        #expect(harness.node("c")?.data["model"] == "claude")
        replace("0.5", with: "abc", in: harness)
        #expect(harness.shows("abc is not a number"))
        #expect(harness.node("c")?.data["temperature"] == 0.5)
        harness.key("a")
        harness.type("0.7")
        harness.returnKey()
        #expect(harness.node("c")?.data["temperature"] == 0.7)
        // "+ Key" adds an empty string under a fresh key at the top level.
        harness.click(text: "Key")
        #expect(harness.node("c")?.data["key"] == "")
        harness.key("s")
        let saved = try harness.saved()["nodes"]?[2]
        #expect(saved?["data"] == ["label": "C", "model": "claude", "temperature": 0.7, "key": ""])
        // Each edit was its own undo step: three undos bring the file's data back.
        harness.root.focus(nil)
        for _ in 0..<3 { harness.key("z") }
        #expect(harness.node("c")?.data == ["label": "C", "model": "gpt", "temperature": 0.5])
    }

    @Test func nestedValuesAreEditableAndTheKindMenuConvertsAndRemoves() throws {
        let harness = try EditorHarness()
        inspect(harness, at: CGPoint(x: 575, y: 120))
        // b's data: {"label": "B", "extra": {"keep": [1, 2]}} — nested rows are shown open.
        #expect(harness.shows("keep") && harness.shows("[0]") && harness.shows("[1]"))
        replace("2", with: "3", in: harness)
        #expect(harness.node("b")?.data["extra"]?["keep"] == [1, 3])
        // Data rows hold the value editors; the JSON path helpers do the work.
        let data = try #require(harness.node("b")?.data)
        #expect(data.updating(at: [.key("extra"), .key("keep"), .index(0)], { _ in nil })
                    == ["label": "B", "extra": ["keep": [3]]])
        #expect(data.renamingKey("label", to: "extra") == nil, "a taken key is refused")
        #expect(JSONKind.number.convert("12") == 12 && JSONKind.string.convert(12) == "12")
        #expect(JSONKind.boolean.convert("true") == true && JSONKind.object.convert(.null) == .object(JSONObject()))
    }

    @Test func anEdgeShowsItsEndsTypeLabelAnimationMarkersAndStroke() throws {
        let harness = try EditorHarness()
        harness.session.showsInspector = true
        harness.document.select(edge: "b-c")
        harness.settle()
        let texts = harness.texts()
        for text in ["Edge", "b → c", "Bezier", "Animated", "Start", "End", "None", "Stroke", "Width"] {
            #expect(texts.contains(text), "\(text)")
        }
        harness.click(text: "Animated")
        #expect(harness.document.edges.first?.animated == true)
        let strokeField = try #require(harness.drawnTexts().first { $0.text == "#b1b1b7" })
        harness.click(CGPoint(x: strokeField.baseline.x + 2, y: strokeField.baseline.y - 4))
        harness.type("purple")
        harness.returnKey()
        #expect(harness.shows("purple is not a colour"))
        harness.key("a")
        harness.type("#ff0000")
        harness.returnKey()
        #expect(harness.document.edges.first?.style?.stroke == Color(hex: "#ff0000"))
    }

    @Test func aMultipleSelectionShowsACount() throws {
        let harness = try EditorHarness()
        harness.key("a")
        harness.key("i")
        #expect(harness.shows("Selected: 3 nodes · 1 edge"))
    }
}
