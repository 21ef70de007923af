import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The node-graph canvas: draws `nodes` and `edges`, and reports what the user does through callbacks.
///
/// The canvas does not own the graph: it emits changes (`onNodesChange`, `onEdgesChange`, `onConnect`…)
/// that the caller applies to its own state, and draws whatever it is given next.
public struct SwiftFlow<
    NodeData: Equatable & Sendable,
    EdgeData: Equatable & Sendable & Hashable,
    NodeContent: View,
    Overlay: View
>: View {
    public let nodes: [Node<NodeData>]
    public let edges: [Edge<EdgeData>]
    public let swiftFlowInstance: SwiftFlowInstance?
    public let edgeContent: ((Edge<EdgeData>, EdgePathResult) -> AnyView)?
    public let connectionLineContent: ((ActiveConnection, CGPoint, CGPoint) -> AnyView)?
    public internal(set) var callbacks: CanvasCallbacks<NodeData, EdgeData>
    public internal(set) var configuration: CanvasConfiguration
    public let nodeContent: (Node<NodeData>) -> NodeContent
    public let overlay: () -> Overlay
    /// How Copy / Paste turn graph parts into clipboard text; `nil` uses the default (`graphJSON` for
    /// `JSONValue` data, `codableJSON` for other `Codable` data). Set it with `clipboardCodec(_:)`.
    public var clipboardCodec: CanvasClipboardCodec<NodeData, EdgeData>?

    /// A canvas showing `nodes` and `edges`, drawing each node with `nodeContent` and `overlay` above the
    /// canvas (panels, controls, minimap).
    ///
    /// This is the only initializer, so the parameter list exists once: without an `overlay` argument the
    /// default closure makes `Overlay` `EmptyView` (type inference from default expressions, SE-0347).
    @MainActor
    public init(
        nodes: [Node<NodeData>],
        edges: [Edge<EdgeData>],
        swiftFlowInstance: SwiftFlowInstance? = nil,
        edgeContent: ((Edge<EdgeData>, EdgePathResult) -> AnyView)? = nil,
        connectionLineContent: ((ActiveConnection, CGPoint, CGPoint) -> AnyView)? = nil,
        onNodesChange: (([NodeChange<NodeData>]) -> Void)? = nil,
        onEdgesChange: (([EdgeChange<EdgeData>]) -> Void)? = nil,
        onConnect: ((Connection) -> Void)? = nil,
        onReconnect: ((Edge<EdgeData>, Connection) -> Void)? = nil,
        onConnectStart: ((OnConnectStartParams) -> Void)? = nil,
        onConnectEnd: (() -> Void)? = nil,
        isValidConnection: ((Connection) -> Bool)? = nil,
        onViewportChange: ((Viewport) -> Void)? = nil,
        onMoveStart: ((Viewport) -> Void)? = nil,
        onMove: ((Viewport) -> Void)? = nil,
        onMoveEnd: ((Viewport) -> Void)? = nil,
        onSelectionChange: (([Node<NodeData>], [Edge<EdgeData>]) -> Void)? = nil,
        onPaneClick: (() -> Void)? = nil,
        onNodeClick: ((Node<NodeData>) -> Void)? = nil,
        onNodeDoubleClick: ((Node<NodeData>) -> Void)? = nil,
        onNodeDragStart: ((Node<NodeData>) -> Void)? = nil,
        onNodeDrag: ((Node<NodeData>) -> Void)? = nil,
        onNodeDragStop: ((Node<NodeData>) -> Void)? = nil,
        onSelectionDragStart: (([Node<NodeData>]) -> Void)? = nil,
        onSelectionDrag: (([Node<NodeData>]) -> Void)? = nil,
        onSelectionDragStop: (([Node<NodeData>]) -> Void)? = nil,
        onNodeMouseEnter: ((Node<NodeData>) -> Void)? = nil,
        onNodeMouseLeave: ((Node<NodeData>) -> Void)? = nil,
        onNodeContextMenu: ((Node<NodeData>) -> Void)? = nil,
        onEdgeClick: ((Edge<EdgeData>) -> Void)? = nil,
        onEdgeDoubleClick: ((Edge<EdgeData>) -> Void)? = nil,
        onEdgeMouseEnter: ((Edge<EdgeData>) -> Void)? = nil,
        onEdgeMouseLeave: ((Edge<EdgeData>) -> Void)? = nil,
        onEdgeContextMenu: ((Edge<EdgeData>) -> Void)? = nil,
        onPaneContextMenu: (() -> Void)? = nil,
        onBeforeDelete: (([Node<NodeData>], [Edge<EdgeData>]) async -> BeforeDeleteResult<NodeData, EdgeData>?)? = nil,
        onNodesDelete: (([Node<NodeData>]) -> Void)? = nil,
        onEdgesDelete: (([Edge<EdgeData>]) -> Void)? = nil,
        onDelete: (([Node<NodeData>], [Edge<EdgeData>]) -> Void)? = nil,
        onInit: (() -> Void)? = nil,
        onError: ((String, String) -> Void)? = nil,
        nodesDraggable: Bool = true,
        nodesConnectable: Bool = true,
        elementsSelectable: Bool = true,
        panOnDrag: Bool = true,
        panOnScroll: Bool = false,
        panOnScrollMode: PanOnScrollMode = .free,
        zoomOnScroll: Bool = true,
        zoomOnPinch: Bool = true,
        zoomOnDoubleClick: Bool = true,
        selectionOnDrag: Bool = false,
        selectNodesOnDrag: Bool = true,
        selectionMode: SelectionMode = .partial,
        connectionMode: ConnectionMode = .strict,
        connectionLineType: EdgeType = .default,
        backgroundVariant: BackgroundVariant? = nil,
        snapToGrid: Bool = false,
        snapGrid: (x: CGFloat, y: CGFloat) = (20, 20),
        theme: SwiftFlowTheme = .default,
        colorMode: ColorMode = .system,
        zIndexMode: ZIndexMode = .auto,
        nodeOrigin: NodeOrigin = .topLeft,
        coordinateExtent: CoordinateExtent = .infinite,
        fitView: Bool = false,
        fitViewOptions: FitViewOptions? = nil,
        defaultEdgeOptions: DefaultEdgeOptions? = nil,
        keyboardShortcuts: KeyboardShortcuts = .default,
        accessibilityConfig: AccessibilityConfig = .default,
        @ViewBuilder nodeContent: @escaping (Node<NodeData>) -> NodeContent,
        @ViewBuilder overlay: @escaping () -> Overlay = { EmptyView() }
    ) {
        self.nodes = nodes
        self.edges = edges
        self.swiftFlowInstance = swiftFlowInstance
        self.edgeContent = edgeContent
        self.connectionLineContent = connectionLineContent
        var callbacks = CanvasCallbacks<NodeData, EdgeData>()
        callbacks.onNodesChange = onNodesChange
        callbacks.onEdgesChange = onEdgesChange
        callbacks.onConnect = onConnect
        callbacks.onReconnect = onReconnect
        callbacks.onConnectStart = onConnectStart
        callbacks.onConnectEnd = onConnectEnd
        callbacks.isValidConnection = isValidConnection
        callbacks.onViewportChange = onViewportChange
        callbacks.onMoveStart = onMoveStart
        callbacks.onMove = onMove
        callbacks.onMoveEnd = onMoveEnd
        callbacks.onSelectionChange = onSelectionChange
        callbacks.onPaneClick = onPaneClick
        callbacks.onNodeClick = onNodeClick
        callbacks.onNodeDoubleClick = onNodeDoubleClick
        callbacks.onNodeDragStart = onNodeDragStart
        callbacks.onNodeDrag = onNodeDrag
        callbacks.onNodeDragStop = onNodeDragStop
        callbacks.onSelectionDragStart = onSelectionDragStart
        callbacks.onSelectionDrag = onSelectionDrag
        callbacks.onSelectionDragStop = onSelectionDragStop
        callbacks.onNodeMouseEnter = onNodeMouseEnter
        callbacks.onNodeMouseLeave = onNodeMouseLeave
        callbacks.onNodeContextMenu = onNodeContextMenu
        callbacks.onEdgeClick = onEdgeClick
        callbacks.onEdgeDoubleClick = onEdgeDoubleClick
        callbacks.onEdgeMouseEnter = onEdgeMouseEnter
        callbacks.onEdgeMouseLeave = onEdgeMouseLeave
        callbacks.onEdgeContextMenu = onEdgeContextMenu
        callbacks.onPaneContextMenu = onPaneContextMenu
        callbacks.onBeforeDelete = onBeforeDelete
        callbacks.onNodesDelete = onNodesDelete
        callbacks.onEdgesDelete = onEdgesDelete
        callbacks.onDelete = onDelete
        callbacks.onInit = onInit
        callbacks.onError = onError
        self.callbacks = callbacks
        var configuration = CanvasConfiguration()
        configuration.nodesDraggable = nodesDraggable
        configuration.nodesConnectable = nodesConnectable
        configuration.elementsSelectable = elementsSelectable
        configuration.panOnDrag = panOnDrag
        configuration.panOnScroll = panOnScroll
        configuration.panOnScrollMode = panOnScrollMode
        configuration.zoomOnScroll = zoomOnScroll
        configuration.zoomOnPinch = zoomOnPinch
        configuration.zoomOnDoubleClick = zoomOnDoubleClick
        configuration.selectionOnDrag = selectionOnDrag
        configuration.selectNodesOnDrag = selectNodesOnDrag
        configuration.selectionMode = selectionMode
        configuration.connectionMode = connectionMode
        configuration.connectionLineType = connectionLineType
        configuration.backgroundVariant = backgroundVariant
        configuration.snapToGrid = snapToGrid
        configuration.snapGrid = snapGrid
        configuration.theme = theme
        configuration.colorMode = colorMode
        configuration.zIndexMode = zIndexMode
        configuration.nodeOrigin = nodeOrigin
        configuration.coordinateExtent = coordinateExtent
        configuration.fitView = fitView
        configuration.fitViewOptions = fitViewOptions
        configuration.defaultEdgeOptions = defaultEdgeOptions
        configuration.keyboardShortcuts = keyboardShortcuts
        configuration.accessibilityConfig = accessibilityConfig
        self.configuration = configuration
        self.nodeContent = nodeContent
        self.overlay = overlay
    }
}
