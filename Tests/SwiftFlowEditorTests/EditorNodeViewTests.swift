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
}
