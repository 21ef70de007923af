import Foundation
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
