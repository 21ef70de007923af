import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Unsaved work: the title marks it, and closing, quitting, New and Open ask Save / Don't Save / Cancel.
@MainActor
@Suite struct EditorUnsavedWorkTests {
    /// Moves node a one point right with the arrow key: an edit through the canvas.
    private func edit(_ harness: EditorHarness) {
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        harness.key(KeyCode.rightArrow.rawValue)
        #expect(harness.document.isDirty)
    }

    @Test func theTitleMarksEdits() throws {
        let harness = try EditorHarness()
        #expect(harness.document.title == "graph.json — SwiftFlow")
        edit(harness)
        #expect(harness.document.title == "• graph.json — SwiftFlow")
        harness.key("s")
        #expect(harness.document.title == "graph.json — SwiftFlow")
    }

    /// The window title follows `windowTitle`: while a file loads (at start-up the document behind the progress
    /// panel is an empty "Untitled" one) it names the file being opened.
    @Test func whileAFileLoadsTheTitleNamesIt() throws {
        let harness = try EditorHarness()
        harness.session.perform(.new)
        harness.settle()
        #expect(harness.session.windowTitle == "Untitled — SwiftFlow")
        harness.session.loading = FileLoading(name: "big.json", phase: .reading)
        #expect(harness.session.windowTitle == "big.json — SwiftFlow")
        harness.settle()
        #expect(harness.texts().contains("big.json"), "the toolbar names the file being opened")
        #expect(!harness.shows("Untitled"), "not the document it is about to replace")
        harness.session.loading = nil
        harness.session.open(harness.url)
        #expect(harness.session.windowTitle == "graph.json — SwiftFlow")
    }

    /// The status line names the file being opened and its phase, not the placeholder's "add a node" hint or
    /// its "0 nodes · 0 edges"; the document's own status and counts come back once it has loaded.
    @Test func whileAFileLoadsTheStatusLineSaysWhatIsOpening() throws {
        let harness = try EditorHarness()
        harness.session.perform(.new)
        harness.settle()
        #expect(harness.shows("New graph: double-click the canvas or press Shift+A to add a node"))
        harness.session.loading = FileLoading(name: "big.json", phase: .decoding)
        harness.settle()
        #expect(harness.shows("Opening “big.json”… Building the graph…"))
        #expect(!harness.shows("New graph: double-click the canvas or press Shift+A to add a node"))
        #expect(!harness.shows("0 nodes · 0 edges"))
        harness.session.loading = nil
        harness.session.open(harness.url)
        harness.settle()
        #expect(!harness.shows("Opening “big.json”… Building the graph…"))
        #expect(harness.texts().contains { $0.hasPrefix("Opened graph.json") })
    }

    @Test func aCloseRequestWithNothingUnsavedCloses() throws {
        let harness = try EditorHarness()
        #expect(harness.session.requestClose())
        harness.key("w")
        #expect(harness.closeCount == 1, "Ctrl+W closes at once")
    }

    @Test func aCloseRequestWithEditsAsksAndReturnSavesThenCloses() throws {
        let harness = try EditorHarness()
        edit(harness)
        #expect(!harness.session.requestClose(), "the window stays")
        harness.settle()
        #expect(harness.root.topLayer?.kind == .modal)
        #expect(harness.shows("Save changes to “graph.json”?"))
        #expect(harness.shows("Don't Save") && harness.shows("Cancel"))
        harness.returnKey()
        #expect(harness.closeCount == 1)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 101, "y": 100], "saved before closing")
    }

    @Test func escapeCancelsAndKeepsEverything() throws {
        let harness = try EditorHarness()
        edit(harness)
        harness.key("q")
        #expect(harness.session.pendingAction == .quit)
        harness.escape()
        #expect(harness.session.pendingAction == nil && harness.root.layers.isEmpty)
        #expect(harness.closeCount == 0 && harness.document.isDirty)
        #expect(harness.node("a")?.position == XYPosition(x: 101, y: 100))
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 100, "y": 100], "nothing written")
    }

    @Test func dontSaveClosesWithoutWriting() throws {
        let harness = try EditorHarness()
        edit(harness)
        harness.key("w")
        harness.click(text: "Don't Save")
        #expect(harness.closeCount == 1)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 100, "y": 100])
    }

    @Test func newAsksFirstThenStartsAnEmptyUntitledGraph() throws {
        let harness = try EditorHarness()
        edit(harness)
        harness.key("n")
        #expect(harness.session.pendingAction == .new)
        harness.click(text: "Don't Save")
        #expect(harness.document.nodes.isEmpty && harness.document.saveURL == nil)
        #expect(harness.document.title == "Untitled — SwiftFlow")
        #expect(!harness.session.instance.canUndo, "the new canvas starts a fresh history")
        // Saving an untitled graph asks for a path.
        harness.key("s")
        #expect(harness.session.fileDialog?.mode == .saveAs)
    }

    @Test func openWithEditsAsksFirst() throws {
        let harness = try EditorHarness()
        edit(harness)
        harness.key("o")
        #expect(harness.session.pendingAction == .showOpenDialog && harness.session.fileDialog == nil)
        harness.escape()
        #expect(harness.session.fileDialog == nil)
        harness.key("o")
        harness.returnKey()
        #expect(harness.session.fileDialog?.mode == .open, "after saving, the Open dialog")
        #expect(!harness.document.isDirty)
    }

    @Test func anUntitledGraphAsksForAPathBeforeClosing() throws {
        let harness = try EditorHarness()
        harness.session.perform(.new)
        harness.settle()
        harness.key(KeyCode.keysym("A"), [.shift], text: "A")
        harness.returnKey()
        #expect(harness.document.nodes.count == 1 && harness.document.isDirty)
        #expect(!harness.session.requestClose())
        harness.settle()
        harness.returnKey()
        #expect(harness.session.fileDialog == FileDialogRequest(mode: .saveAs, then: .close))
        harness.type("fresh")
        harness.returnKey()
        #expect(harness.closeCount == 1)
        let saved = try harness.saved(harness.folder.appendingPathComponent("fresh.json"))
        #expect(saved["format"] == "swiftflow" && saved["nodes"]?.arrayValue?.count == 1)
    }

    /// Panning and zooming are not edits (as in draw.io, Inkscape or LibreOffice, and React Flow keeps the
    /// viewport apart from `onNodesChange`): the title stays clean and closing does not ask. The file format
    /// stores the viewport, so the next save writes the view as it is then.
    @Test func panningAndZoomingAreNotEditsButTheNextSaveKeepsTheView() throws {
        let harness = try EditorHarness()
        let pane = harness.window(CGPoint(x: 900, y: 650))
        harness.root.handle(.pointerMove(location: pane, buttons: [], modifiers: []))
        harness.root.handle(.scroll(location: pane, deltaX: 0, deltaY: 3, modifiers: []))
        harness.root.handle(.scroll(location: pane, deltaX: 0, deltaY: 1, modifiers: .control))
        harness.settle()
        let viewport = harness.session.instance.viewport
        #expect(viewport != Viewport(x: 0, y: 0, zoom: 1), "the view moved")
        #expect(!harness.document.isDirty)
        #expect(harness.document.title == "graph.json — SwiftFlow")
        edit(harness)
        harness.key("s")
        let saved = try harness.saved()["viewport"]
        #expect(saved?["x"]?.doubleValue == Double(viewport.x))
        #expect(saved?["y"]?.doubleValue == Double(viewport.y))
        #expect(saved?["zoom"]?.doubleValue == Double(viewport.zoom))
        // Only a pan after the save: still nothing to ask about.
        harness.root.handle(.scroll(location: pane, deltaX: 2, deltaY: 0, modifiers: []))
        harness.settle()
        #expect(harness.session.requestClose())
    }
}
