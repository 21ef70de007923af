import Dispatch
import SwiftFlowCore

/// Frees the change lists an ingest took on a utility queue, as `RetiredLists` does for node and edge lists.
///
/// After the store took select all's lists it held the last references to 300,000 changes; destroying them is
/// one value-witness call per change (the code is generic over the app's data), about 5 % of the Ctrl+A frame at
/// 100,000 nodes (perf, 2026-12-02). Short lists are freed in place: a hop to another thread costs more.
enum ChangeListBin {
    /// Lists shorter than this (nodes and edges together) are freed on the spot.
    static var threshold: Int { 4_096 }

    /// Takes both lists (leaving `nil` behind, so the caller's copies are not the last references) and frees
    /// them off the main thread when they are long.
    static func release<NodeData: Sendable & Equatable, EdgeData: Sendable & Hashable>(
        _ nodes: inout [NodeChange<NodeData>]?, _ edges: inout [EdgeChange<EdgeData>]?) {
        let count = (nodes?.count ?? 0) + (edges?.count ?? 0)
        guard count >= threshold else { return }
        let bin = Bin(nodes: nodes ?? [], edges: edges ?? [])
        nodes = nil
        edges = nil
        // The queue empties the bin, so the lists die there whichever thread drops the bin last.
        DispatchQueue.global(qos: .utility).async { bin.empty() }
    }

    /// The one holder of the lists between the store and the freeing queue.
    private final class Bin<NodeData: Sendable & Equatable, EdgeData: Sendable & Hashable>: @unchecked Sendable {
        // Written once here and once by `empty()` on the freeing queue.
        private var nodes: [NodeChange<NodeData>]
        private var edges: [EdgeChange<EdgeData>]

        init(nodes: [NodeChange<NodeData>], edges: [EdgeChange<EdgeData>]) {
            self.nodes = nodes
            self.edges = edges
        }

        func empty() {
            nodes = []
            edges = []
        }
    }
}
