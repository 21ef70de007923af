import SwiftFlow

// The Panel and ControlButton samples of spec/panels-and-overlays.md as written, with only the declarations
// around them that a sample leaves to the reader (`addNode`, `resetView`, `exportGraph`, `customAction`, a
// view holding the state). The `...` of the Panel sample is filled with the usual change handlers and an
// instance for `resetView`. PanelSpecSampleTests drives each one.

/// What the samples' actions did.
@MainActor
final class PanelSampleLog {
    var exports: [Int] = []
    var customActions = 0
}

// MARK: - Panel

struct PanelSample: View {
    let log: PanelSampleLog
    let instance: SwiftFlowInstance
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    func addNode() {
        nodes.append(Node(id: "node-\(nodes.count + 1)", position: XYPosition(x: 0, y: 300),
                          data: MyData(label: "New")))
    }

    func resetView() {
        instance.setViewport(Viewport())
    }

    func exportGraph() {
        log.exports.append(nodes.count)
    }

    var body: some View {
        SwiftFlow(nodes: nodes, edges: edges, swiftFlowInstance: instance,
                  onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                  onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
                  onConnect: { edges = addEdge($0, edges: edges) }) { node in
            MyNodeView(node: node)
        } overlay: {
            Panel(position: .topRight) {
                VStack(spacing: 8) {
                    Button("Add Node") { addNode() }
                    Button("Reset View") { resetView() }
                    Button("Export") { exportGraph() }
                }
                .padding(12)
                .background(.ultraThinMaterial)
                .cornerRadius(8)
            }
        }
    }
}

// MARK: - ControlButton

/// The ControlButton sample twice: as an extra button of `Controls` and alone in a `Panel`.
struct ControlButtonSample: View {
    let log: PanelSampleLog

    func customAction() {
        log.customActions += 1
    }

    var body: some View {
        SwiftFlow(nodes: initialNodes, edges: initialEdges) { node in
            MyNodeView(node: node)
        } overlay: {
            Controls {
                ControlButton(action: { customAction() }) {
                    Image(systemName: "gearshape")
                        .font(.system(size: 14, weight: .medium))
                }
            }
            Panel(position: .topLeft) {
                ControlButton(action: { customAction() }) {
                    Image(systemName: "gearshape")
                        .font(.system(size: 14, weight: .medium))
                }
            }
        }
    }
}
