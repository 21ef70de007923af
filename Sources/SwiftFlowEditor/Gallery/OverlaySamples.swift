import Foundation
import SwiftFlow

/// A small canvas showing the overlay components: Controls in both orientations, and a panel of
/// ControlButtons acting on the canvas.
struct OverlaySamples: View {
    @StateObject private var instance = SwiftFlowInstance()
    @State private var nodes: [Node<String>] = [
        Node(id: "in", position: XYPosition(x: 60, y: 40), data: "Input", type: "input", width: 150, height: 36),
        Node(id: "mid", position: XYPosition(x: 250, y: 110), data: "Transform", width: 150, height: 36),
        Node(id: "out", position: XYPosition(x: 440, y: 40), data: "Output", type: "output", width: 150, height: 36),
    ]
    @State private var edges: [Edge<EmptyEdgeData>] = [
        Edge(id: "in-mid", source: "in", target: "mid"),
        Edge(id: "mid-out", source: "mid", target: "out"),
    ]

    var body: some View {
        SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance,
                  onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                  onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) }) { node in
            DefaultNodeView(node: node)
        } overlay: {
            Background(variant: .dots)
            Controls()
            Controls(position: .bottomRight, orientation: .horizontal, showInteractive: false)
            Panel(position: .topRight) {
                HStack(spacing: 0) {
                    ControlButton(action: { instance.selectAll() }) { Image(systemName: "rectangle.dashed") }
                        .accessibilityLabel("Select All")
                    ControlButton(action: { instance.setViewport(Viewport()) }) { Image(systemName: "arrow.clockwise") }
                        .accessibilityLabel("Reset View")
                }
            }
        }
        .frame(width: 600, height: 220)
    }
}
