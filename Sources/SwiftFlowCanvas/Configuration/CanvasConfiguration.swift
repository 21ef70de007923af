import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Every non-callback parameter of the `SwiftFlow` view, with the spec's defaults.
public struct CanvasConfiguration: Sendable {
    public var nodesDraggable = true
    public var nodesConnectable = true
    public var elementsSelectable = true
    public var panOnDrag = true
    public var panOnScroll = false
    public var panOnScrollMode: PanOnScrollMode = .free
    public var zoomOnScroll = true
    public var zoomOnPinch = true
    public var zoomOnDoubleClick = true
    public var selectionOnDrag = false
    public var selectNodesOnDrag = true
    public var selectionMode: SelectionMode = .partial
    public var connectionMode: ConnectionMode = .strict
    public var connectionLineType: EdgeType = .default
    public var backgroundVariant: BackgroundVariant?
    public var snapToGrid = false
    public var snapGrid: (x: CGFloat, y: CGFloat) = (20, 20)
    public var theme: SwiftFlowTheme = .default
    public var colorMode: ColorMode = .system
    public var zIndexMode: ZIndexMode = .auto
    public var nodeOrigin: NodeOrigin = .topLeft
    public var coordinateExtent: CoordinateExtent = .infinite
    public var fitView = false
    public var fitViewOptions: FitViewOptions?
    public var defaultEdgeOptions: DefaultEdgeOptions?
    public var keyboardShortcuts: KeyboardShortcuts = .default
    public var accessibilityConfig: AccessibilityConfig = .default
    /// The zoom range of every camera move (React Flow's `minZoom` / `maxZoom` props); set with the
    /// `minZoom(_:)` / `maxZoom(_:)` modifiers.
    public var minZoom: CGFloat = Viewport.minZoom
    public var maxZoom: CGFloat = Viewport.maxZoom
    /// Whether fit view frames what the edges paint (paths, markers, labels) as well as the nodes; set with
    /// the `fitViewIncludesEdges(_:)` modifier. React Flow fits nodes only (the default).
    public var fitViewIncludesEdges = false
    /// What the node content reads besides its node; a change re-evaluates every node view. Set with the
    /// `nodeContentDepends(on:)` modifier.
    public var nodeContentInput: NodeContentInput?

    public init() {}

    /// `viewport` with its zoom inside this canvas's range (`minZoom`…`maxZoom`).
    public func clamped(_ viewport: Viewport) -> Viewport {
        viewport.clamped(minZoom: minZoom, maxZoom: maxZoom)
    }

    /// `options` with the canvas's zoom range where they keep the default one: React Flow's fit view falls
    /// back to the canvas's `minZoom` / `maxZoom` when its options name none.
    func fitOptions(_ options: FitViewOptions) -> FitViewOptions {
        var options = options
        if options.minZoom == Viewport.minZoom { options.minZoom = minZoom }
        if options.maxZoom == Viewport.maxZoom { options.maxZoom = maxZoom }
        return options
    }
}
