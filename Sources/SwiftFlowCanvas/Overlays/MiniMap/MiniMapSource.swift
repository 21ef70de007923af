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
    /// Advances whenever a node's box, look or visibility may have changed (the store's `NodeChangeLog`).
    var miniMapChangeSequence: Int { get }
    /// The flow rectangles where nodes changed after `sequence`; nil when every node may have changed.
    func miniMapChangedRects(after sequence: Int) -> [CGRect]?
    /// How many points of `deltaY` one wheel notch scrolls.
    var miniMapWheelNotch: CGFloat { get }
    /// The union of the visible nodes' rectangles (React Flow's `getInternalNodesBounds` without hidden
    /// nodes, unmeasured ones counting as points); `nil` when the canvas has no nodes. O(N): cache it.
    func miniMapNodeBounds() -> CGRect?
    /// Draws the visible, measured nodes touching `flowRect` (every one when nil) in list order into
    /// `context`, whose transform maps flow units to the map; `pixels` is the device-pixel rectangle drawn
    /// into when that is pixels (an offscreen layer), nil for vector output.
    func drawMiniMapNodes(in context: GraphicsContext, flowRect: CGRect?, paint: MiniMapNodePaint, pixels: CGRect?)
    /// The visible, measured node drawn on top (last in list order) at `flowPoint`.
    func miniMapNode(at flowPoint: CGPoint) -> MiniMapNodeHit?
}

extension CanvasElement: MiniMapSource {
    var miniMapChangeSequence: Int { store.nodeChanges.sequence }

    func miniMapChangedRects(after sequence: Int) -> [CGRect]? { store.nodeChanges.rects(after: sequence) }

    var miniMapWheelNotch: CGFloat { interaction.wheelNotch }

    func miniMapNodeBounds() -> CGRect? {
        guard !store.records.isEmpty else { return nil }
        // The spatial index holds exactly the visible, measured nodes; visible nodes without a size yet count
        // as the point at their position.
        var bounds = store.nodeIndex.bounds
        for id in store.unmeasured {
            if let record = store.records[id] { bounds = bounds.union(record.geometry.bounds) }
        }
        // React Flow's bounds of no visible node are the empty rectangle at the origin.
        return bounds.isNull ? .zero : bounds
    }

    func drawMiniMapNodes(in context: GraphicsContext, flowRect: CGRect?, paint: MiniMapNodePaint,
                          pixels: CGRect?) {
        let fill = paint.fill.typed(for: NodeData.self)
        let stroke = paint.stroke.typed(for: NodeData.self)
        let strokes = paint.strokeWidth > 0
        var batch = MiniMapNodeBatch(context: context, radius: paint.borderRadius, strokeWidth: paint.strokeWidth,
                                     pixels: pixels)
        // Nodes are read in place: this code is not specialized for the app's node data, and copying a
        // generic node costs more than drawing it.
        store.nodes.withUnsafeBufferPointer { nodes in
            // The node is touched only where a colour depends on it: reading a generic node is the costly part.
            func add(_ index: Int, _ bounds: CGRect) {
                guard bounds.width > 0, bounds.height > 0 else { return }
                let color: Color
                switch fill {
                case .standard: color = nodes[index].style?.background ?? paint.defaultFill
                case .constant(let constant): color = constant
                case .perNode(let function): color = function(nodes[index])
                }
                var outline: Color?
                if strokes {
                    switch stroke {
                    case .standard: outline = nil
                    case .constant(let constant): outline = constant
                    case .perNode(let function): outline = function(nodes[index])
                    }
                }
                batch.add(bounds, fill: color, stroke: outline)
            }
            if let flowRect {
                // A few nodes (a changed spot): found in the spatial index, put in list order.
                var found: [(index: Int, bounds: CGRect)] = []
                store.nodeIndex.forEachItem(intersecting: flowRect) { id in
                    guard case let (record, index)? = store.records.entry(id), index < nodes.count else { return }
                    found.append((index, record.geometry.bounds))
                }
                found.sort { $0.index < $1.index }
                for item in found { add(item.index, item.bounds) }
            } else {
                // Every node: placed by list index while walking the records (no hashing), so React Flow's
                // list order comes without a sort. `hidden` is read at its byte offset: a generic access per
                // node would cost more than the rest of the pass.
                var slots = [CGRect](repeating: .null, count: nodes.count)
                let stride = MemoryLayout<Node<NodeData>>.stride
                guard let hidden = MemoryLayout<Node<NodeData>>.offset(of: \Node<NodeData>.hidden),
                      let base = nodes.baseAddress.map(UnsafeRawPointer.init) else { return }
                for (_, record, index) in store.records where index < nodes.count && record.geometry.isMeasured
                    && !base.load(fromByteOffset: index * stride + hidden, as: Bool.self) {
                    slots[index] = record.geometry.bounds
                }
                for index in slots.indices where !slots[index].isNull { add(index, slots[index]) }
            }
        }
        batch.flush()
    }

    func miniMapNode(at flowPoint: CGPoint) -> MiniMapNodeHit? {
        let probe = CGRect(x: flowPoint.x, y: flowPoint.y, width: 0, height: 0)
        var best: (index: Int, record: NodeRecord)?
        store.nodeIndex.forEachItem(intersecting: probe) { id in
            guard case let (record, index)? = store.records.entry(id), record.geometry.bounds.contains(flowPoint),
                  index > (best?.index ?? -1) else { return }
            best = (index, record)
        }
        guard let best, best.index < nodes.count else { return nil }
        let node = nodes[best.index]
        let summary = NodeSummary(id: node.id, bounds: best.record.geometry.bounds, type: node.type,
                                  selected: node.selected, hidden: node.hidden, style: node.style)
        return MiniMapNodeHit(summary: summary, node: node)
    }
}
