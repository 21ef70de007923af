import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What `SwiftFlowInstance` and `SwiftFlowState` need from a canvas, independent of its data types.
@MainActor
public protocol CanvasControlling: AnyObject {
    /// The current camera.
    var viewport: Viewport { get }
    /// The canvas's size in points.
    var viewSize: CGSize { get }
    /// The canvas-wide node origin.
    var nodeOrigin: NodeOrigin { get }
    /// Every node size the canvas knows (fixed or measured), by id.
    var nodeSizes: [String: CGSize] { get }
    /// How many nodes the canvas was given.
    var nodeCount: Int { get }
    /// A summary of each node, in list order.
    var nodeSummaries: [NodeSummary] { get }
    /// The canvas's zoom range (its `minZoom` / `maxZoom`).
    var minZoom: CGFloat { get }
    var maxZoom: CGFloat { get }
    /// Moves the camera (zoom clamped); `animated` eases in-out cubic over 250 ms.
    func setViewport(_ viewport: Viewport, animated: Bool)
    /// Frames the measured nodes selected by `options`.
    func fitView(options: FitViewOptions, animated: Bool)
    /// False while Controls' lock has node dragging, connecting and element selecting turned off.
    var isInteractive: Bool { get }
    /// Turns node dragging, connecting and element selecting off (false) or back to the view's
    /// configuration (true), for this canvas only.
    func setInteractive(_ interactive: Bool)
    /// Where the pointer is over the canvas (view points), if it is.
    var pointerLocation: CGPoint? { get }
    /// The canvas's frame in window points.
    var frameInWindow: CGRect { get }

    // MARK: - Commands (what the keyboard does, for `SwiftFlowInstance`)

    /// Whether the canvas's undo stack has a step to undo.
    var canUndo: Bool { get }
    /// Whether the canvas's undo stack has a step to redo.
    var canRedo: Bool { get }
    /// Restores the graph before the last recorded mutation (Ctrl+Z).
    func undo()
    /// Re-applies the last undone mutation (Ctrl+Shift+Z, Ctrl+Y).
    func redo()
    /// Copies the selected nodes and the edges between them (Ctrl+C).
    func copySelection()
    /// Copies the selection, then deletes it as the Delete key does.
    func cutSelection()
    /// Pastes the clipboard's graph (Ctrl+V).
    func pasteClipboard()
    /// Selects every visible, selectable node and edge (Ctrl+A).
    func selectAll()
    /// Deletes these nodes and edges under the keyboard's rules, after `onBeforeDelete` agrees.
    func deleteElements(nodeIds: [String], edgeIds: [String])
    /// Records the graph as the canvas holds it now as an undo step (before the app changes its lists).
    func recordUndoStep()
}

extension CanvasControlling {
    /// Zooms in by 1.2 about the view centre, within the canvas's zoom limits (React Flow's `zoomIn`).
    func zoomIn(animated: Bool) {
        setViewport(viewport.zoomedIn(viewSize: viewSize, minZoom: minZoom, maxZoom: maxZoom), animated: animated)
    }

    /// Zooms out by 1.2 about the view centre, within the canvas's zoom limits (React Flow's `zoomOut`).
    func zoomOut(animated: Bool) {
        setViewport(viewport.zoomedOut(viewSize: viewSize, minZoom: minZoom, maxZoom: maxZoom), animated: animated)
    }
}
