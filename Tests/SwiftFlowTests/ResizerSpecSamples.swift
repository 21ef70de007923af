import SwiftFlow

// The NodeResizer and NodeResizeControl samples of spec/panels-and-overlays.md as written, each placed the way
// that page places a node's controls: as an overlay of the node view. ResizerSpecSampleTests drives them.

/// One resizable node, "resizable", 150 × 60 at (0, 0); the canvas sits at the window's origin at zoom 1.
let resizableNodes: [Node<MyData>] = [
    Node(id: "resizable", position: XYPosition(x: 0, y: 0), data: MyData(label: "Resize me"), width: 150, height: 60),
]

struct NodeResizerSampleNode: View {
    let node: Node<MyData>

    var body: some View {
        Text(node.data.label)
            .overlay {
                NodeResizer(
                    nodeId: node.id,
                    direction: .bottomRight,
                    minWidth: 100,
                    maxWidth: 500,
                    minHeight: 50,
                    maxHeight: 400,
                    onResize: { width, height in print("Resized to \(width) × \(height)") }
                )
            }
    }
}

struct NodeResizeControlSampleNode: View {
    let node: Node<MyData>

    var body: some View {
        Text(node.data.label)
            .overlay {
                NodeResizeControl(
                    nodeId: node.id,
                    position: .bottomRight,
                    minWidth: 100,
                    maxWidth: 500,
                    minHeight: 50,
                    maxHeight: 400
                )
            }
    }
}

/// The nodes in @State, changed only through `applyNodeChanges`, as the spec's apps do.
struct ResizerSampleApp<NodeView: View>: View {
    @State var nodes: [Node<MyData>] = resizableNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = []
    let nodeView: (Node<MyData>) -> NodeView

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            onNodesChange: { changes in
                nodes = applyNodeChanges(changes, nodes: nodes)
            }
        ) { node in
            nodeView(node)
        }
    }
}
