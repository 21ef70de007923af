import Dispatch
import SwiftFlowCore

/// Keeps the node and edge lists the canvas held before its latest update, and frees them off the main thread.
///
/// Every `applyNodeChanges` returns a new array, so each drag frame leaves the previous 100,000-node list behind;
/// whoever drops the last reference destroys it, element by element (a quarter of a drag frame at 100,000
/// nodes, measured). The canvas hands its outgoing lists here before it takes new ones, so that this is the last
/// owner once the old view value is gone; at the next update they go to a utility queue, which frees them
/// there. Lists that are still shared (edges the app did not change) only lose a reference. Small lists are
/// freed in place: for them a hop to another thread costs more than it saves.
///
/// The elements are `Sendable` (`Node`, `Edge` with `Sendable` data), so they may end on another thread; an
/// app's data objects that only these old lists held are deinitialized there, a frame later.
struct RetiredLists<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    /// Lists shorter than this (nodes and edges together) are freed on the spot.
    static var threshold: Int { 4_096 }

    private var nodes: [Node<NodeData>] = []
    private var edges: [Edge<EdgeData>] = []

    /// Takes the lists the canvas is about to replace, and lets the ones taken last time go.
    mutating func retire(nodes outgoingNodes: [Node<NodeData>], edges outgoingEdges: [Edge<EdgeData>]) {
        // A node list `applyNodeChanges` may write the next drag frame into (`ListRecycler`) is let go of here:
        // the recycler still holds it, so this frees nothing, and it is free for reuse a frame sooner.
        if ListRecycler.shared.holds(nodes) { nodes = [] }
        // The same for an edge list a selection run may be written into next (select all, Escape).
        if ListRecycler.shared.holds(edges) { edges = [] }
        let bin = RetiredBin(nodes: nodes, edges: edges)
        nodes = outgoingNodes
        edges = outgoingEdges
        guard bin.count >= Self.threshold else { return }
        // The queue empties the bin, so the lists die there whichever thread drops the bin last. (Capturing the
        // arrays themselves raced: when the queue finished first, this thread's copy was the last one.)
        DispatchQueue.global(qos: .utility).async { bin.empty() }
    }
}

/// The one holder of a pair of retired lists between the canvas and the queue that frees them.
private final class RetiredBin<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    @unchecked Sendable {
    // Written once here and once by `empty()` on the freeing queue; the canvas never reads them again.
    private var nodes: [Node<NodeData>]
    private var edges: [Edge<EdgeData>]
    let count: Int

    init(nodes: [Node<NodeData>], edges: [Edge<EdgeData>]) {
        self.nodes = nodes
        self.edges = edges
        count = nodes.count + edges.count
    }

    func empty() {
        nodes = []
        edges = []
    }
}
