import Foundation
import Testing
@testable import SwiftFlowCore

/// Where the tests find their fixture files, the example graphs and (when present) the React Flow corpus.
enum GraphFileFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ name: String) throws -> URL {
        let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Files")
        return try #require(url, "fixture \(name) is missing")
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// `$SWIFTFLOW_CORPUS`, else `../shared/corpus/reactflow` beside the package, if it exists.
    static let corpusDirectory: URL? = {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["SWIFTFLOW_CORPUS"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        candidates.append(packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/reactflow"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    /// The corpus files holding a flow object directly: every `.flow.json` and the top-level flow files.
    static var corpusFlowFiles: [URL] {
        guard let directory = corpusDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".orig.json") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The bytes of JSON text without the whitespace between tokens.
    static func withoutWhitespace(_ data: Data) -> [UInt8] {
        var result: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                result.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                result.append(byte)
            } else if ![0x20, 0x0A, 0x0D, 0x09].contains(byte) {
                result.append(byte)
            }
        }
        return result
    }

    /// Where two texts first differ, ignoring whitespace between tokens, with a little context; `nil` if
    /// they are the same. Keeps failure reports short (comparing whole files in `#expect` prints them).
    static func differenceIgnoringWhitespace(_ lhs: Data, _ rhs: Data) -> String? {
        difference(Data(withoutWhitespace(lhs)), Data(withoutWhitespace(rhs)))
    }

    /// Where two byte strings first differ, with a little context; `nil` if they are equal.
    static func difference(_ lhs: Data, _ rhs: Data) -> String? {
        let left = [UInt8](lhs)
        let right = [UInt8](rhs)
        guard left != right else { return nil }
        var index = 0
        while index < min(left.count, right.count), left[index] == right[index] { index += 1 }
        func context(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 40)], as: UTF8.self)
        }
        return "first difference at byte \(index): …\(context(left))… vs …\(context(right))…"
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftflow-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

@Suite struct GraphFileTests {
    private func sampleDocument() -> GraphDocument {
        var a = Node<JSONValue>(id: "a", position: XYPosition(x: 0, y: 10), data: ["label": "A"], type: "input")
        a.measured = CGSize(width: 150, height: 40)
        let b = Node<JSONValue>(id: "b", position: XYPosition(x: 200.5, y: -3), data: ["label": "B"])
        var edge = Edge<JSONValue>(id: "a-b", source: "a", target: "b", type: .step, animated: true)
        edge.markerEnd = .arrowClosed
        edge.label = "go"
        return GraphDocument(nodes: [a, b], edges: [edge], viewport: Viewport(x: 5, y: 6, zoom: 1.5))
    }

    @Test func newNativeDocumentIsWrittenWithMarkerAndOnlyNonDefaultKeys() throws {
        let value = sampleDocument().jsonValue()
        let expected = try JSONValue(parsing: """
            {"format": "swiftflow", "version": 1,
             "nodes": [
               {"id": "a", "type": "input", "position": {"x": 0, "y": 10}, "data": {"label": "A"},
                "measured": {"width": 150, "height": 40}},
               {"id": "b", "position": {"x": 200.5, "y": -3}, "data": {"label": "B"}}],
             "edges": [
               {"id": "a-b", "source": "a", "target": "b", "type": "step", "animated": true,
                "markerEnd": {"type": "arrowclosed"}, "label": "go"}],
             "viewport": {"x": 5, "y": 6, "zoom": 1.5}}
            """)
        #expect(value == expected)
        #expect(value.objectValue?.keys == ["format", "version", "nodes", "edges", "viewport"])
    }

    @Test func nativeDocumentRoundTripsThroughTextUnchanged() throws {
        let document = sampleDocument()
        let data = document.encoded()
        let (loaded, warnings) = try GraphDocument.parse(data: data)
        #expect(warnings.isEmpty)
        #expect(loaded.format == .swiftflow)
        #expect(loaded.nodes == document.nodes)
        #expect(loaded.edges == document.edges)
        #expect(loaded.viewport == document.viewport)
        let difference = GraphFileFixtures.difference(loaded.encoded(), data)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func reactFlowExportHasNoMarkerAndReadsBackAsReactFlow() throws {
        let data = sampleDocument().encoded(as: .reactFlow)
        let value = try JSONValue(parsing: data)
        #expect(value["format"] == nil && value["version"] == nil)
        let (loaded, _) = try GraphDocument.parse(data: data)
        #expect(loaded.format == .reactFlow)
        #expect(loaded.nodes == sampleDocument().nodes)
    }

    @Test func savingChangesOnlyTheKeysWhoseValuesChanged() throws {
        let text = #"{"format":"swiftflow","version":1,"nodes":[{"id":"a","position":{"x":1e-7,"y":22},"# +
            #""data":{"k":0.727},"custom":{"keep":true}}],"edges":[],"viewport":{"x":0,"y":0,"zoom":1},"app":"x"}"#
        var (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        document.nodes[0].position.y = 30
        let out = String(decoding: document.encoded(), as: UTF8.self)
        let expected = #"{"format":"swiftflow","version":1,"nodes":[{"id":"a","position":{"x":1e-7,"y":30},"# +
            #""data":{"k":0.727},"custom":{"keep":true}}],"edges":[],"viewport":{"x":0,"y":0,"zoom":1},"app":"x"}"#
        #expect(out == expected)
    }

    /// A React Flow file with no `edges` key (or no `nodes` key) saves without one, not with `"edges": null`,
    /// which would no longer open (found by the decode fuzz target: Fuzz/Regressions/decode).
    @Test func anAbsentListStaysAbsentAfterASave() throws {
        let noEdges = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"data":{}}],"udges":[]}"#
        var (document, _) = try GraphDocument.parse(data: Data(noEdges.utf8))
        document.nodes[0].position.x = 5
        let saved = String(decoding: document.encoded(), as: UTF8.self)
        #expect(saved == #"{"nodes":[{"id":"a","position":{"x":5,"y":0},"data":{}}],"udges":[]}"#)
        #expect(throws: Never.self) { try GraphDocument.parse(data: Data(saved.utf8)) }

        let noNodes = #"{"edges":[],"name":"x"}"#
        let (empty, _) = try GraphDocument.parse(data: Data(noNodes.utf8))
        #expect(String(decoding: empty.encoded(), as: UTF8.self) == noNodes)
    }

    @Test func addedAndRemovedElementsAndMetadata() throws {
        let text = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"data":{},"w":1},"# +
            #"{"id":"b","position":{"x":0,"y":0},"data":{}}],"edges":[],"name":"flow"}"#
        var (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        document.nodes.remove(at: 1)
        document.nodes.append(Node(id: "c", position: XYPosition(x: 3, y: 4), data: .null))
        document.metadata["name"] = "renamed"
        document.metadata["extra"] = 1
        let out = String(decoding: document.encoded(), as: UTF8.self)
        let expected = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"data":{},"w":1},"# +
            #"{"id":"c","position":{"x":3,"y":4},"data":{}}],"edges":[],"name":"renamed","extra":1}"#
        #expect(out == expected)
    }

    @Test func writeIsAtomicAndLeavesNoTemporaryFiles() throws {
        let folder = try GraphFileFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("graph.swiftflow.json")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try sampleDocument().write(to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.swiftflow.json"])
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let (loaded, _) = try GraphDocument.load(from: url)
        #expect(loaded.nodes.map(\.id) == ["a", "b"])
    }

    @Test func writeIntoMissingFolderFailsWithIOErrorAndKeepsNothing() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/graph.json")
        do {
            try sampleDocument().write(to: url)
            Issue.record("write should fail")
        } catch let error as GraphFileError {
            #expect(error.errors.first?.code == .io)
        }
    }

    @Test func loadingAMissingFileReportsIO() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).json")
        #expect {
            _ = try GraphDocument.load(from: url)
        } throws: { error in
            (error as? GraphFileError)?.errors.first?.code == .io
        }
    }

    @Test func valuesTheModelLeavesAloneAreWrittenBackAsTheyWere() throws {
        let texts = [
            #"{"nodes":[],"edges":[],"viewport":null}"#,
            #"{"format":"swiftflow","version":1.0,"nodes":[],"edges":[]}"#,
            #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"type":null,"label":7}],"edges":[]}"#,
        ]
        for text in texts {
            let (document, _) = try GraphDocument.parse(data: Data(text.utf8))
            #expect(String(decoding: document.encoded(), as: UTF8.self) == text)
        }
    }

    @Test func detachedDocumentWritesEveryElementInFull() throws {
        let text = #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"data":{},"handles":[{"id":"h","type":"source"}],"# +
            #""positionAbsolute":{"x":0,"y":0},"hidden":false}],"edges":[],"app":1}"#
        var (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(document.declaredHandles(ofNode: "a") == [["id": "h", "type": "source"]])
        document.detachFromSource()
        #expect(document.declaredHandles(ofNode: "a") == nil)
        let out = String(decoding: document.encoded(), as: UTF8.self)
        #expect(out == #"{"nodes":[{"id":"a","position":{"x":0,"y":0},"data":{}}],"edges":[],"app":1}"#)
    }

    @Test func keepsTheFilesIndentation() throws {
        let text = "{\n    \"nodes\": [],\n    \"edges\": []\n}\n"
        let (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        #expect(String(decoding: document.encoded(), as: UTF8.self) == text)
        let compact = #"{"nodes":[],"edges":[]}"#
        let (compactDocument, _) = try GraphDocument.parse(data: Data(compact.utf8))
        #expect(String(decoding: compactDocument.encoded(), as: UTF8.self) == compact)
    }

    @Test func nativeFileMayBeExportedToReactFlowAndBack() throws {
        let text = #"{"format":"swiftflow","version":1,"nodes":[],"edges":[],"note":"n"}"#
        let (document, _) = try GraphDocument.parse(data: Data(text.utf8))
        let exported = String(decoding: document.encoded(as: .reactFlow), as: UTF8.self)
        #expect(exported == #"{"nodes":[],"edges":[],"note":"n"}"#)
        var reactFlow = document
        reactFlow.format = .reactFlow
        let (again, _) = try GraphDocument.parse(data: reactFlow.encoded())
        #expect(String(decoding: again.encoded(as: .swiftflow), as: UTF8.self) == text)
    }

    /// A generated React Flow file of `count` nodes in a chain, with keys the model does not know.
    static func largeFlow(nodes count: Int) -> Data {
        var text = #"{"nodes":["#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{"id":"n\#(index)","position":{"x":\#(index % 100 * 180),"y":\#(index / 100 * 90)},"#
            text += #""data":{"label":"Node \#(index)","weight":0.\#(index)},"measured":{"width":150,"height":40},"#
            text += #""positionAbsolute":{"x":1,"y":2},"className":"c\#(index % 7)"}"#
        }
        text += #"],"edges":["#
        for index in 1..<count {
            if index > 1 { text += "," }
            text += #"{"id":"e\#(index)","source":"n\#(index - 1)","target":"n\#(index)","type":"buttonedge"}"#
        }
        text += #"],"viewport":{"x":0,"y":0,"zoom":1}}"#
        return Data(text.utf8)
    }

    @Test func tenThousandNodeFileRoundTrips() throws {
        let data = GraphFileTests.largeFlow(nodes: 10_000)
        var (document, warnings) = try GraphDocument.parse(data: data)
        #expect(warnings.isEmpty)
        #expect(document.nodes.count == 10_000 && document.edges.count == 9_999)
        #expect(document.nodes[1234].position == XYPosition(x: 34 * 180, y: 12 * 90))
        let difference = GraphFileFixtures.difference(document.encoded(), data)
        #expect(difference == nil, "\(difference ?? "")")
        document.nodes[5000].position.x = -1
        let saved = try JSONValue(parsing: document.encoded())
        #expect(saved["nodes"]?[5000]?["position"] == ["x": -1, "y": 4500])
        #expect(saved["nodes"]?[5000]?["className"] == "c2")
    }

    @Test func exampleGraphsLoadWithoutDiagnostics() throws {
        let examples = GraphFileFixtures.packageRoot.appendingPathComponent("Assets/Examples")
        let welcomeURL = examples.appendingPathComponent("welcome.swiftflow.json")
        let (welcome, welcomeWarnings) = try GraphDocument.load(from: welcomeURL)
        #expect(welcomeWarnings.isEmpty)
        #expect(welcome.format == .swiftflow)
        #expect((8...12).contains(welcome.nodes.count))
        #expect(Set(welcome.edges.map(\.type)) == Set(EdgeType.allCases))
        #expect(welcome.edges.allSatisfy { $0.label != nil })
        #expect(welcome.edges.contains { $0.animated })
        #expect(welcome.edges.contains { $0.markerEnd?.type == .arrowClosed })
        #expect(Set(welcome.nodes.compactMap(\.type)).isSuperset(of: ["input", "output", "group"]))
        let groups = welcome.nodes.filter { $0.type == "group" }.map(\.id)
        #expect(groups.count == 1 && welcome.nodes.filter { $0.parentId == groups.first }.count == 2)
        #expect(welcome.viewport != nil)

        let sampleURL = examples.appendingPathComponent("react-flow-sample.json")
        let (sample, sampleWarnings) = try GraphDocument.load(from: sampleURL)
        #expect(sampleWarnings.isEmpty)
        #expect(sample.format == .reactFlow)
        #expect(try JSONValue(parsing: sample.encoded()) == JSONValue(parsing: Data(contentsOf: sampleURL)))
    }
}
