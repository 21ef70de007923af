import Foundation
import SwiftFlow

/// The gallery's overlays page: a live canvas with a node toolbar that follows the selection, one that is
/// always shown (its button walks it round its node), an edge toolbar, an edge label renderer with a delete
/// button, an EdgeText label, a ViewportPortal annotation, Controls, a panel of ControlButtons, and a
/// pannable, zoomable minimap that colours selected nodes.
struct OverlayGalleryView: View {
    @State private var nodes = OverlayGalleryGraph.nodes
    @State private var edges = OverlayGalleryGraph.edges

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            edgeContent: { edge, path in edgeView(edge, path) },
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
            onConnect: { edges = addEdge($0, edges: edges) },
            backgroundVariant: .dots
        ) { node in
            nodeView(node)
        } overlay: {
            Panel(position: .topLeft) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Overlays").font(.headline)
                    Text("Select a node or the B → D edge; zoom with the wheel: toolbars keep their size.")
                        .font(.caption)
                        .foregroundColor(.secondary)
                    Button("Reset") {
                        nodes = OverlayGalleryGraph.nodes
                        edges = OverlayGalleryGraph.edges
                    }
                }
                .padding(10)
                .frame(width: 260, alignment: .leading)
                .background(.regularMaterial)
                .cornerRadius(8)
            }
            Controls()
            Panel(position: .topRight) {
                HStack(spacing: 0) {
                    ControlButton(action: { setSelected(true) }) { Image(systemName: "rectangle.dashed") }
                        .accessibilityLabel("Select all nodes")
                    ControlButton(action: { setSelected(false) }) { Image(systemName: "xmark") }
                        .accessibilityLabel("Clear the selection")
                }
            }
            ViewportPortal(viewport: Viewport()) {
                Text("ViewportPortal: a note in flow coordinates")
                    .font(.caption)
                    .padding(6)
                    .background(.yellow.opacity(0.8))
                    .cornerRadius(4)
                    .position(x: 600, y: 470)
            }
            MiniMap(nodeColor: { (node: Node<String>) in node.selected ? .blue : Color(hex: "#e2e2e2") ?? .gray },
                    pannable: true, zoomable: true)
        }
    }

    /// Selects or deselects every node (the panel of ControlButtons).
    private func setSelected(_ selected: Bool) {
        nodes = applyNodeChanges(nodes.map { .selection($0.id, selected) }, nodes: nodes)
    }

    @ViewBuilder
    private func nodeView(_ node: Node<String>) -> some View {
        let base = DefaultNodeView(node: node)
        switch node.id {
        case "select":
            base.overlay {
                NodeToolbar(position: .top) {
                    HStack(spacing: 4) {
                        Button("Duplicate", systemImage: "doc.on.doc") { duplicate(node) }
                        Button("Delete node", systemImage: "trash", role: .destructive) { delete(node.id) }
                    }
                }
            }
        case "always":
            base.overlay { WanderingToolbar() }
        default:
            base
        }
    }

    private func edgeView(_ edge: Edge<EmptyEdgeData>, _ path: EdgePathResult) -> AnyView {
        let stroke = edge.selected ? Color(white: 0.33) : Color(red: 0.69, green: 0.69, blue: 0.72)
        return AnyView(ZStack {
            path.path.stroke(stroke, lineWidth: edge.selected ? 2 : 1)
            switch edge.id {
            case "label":
                EdgeLabelRenderer(position: path.labelPosition) {
                    Button("Delete edge", systemImage: "xmark") { edges.removeAll { $0.id == edge.id } }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.mini)
                }
            case "text":
                EdgeText(x: path.labelX, y: path.labelY, label: "42 requests/s")
            case "toolbar":
                if let label = edge.label {
                    EdgeText(x: path.labelX, y: path.labelY + 26, label: label)
                }
                EdgeToolbar(isVisible: edge.selected, position: path.labelPosition) {
                    HStack(spacing: 4) {
                        Button(edge.label == nil ? "Add Label" : "Remove Label") { toggleLabel(edge.id) }
                        Button("Delete") { edges.removeAll { $0.id == edge.id } }
                    }
                    .padding(6)
                    .background(.ultraThinMaterial)
                    .cornerRadius(6)
                }
            default:
                EmptyView()
            }
        })
    }

    private func duplicate(_ node: Node<String>) {
        var copy = node
        copy.id = "\(node.id)-\(nodes.count)"
        copy.position = XYPosition(x: node.position.x + 40, y: node.position.y + 60)
        copy.selected = false
        nodes.append(copy)
    }

    private func delete(_ id: String) {
        nodes.removeAll { $0.id == id }
        edges.removeAll { $0.source == id || $0.target == id }
    }

    private func toggleLabel(_ id: String) {
        guard let index = edges.firstIndex(where: { $0.id == id }) else { return }
        edges[index].label = edges[index].label == nil ? "B → D" : nil
    }
}

/// A toolbar that is always shown; its button walks it through all twelve sides and alignments. The
/// placement is the node view's own state: node views are re-evaluated only when their node changes.
private struct WanderingToolbar: View {
    @State private var placement = 0

    var body: some View {
        let position = ToolbarPosition.allCases[placement / 3 % 4]
        let align = ToolbarAlign.allCases[placement % 3]
        NodeToolbar(isVisible: true, position: position, align: align) {
            Button("\(position.rawValue) · \(align.rawValue) → next") { placement += 1 }
                .buttonStyle(.borderless)
        }
    }
}

/// The overlays page's graph: five nodes, edges leaving on the right and arriving on the left.
enum OverlayGalleryGraph {
    static var nodes: [Node<String>] {
        let places: [(String, String, CGFloat, CGFloat)] = [
            ("select", "Select me", 80, 200), ("always", "Toolbar always shown", 80, 420),
            ("b", "B", 460, 200), ("c", "C", 460, 420), ("d", "D", 820, 310),
        ]
        return places.map { id, label, x, y in
            var node = Node(id: id, position: XYPosition(x: x, y: y), data: label, selected: id == "select")
            node.sourcePosition = .right
            node.targetPosition = .left
            return node
        }
    }

    static var edges: [Edge<EmptyEdgeData>] {
        [
            Edge(id: "label", source: "select", target: "b"),
            Edge(id: "text", source: "always", target: "c"),
            Edge(id: "toolbar", source: "b", target: "d", selected: true),
            Edge(id: "plain", source: "c", target: "d"),
        ]
    }
}
