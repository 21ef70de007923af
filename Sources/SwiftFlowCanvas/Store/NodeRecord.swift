import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// One node's resolved place in the graph, as the canvas store keeps it (its list index is the table's).
struct NodeRecord {
    var parentId: String?
    /// How many ancestors the node has (parents are laid out before their children).
    var depth: Int
    /// Absolute flow geometry: top-left, size, origin.
    var geometry: NodeGeometry
    /// Stacking (Core's `ZOrder`).
    var z = 0
    /// The ingest pass that last saw the node in a new list (`CanvasStore.ingestGeneration`).
    var stamp = 0
    /// Whether the node is selected (the store's selected ids follow these flags, see `SelectedIds`).
    var selected = false
    /// Where the node paints, `index` being its list index (kept in `RecordTable.positions`).
    func sortKey(at index: Int) -> StackingKey { StackingKey(z: z, layer: 1, index: index) }
}
