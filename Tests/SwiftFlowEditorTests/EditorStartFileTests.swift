import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// `swiftflow FILE` on a file that cannot be opened. A path with nothing there yet starts a new graph that
/// saves there, as gedit, VS Code and vim do; a file that exists but cannot be read or is not a graph shows
/// why in a dialog over an empty untitled graph, so no save can overwrite it. (`swiftflow check` and `render`
/// exit non-zero on such files: `GraphCheckTests.theExecutableExitsWithTheWorstSeverity`.)
@MainActor
@Suite struct EditorStartFileTests {
    /// The editor as `EditorWindow` starts it on a path: an empty document, then `openAtStart`.
    private func start(on url: URL) throws -> EditorHarness {
        let harness = try EditorHarness()
        harness.session.replaceDocument(with: EditorDocument())
        harness.session.openAtStart(url)
        harness.settle()
        return harness
    }

    @Test func aPathWithNothingThereYetStartsANewGraphThatSavesThere() throws {
        let probe = try EditorHarness()
        let url = probe.folder.appendingPathComponent("fresh.json")
        let harness = try start(on: url)
        #expect(harness.session.errorMessage == nil)
        #expect(harness.document.nodes.isEmpty)
        #expect(harness.session.windowTitle == "fresh.json — SwiftFlow")
        #expect(harness.document.status == "fresh.json does not exist yet: Ctrl+S creates it")
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is written before a save")
        harness.key(KeyCode.keysym("A"), [.shift], text: "A")
        harness.returnKey()
        harness.key("s")
        let saved = try harness.saved(url)
        #expect(saved["format"] == "swiftflow" && saved["nodes"]?.arrayValue?.count == 1)
        #expect(harness.session.windowTitle == "fresh.json — SwiftFlow")
    }

    @Test func aFileThatIsNotAGraphShowsWhyOverAnEmptyUntitledGraph() throws {
        let probe = try EditorHarness()
        let url = probe.folder.appendingPathComponent("notes.json")
        try Data("[1, 2".utf8).write(to: url)
        let harness = try start(on: url)
        let message = try #require(harness.session.errorMessage)
        #expect(message.hasPrefix("notes.json could not be opened: "))
        #expect(harness.session.windowTitle == "Untitled — SwiftFlow")
        #expect(try Data(contentsOf: url) == Data("[1, 2".utf8), "left as it was")
    }

    @Test func aPathInAFolderThatDoesNotExistShowsWhy() throws {
        let probe = try EditorHarness()
        let url = probe.folder.appendingPathComponent("no-such-folder/graph.json")
        let harness = try start(on: url)
        let message = try #require(harness.session.errorMessage)
        #expect(message.hasPrefix("graph.json could not be opened: "))
        #expect(harness.document.displayName == "Untitled")
    }

    @Test func aFolderIsNotOpenedAsANewGraph() throws {
        let probe = try EditorHarness()
        let harness = try start(on: probe.folder)
        #expect(harness.session.errorMessage != nil)
        #expect(harness.document.displayName == "Untitled")
    }
}
