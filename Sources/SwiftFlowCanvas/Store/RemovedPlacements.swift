import Foundation
import SwiftFlowCore

/// What the last ingest's proven removal (Delete) took out of the store, kept until the next ingest: the undo
/// of that Delete puts the removed edges' routes, bounds and z back instead of working them out again
/// (`CanvasStore+RestoredPlacements.swift` says when that is exact). Per restored edge the placement was about
/// 7,000 instructions of a 100,000-node undo's ~18,000.
struct RemovedPlacements<EdgeData: Equatable & Sendable & Hashable> {
    /// `CanvasStore.placementRevision` when the nodes were taken out: anything since that can move an edge's end
    /// (a node's geometry outside the removal, a node's handles, a full rebuild) changed it.
    let revision: Int
    /// The removed nodes, by ascending list index before the removal.
    let nodes: [RemovedNodePlace]
    /// The removed edges, likewise; nil until the edge list of the same ingest was taken.
    var edges: RemovedEdgePlaces<EdgeData>?
}

/// A removed node as its edges' placement read it: enough to prove that the node an undo puts back attaches
/// edges exactly where it did.
struct RemovedNodePlace {
    let id: String
    let oldIndex: Int
    let bounds: CGRect
    let hidden: Bool
    let sourcePosition: Position
    let targetPosition: Position
    /// Whether its content had rendered handles: the store forgets them with the node, so the node comes back
    /// without them and its edges attach to its default sides until it renders again.
    let hadHandles: Bool
}

/// The removed edges, by ascending list index before the removal, with their records' edges (default options
/// applied) and placements. Columns: the edges are generic, the rest plain values.
struct RemovedEdgePlaces<EdgeData: Equatable & Sendable & Hashable> {
    var oldIndices: [Int] = []
    var edges: [Edge<EdgeData>] = []
    var places: [EdgePlace] = []
}

/// An edge record's placement: its route (nil while it cannot be drawn), bounds and z.
struct EdgePlace {
    let route: EdgeRoute?
    let bounds: CGRect
    let z: Int
}

/// The restored nodes of the ingest under way, checked against `RemovedPlacements.nodes`: the edges of the
/// nodes in `unproven` (they came back elsewhere, changed, or without the handles they had) are worked out again.
struct RestoredNodeProof {
    let unproven: Set<String>
    /// `unproven` as a list while it is short (the nodes that had handles on screen): a few string comparisons
    /// cost less than two hashes for every restored edge.
    private let few: [String]?

    init(unproven: Set<String>) {
        self.unproven = unproven
        few = unproven.count <= 8 ? Array(unproven) : nil
    }

    /// Whether an edge between `source` and `target` attaches as it did: neither end is unproven.
    func provesEnds(source: String, target: String) -> Bool {
        guard let few else { return !unproven.contains(source) && !unproven.contains(target) }
        for id in few where id == source || id == target { return false }
        return true
    }
}
