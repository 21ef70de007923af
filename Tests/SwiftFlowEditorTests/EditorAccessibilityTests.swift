import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Keyboard-only use of the editor: F6 moves between the toolbar, the canvas and the inspector, and what the
/// canvas announces reaches the status line.
@MainActor
@Suite struct EditorAccessibilityTests {
    private func f6(_ editor: EditorHarness, backwards: Bool = false) {
        editor.key(Keysym.function(6), backwards ? .shift : [])
    }

    /// The label a screen reader reads for the focused element, or its kind when it has no label of its own.
    private func focused(_ editor: EditorHarness) -> String {
        guard let element = editor.root.focusedElement else { return "nothing" }
        if element is CanvasElement<JSONValue, JSONValue> { return "canvas" }
        if element.isTextInput { return "text field" }
        return element.accessibilityNodesOfChildren().map(\.label).filter { !$0.isEmpty }.joined(separator: " ")
    }

    @Test func f6CyclesTheToolbarTheCanvasAndTheInspector() throws {
        let editor = try EditorHarness()
        editor.session.showsInspector = true
        // The inspector edits the selected node: select a first.
        editor.click(editor.window(CGPoint(x: 175, y: 120)))
        f6(editor)
        // The click left focus on the canvas: the next section is the inspector, at its first field.
        #expect(focused(editor) == "text field")
        #expect(editor.root.isFocusVisible)
        f6(editor)
        #expect(focused(editor) == EditorStrings.text("toolbar.save"))
        // Undo and Redo are disabled (nothing to undo): Tab skips them.
        editor.tab()
        #expect(focused(editor) == EditorStrings.text("toolbar.zoomIn"))
        f6(editor)
        #expect(focused(editor) == "canvas")
        f6(editor)
        #expect(focused(editor) == "text field")
        // Back to the toolbar, where Zoom In had focus last.
        f6(editor)
        #expect(focused(editor) == EditorStrings.text("toolbar.zoomIn"))
        f6(editor, backwards: true)
        #expect(focused(editor) == "text field")
    }

    /// Keys reach the canvas after F6 without a click: Ctrl+A selects everything, and the settled selection is
    /// announced in the status line; Delete and undo are announced there too.
    @Test func theStatusLineShowsWhatTheCanvasAnnounces() throws {
        let editor = try EditorHarness()
        f6(editor)
        f6(editor)
        #expect(focused(editor) == "canvas")
        editor.key("a")
        #expect(editor.root.announcements.last == "3 nodes and 1 edge selected")
        #expect(editor.document.status == "3 nodes and 1 edge selected")
        editor.key(KeyCode.forwardDelete.rawValue)
        #expect(editor.document.status == "3 nodes and 1 edge deleted")
        editor.key("z")
        #expect(editor.document.status == "Undone")
        #expect(editor.document.nodes.count == 3)
    }
}
