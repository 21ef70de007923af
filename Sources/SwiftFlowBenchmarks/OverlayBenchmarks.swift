import Foundation
import SwiftFlow

/// G(N) for the overlay benchmarks; replacing `nodes` re-evaluates the canvas view.
@MainActor
private final class OverlayBenchmarkModel: ObservableObject {
    @Published var nodes: [Node<String>]
    let edges: [Edge<EmptyEdgeData>]

    init(graph: BenchmarkGraph) {
        nodes = graph.nodes
        edges = graph.edges
    }
}

/// The benchmark canvas; with `toolbars` every node view carries a NodeToolbar with React Flow's default
/// visibility (it shows only while its node is the only selected one).
private struct OverlayBenchmarkCanvas: View {
    @ObservedObject var model: OverlayBenchmarkModel
    let instance: SwiftFlowInstance
    let toolbars: Bool

    var body: some View {
        SwiftFlow(nodes: model.nodes, edges: model.edges, swiftFlowInstance: instance,
                  onNodesChange: { model.nodes = applyNodeChanges($0, nodes: model.nodes) },
                  colorMode: .light) { node in
            if toolbars {
                DefaultNodeView(node: node).overlay {
                    NodeToolbar {
                        HStack(spacing: 4) {
                            Button("Delete") {}
                            Button("Copy") {}
                        }
                    }
                }
            } else {
                DefaultNodeView(node: node)
            }
        }
    }
}

/// The cost of node toolbars at G(N), 1920×1080 offscreen frames drawn as the X11 host draws them: the same
/// scenarios with and without a toolbar on every node view, node n1 selected (its toolbar shown).
@MainActor
enum OverlayBenchmarks {
    static let viewSize = CanvasBenchmarks.viewSize

    static func run(nodeCount n: Int) throws -> [Measurement] {
        var results: [Measurement] = []
        for toolbars in [false, true] {
            let variant = toolbars ? "a toolbar on every node, one shown" : "no toolbars"
            let names = ["Overlays: pan by 10 points, \(variant)", "Overlays: select another node, \(variant)"]
            guard names.contains(where: CanvasBenchmarks.selects) else { continue }
            let model = OverlayBenchmarkModel(graph: BenchmarkGraph(nodeCount: n))
            model.nodes = applyNodeChanges([.selection("n1", true)], nodes: model.nodes)
            let instance = SwiftFlowInstance()
            // Frames drawn the way the X11 host draws them: pans slide the pixels.
            let window = try OffscreenBenchmarkWindow(size: viewSize) {
                OverlayBenchmarkCanvas(model: model, instance: instance, toolbars: toolbars)
            }
            func frame() { window.frame() }
            // Node n1 (200, 0) is on screen once the camera moves the graph down by 100 points.
            instance.setViewport(Viewport(x: 0, y: 100, zoom: 1))
            frame()
            if CanvasBenchmarks.selects(names[0]) {
                results.append(measure(names[0], nodes: n, runs: CanvasBenchmarks.runs, targetMs: 8) { i in
                    let dx: CGFloat = i % 2 == 0 ? -10 : 10
                    instance.setViewport(instance.viewport.panned(by: CGSize(width: dx, height: 0)))
                    frame()
                })
            }
            if CanvasBenchmarks.selects(names[1]) {
                // n1 and n2 take turns being the only selected node (the shown toolbar moves between them).
                results.append(measure(names[1], nodes: n, runs: CanvasBenchmarks.runs) { i in
                    let (from, to) = i % 2 == 0 ? ("n1", "n2") : ("n2", "n1")
                    model.nodes = applyNodeChanges([.selection(from, false), .selection(to, true)],
                                                   nodes: model.nodes)
                    frame()
                })
            }
        }
        return results
    }
}
