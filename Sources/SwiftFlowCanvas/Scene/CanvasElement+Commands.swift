import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The keyboard's editing commands as calls, for `SwiftFlowInstance` (`CanvasControlling`).
extension CanvasElement {
    public var canUndo: Bool { store.history.canUndo }

    public var canRedo: Bool { store.history.canRedo }

    public func undo() {
        interaction.endNudgeStep()
        interaction.undo(scene: store)
    }

    public func redo() {
        interaction.endNudgeStep()
        interaction.redo(scene: store)
    }

    public func copySelection() {
        interaction.editing.copySelection(scene: store)
    }

    public func cutSelection() {
        interaction.endNudgeStep()
        interaction.editing.copySelection(scene: store)
        interaction.editing.deleteSelection(scene: store)
    }

    public func pasteClipboard() {
        interaction.endNudgeStep()
        interaction.editing.paste(scene: store)
    }

    public func selectAll() {
        interaction.editing.selectAll(scene: store)
    }

    public func deleteElements(nodeIds: [String], edgeIds: [String]) {
        interaction.endNudgeStep()
        interaction.editing.delete(EditingCommands.plan(nodeIds: nodeIds, edgeIds: edgeIds, scene: store),
                                   scene: store)
    }

    public func recordUndoStep() {
        interaction.endNudgeStep()
        interaction.recordHistory(scene: store)
        instance?.historyDidChange()
    }

    public var pointerLocation: CGPoint? { interaction.pointerLocation }

    public var frameInWindow: CGRect { convertToWindow(frame) }
}
