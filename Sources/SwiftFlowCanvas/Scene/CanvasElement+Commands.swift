import Foundation

/// The keyboard's editing commands as calls, for `SwiftFlowInstance` (`CanvasControlling`).
extension CanvasElement {
    public var canUndo: Bool { interaction.history.canUndo }

    public var canRedo: Bool { interaction.history.canRedo }

    public func undo() {
        interaction.endNudgeStep()
        interaction.undo(scene: self)
    }

    public func redo() {
        interaction.endNudgeStep()
        interaction.redo(scene: self)
    }

    public func copySelection() {
        interaction.copySelection(scene: self)
    }

    public func cutSelection() {
        interaction.endNudgeStep()
        interaction.copySelection(scene: self)
        interaction.deleteSelection(scene: self)
    }

    public func pasteClipboard() {
        interaction.endNudgeStep()
        interaction.paste(scene: self)
    }

    public func selectAll() {
        interaction.select(nodeIds: Set(nodes.lazy.filter { !$0.hidden }.map(\.id)),
                           edgeIds: Set(edges.lazy.filter { !$0.hidden }.map(\.id)), scene: self)
    }

    public func deleteElements(nodeIds: [String], edgeIds: [String]) {
        interaction.endNudgeStep()
        interaction.delete(DeletionPlan(nodeIds: nodeIds, edgeIds: edgeIds, nodes: nodes, edges: edges),
                           scene: self)
    }
}
