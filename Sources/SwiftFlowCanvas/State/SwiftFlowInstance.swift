import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Imperative control of a canvas's viewport, and its editing commands (undo, redo, copy, cut, paste,
/// select all, delete; see `SwiftFlowInstance+Commands.swift`), for buttons and code outside the canvas.
///
/// Pass one to `SwiftFlow(swiftFlowInstance:)`; child views can read it with
/// `@Environment(\.swiftFlowInstance)`. Before a canvas is attached, `setViewport` remembers the viewport and
/// the canvas starts there; the other calls need a canvas and do nothing without one.
@MainActor
public final class SwiftFlowInstance: ObservableObject {
    /// The canvas this instance drives (set when the canvas mounts).
    private(set) weak var canvas: (any CanvasControlling)?
    private var detachedViewport = Viewport()
    /// A viewport set before any canvas was attached, applied when one is.
    private var pendingViewport: Viewport?
    /// Whether the canvas has a step to undo; published, so a button can disable itself.
    @Published public internal(set) var canUndo = false
    /// Whether the canvas has a step to redo; published, so a button can disable itself.
    @Published public internal(set) var canRedo = false

    /// Callable outside the main actor, so `@StateObject var instance = SwiftFlowInstance()` works in any view.
    public nonisolated init() {}

    /// Drives `canvas` from now on, moving it to a viewport set while no canvas was attached.
    func attach(_ canvas: any CanvasControlling) {
        guard self.canvas !== canvas else { return }
        self.canvas = canvas
        historyDidChange()
        if let pending = pendingViewport {
            pendingViewport = nil
            canvas.setViewport(pending, animated: false)
        }
    }

    /// The current camera.
    public var viewport: Viewport { canvas?.viewport ?? detachedViewport }

    /// The canvas's size in points (zero before a canvas is attached).
    public var viewSize: CGSize { canvas?.viewSize ?? .zero }

    /// The measured (or fixed) size of every node the canvas has laid out, by id.
    public var nodeSizes: [String: CGSize] { canvas?.nodeSizes ?? [:] }

    /// Frames `nodes` in the canvas (padding 0.1), using `nodeSizes` for nodes without a fixed size. Nodes the
    /// canvas does not draw (outside `FlowRange`) are left out; with none left the viewport stays.
    public func fitView<NodeData>(nodes: [Node<NodeData>], nodeSizes: [String: CGSize], animated: Bool = false) {
        guard let canvas else { return }
        let sized = nodes.map { node -> Node<NodeData> in
            var copy = node
            if copy.measured == nil, let size = nodeSizes[node.id] { copy.measured = size }
            return copy
        }
        let lookup = NodeLookup(nodes: sized, nodeOrigin: canvas.nodeOrigin)
        let drawn = sized.filter { node in
            FlowRange.admits(node) && lookup.bounds(of: node.id).map(FlowRange.contains) == true
        }
        guard !drawn.isEmpty,
              let target = lookup.fitViewport(viewSize: canvas.viewSize,
                                              options: FitViewOptions(nodeIds: drawn.map(\.id))) else { return }
        canvas.setViewport(target, animated: animated)
    }

    /// Frames every measured node the canvas shows, honouring `options`.
    public func fitView(options: FitViewOptions = FitViewOptions(), animated: Bool = false) {
        canvas?.fitView(options: options, animated: animated)
    }

    /// Zooms in by 1.2 about the view centre.
    public func zoomIn(animated: Bool = false) {
        canvas?.zoomIn(animated: animated)
    }

    /// Zooms out by 1.2 about the view centre.
    public func zoomOut(animated: Bool = false) {
        canvas?.zoomOut(animated: animated)
    }

    /// Sets the zoom (clamped to the canvas's `minZoom`…`maxZoom`, 0.1–4 by default) about the view centre.
    public func zoomTo(_ zoom: CGFloat, animated: Bool = false) {
        guard let canvas else { return }
        let center = CGPoint(x: canvas.viewSize.width / 2, y: canvas.viewSize.height / 2)
        canvas.setViewport(canvas.viewport.zoomed(to: zoom, around: center, minZoom: canvas.minZoom,
                                                  maxZoom: canvas.maxZoom), animated: animated)
    }

    /// Puts the flow point (`x`, `y`) at the view centre at `zoom`.
    public func setCenter(x: CGFloat, y: CGFloat, zoom: CGFloat = 1, animated: Bool = false) {
        guard let canvas else { return }
        canvas.setViewport(Viewport.centered(x: x, y: y, zoom: zoom, viewSize: canvas.viewSize), animated: animated)
    }

    /// Sets the camera directly (zoom clamped).
    public func setViewport(_ viewport: Viewport, animated: Bool = false) {
        guard let canvas else {
            detachedViewport = viewport.clamped()
            pendingViewport = detachedViewport
            return
        }
        canvas.setViewport(viewport, animated: animated)
    }

    /// Back to the identity viewport (x 0, y 0, zoom 1).
    public func reset(animated: Bool = false) {
        setViewport(.identity, animated: animated)
    }

    /// Where the pointer is over the canvas, in its view points (as `screenToFlowPosition` takes them); nil
    /// while it is elsewhere. Lets a key or menu command act where the user points (an editor's palette).
    public var pointerLocation: CGPoint? { canvas?.pointerLocation }

    /// The window point showing a point of the canvas view (for popovers anchored in the window).
    public func windowPoint(fromScreen point: CGPoint) -> CGPoint {
        guard let frame = canvas?.frameInWindow else { return point }
        return CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
    }

    /// The flow point under a point of the canvas view.
    public func screenToFlowPosition(_ point: CGPoint) -> CGPoint {
        viewport.screenToFlow(point)
    }

    /// The canvas view point showing a flow point.
    public func flowToScreenPosition(_ point: CGPoint) -> CGPoint {
        viewport.flowToScreen(point)
    }
}
