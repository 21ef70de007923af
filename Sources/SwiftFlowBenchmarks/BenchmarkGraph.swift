import Foundation
import SwiftFlowCore

/// The benchmark graph G(N): N nodes in ceil(√N) columns, node i at (200·(i mod cols), 100·(i div cols)),
/// 150×40 with the label "Node i"; edges i→i+1 within a row and i→i+cols, all bezier.
struct BenchmarkGraph {
    let nodes: [Node<String>]
    let edges: [Edge<EmptyEdgeData>]
    let columns: Int

    init(nodeCount: Int) {
        let columns = Int(Double(nodeCount).squareRoot().rounded(.up))
        self.columns = columns
        nodes = (0..<nodeCount).map { i in
            Node(
                id: "n\(i)",
                position: XYPosition(x: CGFloat(200 * (i % columns)), y: CGFloat(100 * (i / columns))),
                data: "Node \(i)",
                width: 150,
                height: 40
            )
        }
        var edges: [Edge<EmptyEdgeData>] = []
        edges.reserveCapacity(nodeCount * 2)
        for i in 0..<nodeCount {
            if (i + 1) % columns != 0, i + 1 < nodeCount {
                edges.append(Edge(id: "e\(i)-\(i + 1)", source: "n\(i)", target: "n\(i + 1)"))
            }
            if i + columns < nodeCount {
                edges.append(Edge(id: "e\(i)-\(i + columns)", source: "n\(i)", target: "n\(i + columns)"))
            }
        }
        self.edges = edges
    }
}
