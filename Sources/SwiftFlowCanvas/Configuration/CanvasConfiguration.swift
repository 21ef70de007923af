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

    public init() {}
}
