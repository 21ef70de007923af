import Foundation
import SwiftFlow

/// The graph the benchmark canvas shows; replacing `nodes` re-evaluates the canvas view, as an app's state would.
@MainActor
private final class BenchmarkModel: ObservableObject {
    @Published var nodes: [Node<String>]
    /// Whether the canvas shows Controls (the overlay-cost scenario turns them on).
    @Published var showsControls = false
    let edges: [Edge<EmptyEdgeData>]

    init(graph: BenchmarkGraph) {
        nodes = graph.nodes
        edges = graph.edges
    }
}

private struct BenchmarkCanvas: View {
    @ObservedObject var model: BenchmarkModel
    let instance: SwiftFlowInstance

    var body: some View {
        SwiftFlow(nodes: model.nodes, edges: model.edges, swiftFlowInstance: instance,
                  onNodesChange: { model.nodes = applyNodeChanges($0, nodes: model.nodes) },
                  colorMode: .light) { node in
            DefaultNodeView(node: node)
        } overlay: {
            if model.showsControls { Controls() }
        }
    }
}

/// Frames of G(N) drawn offscreen at 1920×1080 through the window's render path (WindowRoot → Cairo image).
@MainActor
enum CanvasBenchmarks {
    static let viewSize = CGSize(width: 1920, height: 1080)

    /// Runs only the scenarios whose names contain this text (profiling aid: `--scenario pan`).
    nonisolated(unsafe) static var scenarioFilter: String?
    /// Timed runs per scenario (profiling aid: `--runs 300`).
    nonisolated(unsafe) static var runs = 30
    static let names = [
        "Canvas: full frame at zoom 1", "Canvas: pan by 10 points", "Canvas: drag one visible node by 10",
        "Canvas: one zoom notch at the centre", "Canvas: fit all", "Canvas: pan by 10 points with Controls",
    ]

    /// Whether `--scenario` selects the scenario called `name`.
    nonisolated static func selects(_ name: String) -> Bool {
        scenarioFilter.map { name.localizedCaseInsensitiveContains($0) } ?? true
    }

    static func run(nodeCount n: Int) throws -> [Measurement] {
        // A filter that picks none of these scenarios (only gesture ones) skips building the canvas.
        guard names.contains(where: selects) else { return [] }
        let graph = BenchmarkGraph(nodeCount: n)
        let model = BenchmarkModel(graph: graph)
        let instance = SwiftFlowInstance()
        let surface = try CairoImageSurface(width: Int(viewSize.width), height: Int(viewSize.height))
        let measurer = CairoTextMeasurer()
        let images = CairoImageCache()
        var results: [Measurement] = []
        func scenario(_ name: String, targetMs: Double, setup: (Int) -> Void = { _ in }, _ body: (Int) -> Void) {
            guard selects(name) else { return }
            results.append(measure(name, nodes: n, runs: runs, targetMs: targetMs, setup: setup, body))
        }

        // From the graph value to the first complete frame (building the scene, measuring, drawing).
        let start = DispatchTime.now().uptimeNanoseconds
        let root = WindowRoot(size: viewSize, textMeasurer: measurer) {
            BenchmarkCanvas(model: model, instance: instance)
        }
        func frame() {
            root.update()
            guard let dirty = root.damagedRect else { return }
            let context = surface.makeContext(textMeasurer: measurer, imageCache: images)
            root.render(into: context, dirty: dirty)
        }
        frame()
        let firstFrameMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        results.append(Measurement(name: "Canvas: graph value to first frame", nodes: n, runs: 1,
                                   medianMs: firstFrameMs, p95Ms: firstFrameMs, minMs: firstFrameMs,
                                   targetMs: n >= 100_000 ? 2000 : nil))

        let small = n >= 100_000
        instance.setViewport(.identity)
        frame()
        scenario("Canvas: full frame at zoom 1", targetMs: 12) { _ in
            root.addDamage(CGRect(origin: .zero, size: viewSize))
            frame()
        }
        scenario("Canvas: pan by 10 points", targetMs: 8) { i in
            let dx: CGFloat = i % 2 == 0 ? -10 : 10
            instance.setViewport(instance.viewport.panned(by: CGSize(width: dx, height: 0)))
            frame()
        }
        instance.setViewport(.identity)
        frame()
        // Node n1 sits at (200, 0), on screen at zoom 1.
        scenario("Canvas: drag one visible node by 10", targetMs: 4) { i in
            let x: CGFloat = i % 2 == 0 ? 210 : 200
            model.nodes = applyNodeChanges([.position("n1", XYPosition(x: x, y: 0))], nodes: model.nodes)
            frame()
        }
        let centre = CGPoint(x: viewSize.width / 2, y: viewSize.height / 2)
        scenario("Canvas: one zoom notch at the centre", targetMs: 12) { i in
            let factor: CGFloat = i % 2 == 0 ? 1.2 : 1 / 1.2
            instance.setViewport(instance.viewport.zoomed(by: factor, around: centre))
            frame()
        }
        scenario("Canvas: fit all", targetMs: small ? 33 : 16, setup: { i in
            instance.setViewport(Viewport(x: CGFloat(i), y: 0, zoom: 1))
            frame()
        }) { _ in
            instance.fitView()
            frame()
        }
        // The same pan with Controls in the overlay: their cost per frame is the difference from the pan above.
        model.showsControls = true
        instance.setViewport(.identity)
        frame()
        scenario("Canvas: pan by 10 points with Controls", targetMs: 8) { i in
            let dx: CGFloat = i % 2 == 0 ? -10 : 10
            instance.setViewport(instance.viewport.panned(by: CGSize(width: dx, height: 0)))
            frame()
        }
        return results
    }
}
