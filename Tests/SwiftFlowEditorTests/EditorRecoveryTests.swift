import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Autosave and recovery in the window, headless: the recovery file follows edits on the window's clock, goes
/// after a save or Don't Save, and recovered work is offered as Restore / Discard.
@MainActor
@Suite struct EditorRecoveryTests {
    private func store(_ harness: EditorHarness) throws -> RecoveryStore {
        try #require(harness.session.autosaver).writer.store
    }

    /// The recovery files on disk, after every background write asked for so far.
    private func entries(_ harness: EditorHarness) throws -> [RecoveryEntry] {
        let autosaver = try #require(harness.session.autosaver)
        autosaver.writer.waitUntilIdle()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: autosaver.writer.store.directory.path)) ?? []
        return names.sorted().compactMap { RecoveryEntry.read(autosaver.writer.store.directory.appendingPathComponent($0)) }
    }

    private func moveA(_ harness: EditorHarness, to x: Double) {
        harness.document.apply([NodeChange<JSONValue>.position("a", XYPosition(x: x, y: 100))])
    }

    /// The graph a recovery file holds, read as the file it stands for.
    private func recovered(_ entry: RecoveryEntry) throws -> JSONValue {
        try JSONValue(parsing: Data(entry.contents()))
    }

    @Test func anEditIsWrittenTwoSecondsOfTheWindowsClockLater() throws {
        let harness = try EditorHarness(autosave: true)
        moveA(harness, to: 130)
        #expect(try entries(harness).isEmpty, "nothing before the wait")
        // The wait starts at the first frame after the edit.
        harness.root.advanceAnimations(to: 100)
        harness.root.advanceAnimations(to: 101.9)
        #expect(try entries(harness).isEmpty, "1.9 s: still waiting")
        // A later edit does not restart the wait: at 2 s both are on disk.
        moveA(harness, to: 140)
        harness.root.advanceAnimations(to: 102)
        let entry = try #require(try entries(harness).first)
        #expect(entry.header.file == RecoveryStore.canonicalPath(harness.url))
        #expect(entry.header.pid == getpid() && entry.header.format == "swiftflow" && entry.header.wrapper == [])
        #expect(try recovered(entry)["nodes"]?[0]?["position"] == ["x": 140, "y": 100])
        #expect(!harness.root.isAnimating, "no timer left once written: an idle window stays idle")
    }

    @Test func nothingIsScheduledWhileNothingChanges() throws {
        let harness = try EditorHarness(autosave: true)
        harness.settle()
        #expect(!harness.root.isScheduled(key: Autosaver.timerKey))
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        #expect(!harness.root.isScheduled(key: Autosaver.timerKey), "selecting is not an edit")
        #expect(try entries(harness).isEmpty)
        harness.key(KeyCode.rightArrow.rawValue, text: nil)
        #expect(try entries(harness).count == 1, "the arrow key's nudge is")
    }

    @Test func savingRemovesTheRecoveryFile() throws {
        let harness = try EditorHarness(autosave: true)
        moveA(harness, to: 130)
        harness.settle()
        #expect(try entries(harness).count == 1)
        harness.key("s")
        #expect(try entries(harness).isEmpty)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 130, "y": 100])
    }

    @Test func dontSaveOnCloseRemovesTheRecoveryFileBeforeTheWindowGoes() throws {
        let harness = try EditorHarness(autosave: true)
        moveA(harness, to: 130)
        harness.settle()
        #expect(try entries(harness).count == 1)
        var leftWhenClosing: Int?
        harness.session.closeWindow = { [unowned harness] in
            leftWhenClosing = (try? FileManager.default.contentsOfDirectory(
                atPath: harness.session.autosaver?.writer.store.directory.path ?? ""))?.count
        }
        harness.key("w")
        harness.click(text: "Don't Save")
        #expect(leftWhenClosing == 0)
    }

    @Test func endingTheProcessWritesTheWorkAtOnce() throws {
        let harness = try EditorHarness(autosave: true)
        moveA(harness, to: 150)
        // A signal arrives before the 2 seconds are over.
        let line = try #require(harness.session.preserveBeforeExit())
        let entry = try #require(try entries(harness).first)
        #expect(line == "unsaved changes kept in \(entry.url.path); start swiftflow again to restore them")
        #expect(try recovered(entry)["nodes"]?[0]?["position"] == ["x": 150, "y": 100])
        let clean = try EditorHarness(autosave: true)
        #expect(clean.session.preserveBeforeExit() == nil, "nothing unsaved, nothing written")
        #expect(try entries(clean).isEmpty)
    }

    /// A recovery file left by an editor that was killed: written under a finished process's id.
    private func leaveRecovery(in harness: EditorHarness, file: URL?, contents: String,
                               written: Double = 1_796_150_000) throws -> RecoveryEntry {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let store = try store(harness)
        let url = store.directory.appendingPathComponent("\(child.processIdentifier)-dead.swiftflow-recovery")
        let header = RecoveryEntry.Header(file: file.map(RecoveryStore.canonicalPath), format: "swiftflow", wrapper: [],
                                          pid: child.processIdentifier, written: written)
        try store.write(header, contents: Data(contents.utf8), to: url)
        return try #require(RecoveryEntry.read(url))
    }

    private static let recoveredGraph = """
    {"format": "swiftflow", "version": 1,
     "nodes": [{"id": "a", "position": {"x": 300, "y": 300}, "data": {"label": "Recovered"}, "width": 150, "height": 40}],
     "edges": []}
    """

    @Test func restoreLoadsTheRecoveredGraphMarkedModifiedAndSaveWritesItBack() throws {
        let harness = try EditorHarness(autosave: true)
        let entry = try leaveRecovery(in: harness, file: harness.url, contents: Self.recoveredGraph)
        let store = try store(harness)
        #expect(store.pending(for: harness.url) == [entry])
        #expect(store.pending(for: harness.folder.appendingPathComponent("other.json")).isEmpty)
        harness.session.offerRecoveries(store.pending(for: harness.url))
        harness.settle()
        #expect(harness.root.topLayer?.kind == .modal)
        #expect(harness.shows("Restore unsaved changes?"))
        // The path is one long word: broken between characters over lines, all of it shown.
        #expect(harness.texts().joined().contains(harness.url.path))
        harness.returnKey()
        #expect(harness.document.nodes.map(\.id) == ["a"])
        #expect(harness.document.label(ofNode: "a") == "Recovered")
        #expect(harness.document.isDirty && harness.document.title == "• graph.json — SwiftFlow")
        #expect(harness.document.saveURL == harness.url)
        // The file is this window's now: rewritten under this process.
        let adopted = try entries(harness)
        #expect(adopted.map(\.url) == [entry.url] && adopted.first?.header.pid == getpid())
        harness.key("s")
        #expect(try harness.saved()["nodes"]?[0]?["data"] == ["label": "Recovered"])
        #expect(try entries(harness).isEmpty, "saved: the recovery file goes")
    }

    @Test func discardDeletesTheRecoveredWorkAndOffersTheNext() throws {
        let harness = try EditorHarness(autosave: true)
        let older = try leaveRecovery(in: harness, file: harness.url, contents: Self.recoveredGraph)
        let untitled = try leaveRecovery(in: harness, file: nil, contents: Self.recoveredGraph)
        // Started without a file: every pending entry, newest first (both have the same time: either order).
        let pending = try store(harness).pending()
        #expect(Set(pending.map(\.url)) == [older.url, untitled.url])
        harness.session.offerRecoveries(pending)
        harness.settle()
        harness.click(text: "Discard")
        #expect(harness.session.recoveryOffer == pending.last, "the next one is offered")
        harness.click(text: "Discard")
        #expect(harness.session.recoveryOffer == nil && harness.root.layers.isEmpty)
        #expect(try entries(harness).isEmpty)
        #expect(!harness.document.isDirty && harness.document.nodes.map(\.id) == ["a", "b", "c"], "the file as it was")
    }

    /// Two editors died with work on the same file: the newest is offered; once it is restored or discarded the
    /// older one is stale and goes too (it used to be offered again at the next start, after a save).
    @Test(arguments: [true, false])
    func handlingTheNewestWorkOnAFileRemovesOlderWorkOnIt(restore: Bool) throws {
        let harness = try EditorHarness(autosave: true)
        let older = try leaveRecovery(in: harness, file: harness.url, contents: Self.recoveredGraph)
        let newer = try leaveRecovery(in: harness, file: harness.url,
                                      contents: Self.recoveredGraph.replacingOccurrences(of: "Recovered", with: "Newer"),
                                      written: 1_796_150_060)
        let untitled = try leaveRecovery(in: harness, file: nil, contents: Self.recoveredGraph)
        let store = try store(harness)
        #expect(store.pending(for: harness.url).map(\.url) == [newer.url, older.url])
        harness.session.offerRecoveries(store.pending(for: harness.url))
        harness.settle()
        #expect(harness.session.recoveryOffer == newer)
        harness.click(text: restore ? "Restore" : "Discard")
        #expect(harness.session.recoveryOffer == nil, "the older work on the file is not offered next")
        #expect(harness.document.label(ofNode: "a") == (restore ? "Newer" : "A"))
        if restore { harness.key("s") }
        // The next start on the file offers nothing; untitled work (each its own) stays.
        #expect(store.pending(for: harness.url).isEmpty)
        #expect(try entries(harness).map(\.url) == [untitled.url])
    }

    @Test func untitledWorkRestoresUntitledAndAsksForAPathOnSave() throws {
        let harness = try EditorHarness(autosave: true)
        let entry = try leaveRecovery(in: harness, file: nil, contents: Self.recoveredGraph)
        harness.session.offerRecoveries([entry])
        harness.settle()
        harness.click(text: "Restore")
        #expect(harness.document.saveURL == nil && harness.document.isDirty)
        #expect(harness.document.title == "• Untitled — SwiftFlow")
        harness.key("s")
        #expect(harness.session.fileDialog?.mode == .saveAs)
    }

    @Test func aWrappedFileIsRecoveredAndSavedInsideItsWrapper() throws {
        let wrapped = """
        {"name": "My flow", "data": {"nodes": [{"id": "a", "position": {"x": 100, "y": 100}, "data": {"label": "A"},
          "width": 150, "height": 40}], "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}, "id": "flow-7"}
        """
        let harness = try EditorHarness(graph: wrapped, autosave: true)
        moveA(harness, to: 120)
        harness.settle()
        let entry = try #require(try entries(harness).first)
        #expect(entry.header.wrapper == ["data"] && entry.header.format == "reactFlow")
        let contents = try recovered(entry)
        #expect(contents["name"] == "My flow" && contents["id"] == "flow-7")
        #expect(contents["data"]?["nodes"]?[0]?["position"] == ["x": 120, "y": 100])

        // The next start restores it and saves it back into the wrapper.
        let next = try EditorHarness(autosave: true)
        let nextStore = try store(next)
        let copyURL = nextStore.directory.appendingPathComponent("copy.swiftflow-recovery")
        try nextStore.write(entry.header, contents: Data(entry.contents()), to: copyURL)
        let copy = try #require(RecoveryEntry.read(copyURL))
        next.session.offerRecoveries([copy])
        next.settle()
        next.click(text: "Restore")
        #expect(next.document.saveURL == harness.url)
        next.key("s")
        let saved = try harness.saved()
        #expect(saved["name"] == "My flow" && saved["id"] == "flow-7")
        #expect(saved["data"]?["nodes"]?[0]?["position"] == ["x": 120, "y": 100])
    }

    // MARK: Saving

    @Test func savingOverAReadOnlyFileAsksAndOverwriteKeepsItReadOnly() throws {
        let harness = try EditorHarness()
        chmod(harness.url.path, 0o444)
        moveA(harness, to: 130)
        harness.settle()
        harness.key("s")
        #expect(harness.session.readOnlyTarget == ReadOnlyTarget(url: harness.url, isSaveAs: false, then: nil))
        #expect(harness.shows("“graph.json” is read-only. Overwrite it?"))
        harness.click(text: "Cancel")
        #expect(harness.document.isDirty)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 100, "y": 100], "Cancel writes nothing")
        harness.key("s")
        harness.click(text: "Overwrite")
        #expect(!harness.document.isDirty)
        #expect(try harness.saved()["nodes"]?[0]?["position"] == ["x": 130, "y": 100])
        var info = stat()
        stat(harness.url.path, &info)
        #expect(info.st_mode & 0o7777 == 0o444)
    }

    @Test func closingWithAReadOnlyFileAsksThenClosesAfterOverwriting() throws {
        let harness = try EditorHarness()
        chmod(harness.url.path, 0o444)
        moveA(harness, to: 130)
        harness.settle()
        #expect(!harness.session.requestClose())
        harness.settle()
        harness.returnKey()
        #expect(harness.session.readOnlyTarget?.then == .close && harness.closeCount == 0)
        harness.click(text: "Overwrite")
        #expect(harness.closeCount == 1)
    }

    @Test func aFailedSaveShowsItsWholeReasonWrapped() throws {
        let harness = try EditorHarness()
        moveA(harness, to: 130)
        harness.settle()
        try FileManager.default.removeItem(at: harness.folder)
        harness.key("s")
        let folder = harness.folder.path
        let message = "Could not save: cannot write \(harness.url.path): the folder \(folder) does not exist"
        #expect(harness.session.saveError == message)
        #expect(harness.document.status == message)
        #expect(harness.shows("Could not save"))
        // Every character of the reason is drawn, in the dialog and in the status line, over several lines.
        let dialog = harness.drawnTexts().filter { $0.baseline.y > 200 && $0.baseline.y < 600 }.map(\.text)
        #expect(dialog.joined().replacingOccurrences(of: " ", with: "").contains(
            message.replacingOccurrences(of: " ", with: "")))
        #expect(!harness.texts().contains { $0.contains("…") })
        #expect(harness.document.isDirty)
    }
}
