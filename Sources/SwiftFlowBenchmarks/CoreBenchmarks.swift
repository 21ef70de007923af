import Foundation
import SwiftFlowCore

/// Benchmarks of the core model and algorithms on G(N).
enum CoreBenchmarks {
    static func run(nodeCount n: Int) -> [Measurement] {
        let graph = BenchmarkGraph(nodeCount: n)
        var results: [Measurement] = []

        // One position change applied to the whole node list (what every drag frame does).
        let moved = "n\(n / 2)"
        results.append(measure("applyNodeChanges: one position change", nodes: n,
                               targetMs: n >= 100_000 ? 10 : nil) { i in
            let change = NodeChange<String>.position(moved, XYPosition(x: CGFloat(i), y: 0))
            blackHole(applyNodeChanges([change], nodes: graph.nodes))
        })

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
        return results
    }
}
