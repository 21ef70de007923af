import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A drawable edge as the canvas store keeps it: the edge with default options applied and its cached path
/// (its list index is the table's).
struct EdgeRecord<EdgeData: Equatable & Sendable & Hashable> {
    /// Stacking: ascending z, edges before nodes at equal z, then list order (Core's `ZOrder`). Declared before
    /// the edge, whose size depends on `EdgeData`, so unspecialized code reads it at a fixed offset.
    var z = 0
    /// The ingest pass that last saw the edge in a new list (`CanvasStore.ingestGeneration`).
    var stamp = 0
    var edge: Edge<EdgeData>
    /// Where the path goes; the path itself is built the first time it is drawn or hit-tested.
    var route: EdgeRoute?
    /// The edge's path, nil while it cannot be drawn (hidden, an end missing).
    var path: EdgePathResult? { route?.path }
    /// The side the edge leaves its source from (`.right` while it has no route).
    var sourcePosition: Position { route?.sourcePosition ?? .right }
    /// The side the edge enters its target from (`.left` while it has no route).
    var targetPosition: Position { route?.targetPosition ?? .left }
    /// The path's own bounds (control points included), flow coordinates; null while it has no route. Kept in
    /// the route, not here: records live in a table with room for twice their number, so each byte counts twice.
    var pathBounds: CGRect { route?.bounds ?? .null }
    /// Everything the edge paints or can be hit in: path, interaction width, markers, label.
    var bounds: CGRect = .null

    init(edge: Edge<EdgeData>, stamp: Int = 0) {
        self.edge = edge
        self.stamp = stamp
    }

    /// A placed record (the full rebuild computes route, bounds and z before it makes the record).
    init(edge: Edge<EdgeData>, z: Int, route: EdgeRoute?, bounds: CGRect, stamp: Int = 0) {
        self.z = z
        self.stamp = stamp
        self.edge = edge
        self.route = route
        self.bounds = bounds
    }

    /// Where the edge paints, `index` being its list index (kept in `RecordTable.positions`).
    func sortKey(at index: Int) -> StackingKey { StackingKey(z: z, layer: 0, index: index) }
}

/// An edge's ends and type, and its path built on first use: a 100,000-node graph's off-screen edges are
/// indexed by `edgePathBounds` and never get a path until they come on screen.
///
/// Laid out for size (200,000 of them at 100,000 nodes): the one-byte fields last, side by side, and the
/// built path in a box of its own that only drawn edges allocate, so a route asks for 91 bytes of heap
/// instead of 176 (heaptrack, docs/benchmarks.md).
final class EdgeRoute {
    let source: CGPoint
    let target: CGPoint
    /// A rectangle holding the path, found without building it.
    let bounds: CGRect
    private var built: BuiltEdgePath?
    let type: EdgeType
    let sourcePosition: Position
    let targetPosition: Position

    init(type: EdgeType, source: CGPoint, sourcePosition: Position, target: CGPoint, targetPosition: Position) {
        self.type = type
        self.source = source
        self.sourcePosition = sourcePosition
        self.target = target
        self.targetPosition = targetPosition
        bounds = edgePathBounds(type: type, source: source, sourcePosition: sourcePosition, target: target,
                                targetPosition: targetPosition)
    }

    /// The path, built now if this is its first use.
    var path: EdgePathResult {
        if let built { return built.result }
        let result = edgePath(type: type, source: source, sourcePosition: sourcePosition, target: target,
                              targetPosition: targetPosition)
        built = BuiltEdgePath(result)
        return result
    }

    /// The path for one use that does not keep it (the low-detail tiles flatten every edge once; keeping
    /// 200,000 paths for that would hold them for good).
    var transientPath: EdgePathResult {
        built?.result ?? edgePath(type: type, source: source, sourcePosition: sourcePosition, target: target,
                                  targetPosition: targetPosition)
    }

    /// Whether the path has been built (the edge was drawn or hit-tested since its ends last moved).
    var hasPath: Bool { built != nil }
}

/// A route's built path, boxed so that routes never drawn keep only a nil reference.
private final class BuiltEdgePath {
    let result: EdgePathResult

    init(_ result: EdgePathResult) {
        self.result = result
    }
}
