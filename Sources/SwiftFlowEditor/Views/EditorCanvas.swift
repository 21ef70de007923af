import Foundation
import SwiftFlow

/// The canvas of one graph file, with React Flow's default node look and a dotted background.
struct EditorCanvas: View {
    let nodes: [Node<JSONValue>]
    let edges: [Edge<JSONValue>]
    let handles: NodeHandles
    var instance: SwiftFlowInstance?
    var fitView = true
    var colorMode: ColorMode = .system
    /// Whether the canvas shows Controls (the window does; headless renders do not).
    var showsControls = false
    var onNodesChange: (([NodeChange<JSONValue>]) -> Void)?
    var onEdgesChange: (([EdgeChange<JSONValue>]) -> Void)?
    var onConnect: ((Connection) -> Void)?
    var onReconnect: ((Edge<JSONValue>, Connection) -> Void)?
    var onViewportChange: ((Viewport) -> Void)?
    var onInit: (() -> Void)?
    var onError: ((String, String) -> Void)?

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
            onInit: onInit,
            onError: onError,
            colorMode: colorMode,
            fitView: fitView
        ) { node in
            DefaultNodeView(node: node, sourceHandles: handles.sources(of: node.id),
                            targetHandles: handles.targets(of: node.id))
        } overlay: {
            Background(variant: .dots)
            if showsControls { Controls() }
        }
    }
}
