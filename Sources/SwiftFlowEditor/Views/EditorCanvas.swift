import Foundation
import SwiftFlow

/// The canvas of one graph file, with the editor's node views, resize frames on selected nodes, a dotted
/// background and (unless hidden) a pannable, zoomable minimap.
struct EditorCanvas: View {
    let nodes: [Node<JSONValue>]
    let edges: [Edge<JSONValue>]
    let handles: NodeHandles
    /// The nodes that hold other nodes (`EditorNodeView.holdsNodes`).
    var parentIds: Set<String> = []
    var instance: SwiftFlowInstance?
    var fitView = true
    /// The first fit's options (the window caps its zoom at 100 %: `openingFit`).
    var fitViewOptions: FitViewOptions?
    /// Whether the canvas shows its minimap (the window does unless View ▸ Mini Map is off; renders do not).
    var showsMiniMap = false
    var colorMode: ColorMode = .system
    /// Whether the canvas shows Controls (the window does; headless renders do not).
    var showsControls = false
    /// Whether fit view frames the edges' paths, markers and labels too (exported images; the window fits
    /// nodes, as React Flow does).
    var fitsEdges = false
    var onNodesChange: (([NodeChange<JSONValue>]) -> Void)?
    var onEdgesChange: (([EdgeChange<JSONValue>]) -> Void)?
    var onConnect: ((Connection) -> Void)?
    var onReconnect: ((Edge<JSONValue>, Connection) -> Void)?
    var onViewportChange: ((Viewport) -> Void)?
    var onInit: (() -> Void)?
    var onError: ((String, String) -> Void)?
    var onNodeDoubleClick: ((Node<JSONValue>) -> Void)?
    var onNodeContextMenu: ((Node<JSONValue>) -> Void)?
    var onEdgeContextMenu: ((Edge<JSONValue>) -> Void)?
    var onPaneContextMenu: (() -> Void)?
    /// A double click on the empty pane (the editor's palette); set, it turns the double-click zoom off.
    var onPaneDoubleClick: ((CGPoint) -> Void)?
    var onConnectDropOnPane: ((OnConnectStartParams, CGPoint) -> Void)?

    /// How a window fits a file that stores no viewport: as React Flow's fit, but never above 100 %. The
    /// flow's own limit is the spec's 400 % (React Flow's is 200 %), so a two-node graph opened at 270–310 %,
    /// its text blown up; a file opens at its natural size at most. Fit View zooms further when asked.
    static let openingFit = FitViewOptions(maxZoom: 1)

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            swiftFlowInstance: instance,
            onNodesChange: onNodesChange,
            onEdgesChange: onEdgesChange,
            onConnect: onConnect,
            onReconnect: onReconnect,
            onViewportChange: onViewportChange,
            onNodeDoubleClick: onNodeDoubleClick,
            onNodeContextMenu: onNodeContextMenu,
            onEdgeContextMenu: onEdgeContextMenu,
            onPaneContextMenu: onPaneContextMenu,
            onInit: onInit,
            onError: onError,
            zoomOnDoubleClick: onPaneDoubleClick == nil,
            colorMode: colorMode,
            // React Flow 12's default stacking: a dragged (selected) node rises above everything and a child
            // above its parent, and a later top-level node draws above an earlier group. `.auto` (the spec's
            // default, React Flow's 'auto') lifts every group with children by 10 per group, so a node dropped
            // on a group vanished under its opaque fill once deselected.
            zIndexMode: .basic,
            fitView: fitView,
            fitViewOptions: fitViewOptions
        ) { node in
            // A selected node of any type shows React Flow's resize frame, as shapes in desktop editors do.
            EditorNodeView(node: node, sourceHandles: handles.sources(of: node.id),
                           targetHandles: handles.targets(of: node.id), holdsNodes: parentIds.contains(node.id))
                .overlay { NodeResizer(nodeId: node.id, isVisible: node.selected) }
        } overlay: {
            Background(variant: .dots)
            if showsControls { Controls() }
            if showsMiniMap { MiniMap(pannable: true, zoomable: true) }
        }
        .fitViewIncludesEdges(fitsEdges)
        // A node view lists its fields unless it holds nodes: attaching a child changes its parent's look.
        .nodeContentDepends(on: parentIds)
        .onPaneDoubleClick { onPaneDoubleClick?($0) }
        .onConnectDropOnPane { start, point in onConnectDropOnPane?(start, point) }
    }
}
