import SwiftFlow

// The NodeToolbar, EdgeToolbar, ViewportPortal, EdgeLabelRenderer and EdgeText samples of
// spec/panels-and-overlays.md as written, inside the views and helpers they leave to the reader (`deleteNode`,
// `duplicateNode`, `removeEdge`, `addLabel`, `midX` / `midY`, `labelX` / `labelY`, `viewport`).
// ToolbarSpecSampleTests drives each one. The graph is StateSpecSamples' `initialNodes` / `initialEdges`.

// MARK: - NodeToolbar

struct NodeToolbarSample: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    func deleteNode(_ id: String) {
        nodes.removeAll { $0.id == id }
        edges.removeAll { $0.source == id || $0.target == id }
    }

    func duplicateNode(_ node: Node<MyData>) {
        var copy = node
        copy.id = node.id + "-copy"
        copy.position = XYPosition(x: node.position.x + 30, y: node.position.y + 30)
        copy.selected = false
        nodes.append(copy)
    }

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) }
        ) { node in
            MyNodeView(node: node)
                .overlay {
                    NodeToolbar(isVisible: node.selected, position: .top) {
                        HStack(spacing: 4) {
                            Button("Delete") { deleteNode(node.id) }
                            Button("Duplicate") { duplicateNode(node) }
                        }
                    }
                }
        }
    }
}

// MARK: - EdgeToolbar

struct EdgeToolbarSample: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    func removeEdge(_ id: String) {
        edges.removeAll { $0.id == id }
    }

    func addLabel(_ id: String) {
        guard let index = edges.firstIndex(where: { $0.id == id }) else { return }
        edges[index].label = "Label"
    }

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            edgeContent: { edge, path in
                let midX = path.labelX, midY = path.labelY
                return AnyView(ZStack {
                    path.path.stroke(Color.gray, lineWidth: 1)
                    EdgeToolbar(isVisible: edge.selected, position: CGPoint(x: midX, y: midY)) {
                        HStack(spacing: 4) {
                            Button("Delete") { removeEdge(edge.id) }
                            Button("Add Label") { addLabel(edge.id) }
                        }
                        .padding(6)
                        .background(.ultraThinMaterial)
                        .cornerRadius(6)
                    }
                })
            },
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) }
        ) { node in
            MyNodeView(node: node)
        }
    }
}

// MARK: - ViewportPortal

struct ViewportPortalSample: View {
    @State var viewport = Viewport()

    var body: some View {
        SwiftFlow(
            nodes: initialNodes,
            edges: initialEdges,
            onViewportChange: { viewport = $0 }
        ) { node in
            MyNodeView(node: node)
        } overlay: {
            ViewportPortal(viewport: viewport) {
                Text("Annotation")
                    .font(.caption)
                    .padding(4)
                    .background(.yellow.opacity(0.8))
                    .cornerRadius(4)
                    .position(x: 100, y: 200)
            }
        }
    }
}

// MARK: - EdgeLabelRenderer

struct EdgeLabelRendererSample: View {
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    func removeEdge(_ id: String) {
        edges.removeAll { $0.id == id }
    }

    var body: some View {
        SwiftFlow(
            nodes: initialNodes,
            edges: edges,
            edgeContent: { edge, path in
                let midX = path.labelX, midY = path.labelY
                return AnyView(ZStack {
                    path.path.stroke(Color.gray, lineWidth: 1)
                    EdgeLabelRenderer(position: CGPoint(x: midX, y: midY)) {
                        Button("Delete") {
                            removeEdge(edge.id)
                        }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.mini)
                    }
                })
            },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) }
        ) { node in
            MyNodeView(node: node)
        }
    }
}

// MARK: - EdgeText

struct EdgeTextSample: View {
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    var body: some View {
        SwiftFlow(
            nodes: initialNodes,
            edges: edges,
            edgeContent: { _, path in
                let labelX = path.labelX, labelY = path.labelY
                return AnyView(ZStack {
                    path.path.stroke(Color.gray, lineWidth: 1)
                    EdgeText(
                        x: labelX,
                        y: labelY,
                        label: "42 requests/s",
                        font: .system(size: 11),
                        foregroundColor: .primary,
                        showBackground: true,
                        backgroundColor: .white
                    )
                })
            },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) }
        ) { node in
            MyNodeView(node: node)
        }
    }
}
