import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Editing commands: what the keyboard shortcuts do, for toolbar buttons and code outside the canvas.
///
/// Each command needs an attached canvas and does nothing without one. They act like their shortcuts: the
/// canvas emits changes through `onNodesChange` / `onEdgesChange` (and the delete callbacks), records an undo
/// step where the shortcut would, and the graph changes once the app applies those changes.
extension SwiftFlowInstance {
    /// Deletes these nodes and edges as the Delete key deletes the selection: only deletable elements, each
    /// removed node with its deletable descendants and every edge connected to it; `onBeforeDelete` is asked
    /// first (so the removal may happen later, or not at all) and `onNodesDelete` / `onEdgesDelete` /
    /// `onDelete` report what went. One undo step.
    public func deleteElements(nodeIds: [String] = [], edgeIds: [String] = []) {
        canvas?.deleteElements(nodeIds: nodeIds, edgeIds: edgeIds)
        historyDidChange()
    }

    /// Restores the graph before the last recorded mutation (Ctrl+Z).
    public func undo() {
        canvas?.undo()
        historyDidChange()
    }

    /// Re-applies the last undone mutation (Ctrl+Shift+Z, Ctrl+Y).
    public func redo() {
        canvas?.redo()
        historyDidChange()
    }

    /// Copies the selected nodes and the edges between them (Ctrl+C).
    public func copy() {
        canvas?.copySelection()
    }

    /// Copies the selection, then deletes it as the Delete key does (so `onBeforeDelete` may keep it).
    public func cut() {
        canvas?.cutSelection()
        historyDidChange()
    }

    /// Pastes the last copy (Ctrl+V): new ids, children of copied parents at their relative position, other
    /// nodes offset by 50. With a host clipboard the paste happens when the host answers.
    public func paste() {
        canvas?.pasteClipboard()
        historyDidChange()
    }

    /// Records the graph as the canvas shows it now as one undo step, for an edit the app makes to its own
    /// lists (inserting or renaming a node, an inspector change): call it just before changing them, and
    /// Undo returns to this state through `onNodesChange` / `onEdgesChange` like any canvas edit.
    public func recordUndoStep() {
        canvas?.recordUndoStep()
    }

    /// Selects every visible, selectable node and edge (Ctrl+A).
    public func selectAll() {
        canvas?.selectAll()
    }

    /// Re-reads `canUndo` and `canRedo` from the canvas, publishing them only when they changed.
    ///
    /// The canvas calls this after each update and after each change it emits.
    func historyDidChange() {
        let undo = canvas?.canUndo ?? false
        let redo = canvas?.canRedo ?? false
        if undo != canUndo { canUndo = undo }
        if redo != canRedo { canRedo = redo }
    }
}
