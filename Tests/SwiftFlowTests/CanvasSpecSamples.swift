import SwiftFlow

// The basic usage sample of spec/canvas.md as written, inside a view holding its `nodes` and `edges` (the
// graph of StateSpecSamples). CanvasSpecSampleTests drives it.

struct CanvasBasicUsageSample: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
            onConnect: { edges = addEdge($0, edges: edges) }
        ) { node in
            MyNodeView(node: node)
        } overlay: {
            Background(variant: .dots)
            Controls()
            MiniMap()
        }
    }
}

// MARK: - Node Extent (Per-Node)

/// The node extent samples of spec/canvas.md (their `...` given a position and data), in a group.
@NodeListBuilder var canvasExtentNodes: [Node<MyData>] {
    Node(id: "group", position: XYPosition(x: 0, y: 0), data: sampleData, width: 300, height: 200)
    // Constrain within parent bounds
    Node(id: "child", position: .sample, data: sampleData, parentId: "group", extent: .parent)
    // Constrain within explicit region
    Node(id: "bounded", position: XYPosition(x: 400, y: 0), data: sampleData,
         extent: .coordinateExtent(CoordinateExtent(minX: 0, minY: 0, maxX: 500, maxY: 500)))
}

// MARK: - Custom Edge Content, Custom Connection Line

struct CanvasEdgeContentSample: View {
    @State var nodes: [Node<MyData>] = callbackNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = callbackEdges

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            edgeContent: { edge, pathResult in
                AnyView(
                    pathResult.path.stroke(
                        edge.selected ? .cyan : .gray,
                        style: StrokeStyle(lineWidth: 3, lineCap: .round)
                    )
                )
            }
        ) { node in HandledNodeView(node: node) }
    }
}

struct CanvasConnectionLineSample: View {
    @State var nodes: [Node<MyData>] = callbackNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = callbackEdges

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            connectionLineContent: { connection, start, current in
                AnyView(
                    Path { path in
                        path.move(to: start)
                        path.addLine(to: current)
                    }
                    .stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                )
            }
        ) { node in HandledNodeView(node: node) }
    }
}

// MARK: - SwiftFlowInstance Integration

struct CanvasInstanceSample: View {
    @State var nodes: [Node<MyData>] = callbackNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = callbackEdges
    @StateObject var instance = SwiftFlowInstance()

    var body: some View {
        VStack {
            // Control the viewport imperatively
            Button("Fit View") {
                instance.fitView(nodes: nodes, nodeSizes: instance.nodeSizes)
            }
            SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance) { node in HandledNodeView(node: node) }
        }
    }
}
