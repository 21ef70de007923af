import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Nodes of types the editor has no view for: label and type badge; tall ones list their scalar data.
@MainActor
@Suite struct EditorNodeViewTests {
    @Test func scalarFieldsListTopLevelThenNestedValues() {
        let data: JSONValue = ["id": "chat_0", "label": "Chat", "version": 2, "streaming": true, "selected": false,
                               "baseClasses": ["A", "B"], "description": "line one\nline two", "empty": "",
                               "inputs": ["modelName": "gpt-4", "temperature": 0.9, "nested": ["deep": 1]]]
        #expect(EditorNodeView.scalarFields(of: data, nodeId: "chat_0") == [
            "version: 2", "streaming: true", "description: line one line two",
            "inputs.modelName: gpt-4", "inputs.temperature: 0.9",
        ])
        #expect(EditorNodeView.scalarFields(of: ["id": "other"], nodeId: "chat_0") == ["id: other"],
                "an id that is not the node's says something")
        #expect(EditorNodeView.scalarFields(of: "text", nodeId: "n").isEmpty)
    }

    @Test func customNodesShowTheirLabelAndTypeAndTallOnesTheirFields() throws {
        let graph = """
        {"nodes": [
          {"id": "small", "type": "myNode", "position": {"x": 50, "y": 50}, "data": {"label": "Small", "mode": "fast"}},
          {"id": "big", "type": "customNode", "position": {"x": 400, "y": 50}, "width": 300, "height": 600,
           "data": {"label": "ChatOpenAI", "category": "Chat Models", "inputs": {"modelName": "gpt-4"}}},
          {"id": "plain", "position": {"x": 50, "y": 300}, "data": {"label": "Plain"}}
         ],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
        let harness = try EditorHarness(graph: graph)
        let texts = harness.texts()
        #expect(texts.contains("Small") && texts.contains("myNode"))
        #expect(!texts.contains("mode: fast"), "short nodes keep to label and badge")
        #expect(texts.contains("ChatOpenAI") && texts.contains("customNode"))
        #expect(texts.contains("category: Chat Models") && texts.contains("inputs.modelName: gpt-4"))
        #expect(texts.contains("Plain") && !texts.contains("default"), "built-in types look as React Flow draws them")
    }

    /// Flowise's iteration node (481 × 250) holds two agents at y 92 inside it: it shows its label and type, but
    /// not its field list, which its children (drawn above it, as in React Flow) would cut into pieces. A tall
    /// node that holds nothing still lists its fields; in a headless render alike.
    @Test func aNodeThatHoldsNodesListsNoFields() throws {
        let graph = """
        {"nodes": [
          {"id": "iter", "type": "iteration", "position": {"x": 0, "y": 0}, "width": 481, "height": 250,
           "data": {"label": "Iteration 0", "category": "Agent Flows", "inputs": {"iterationInput": "items"}}},
          {"id": "llm", "type": "agentFlow", "parentNode": "iter", "extent": "parent", "position": {"x": 56, "y": 92},
           "width": 191, "height": 71, "data": {"label": "Gemini Agent"}},
          {"id": "alone", "type": "agentFlow", "position": {"x": 600, "y": 0}, "width": 200, "height": 200,
           "data": {"label": "Alone", "category": "Agent Flows"}}
         ],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
        let harness = try EditorHarness(graph: graph)
        let texts = harness.texts()
        #expect(texts.contains("Iteration 0") && texts.contains("iteration") && texts.contains("Gemini Agent"))
        #expect(!texts.contains("inputs.iterationInput: items"), "\(texts)")
        #expect(texts.filter { $0 == "category: Agent Flows" }.count == 1, "only the node that holds none: \(texts)")
        #expect(harness.document.parentIds == ["iter"])
        // Once the agent is made a top-level node the iteration holds nothing.
        #expect(harness.document.setParent(of: "llm", to: nil, lookup: NodeLookup(nodes: harness.session.measuredNodes)))
        #expect(harness.document.parentIds.isEmpty)
    }

    /// The Parent picker changes a child, not its parent, yet the parent's look follows at once: a node that
    /// comes to hold one stops listing its fields, one that holds nothing any more lists them again, neither
    /// selected nor changed itself.
    @Test func aParentsFieldListFollowsAnAttachOrDetachAtOnce() throws {
        let graph = """
        {"nodes": [
          {"id": "iter", "type": "iteration", "position": {"x": 0, "y": 0}, "width": 481, "height": 250,
           "data": {"label": "Iteration 0", "inputs": {"iterationInput": "items"}}},
          {"id": "llm", "type": "agentFlow", "parentNode": "iter", "position": {"x": 56, "y": 92},
           "width": 191, "height": 71, "data": {"label": "Gemini Agent"}},
          {"id": "alone", "type": "agentFlow", "position": {"x": 600, "y": 0}, "width": 200, "height": 200,
           "data": {"label": "Alone", "category": "Agent Flows"}}
         ],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
        let harness = try EditorHarness(graph: graph)
        #expect(!harness.texts().contains("inputs.iterationInput: items"))
        #expect(harness.texts().contains("category: Agent Flows"))
        #expect(harness.document.setParent(of: "llm", to: "alone", lookup: NodeLookup(nodes: harness.session.measuredNodes)))
        harness.settle()
        let texts = harness.texts()
        #expect(harness.node("iter")?.selected == false && harness.node("alone")?.selected == false)
        #expect(texts.contains("inputs.iterationInput: items"), "the iteration holds nothing now: \(texts)")
        #expect(!texts.contains("category: Agent Flows"), "Alone holds the agent now: \(texts)")
        harness.key("z")
        harness.settle()
        #expect(!harness.texts().contains("inputs.iterationInput: items") && harness.texts().contains("category: Agent Flows"),
                "undo puts both looks back")
    }

    /// Langflow saves some nodes with only `measured` (320 × 458): they are drawn at that size, tall enough to
    /// list their fields, and a save writes the same size back. A measured 0 ("not measured yet") is no size:
    /// that node is 170 wide and as tall as its label and badge.
    @Test func aCustomNodeWithOnlyAMeasuredSizeIsDrawnAtIt() throws {
        let graph = """
        {"nodes": [
          {"id": "astra", "type": "genericNode", "position": {"x": 0, "y": 0}, "measured": {"width": 320, "height": 458},
           "data": {"id": "astra", "type": "AstraDB", "display_name": "Astra DB"}},
          {"id": "fresh", "type": "genericNode", "position": {"x": 500, "y": 0}, "measured": {"width": 0, "height": 0},
           "data": {"label": "Fresh", "mode": "fast"}}
         ],
         "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
        """
        let harness = try EditorHarness(graph: graph)
        let measured = Dictionary(uniqueKeysWithValues: harness.session.measuredNodes.map { ($0.id, $0.measured) })
        #expect(measured["astra"] == CGSize(width: 320, height: 458))
        #expect(measured["fresh"]??.width == 170)
        let freshHeight = try #require(measured["fresh"] ?? nil).height
        #expect(freshHeight > 20 && freshHeight < EditorNodeView.fieldListHeight, "label and badge only: \(freshHeight)")
        let texts = harness.texts()
        #expect(texts.contains("display_name: Astra DB") && !texts.contains("mode: fast"))
        // A save (after an edit elsewhere) writes Langflow's size back unchanged.
        harness.click(harness.window(CGPoint(x: 560, y: 15)))
        harness.key("d")
        harness.key("s")
        let saved = try harness.saved()
        let astra = saved["nodes"]?.arrayValue?.first { $0["id"] == "astra" }
        #expect(astra?["measured"] == ["width": 320, "height": 458])
        #expect(astra?["width"] == nil && astra?["height"] == nil, "a measured size is not made a fixed one")
    }
}
