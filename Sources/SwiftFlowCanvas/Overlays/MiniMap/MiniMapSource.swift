import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The node under a minimap click: its summary, and the node itself (a `Node<NodeData>` of the canvas).
struct MiniMapNodeHit {
    var summary: NodeSummary
    var node: Any
}

/// What a minimap needs from its canvas beyond `CanvasControlling`; `CanvasElement` provides it from its store.
@MainActor
protocol MiniMapSource: CanvasControlling {
    /// Changes whenever a node's box, style, selection or visibility may have changed.
    var miniMapNodeRevision: Int { get }
    /// The canvas's accessibility labels.
    var miniMapAccessibility: AccessibilityConfig { get }
    /// How many points of `deltaY` one wheel notch scrolls.
    var miniMapWheelNotch: CGFloat { get }
    /// The union of the visible nodes' rectangles (React Flow's `getInternalNodesBounds` without hidden
    /// nodes, unmeasured ones counting as points); `nil` when the canvas has no nodes. O(N): cache it on
    /// `miniMapNodeRevision`.
    func miniMapNodeBounds() -> CGRect?
    /// Draws the visible, measured nodes touching `flowRect` (every one when nil) in list order into
    /// `context`, whose transform maps flow units to the map at `pixelsPerUnit` device pixels per unit.
    func drawMiniMapNodes(in context: GraphicsContext, flowRect: CGRect?, paint: MiniMapNodePaint,
                          pixelsPerUnit: CGFloat)
    /// The visible, measured node drawn on top (last in list order) at `flowPoint`.
    func miniMapNode(at flowPoint: CGPoint) -> MiniMapNodeHit?
}

extension CanvasElement: MiniMapSource {
    var miniMapNodeRevision: Int { store.nodeRevision }

    var miniMapAccessibility: AccessibilityConfig { configuration.accessibilityConfig }

    var miniMapWheelNotch: CGFloat { interaction.wheelNotch }

    func miniMapNodeBounds() -> CGRect? {
        guard !store.records.isEmpty else { return nil }
        var bounds = CGRect.null
        let nodes = store.nodes
        for record in store.records.values where record.index < nodes.count && !nodes[record.index].hidden {
            bounds = bounds.union(record.geometry.bounds)
        }
        // React Flow's bounds of no visible node are the empty rectangle at the origin.
        return bounds.isNull ? .zero : bounds
    }

    func drawMiniMapNodes(in context: GraphicsContext, flowRect: CGRect?, paint: MiniMapNodePaint,
                          pixelsPerUnit: CGFloat) {
        let nodes = store.nodes
        // Node rectangles by list index: walking the records (no hashing) and then the slots keeps
        // React Flow's list order without a sort.
        var slots = [CGRect?](repeating: nil, count: nodes.count)
        if let flowRect {
            store.nodeIndex.forEachItem(intersecting: flowRect) { id in
                guard let record = store.records[id], record.index < nodes.count else { return }
                slots[record.index] = record.geometry.bounds
            }
        } else {
            for record in store.records.values where record.index < nodes.count && record.geometry.isMeasured
                && !nodes[record.index].hidden {
                slots[record.index] = record.geometry.bounds
            }
        }
        let fill = paint.fill.typed(for: NodeData.self)
        let stroke = paint.stroke.typed(for: NodeData.self)
        let strokes = paint.strokeWidth > 0
        var batch = MiniMapNodeBatch(context: context, radius: paint.borderRadius, strokeWidth: paint.strokeWidth,
                                     pixelsPerUnit: pixelsPerUnit)
        for index in slots.indices {
            guard let bounds = slots[index], bounds.width > 0, bounds.height > 0 else { continue }
            let node = nodes[index]
            let color = fill.color(for: node) ?? node.style?.background ?? paint.defaultFill
            batch.add(bounds, fill: color, stroke: strokes ? stroke.color(for: node) : nil)
        }
        batch.flush()
    }

    func miniMapNode(at flowPoint: CGPoint) -> MiniMapNodeHit? {
        let probe = CGRect(x: flowPoint.x, y: flowPoint.y, width: 0, height: 0)
        var best: (index: Int, record: NodeRecord)?
        store.nodeIndex.forEachItem(intersecting: probe) { id in
            guard let record = store.records[id], record.geometry.bounds.contains(flowPoint),
                  record.index > (best?.index ?? -1) else { return }
            best = (record.index, record)
        }
        guard let best, best.index < nodes.count else { return nil }
        let node = nodes[best.index]
        let summary = NodeSummary(id: node.id, bounds: best.record.geometry.bounds, type: node.type,
                                  selected: node.selected, hidden: node.hidden, style: node.style)
        return MiniMapNodeHit(summary: summary, node: node)
    }
}
