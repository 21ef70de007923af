import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Adding nodes: the palette opened by a double click on the pane, Shift+A, or a connection dropped on
/// the pane.
@MainActor
@Suite struct EditorPaletteTests {
    @Test func theCatalogHasTheBuiltInsThenTheFilesTypesWithTheirDataShape() throws {
        let harness = try EditorHarness()
        let templates = harness.session.nodeTemplates
        #expect(templates.map(\.type) == ["input", "default", "output", "group", "llm"])
        #expect(templates.last?.data == ["label": "C", "model": "gpt", "temperature": 0.5])
        #expect(NodeTemplate.filter(templates, by: "PU").map(\.type) == ["input", "output"])
    }

    @Test func doubleClickOpensThePaletteAndReturnInsertsCentredSelectedAsOneUndoStep() throws {
        let harness = try EditorHarness()
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        let point = harness.window(CGPoint(x: 400, y: 300))
        harness.doubleClick(point)
        #expect(harness.session.instance.viewport.zoom == 1, "the editor turns the double-click zoom off")
        let palette = try #require(harness.session.palette)
        #expect(palette.flowPoint == CGPoint(x: 400, y: 300))
        #expect(harness.root.topLayer?.kind == .transient)
        // The search field has focus: typing filters to "output"; Return inserts it.
        harness.type("outp")
        #expect(harness.shows("output") && !harness.shows("input"))
        harness.returnKey()
        #expect(harness.session.palette == nil && harness.root.layers.isEmpty)
        let node = try #require(harness.document.nodes.last)
        #expect(node.id == "output_1" && node.type == "output")
        // Centred on the clicked point: React Flow's default node is 150 × 40 until measured.
        #expect(node.position == XYPosition(x: 400 - 75, y: 300 - 20))
        #expect(node.selected && harness.node("a")?.selected == false, "the new node is selected alone")
        #expect(harness.document.isDirty)
        harness.key("z")
        #expect(harness.node("output_1") == nil && harness.document.nodes.count == 3, "one undo step")
    }

    @Test func arrowsMoveTheHighlightAndTheFilesTypeCopiesItsData() throws {
        let harness = try EditorHarness()
        harness.move(to: harness.window(CGPoint(x: 800, y: 500)))
        harness.key(KeyCode.keysym("A"), [.shift], text: "A")
        let palette = try #require(harness.session.palette)
        #expect(palette.flowPoint == CGPoint(x: 800, y: 500), "Shift+A opens at the pointer")
        // input, default, output, group, llm: four steps down reach llm.
        for _ in 0..<4 { harness.key(KeyCode.downArrow.rawValue) }
        harness.returnKey()
        let node = try #require(harness.document.nodes.last)
        #expect(node.type == "llm" && node.id == "llm_1")
        #expect(node.data == ["label": "C", "model": "gpt", "temperature": 0.5])
        #expect(node.width == 150 && node.height == 40, "the example node's fixed size")
        #expect(node.position == XYPosition(x: 725, y: 480))
    }

    /// Add Node from the toolbar inserts at the view's centre: pressed three times, the second node lands
    /// 20 points down and right of the first instead of exactly over it, the third 20 past that.
    @Test func insertingAtTheSamePlaceStepsPastTheNodesThere() throws {
        let harness = try EditorHarness()
        for _ in 0..<3 {
            harness.click(text: "Add Node")
            harness.returnKey()
        }
        let added = harness.document.nodes.suffix(3).map(\.position)
        #expect(added.count == 3)
        let first = try #require(added.first)
        #expect(added == [first, XYPosition(x: first.x + 20, y: first.y + 20), XYPosition(x: first.x + 40, y: first.y + 40)])
    }

    @Test func escapeClosesWithoutInserting() throws {
        let harness = try EditorHarness()
        harness.doubleClick(harness.window(CGPoint(x: 400, y: 300)))
        harness.type("in")
        harness.escape()
        #expect(harness.session.palette == nil && harness.root.layers.isEmpty)
        #expect(harness.document.nodes.count == 3 && !harness.document.isDirty)
    }

    @Test func aConnectionDroppedOnThePaneOpensThePaletteAndConnectsTheNewNode() throws {
        let harness = try EditorHarness()
        // A's source handle sits on its right side, in the middle: (250, 120). (850, 550) is empty pane,
        // away from the edge b → c.
        harness.drag(from: harness.window(CGPoint(x: 250, y: 120)), to: harness.window(CGPoint(x: 850, y: 550)))
        let palette = try #require(harness.session.palette, "\(harness.document.nodes.map(\.position)) \(harness.document.edges.map(\.id))")
        #expect(palette.connectingFrom?.nodeId == "a" && palette.connectingFrom?.handleType == .source)
        #expect(palette.flowPoint == CGPoint(x: 850, y: 550))
        // An `input` node has no target handle, and a group none: neither is offered; `default` comes first.
        #expect(harness.session.paletteTemplates.map(\.type) == ["default", "output", "llm"])
        harness.returnKey()
        let node = try #require(harness.document.nodes.last)
        #expect(node.type == nil)
        #expect(harness.document.edges.contains { $0.source == "a" && $0.target == node.id })
        harness.key("z")
        #expect(harness.document.nodes.count == 3 && harness.document.edges.count == 1, "node and edge: one step")
    }

    /// From b's target handle (left side, middle: (500, 120)) the new node must have a source handle: no
    /// `output`, no `group`; the first offered, `input`, becomes the edge's source.
    @Test func aConnectionFromATargetHandleOffersNodesWithASource() throws {
        let harness = try EditorHarness()
        harness.drag(from: harness.window(CGPoint(x: 500, y: 120)), to: harness.window(CGPoint(x: 850, y: 550)))
        let palette = try #require(harness.session.palette)
        #expect(palette.connectingFrom?.nodeId == "b" && palette.connectingFrom?.handleType == .target)
        #expect(harness.session.paletteTemplates.map(\.type) == ["input", "default", "llm"])
        harness.returnKey()
        let node = try #require(harness.document.nodes.last)
        #expect(node.type == "input")
        #expect(harness.document.edges.contains { $0.source == node.id && $0.target == "b" })
    }

    @Test func doubleClickingANodeRenamesItInsteadOfOpeningThePalette() throws {
        let harness = try EditorHarness()
        harness.doubleClick(harness.window(CGPoint(x: 575, y: 120)))
        #expect(harness.session.palette == nil)
        #expect(harness.session.rename == RenameRequest(target: .node("b"), text: "B"))
    }
}
