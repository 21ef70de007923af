import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the edges paint, for a fit that must show them whole (an exported image): React Flow fits nodes only,
/// so a bezier bulge, a smooth-step detour, a marker or a label reaching past the nodes was cut at the edge.
extension CanvasStore {
    /// The union of every drawn edge's painted area: its path (control points included, which bound the curve)
    /// widened by half its stroke or by its markers' length (12.5 stroke widths by default, React Flow's), and its
    /// label's box. The invisible interaction width is not painted, so it does not count. Null when no edge is
    /// drawn.
    func drawnEdgeBounds() -> CGRect {
        var bounds = CGRect.null
        var slot = edgeRecords.startIndex
        while slot != edgeRecords.endIndex {
            defer { slot = edgeRecords.index(after: slot) }
            let record = edgeRecords.values[slot]
            guard let route = record.route, !record.bounds.isNull else { continue }
            let edge = record.edge
            let strokeWidth = edge.style?.strokeWidth ?? theme.edgeWidth
            // A marker's box is its size in stroke widths, its tip at the path's end: it may reach back past a
            // short last segment by its whole length, so that length bounds it on every side.
            let markerUnits = [edge.markerStart, edge.markerEnd].compactMap { $0.map { max($0.width, $0.height) } }
            let reach = min(max(strokeWidth / 2, (markerUnits.max() ?? 0) * strokeWidth), FlowRange.maxSize)
            var painted = route.bounds.insetBy(dx: -reach, dy: -reach)
            if let label = edge.label, !label.isEmpty {
                painted = painted.union(EdgeRenderer.labelBox(label, at: route.path.labelPosition,
                                                              measurer: delegate?.textMeasurer))
            }
            if painted.hasFiniteEdges { bounds = bounds.union(painted) }
        }
        return bounds
    }
}
