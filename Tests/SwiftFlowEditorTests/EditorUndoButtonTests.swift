import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The toolbar's Undo button after edits made with the pointer: it must be enabled (and undo) as soon as the
/// edit is made. After a connection dragged from a handle it stayed disabled, although Ctrl+Z undid it.
@MainActor
@Suite struct EditorUndoButtonTests {
    /// The harness graph: A (input, 100, 100) 150 × 40 with its source handle in the middle of its right side
    /// (250, 120); B (500, 100) 150 × 40 with its target handle in the middle of its left side (500, 120).
    /// Identity viewport.
    @Test func undoIsEnabledRightAfterAConnectionByDrag() throws {
        let harness = try EditorHarness()
        #expect(!harness.session.instance.canUndo)
        harness.drag(from: harness.window(CGPoint(x: 250, y: 120)), to: harness.window(CGPoint(x: 501, y: 120)))
        #expect(harness.document.edges.contains { $0.source == "a" && $0.target == "b" }, "connected")
        #expect(harness.session.instance.canUndo)
        harness.click(text: "Undo")
        #expect(!harness.document.edges.contains { $0.source == "a" && $0.target == "b" },
                "the toolbar's Undo took the connection back")
        #expect(harness.document.edges.map(\.id) == ["b-c"])
    }

    /// After an edit, a save and opening another file (in the window, through the "Save changes?" question), the
    /// toolbar still showed Undo enabled although the new file had nothing to undo: the new canvas cleared
    /// `canUndo` after the toolbar was drawn, and nothing changed in the session to draw it again. The session
    /// now announces every change of the canvas's undo and redo state, with no change of the document.
    @Test func theSessionAnnouncesWhenUndoComesAndGoes() throws {
        let harness = try EditorHarness()
        #expect(!harness.session.instance.canUndo)
        var announced = 0
        let subscription = harness.session.objectWillChange.sink { announced += 1 }
        defer { subscription.cancel() }
        harness.session.instance.recordUndoStep()
        #expect(harness.session.instance.canUndo)
        #expect(announced > 0, "the toolbar and the Edit menu are drawn again")
        announced = 0
        harness.session.instance.undo()
        #expect(!harness.session.instance.canUndo)
        #expect(announced > 0)
    }
}
