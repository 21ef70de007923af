import Foundation
import Testing
@testable import SwiftFlowCore

/// The decoder reads each node and edge in one pass over its text (`JSONFields`), keeps one copy of each
/// element (the source shares the document's lists) and shares attribute boxes between equal elements.
struct GraphDecoderFieldsTests {
    private func load(_ text: String) throws -> (GraphDocument, [GraphDiagnostic]) {
        try GraphDocument.parse(data: Data(text.utf8))
    }

    @Test func aRepeatedKeyReadsAsItsLastOccurrenceAsInJavaScript() throws {
        let (document, _) = try load(#"""
        {"nodes": [{"id": "first", "position": {"x": 1, "y": 2, "x": 30}, "data": {}, "id": "second",
                    "type": "a", "type": null}],
         "edges": []}
        """#)
        let node = try #require(document.nodes.first)
        #expect(node.id == "second")
        #expect(node.position == XYPosition(x: 30, y: 2))
        #expect(node.type == nil)
    }

    @Test func keysSpelledWithEscapesAreTheSameKeys() throws {
        // "\u0069d" is "id", "p\u006Fsition" is "position", "\u0073ource" is "source".
        let (document, _) = try load(#"""
        {"nodes": [{"\u0069d": "a", "p\u006Fsition": {"\u0078": 5, "y": 6}, "data": {}},
                   {"id": "b", "position": {"x": 0, "y": 0}, "data": {}}],
         "edges": [{"id": "e", "\u0073ource": "a", "target": "b"}]}
        """#)
        #expect(document.nodes.map(\.id) == ["a", "b"])
        #expect(document.nodes[0].position == XYPosition(x: 5, y: 6))
        #expect(document.edges.first?.source == "a")
    }

    @Test func aWrongValueIsReportedAtItsPathAmongOtherKeys() throws {
        let text = #"""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {}},
                   {"id": "b", "position": {"x": 0, "y": "one"}, "hidden": 3, "data": {}}],
         "edges": [{"id": "e", "source": "a", "target": "b", "zIndex": "top"}]}
        """#
        let error = #expect(throws: GraphFileError.self) { try load(text) }
        // Node b is refused, so the edge to it is warned about as well.
        #expect(error?.diagnostics.map(\.path)
                == ["nodes[1].position.y", "nodes[1].hidden", "edges[0].zIndex", "edges[0].target"])
    }

    @Test func equalAttributesShareOneBoxAndDifferentOnesDoNot() throws {
        let (document, _) = try load(#"""
        {"nodes": [{"id": "a", "type": "custom", "width": 180, "position": {"x": 0, "y": 0}, "data": {}},
                   {"id": "b", "type": "custom", "width": 180, "position": {"x": 9, "y": 0}, "data": {}},
                   {"id": "c", "type": "other", "width": 180, "position": {"x": 0, "y": 9}, "data": {}}],
         "edges": [{"id": "e1", "source": "a", "target": "b", "selected": true},
                   {"id": "e2", "source": "b", "target": "c"}]}
        """#)
        let nodes = document.nodes
        #expect(nodes[0].attributes.box === nodes[1].attributes.box)
        #expect(nodes[0].attributes.box !== nodes[2].attributes.box)
        #expect(nodes[2].type == "other" && nodes[0].type == "custom")
        // Edges with every default share the model's own default box.
        #expect(document.edges[0].sharesAttributes(with: document.edges[1]))
        #expect(document.edges[0].attributes.box === EdgeAttributes.defaults.box)

        // A shared box is copied when one node changes: the other keeps its value.
        var changed = nodes
        changed[0].type = "renamed"
        #expect(changed[1].type == "custom" && changed[0].type == "renamed")
    }

    @Test func theSourceSharesTheDocumentsListsUntilTheyChange() throws {
        let (document, _) = try load(#"""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {"k": 1}}], "edges": []}
        """#)
        let source = try #require(document.source)
        let same = document.nodes.withUnsafeBufferPointer { mine in
            source.nodes.withUnsafeBufferPointer { kept in mine.baseAddress == kept.baseAddress }
        }
        #expect(same)
        #expect(source.originalNode("a")?.parsed == document.nodes[0])
        #expect(source.originalNode("missing") == nil)
    }

    @Test func repeatedEdgeIdsKeepTheirOwnOriginalsInOrder() throws {
        let text = #"""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {}},
                   {"id": "b", "position": {"x": 0, "y": 0}, "data": {}}],
         "edges": [{"id": "e", "source": "a", "target": "b", "x-first": 1},
                   {"id": "e", "source": "b", "target": "a", "x-second": 2}]}
        """#
        let (document, warnings) = try load(text)
        #expect(warnings.map(\.path) == ["edges[1].id"])
        let source = try #require(document.source)
        #expect(source.originalEdge("e", occurrence: 0)?.object["x-first"] == 1)
        #expect(source.originalEdge("e", occurrence: 1)?.object["x-second"] == 2)
        #expect(source.originalEdge("e", occurrence: 2) == nil)
        // A changed second edge is written over its own original, not the first edge's.
        var edited = document
        edited.edges[1].animated = true
        let saved = try JSONValue(parsing: edited.encoded())
        #expect(saved["edges"]?[0]?["x-first"] == 1 && saved["edges"]?[0]?["x-second"] == nil)
        #expect(saved["edges"]?[1]?["x-second"] == 2 && saved["edges"]?[1]?["x-first"] == nil)
        #expect(saved["edges"]?[1]?["animated"] == true)
    }

    @Test func declaredHandlesComeDecodedAndAsTheFileWroteThem() throws {
        let (document, _) = try load(#"""
        {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {},
                    "handles": [{"id": "in", "type": "target", "x": 1}, {"type": "source"}]},
                   {"id": "b", "position": {"x": 0, "y": 0}, "data": {}}],
         "edges": []}
        """#)
        #expect(document.declaredHandleList(ofNode: "a")
                == [DeclaredHandle(id: "in", type: .target), DeclaredHandle(id: nil, type: .source)])
        #expect(document.declaredHandles(ofNode: "a") == [["id": "in", "type": "target", "x": 1], ["type": "source"]])
        #expect(document.declaredHandleList(ofNode: "b") == nil)
        #expect(document.declaredHandles(ofNode: "b") == nil)
    }

    @Test func theCheckNotesWhereTheOuterObjectsEnd() throws {
        let text = #"{"nodes": [{"id": "a", "data": {"x": {"y": 1}}}, {"id": "b"}], "viewport": {"x": 0}}"#
        let bytes = Array(text.utf8)
        func offset(of needle: String) -> Int {
            let pattern = Array(needle.utf8)
            return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }!
        }
        let root = try JSONValue(parsing: text)
        let ends = try #require(root.objectValue?.members.origin?.source.outerObjects)
        #expect(ends.end(ofObjectAt: 0) == bytes.count)
        // Each node ends just before the comma or bracket after it; the viewport before the root's brace.
        #expect(ends.end(ofObjectAt: offset(of: #"{"id": "a""#)) == offset(of: #", {"id": "b""#))
        #expect(ends.end(ofObjectAt: offset(of: #"{"id": "b""#)) == offset(of: #"], "viewport""#))
        #expect(ends.end(ofObjectAt: offset(of: #"{"x": 0}"#)) == bytes.count - 1)
        // A node's `data` is one level deeper than noted: it is found by scanning when read.
        #expect(ends.end(ofObjectAt: offset(of: #"{"x": {"#)) == nil)
        #expect(ends.end(ofObjectAt: 1) == nil)
        // Read through the table, the nodes keep their exact text.
        let nodes = try #require(root["nodes"]?.arrayValue)
        #expect(nodes[0]["data"]?["x"]?["y"] == 1 && nodes[1]["id"] == "b")
        #expect(nodes[0].objectValue?.rawSpan?.end == UInt32(offset(of: #", {"id": "b""#)))
    }
}
