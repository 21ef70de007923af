import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// `swiftflow check`: every diagnostic with its file and JSON path, `--json`, and exit statuses for CI
/// (0 clean, 1 warnings only, 2 any error); `swiftflow --version`.
@MainActor
@Suite struct GraphCheckTests {
    static let clean = """
    {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "data": {}}], "edges": []}
    """
    static let far = """
    {"nodes": [{"id": "a", "position": {"x": 9e307, "y": 0}, "data": {}},
               {"id": "b", "position": {"x": 0, "y": 0}, "width": -5, "data": {}}],
     "edges": [{"id": "e", "source": "a", "target": "b"}, {"id": "e", "source": "b", "target": "ghost"}]}
    """

    /// A folder of files named after their content; removed when the test ends.
    final class Files {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")

        init(_ files: [String: String]) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    }

    @Test func parsesCheckAndVersion() throws {
        #expect(try EditorCommand.parse(["check", "a.json", "b.json"]) == .check(paths: ["a.json", "b.json"], json: false))
        #expect(try EditorCommand.parse(["check", "--json", "a.json"]) == .check(paths: ["a.json"], json: true))
        #expect(try EditorCommand.parse(["--version"]) == .version)
        for bad in [["check"], ["check", "--json"], ["check", "--yaml", "a.json"]] {
            #expect(throws: EditorCommand.UsageError.self) { try EditorCommand.parse(bad) }
        }
        #expect(EditorCommand.usage.hasPrefix("swiftflow \(SwiftFlowVersion.current) (file format 1)\n"))
        #expect(EditorCommand.usage.contains("swiftflow check FILE… [--json]"))
    }

    @Test func aCleanFileIsOkWithStatusZero() throws {
        let files = try Files(["clean.json": Self.clean])
        let result = GraphCheck.run(paths: [files.path("clean.json")], json: false)
        #expect(result.status == 0)
        #expect(result.output == "\(files.path("clean.json")): ok")
    }

    @Test func warningsOnlyListEachWithItsPathAndGiveStatusOne() throws {
        let files = try Files(["far.json": Self.far, "clean.json": Self.clean])
        let far = files.path("far.json"), clean = files.path("clean.json")
        let result = GraphCheck.run(paths: [far, clean], json: false)
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "\(far): warning: nodes[0].position.x: 9e+307 is outside ±1e+09; the node is not drawn",
            "\(far): warning: nodes[1].width: negative size -5 counts as unset",
            "\(far): warning: edges[0].source: node 'a' is outside the drawable range; the edge is not drawn",
            "\(far): warning: edges[1].id: duplicate edge id 'e' (also at edges[0])",
            "\(far): warning: edges[1].target: node 'ghost' does not exist; the edge is kept",
            "\(clean): ok",
            "files: 2, errors: 0, warnings: 5",
        ])
    }

    @Test func anyErrorGivesStatusTwo() throws {
        let files = try Files([
            "broken.json": "{\"nodes\": [\n  {\"id\": }]}",
            "cycle.json": """
            {"nodes": [{"id": "a", "position": {"x": 0, "y": 0}, "parentId": "b", "data": {}},
                       {"id": "b", "position": {"x": 0, "y": 0}, "parentId": "a", "data": {}}], "edges": []}
            """,
            "far.json": Self.far,
        ])
        let missing = files.path("missing.json")
        let result = GraphCheck.run(paths: [files.path("broken.json"), files.path("cycle.json"), missing,
                                            files.path("far.json")], json: false)
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        // FILE:LINE:COLUMN for a syntax error, as compilers write it.
        #expect(lines.contains { $0.hasPrefix("\(files.path("broken.json")):2:") && $0.contains(": error: ") })
        #expect(lines.contains { $0.hasPrefix("\(files.path("cycle.json")): error: nodes[") && $0.contains("parent cycle") })
        #expect(lines.contains { $0.hasPrefix("\(missing): error: cannot read ") })
        #expect(lines.last == "files: 4, errors: 3, warnings: 5")
    }

    /// A flow inside an app's wrapper is reported with paths from the file's root, warnings and errors alike.
    @Test func pathsStartAtTheRootOfAWrappedFile() throws {
        let files = try Files([
            "wrapped.json": "{\"name\": \"app\", \"dsl\": {\"graph\": \(Self.far)}}",
            "wrappedError.json": """
            {"flow": {"nodes": [{"position": {"x": 0, "y": 0}, "data": {}}], "edges": []}}
            """,
        ])
        let warnings = GraphCheck.report(forFile: files.path("wrapped.json")).diagnostics.map(\.path)
        #expect(warnings.first == "dsl.graph.nodes[0].position.x")
        let errors = GraphCheck.report(forFile: files.path("wrappedError.json")).diagnostics
        #expect(errors.map(\.path) == ["flow.nodes[0].id"])
        #expect(errors.first?.isError == true)
    }

    @Test func jsonOutputIsOneDocumentWithSeverityPathAndMessage() throws {
        let files = try Files(["far.json": Self.far, "broken.json": "{\"nodes\": ["])
        let result = GraphCheck.run(paths: [files.path("far.json"), files.path("broken.json")], json: true)
        #expect(result.status == 2)
        let document = try JSONValue(parsing: Data(result.output.utf8))
        #expect(document["errors"] == 1)
        #expect(document["warnings"] == 5)
        let reports = try #require(document["files"]?.arrayValue)
        #expect(reports.map { $0["path"]?.stringValue } == [files.path("far.json"), files.path("broken.json")])
        let first = try #require(reports[0]["diagnostics"]?[0])
        #expect(first == .object([
            "severity": "warning", "code": "outOfRange", "path": "nodes[0].position.x",
            "message": "9e+307 is outside ±1e+09; the node is not drawn",
        ]))
        let syntax = try #require(reports[1]["diagnostics"]?[0])
        #expect(syntax["severity"] == "error" && syntax["code"] == "malformedJSON")
        #expect(syntax["line"] == 1 && syntax["column"] != nil)
    }

    /// The real binary: exit statuses as a CI pipeline sees them, and `--version`.
    @Test func theExecutableExitsWithTheWorstSeverity() throws {
        guard let executable = EditorEndToEndTests.executable() else {
            Issue.record("the swiftflow executable is missing; build it first")
            return
        }
        let files = try Files(["clean.json": Self.clean, "far.json": Self.far, "broken.json": "["])
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        #expect(try run(["check", files.path("clean.json")]).status == 0)
        #expect(try run(["check", files.path("clean.json"), files.path("far.json")]).status == 1)
        #expect(try run(["check", files.path("far.json"), files.path("broken.json")]).status == 2)
        #expect(try run(["check"]).status == 2)
        let json = try run(["check", "--json", files.path("far.json")])
        #expect(json.status == 1)
        #expect(try JSONValue(parsing: Data(json.output.utf8))["warnings"] == 5)
        #expect(try run(["--version"]) == (0, "swiftflow \(SwiftFlowVersion.current) (file format 1)\n"))
        // A file that is not there: `check` reports an error (2), `render` fails (1) and writes nothing.
        let missing = files.path("missing.json"), image = files.path("out.png")
        #expect(try run(["check", missing]).status == 2)
        #expect(try run(["render", missing, "-o", image]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: image))
    }
}
