import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A drawable edge as the canvas store keeps it: the edge with default options applied and its cached path.
struct EdgeRecord<EdgeData: Equatable & Sendable & Hashable> {
    var edge: Edge<EdgeData>
    /// The edge's index in the store's edge list.
    var index: Int
    var path: EdgePathResult?
    var sourcePosition: Position = .right
    var targetPosition: Position = .left
    /// The path's own bounds (control points included), flow coordinates.
    var pathBounds: CGRect = .null
    /// Everything the edge paints or can be hit in: path, interaction width, markers, label.
    var bounds: CGRect = .null
    /// Stacking: ascending z, edges before nodes at equal z, then list order (Core's `ZOrder`).
    var z = 0
    /// The ingest pass that last saw the edge in a new list (`CanvasStore.ingestGeneration`).
    var stamp = 0
    var sortKey: StackingKey { StackingKey(z: z, layer: 0, index: index) }
}
