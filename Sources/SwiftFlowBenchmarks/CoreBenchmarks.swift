import Foundation
import SwiftFlowCore

/// Benchmarks of the core model and algorithms on G(N).
enum CoreBenchmarks {
    static func run(nodeCount n: Int) -> [Measurement] {
        let graph = BenchmarkGraph(nodeCount: n)
        var results: [Measurement] = []
        // One position change applied to the whole node list (what every drag frame does).
        let moved = "n\(n / 2)"
        if CanvasBenchmarks.selects("applyNodeChanges: one position change") {
            results.append(measure("applyNodeChanges: one position change", nodes: n,
                                   targetMs: n >= 100_000 ? 10 : nil) { i in
                let change = NodeChange<String>.position(moved, XYPosition(x: CGFloat(i), y: 0))
                blackHole(applyNodeChanges([change], nodes: graph.nodes))
            })
        }
        results.append(contentsOf: changeBenchmarks(graph))
        let others = ["NodeLookup: build geometry", "SpatialIndex: viewport query",
                      "SpatialIndex: update after a 10-point move", "Edge paths: all edges (bezier)"]
        guard others.contains(where: CanvasBenchmarks.selects) else { return results }

        // Absolute geometry for every node (parent chains, origin).
        results.append(measure("NodeLookup: build geometry", nodes: n, runs: 10) { _ in
            blackHole(NodeLookup(nodes: graph.nodes))
        })

        let lookup = NodeLookup(nodes: graph.nodes)
        var index = SpatialIndex<String>()
        for (node, geometry) in lookup.entries { index.insert(node.id, rect: geometry.bounds) }

        // A 1920×1080 viewport somewhere in the middle of the graph, at zoom 1.
        let middle = lookup.bounds(of: moved) ?? .zero
        let viewportRect = CGRect(x: middle.minX - 960, y: middle.minY - 540, width: 1920, height: 1080)
        results.append(measure("SpatialIndex: viewport query", nodes: n, runs: 200, targetMs: 0.1) { _ in
            blackHole(index.query(viewportRect))
        })

        results.append(measure("SpatialIndex: update after a 10-point move", nodes: n, runs: 200) { i in
            let dx = CGFloat(i % 2 == 0 ? 10 : -10)
            index.update(moved, rect: middle.offsetBy(dx: dx, dy: 0))
        })

        // Every edge's path, from node geometry to an EdgePathResult.
        results.append(measure("Edge paths: all edges (bezier)", nodes: n, runs: 10) { _ in
            var count = 0
            for edge in graph.edges {
                guard let s = lookup.bounds(of: edge.source), let t = lookup.bounds(of: edge.target) else { continue }
                let result = edgePath(
                    type: edge.type,
                    source: CGPoint(x: s.maxX, y: s.midY), sourcePosition: .right,
                    target: CGPoint(x: t.minX, y: t.midY), targetPosition: .left
                )
                count += result.path.elements.count
            }
            blackHole(count)
        })
        return results.filter { CanvasBenchmarks.selects($0.name) }
    }

    /// The change lists of the gesture scenarios applied on their own: Ctrl+A (every node and edge selected),
    /// Delete (1,000 nodes spread over the graph and their edges removed) and its undo (them re-inserted at
    /// their indexes, as the canvas's undo emits them).
    private static func changeBenchmarks(_ graph: BenchmarkGraph) -> [Measurement] {
        let n = graph.nodes.count
        var results: [Measurement] = []
        func run(_ name: String, runs: Int = 10, _ body: @escaping (Int) -> Void) {
            guard CanvasBenchmarks.selects(name) else { return }
            results.append(measure(name, nodes: n, runs: runs, body))
        }
        let selectAll = graph.nodes.map { NodeChange<String>.selection($0.id, true) }
        run("applyNodeChanges: select all (N selection changes)") { _ in
            blackHole(applyNodeChanges(selectAll, nodes: graph.nodes))
        }
        let step = max(1, n / 1000)
        let doomed = Set(stride(from: 0, to: n, by: step).prefix(1000).map { "n\($0)" })
        let removals = graph.nodes.filter { doomed.contains($0.id) }.map { NodeChange<String>.remove($0.id) }
        run("applyNodeChanges: remove 1,000 nodes", runs: 30) { _ in
            blackHole(applyNodeChanges(removals, nodes: graph.nodes))
        }
        let remaining = applyNodeChanges(removals, nodes: graph.nodes)
        let restorations = graph.nodes.enumerated().filter { doomed.contains($0.element.id) }
            .map { NodeChange<String>.add(item: $0.element, index: $0.offset) }
        run("applyNodeChanges: re-insert 1,000 nodes at their indexes", runs: 30) { _ in
            blackHole(applyNodeChanges(restorations, nodes: remaining))
        }
        let edgeRemovals = graph.edges.filter { doomed.contains($0.source) || doomed.contains($0.target) }
            .map { EdgeChange<EmptyEdgeData>.remove($0.id) }
        run("applyEdgeChanges: remove the edges of 1,000 nodes", runs: 30) { _ in
            blackHole(applyEdgeChanges(edgeRemovals, edges: graph.edges))
        }
        return results
    }
}
