import Foundation
import Testing
@testable import SwiftFlowCore

@Suite struct ValidationTests {
    /// The diagnostics of a file that must not load.
    private func errors(_ text: String) -> [GraphDiagnostic] {
        do {
            _ = try GraphDocument.parse(data: Data(text.utf8))
            Issue.record("expected the file to be refused")
            return []
        } catch let error as GraphFileError {
            return error.diagnostics
        } catch {
            Issue.record("unexpected error \(error)")
            return []
        }
    }

    @Test func malformedJSONReportsLineAndColumn() throws {
        let diagnostics = errors(String(decoding: try GraphFileFixtures.data("malformed.json"), as: UTF8.self))
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .malformedJSON && diagnostic.isError)
        #expect(diagnostic.line == 4 && diagnostic.column == 17)
        #expect(diagnostic.description.hasPrefix("line 4, column 17: "))
    }

    @Test func reportsEveryWrongValueWithItsPath() {
        let text = """
            {"nodes": [
              {"id": "a", "position": {"x": "ten", "y": 0}},
              {"id": "b", "position": {"x": 0, "y": NaN}, "hidden": "yes", "zIndex": Infinity},
              {"id": 7, "position": {"x": 0, "y": 0}},
              {"position": {"x": 0, "y": 0}, "extent": "window"},
              "not a node",
              {"id": "c", "position": {"x": 0, "y": 0}, "measured": {"width": 10}, "origin": [0.5],
               "sourcePosition": "diagonal", "style": 3}
            ],
            "edges": [
              {"id": "e", "source": "a"},
              {"id": "f", "source": "a", "target": "b", "markerEnd": {"type": "arrow", "width": "wide"}}
            ],
            "viewport": {"x": 0, "y": 0, "zoom": 0}}
            """
        let found = Set(errors(text).filter(\.isError).map(\.description))
        let expected: Set<String> = [
            "nodes[0].position.x: expected a number, found a string",
            "nodes[1].position.y: expected a finite number, found NaN",
            "nodes[1].hidden: expected a boolean, found a string",
            "nodes[1].zIndex: expected a finite number, found Infinity",
            "nodes[2].id: expected a string, found a number",
            "nodes[3].id: missing; expected a string",
            "nodes[3].extent: expected \"parent\" or [[x1, y1], [x2, y2]], found \"window\"",
            "nodes[4]: expected an object, found a string",
            "nodes[5].measured.height: missing; expected a number",
            "nodes[5].origin: expected [x, y], found an array",
            "nodes[5].sourcePosition: expected left, top, right or bottom, found \"diagonal\"",
            "nodes[5].style: expected an object, found a number",
            "edges[0].target: missing; expected a string",
            "edges[1].markerEnd.width: expected a number or a length like \"22px\", found \"wide\"",
            "viewport.zoom: expected a zoom above 0, found 0",
        ]
        #expect(found == expected)
    }

    @Test func duplicateNodeIdsAreFatalAndDuplicateEdgeIdsAreWarnings() throws {
        let nodes = #"{"nodes":[{"id":"a","position":{"x":0,"y":0}},{"id":"a","position":{"x":1,"y":1}}],"edges":[]}"#
        #expect(errors(nodes).map(\.description) == ["nodes[1].id: duplicate node id 'a' (also at nodes[0])"])

        let edges = #"{"nodes":[{"id":"a","position":{"x":0,"y":0}}],"# +
            #""edges":[{"id":"e","source":"a","target":"a"},{"id":"e","source":"a","target":"a","label":"2"}]}"#
        var (document, warnings) = try GraphDocument.parse(data: Data(edges.utf8))
        #expect(warnings.map(\.code) == [.duplicateEdgeId])
        #expect(document.edges.count == 2)
        // Both edges keep their own originals when saved.
        document.edges[1].label = "two"
        let saved = String(decoding: document.encoded(), as: UTF8.self)
        #expect(saved.hasSuffix(#""edges":[{"id":"e","source":"a","target":"a"},"# +
            #"{"id":"e","source":"a","target":"a","label":"two"}]}"#))
    }

    @Test func danglingEdgesAndMissingParentsLoadWithWarnings() throws {
        let (document, warnings, _) = try {
            let data = try GraphFileFixtures.data("v11-quirks.json")
            let (document, warnings) = try GraphDocument.parse(data: data)
            return (document, warnings, data)
        }()
        #expect(warnings.map(\.description) == [
            "edges[3].target: node 'ghost_9' does not exist; the edge is kept",
        ])
        #expect(document.edges.contains { $0.target == "ghost_9" })

        let orphan = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"parentNode":"gone"}],"edges":[]}"#
        let (_, orphanWarnings) = try GraphDocument.parse(data: Data(orphan.utf8))
        #expect(orphanWarnings.map(\.code) == [.missingParent])
        #expect(orphanWarnings.first?.path == "nodes[0].parentNode")
    }

    @Test func edgesToUndeclaredHandlesAreWarnings() throws {
        let (_, warnings) = try GraphDocument.parse(data: try GraphFileFixtures.data("v12-quirks.json"))
        #expect(warnings.map(\.description) == [
            "edges[1].sourceHandle: node 'Agent:One' declares no source handle 'nope'",
        ])
        // A declared handle of the wrong type does not count.
        let text = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"handles":[{"id":"h","type":"target"}]},"# +
            #"{"id":"b","position":{"x":0,"y":0}}],"# +
            #""edges":[{"id":"e","source":"a","sourceHandle":"h","target":"b"}]}"#
        let (_, typeWarnings) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(typeWarnings.map(\.code) == [.missingHandle])
    }

    @Test func parentCyclesAreFatal() {
        let text = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"parentId":"c"},"# +
            #"{"id":"b","position":{"x":0,"y":0},"parentId":"a"},{"id":"c","position":{"x":0,"y":0},"parentId":"b"},"# +
            #"{"id":"self","position":{"x":0,"y":0},"parentId":"self"},"# +
            #"{"id":"d","position":{"x":0,"y":0},"parentId":"a"}],"# +
            #""edges":[]}"#
        let cycles = errors(text).filter { $0.code == .parentCycle }
        #expect(cycles.count == 2)
        #expect(cycles.map(\.path) == ["nodes[0].parentId", "nodes[3].parentId"])
        #expect(cycles.first?.message == "parent cycle: 'a' → 'c' → 'b' → 'a'")
    }

    @Test func documentLevelProblems() {
        #expect(errors("[1, 2]").map(\.code) == [.notAGraph])
        #expect(errors(#"{"name": "x"}"#).map(\.code) == [.notAGraph])
        #expect(errors(#"{"nodes": {}, "edges": []}"#).map(\.description) == [
            "nodes: expected an array, found an object",
        ])
        // Nodes that were never read are not reported missing by every edge that names them.
        #expect(errors(#"{"nodes": {"a": {"id": "a"}}, "edges": [{"id": "e", "source": "a", "target": "b"}]}"#)
            .map(\.description) == ["nodes: expected an array, found an object"])
        #expect(errors(#"{"format": "swiftflow", "nodes": [], "edges": []}"#).map(\.code) == [.unsupportedVersion])
        #expect(errors(#"{"format": "swiftflow", "version": 2, "nodes": [], "edges": []}"#).map(\.description) == [
            "version: version 2 is newer than this build reads (1)",
        ])
        #expect(errors(#"{"format": "other"}"#).map(\.code) == [.notAGraph])
    }

    @Test func unknownMarkerTypesAreWarningsAndKept() throws {
        let text = #"{"nodes":[{"id":"a","position":{"x":0,"y":0}}],"# +
            #""edges":[{"id":"e","source":"a","target":"a","markerEnd":{"type":"diamond"}}]}"#
        let (document, warnings) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(warnings.map(\.description) == [
            #"edges[0].markerEnd.type: unknown marker type "diamond"; the edge draws no marker"#,
        ])
        #expect(document.edges[0].markerEnd == nil)
        #expect(String(decoding: document.encoded(), as: UTF8.self) == text)
    }

    @Test func nullExtentBoundsMeanUnbounded() throws {
        let text = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"extent":[[null,0],[100,null]]}],"edges":[]}"#
        let (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(document.nodes[0].extent == .coordinateExtent(
            CoordinateExtent(minX: -.infinity, minY: 0, maxX: 100, maxY: .infinity)))
    }

    @Test func garbageNeverCrashes() {
        let inputs = ["", "{", "}", "[[[[", "nul", "\"\\u12", "{\"nodes\": [null, 1, [], {}], \"edges\": [true]}",
                      "{\"nodes\":[{\"id\":\"a\",\"position\":{\"x\":1e400,\"y\":-1e400}}],\"edges\":[]}",
                      String(decoding: [0xFF, 0xFE, 0x00, 0x7B], as: UTF8.self)]
        for input in inputs {
            #expect(throws: GraphFileError.self) { try GraphDocument.parse(data: Data(input.utf8)) }
        }
    }

    /// A node refused for a bad value (a NaN y) is not "missing": the edge and the child that name it are told
    /// where its error is. A node with no readable id leaves nothing to point at.
    @Test func edgesAndChildrenOfARefusedNodePointAtItsError() {
        let text = """
            {"nodes": [
              {"id": "a", "position": {"x": 0, "y": NaN}},
              {"id": "b", "position": {"x": 0, "y": 0}},
              {"id": "c", "parentId": "a", "position": {"x": 0, "y": 0}}
            ],
            "edges": [{"id": "e", "source": "a", "target": "b"}, {"id": "f", "source": "b", "target": "z"}]}
            """
        #expect(errors(text).map(\.description) == [
            "nodes[0].position.y: expected a finite number, found NaN",
            "edges[0].source: node 'a' was not read (see nodes[0]); the edge is kept",
            "edges[1].target: node 'z' does not exist; the edge is kept",
            "nodes[2].parentId: parent 'a' was not read (see nodes[0]); the node is placed as a top-level node",
        ])
    }

    /// Keys the model reads that an object names twice are warned about, at their path; the last value is the
    /// one read, as JavaScript's `JSON.parse` does, and the file loads. A key the model does not read (a label
    /// inside `data`) is kept as it is and not reported.
    @Test func repeatedKeysAreReportedAndTheLastOneIsRead() throws {
        let text = #"{"nodes":[{"id":"a","id":"b","position":{"x":0,"y":0},"position":{"x":5,"y":5},"# +
            #""data":{"label":"A","label":"B"}}],"edges":[],"edges":[{"id":"e","source":"b","target":"x","target":"b"}]}"#
        let (document, warnings) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(warnings.map(\.description) == [
            "edges: the key appears more than once; the last one is used, as JavaScript reads it",
            "nodes[0].id: the key appears more than once; the last one is used, as JavaScript reads it",
            "nodes[0].position: the key appears more than once; the last one is used, as JavaScript reads it",
            "edges[0].target: the key appears more than once; the last one is used, as JavaScript reads it",
        ])
        #expect(warnings.allSatisfy { $0.code == .repeatedKey && !$0.isError })
        #expect(document.nodes.map(\.id) == ["b"] && document.nodes.first?.position == XYPosition(x: 5, y: 5))
        #expect(document.nodes.first?.data["label"] == "B")
        #expect(document.edges.map(\.target) == ["b"])
    }
}
