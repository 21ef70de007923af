import Foundation
#if canImport(SwiftFlowEditor)
@testable import SwiftFlowEditor
#endif
import SwiftFlow

// This file is compiled twice: into the editor's tests (FuzzRegressionTests run the committed inputs through
// it) and, through a symlink, into the Fuzz package's FuzzSupport module next to the editor's own sources,
// where libFuzzer drives it (scripts/fuzz). There a thrown `FuzzFailure` becomes a crash.

/// A check that must hold for every input did not.
public struct FuzzFailure: Error, CustomStringConvertible {
    public let description: String
}

/// The three fuzz targets: each takes one input and runs it through the same code the app runs.
@MainActor
public enum FuzzTargets {
    /// Runs one libFuzzer input through `target`. A broken property must crash: that is how libFuzzer
    /// records the input, so an error ends the process here.
    nonisolated public static func run(_ start: UnsafeRawPointer, _ count: Int,
                           _ target: @MainActor (Data) throws -> Void) -> CInt {
        let input = Data(bytes: start, count: count)
        MainActor.assumeIsolated {
            do {
                try target(input)
            } catch {
                fatalError("\(error)")
            }
        }
        return 0
    }

    /// The JSON parser: any bytes either fail with a `JSONParseError` or parse to a value that survives
    /// being written (compact and pretty) and read back unchanged.
    public static func json(_ data: Data) throws {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: data)
        } catch is JSONParseError {
            return
        } catch {
            throw FuzzFailure(description: "the parser threw \(type(of: error)), not a JSONParseError: \(error)")
        }
        for formatting in [JSONFormatting.compact, .pretty] {
            let text = value.serialized(formatting)
            guard let again = try? JSONValue(parsing: text) else {
                throw FuzzFailure(description: "written JSON does not parse: \(String(decoding: text, as: UTF8.self))")
            }
            try check(again == value, "JSON changed by a write and read: \(String(decoding: text, as: UTF8.self))")
        }
    }

    /// The editor's file-opening path (`EditorFile.open`: parse, find an app's wrapper, decode the native or
    /// React Flow graph), the document the window edits, and its save: a graph that opens saves to a file
    /// that opens again to the same nodes, edges and viewport, in the same wrapper. `swiftflow check` reads
    /// the same file.
    public static func decode(_ data: Data) throws {
        guard let file = try open(data) else { return try checkCommand() }
        try checkCommand()
        let document = EditorDocument(file: file)
        try check(document.save(to: files.saved), "saving failed: \(document.status)")
        let reopened: EditorFile
        do {
            reopened = try EditorFile.open(files.saved)
        } catch {
            throw FuzzFailure(description: "the saved file does not open: \(error)")
        }
        try check(reopened.flowPath == file.flowPath, "the wrapper moved: \(file.flowPath) → \(reopened.flowPath)")
        try check(reopened.document.nodes == file.document.nodes, "nodes changed by a save")
        try check(reopened.document.edges == file.document.edges, "edges changed by a save")
        try check(reopened.document.viewport == file.document.viewport, "the viewport changed by a save")
    }

    /// Open → the editor's canvas (a `WindowRoot` laid out with the editor's node views) → a small Cairo
    /// image, as `swiftflow render` draws it.
    public static func render(_ data: Data) throws {
        guard let file = try open(data) else { return }
        let document = file.document
        let handles = NodeHandles(document: document, nodes: document.nodes, edges: document.edges)
        let image = try HeadlessRenderer.renderImage(nodes: document.nodes, edges: document.edges, handles: handles,
                                                     size: CGSize(width: 200, height: 150), colorScheme: .light)
        try check(image.width == 200 && image.height == 150, "an image of \(image.width)×\(image.height)")
    }

    /// `swiftflow check --json` on the input: an exit status of 0, 1 or 2 and JSON on standard output.
    private static func checkCommand() throws {
        let result = GraphCheck.run(paths: [files.input.path], json: true)
        try check((0...2).contains(result.status), "swiftflow check exits with \(result.status)")
        try check((try? JSONValue(parsing: Data(result.output.utf8))) != nil, "swiftflow check --json prints no JSON")
    }

    /// The input as the editor opens it from disk; nil when it is refused with the file errors the editor shows.
    private static func open(_ data: Data) throws -> EditorFile? {
        try FileManager.default.createDirectory(at: files.input.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: files.input)
        do {
            return try EditorFile.open(files.input)
        } catch let error as GraphFileError {
            try check(!error.diagnostics.isEmpty, "a GraphFileError with no diagnostic")
            return nil
        } catch {
            throw FuzzFailure(description: "opening threw \(type(of: error)), not a GraphFileError: \(error)")
        }
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw FuzzFailure(description: message()) }
    }

    /// Removes the scratch files (the tests call it; the fuzzing script removes the fuzzer's).
    public static func removeScratchFiles() {
        try? FileManager.default.removeItem(at: files.input.deletingLastPathComponent())
    }

    private static let files = ScratchFiles()
}

/// Where the targets write the input and the saved copy: memory-backed /dev/shm when there is one.
private struct ScratchFiles {
    let input: URL
    let saved: URL

    init() {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: base).appendingPathComponent("swiftflow-fuzz-\(getpid())")
        input = folder.appendingPathComponent("input.json")
        saved = folder.appendingPathComponent("saved.json")
    }
}
