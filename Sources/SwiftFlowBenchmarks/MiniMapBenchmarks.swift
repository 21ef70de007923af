import Foundation
import SwiftFlow

/// The graph a minimap benchmark canvas shows; replacing `nodes` re-evaluates the canvas view.
@MainActor
private final class MiniMapBenchmarkModel: ObservableObject {
    @Published var nodes: [Node<String>]
    let edges: [Edge<EmptyEdgeData>]

    init(graph: BenchmarkGraph) {
        nodes = graph.nodes
        edges = graph.edges
    }
}

/// G(N) with or without a minimap in its overlay.
private struct MiniMapBenchmarkCanvas: View {
    @ObservedObject var model: MiniMapBenchmarkModel
    let instance: SwiftFlowInstance
    let showsMiniMap: Bool

    var body: some View {
        SwiftFlow(nodes: model.nodes, edges: model.edges, swiftFlowInstance: instance,
                  onNodesChange: { model.nodes = applyNodeChanges($0, nodes: model.nodes) },
                  colorMode: .light) { node in
            DefaultNodeView(node: node)
        } overlay: {
            if showsMiniMap { MiniMap(pannable: true, zoomable: true) }
        }
    }
}

/// One 1920×1080 window of G(N), with or without a minimap, drawn like `CanvasBenchmarks` draws.
@MainActor
private final class MiniMapBenchmarkWindow {
    let model: MiniMapBenchmarkModel
    let instance = SwiftFlowInstance()
    let window: BenchmarkWindow

    init(graph: BenchmarkGraph, showsMiniMap: Bool) throws {
        let model = MiniMapBenchmarkModel(graph: graph)
        self.model = model
        let instance = instance
        let size = CanvasBenchmarks.viewSize
        window = try CanvasBenchmarks.onScreen
            ? OnScreenBenchmarkWindow(size: size) {
                MiniMapBenchmarkCanvas(model: model, instance: instance, showsMiniMap: showsMiniMap)
            }
            : OffscreenBenchmarkWindow(size: size) {
                MiniMapBenchmarkCanvas(model: model, instance: instance, showsMiniMap: showsMiniMap)
            }
        frame()
    }

    /// Draws what is damaged; with `dirty`, damages that rectangle first.
    func frame(dirty: CGRect? = nil) {
        if let dirty { window.root.addDamage(dirty) }
        window.frame()
    }
}

/// What a minimap adds to canvas frames at 100,000 nodes: the same scenarios in a window without a map and
/// one with `MiniMap(pannable: true, zoomable: true)`, run alternately so both see the same machine load.
@MainActor
enum MiniMapBenchmarks {
    static let names = [
        "MiniMap: pan by 10 points", "MiniMap: map rectangle after a viewport move",
        "MiniMap: drag one visible node by 10", "MiniMap: pan by 10 points half past the graph at zoom 0.2",
        "MiniMap: node n0 moved 8,000 past the graph's edge and back (map drawn anew)",
    ]

    static func run(nodeCount n: Int) throws -> [Measurement] {
        guard names.contains(where: CanvasBenchmarks.selects) else { return [] }
        let graph = BenchmarkGraph(nodeCount: n)
        let plain = try MiniMapBenchmarkWindow(graph: graph, showsMiniMap: false)
        let mapped = try MiniMapBenchmarkWindow(graph: graph, showsMiniMap: true)
        let windows = [plain, mapped]
        var results: [Measurement] = []
        let runs = CanvasBenchmarks.runs * 2

        /// Times `body` on both windows in turn, `runs` times each after 3 warm-up rounds.
        func pair(_ name: String, targetMs: Double?, setup: (MiniMapBenchmarkWindow, Int) -> Void = { _, _ in },
                  _ body: (MiniMapBenchmarkWindow, Int) -> Void) {
            guard CanvasBenchmarks.selects(name) else { return }
            var samples: [[Double]] = [[], []]
            for i in 0..<(runs + 3) {
                // The window drawn first in a round pays for what the other left behind (freed memory, cold
                // caches): the order alternates so both pay equally.
                for index in i % 2 == 0 ? [0, 1] : [1, 0] {
                    let window = windows[index]
                    setup(window, i)
                    let start = DispatchTime.now().uptimeNanoseconds
                    body(window, i)
                    if i >= 3 { samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
                }
            }
            for (index, label) in ["without map", "with map"].enumerated() {
                results.append(summary(of: samples[index], name: "\(name) (\(label))", nodes: n,
                                       targetMs: index == 1 ? targetMs : nil))
            }
        }

        for window in windows {
            window.instance.setViewport(.identity)
            window.frame()
        }
        pair(names[0], targetMs: nil) { window, i in
            let dx: CGFloat = i % 2 == 0 ? -10 : 10
            window.instance.setViewport(window.instance.viewport.panned(by: CGSize(width: dx, height: 0)))
            window.frame()
        }
        // The map sits at the bottom right, 15 points in; its rectangle is what a viewport move repaints of it
        // (here with the canvas beneath, which the window without a map draws alone).
        let size = CanvasBenchmarks.viewSize
        let mapRect = CGRect(x: size.width - 215, y: size.height - 165, width: 200, height: 150)
        pair(names[1], targetMs: 2, setup: { window, i in
            let dx: CGFloat = i % 2 == 0 ? -10 : 10
            window.instance.setViewport(window.instance.viewport.panned(by: CGSize(width: dx, height: 0)))
            window.frame()
        }) { window, _ in
            window.frame(dirty: mapRect)
        }
        for window in windows {
            window.instance.setViewport(.identity)
            window.frame()
        }
        // Node n1 sits at (200, 0), on screen at zoom 1; each move rebuilds the map's node layer.
        pair(names[2], targetMs: nil) { window, i in
            let x: CGFloat = i % 2 == 0 ? 210 : 200
            window.model.nodes = applyNodeChanges([.position("n1", XYPosition(x: x, y: 0))], nodes: window.model.nodes)
            window.frame()
        }
        // Zoom 0.2 with the view reaching past the graph's top-left corner: the bounds (nodes ∪ viewport) change
        // with every pan, so the map's scale does too and its node layer is rebuilt each frame (the worst case).
        for window in windows {
            window.instance.setViewport(Viewport(x: size.width / 2, y: size.height / 2, zoom: 0.2))
            window.frame()
        }
        pair(names[3], targetMs: nil) { window, i in
            let dx: CGFloat = i % 2 == 0 ? -10 : 10
            window.instance.setViewport(window.instance.viewport.panned(by: CGSize(width: dx, height: 0)))
            window.frame()
        }
        // Node n0 (the top-left corner) moving 8,000 units left widens the node bounds by 13 %, and back
        // narrows them: the map's scale changes by more than 5 %, so its node layer is drawn again from every
        // node each frame (the map's worst case; the canvas itself repaints the node's two places).
        for window in windows {
            window.instance.setViewport(.identity)
            window.frame()
        }
        pair(names[4], targetMs: nil) { window, i in
            let x: CGFloat = i % 2 == 0 ? -8000 : 0
            window.model.nodes = applyNodeChanges([.position("n0", XYPosition(x: x, y: 0))], nodes: window.model.nodes)
            window.frame()
        }
        return results
    }

    private static func summary(of samples: [Double], name: String, nodes: Int, targetMs: Double?) -> Measurement {
        let sorted = samples.sorted()
        let p95Index = min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)
        return Measurement(name: name, nodes: nodes, runs: sorted.count, medianMs: sorted[sorted.count / 2],
                           p95Ms: sorted[max(0, p95Index)], minMs: sorted[0], targetMs: targetMs)
    }
}
