import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Hand-made nasty files the fuzzers are unlikely to reach: `swiftflow check` names each problem with its
/// JSON path and the right exit status, `render` finishes without a crash, and files that load save back
/// with their unmodelled bytes (escapes, odd numbers, wrappers) as they were.
@MainActor
@Suite struct HostileInputTests {
    nonisolated static func node(_ id: String, _ x: Int = 0, _ extra: String = "") -> String {
        #"{"id": "\#(id)", "position": {"x": \#(x), "y": 0}, "data": {"label": "\#(id)"}\#(extra)}"#
    }

    /// Name, text, the status `check` must give, and a piece of its output that names the JSON path.
    nonisolated static let cases: [(name: String, text: String, status: Int32, says: String)] = [
        ("parent-cycle", #"{"nodes": [\#(node("a", 0, #", "parentId": "c""#)), \#(node("b", 200, #", "parentId": "a""#)), \#(node("c", 400, #", "parentId": "b""#))], "edges": []}"#,
         2, "nodes[0].parentId: parent cycle: 'a' → 'c' → 'b' → 'a'"),
        ("own-parent", #"{"nodes": [\#(node("a", 0, #", "parentNode": "a", "extent": "parent""#))], "edges": []}"#,
         2, "nodes[0].parentNode: parent cycle: 'a' → 'a'"),
        ("missing-handles", #"{"nodes": [\#(node("a", 0, #", "handles": [{"id": "out", "type": "source", "position": "right", "x": 150, "y": 20}]"#)), \#(node("b", 300))], "edges": [{"id": "e", "source": "a", "sourceHandle": "nope", "target": "b"}]}"#,
         1, "edges[0].sourceHandle: node 'a' declares no source handle 'nope'"),
        ("duplicate-ids", #"{"nodes": [\#(node("a")), \#(node("a", 300))], "edges": []}"#,
         2, "nodes[1].id: duplicate node id 'a' (also at nodes[0])"),
        ("nan-strings", #"{"nodes": [{"id": "a", "position": {"x": "NaN", "y": 0}, "data": {}}], "edges": []}"#,
         2, "nodes[0].position.x: expected a number, found a string"),
        ("nan-tokens", #"{"nodes": [{"id": "a", "position": {"x": NaN, "y": Infinity}, "data": {}}], "edges": []}"#,
         2, "nodes[0].position.x: expected a finite number, found NaN"),
        ("huge-negative-sizes", #"{"nodes": [\#(node("a", 0, #", "width": 1e300, "height": -500"#))], "edges": []}"#,
         1, "nodes[0].width: 1e+300 is above 1e+07; the node is not drawn"),
        ("zero-size", #"{"nodes": [\#(node("a", 0, #", "width": 0, "height": 40, "measured": {"width": 0, "height": 0}"#))], "edges": []}"#,
         1, "nodes[0].width: size 0: the node has no area, so it is neither seen nor picked"),
        ("extent-nan", #"{"nodes": [\#(node("g")), \#(node("a", 10, #", "parentId": "g", "extent": [["NaN", 0], [1e400, null]]"#))], "edges": []}"#,
         2, #"nodes[1].extent[0][0]: expected a number, found "NaN""#),
        ("overflowing-numbers", #"{"nodes": [{"id": "a", "position": {"x": 1e400, "y": -0}, "data": {}}], "edges": []}"#,
         2, "nodes[0].position.x: expected a finite number, found 1e400"),
        ("empty", "", 2, "the document is empty"),
        // Only whitespace (a 50 MB one took 13–16 s in a debug build, most of it counting the error's column).
        ("whitespace", String(repeating: " ", count: 100_000) + "\n" + String(repeating: "\t ", count: 1_000), 2,
         "whitespace.json:2:2001: error: the document is empty"),
        ("only-an-array", "[]", 2, "expected an object with `nodes` and `edges`, found an array"),
        ("wrong-types", #"{"nodes": [{"id": 7, "position": [1, 2], "data": "s"}], "edges": []}"#,
         2, "nodes[0].id: expected a string, found a number"),
        ("zero-zoom", #"{"nodes": [\#(node("a"))], "edges": [], "transform": [1e400, "x", -0.0], "viewport": {"x": 0, "y": 0, "zoom": 0}}"#,
         2, "viewport.zoom: expected a zoom above 0, found 0"),
        ("deep-nesting", #"{"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": "# + String(repeating: "[", count: 5_000)
            + String(repeating: "]", count: 5_000) + "}], \"edges\": []}",
         2, "error: nesting deeper than 512 levels (at nodes[0].data[0][0]"),
    ]

    @Test(arguments: cases.map(\.name))
    func checkNamesTheProblemWithItsPath(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        let files = try GraphCheckTests.Files(["\(name).json": entry.text])
        let result = GraphCheck.run(paths: [files.path("\(name).json")], json: false)
        #expect(result.status == entry.status, "\(result.output)")
        #expect(result.output.contains(entry.says), "\(result.output)")
    }

    /// A value or id of thousands of characters quoted in a message is cut in the middle on screen, so each
    /// problem still fits on a line that says where it is (the JSON output keeps the whole message).
    @Test func longValuesInMessagesAreCut() throws {
        let digits = String(repeating: "9", count: 5_000)
        let id = String(repeating: "n", count: 100_000)
        let text = #"{"nodes": [{"id": "a", "position": {"x": \#(digits), "y": 0}, "data": {}}, "#
            + #"\#(Self.node(id)), \#(Self.node(id, 300))], "edges": []}"#
        let files = try GraphCheckTests.Files(["long.json": text])
        let result = GraphCheck.run(paths: [files.path("long.json")], json: false)
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count < files.path("long.json").count + 400 }, "\(lines.map(\.count))")
        #expect(lines.contains { $0.contains("nodes[0].position.x: expected a finite number, found 9999") && $0.contains("characters)…") })
        #expect(lines.contains { $0.contains("nodes[2].id: duplicate node id 'nnnn") && $0.hasSuffix("nnnn' (also at nodes[1])") })
        let json = GraphCheck.run(paths: [files.path("long.json")], json: true).output
        #expect(json.contains(digits), "the JSON output keeps the whole message")
    }

    /// UTF-16 files are named as such (they were "unexpected byte 0xFF").
    @Test func utf16FilesAreNamed() throws {
        let folder = try GraphFileFolder()
        let url = folder.url.appendingPathComponent("wide.json")
        try (Data([0xFF, 0xFE]) + #"{"nodes": [], "edges": []}"#.data(using: .utf16LittleEndian)!).write(to: url)
        let result = GraphCheck.run(paths: [url.path], json: false)
        #expect(result.status == 2)
        #expect(result.output.contains("the text is UTF-16 (little-endian), not UTF-8; save it as UTF-8"), "\(result.output)")
    }

    /// Files that load render without a crash and save back with what the editor does not model unchanged:
    /// NUL and lone-surrogate escapes in ids, keys and values, a BOM, 30-digit integers, -0, zero and
    /// enormous sizes, 2,000 edges between the same two nodes, a wrapper inside a wrapper.
    @Test func loadableHostileFilesRenderAndSaveTheirBytesBack() throws {
        let sameEdges = (0..<2_000).map { #"{"id": "e\#($0)", "source": "a", "target": "b"}"# }.joined(separator: ", ")
        let files: [(String, String, [String])] = [
            ("escapes", #"{"nodes": [{"id": "a\u0000b", "position": {"x": -0, "y": 0}, "data": {"k\u0000ey": "v\u0000", "\ud800": "\udc00x", "n": 123456789012345678901234567890}}, {"id": "\udfff", "position": {"x": 300, "y": 0}, "data": {}}], "edges": [{"id": "e\ud800", "source": "a\u0000b", "target": "\udfff"}]}"#,
             [#""a\u0000b""#, #""\ud800": "\udc00x""#, #""e\ud800""#, "123456789012345678901234567890", #""x": -0"#]),
            ("bom", "\u{FEFF}" + #"{"nodes": [\#(Self.node("a")), \#(Self.node("b", 300))], "edges": [{"id": "ab", "source": "a", "target": "b", "data": {"note": "é✓"}}]}"#,
             [#""note": "é✓""#]),
            ("sizes", #"{"nodes": [\#(Self.node("a", 0, #", "width": 0, "height": 0, "measured": {"width": 0, "height": 0}"#)), \#(Self.node("b", 300, #", "width": 1e300, "height": -500"#))], "edges": [{"id": "ab", "source": "a", "target": "b"}]}"#,
             ["1e300", "-500"]),
            ("same-pair", #"{"nodes": [\#(Self.node("a")), \#(Self.node("b", 400))], "edges": [\#(sameEdges)]}"#, [#""id": "e1999""#]),
            ("wrapper-in-wrapper", #"{"name": "outer", "flow": {"meta": {"v": 2}, "data": {"graph": {"nodes": [\#(Self.node("a")), \#(Self.node("b", 300))], "edges": [{"id": "ab", "source": "a", "target": "b"}], "viewport": {"x": 0, "y": 0, "zoom": 1}}}}}"#,
             [#""meta": {"v": 2}"#, #""name": "outer""#]),
        ]
        let folder = try GraphFileFolder()
        for (name, text, kept) in files {
            let url = folder.url.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: url)
            let png = folder.url.appendingPathComponent("\(name).png")
            try HeadlessRenderer.render(path: url.path, to: png.path, size: CGSize(width: 400, height: 300),
                                        colorScheme: .light)
            #expect(FileManager.default.fileExists(atPath: png.path), "\(name) rendered")
            let file = try EditorFile.open(url)
            #expect(file.document.nodes.count == 2, "\(name)")
            try file.save(file.document)
            let saved = try String(contentsOf: url, encoding: .utf8)
            for piece in kept { #expect(saved.contains(piece), "\(name): \(piece) was not kept") }
            #expect(try JSONValue(parsing: Data(contentsOf: url)) == JSONValue(parsing: Data(text.utf8)), "\(name)")
            let savedBytes = try Data(contentsOf: url)
            #expect(savedBytes.starts(with: [0xEF, 0xBB, 0xBF]) == text.hasPrefix("\u{FEFF}"), "\(name): BOM")
        }
    }
}

/// A temporary folder removed when the value goes away.
final class GraphFileFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: url) }
}
