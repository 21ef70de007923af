import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasElement {
    func renderScene(in context: GraphicsContext, dirty: CGRect) {
        let visible = frame.intersection(dirty)
        guard !visible.isNull, !visible.isEmpty else { return }
        context.saveState()
        context.clip(to: visible)
        if let variant = configuration.backgroundVariant {
            BackgroundPattern(variant: variant, gap: 20, size: 1, color: nil)
                .draw(in: context, rect: visible, origin: frame.origin, viewport: viewport, theme: theme)
        }
        let flowDirty = visible.applying(flowToWindow.inverted())
        if isLevelOfDetail {
            drawLevelOfDetail(in: context, visible: visible, flowDirty: flowDirty)
            context.concatenate(flowToWindow)
        } else {
            context.concatenate(flowToWindow)
            drawDetailed(in: context, flowDirty: flowDirty)
        }
        if let connection = activeConnection {
            if connectionLineContent != nil {
                for child in children where (child.key?.base as? CanvasChildKey) == .connectionLine {
                    child.render(in: context, dirty: flowDirty)
                }
            } else {
                context.stroke(connectionPath(connection), with: theme.connectionLineColor,
                               lineWidth: theme.edgeWidth)
            }
        }
        drawFocusRing(in: context)
        context.restoreState()
        drawScreenLayer(in: context, dirty: visible)
        if let selection = selectionRect {
            context.saveState()
            context.clip(to: visible)
            let box = selection.standardized.offsetBy(dx: frame.minX, dy: frame.minY)
            context.fill(Path(box), with: theme.selectionBoxFillColor)
            context.stroke(Path(box.insetBy(dx: 0.5, dy: 0.5)), with: theme.selectionBoxBorderColor, lineWidth: 1)
            context.restoreState()
        }
        if showsFocusRing {
            context.saveState()
            context.clip(to: visible)
            context.stroke(Path(frame.insetBy(dx: 1.5, dy: 1.5)), with: Theme.focusRing, lineWidth: 3)
            context.restoreState()
        }
    }

    /// Whether the canvas outlines itself: it has keyboard focus that came from the keyboard (Tab, F6), not a
    /// click, so a keyboard user sees where keys go; like other focus rings, only in the key window.
    var showsFocusRing: Bool {
        isFocused && (root?.isFocusVisible ?? false) && (root?.isKeyWindow ?? false)
    }

    /// The keyboard-focused node or edge (Tab / Shift+Tab), outlined in flow space.
    /// Drawn only while the canvas holds the window's focus, like a focus ring anywhere else.
    private func drawFocusRing(in context: GraphicsContext) {
        guard isFocused else { return }
        let width = 2 / max(viewport.zoom, 0.01)
        switch store.focusedElement {
        case .node(let id):
            guard let record = records[id], store.isIndexable(id) else { return }
            let ring = record.geometry.bounds.insetBy(dx: -3 * width, dy: -3 * width)
            context.stroke(Path(roundedRect: ring, cornerRadius: 3 * width), with: theme.selectionBoxBorderColor,
                           lineWidth: width)
        case .edge(let id):
            guard let path = edgeRecords[id]?.path?.path else { return }
            context.stroke(path, with: theme.selectionBoxBorderColor,
                           lineWidth: theme.edgeWidth + 3 * width)
        case nil:
            return
        }
    }

    /// Full detail: edges and node elements interleaved in z-order, only those under the dirty rectangle.
    private func drawDetailed(in context: GraphicsContext, flowDirty: CGRect) {
        // Each item keeps its record's slot, so drawing reads the record without hashing its id a second time
        // (nothing changes the tables while a frame is drawn).
        var items: [PaintItem] = []
        let edgeRecords = store.edgeRecords, records = store.records
        store.edgeIndex.forEachItem(intersecting: flowDirty) { id in
            if let slot = edgeRecords.index(forKey: id) {
                items.append(PaintItem(key: edgeRecords.values[slot].sortKey(at: edgeRecords.positions[slot]),
                                       slot: slot, isNode: false))
            }
        }
        // Nodes draw a little outside their boxes (outlines, handles; resize handles further when zoomed out).
        let reach = max(6, store.resizeControlMargin)
        store.nodeIndex.forEachItem(intersecting: flowDirty.insetBy(dx: -reach, dy: -reach)) { id in
            if let slot = records.index(forKey: id) {
                items.append(PaintItem(key: records.values[slot].sortKey(at: records.positions[slot]), slot: slot,
                                       isNode: true))
            }
        }
        items.sort(by: PaintItem.paintsBefore)
        // Neighbouring plain edges of one colour and width go into one path and one stroke: a stroke call has
        // a large fixed cost, and a full view holds hundreds of edges.
        var batch = Path()
        var batchStyle: (color: Color, width: CGFloat)?
        // Edges are thin curves: Cairo's cheaper antialiasing draws them the same for less (docs/benchmarks.md).
        let fast = context as? FastDrawing
        // The theme's edge look read once: `theme` copies the whole configuration (generic), per edge it cost more
        // than the rest of `plainStroke`.
        let look = PlainEdgeLook(theme)
        func flush() {
            // Thin strokes (1-point edges at zoom ≤ 1.5) go straight into the pixels when the context lends them.
            if let style = batchStyle, !batch.isEmpty,
               !ThinStrokeRaster.stroke(batch, with: style.color, width: style.width, in: context, area: flowDirty,
                                        mask: CoverageMask.shared) {
                fast?.setFastStrokes(true)
                context.stroke(batch, with: style.color, lineWidth: style.width)
                fast?.setFastStrokes(false)
            }
            batch = Path()
            batchStyle = nil
        }
        for item in items {
            if item.isNode {
                flush()
                if let host = hostsById[records.keys[item.slot]] {
                    host.render(in: context, dirty: flowDirty)
                } else {
                    drawPlainNode(records.values[item.slot], at: item.key.index, in: context)
                }
            } else if !edgeHostsById.isEmpty, let host = edgeHostsById[edgeRecords.keys[item.slot]] {
                flush()
                host.render(in: context, dirty: flowDirty)
            } else {
                let record = edgeRecords.values[item.slot]
                if let result = record.path, let style = plainStroke(record, look: look) {
                    if let current = batchStyle, current.color != style.color || current.width != style.width {
                        flush()
                    }
                    batchStyle = style
                    batch.addPath(result.path)
                } else {
                    flush()
                    fast?.setFastStrokes(true)
                    drawEdge(record, in: context)
                    fast?.setFastStrokes(false)
                }
            }
        }
        flush()
    }

    /// The colour and width of an edge drawn as nothing but a solid, opaque stroke (no dash, animation,
    /// markers, label or reconnection anchors); nil for any other edge.
    private func plainStroke(_ record: EdgeRecord<EdgeData>, look: PlainEdgeLook) -> (color: Color, width: CGFloat)? {
        // Fields are read through the record, not from a copy of its edge: the edge is generic here, and copying
        // it (strings, optionals, style) cost more than the rest of the test.
        // The record, not `reconnectableEdgeIds`: that set is rebuilt lazily after select all.
        guard !record.edge.animated, record.edge.markerStart == nil, record.edge.markerEnd == nil,
              record.edge.label?.isEmpty ?? true,
              // Only a selected edge can show anchors: the generic store's check (metadata look-ups) only then.
              !(record.edge.selected && CanvasStore<NodeData, EdgeData>.showsAnchors(record)) else {
            return nil
        }
        let style = record.edge.style
        if let style {
            guard (style.opacity ?? 1) >= 1, style.dash?.isEmpty ?? true else { return nil }
        }
        let color = record.edge.selected ? look.selectedColor : (style?.stroke ?? look.color)
        return (color, style?.strokeWidth ?? look.width)
    }

    /// Draws the node at list index `index` without a view.
    private func drawPlainNode(_ record: NodeRecord, at index: Int, in context: GraphicsContext) {
        guard index < nodes.count else { return }
        let node = nodes[index]
        let radius = node.style?.borderRadius ?? theme.nodeCornerRadius
        let box = Path(roundedRect: record.geometry.bounds, cornerRadius: radius)
        context.fill(box, with: node.style?.background ?? theme.nodeBackgroundColor)
        context.stroke(box, with: node.style?.borderColor ?? theme.nodeBorderColor, lineWidth: theme.nodeBorderWidth)
        if node.selected && theme.nodeSelectedBorderWidth > 0 {
            let width = theme.nodeSelectedBorderWidth
            context.stroke(Path(roundedRect: record.geometry.bounds.insetBy(dx: width / 2, dy: width / 2),
                                cornerRadius: node.style?.borderRadius ?? theme.nodeCornerRadius),
                           with: theme.nodeSelectedBorderColor, lineWidth: width)
        }
    }

    func edgeColor(_ edge: Edge<EdgeData>) -> Color {
        edge.selected ? theme.edgeSelectedColor : (edge.style?.stroke ?? theme.edgeColor)
    }

    func drawEdge(_ record: EdgeRecord<EdgeData>, in context: GraphicsContext) {
        guard let result = record.path else { return }
        let edge = record.edge
        let width = edge.style?.strokeWidth ?? theme.edgeWidth
        let opacity = edge.style?.opacity ?? 1
        let color = edgeColor(edge)
        if opacity < 1 { context.beginLayer(opacity: max(0, opacity)) }
        var style = StrokeStyle(lineWidth: width)
        if edge.animated {
            style.dash = [5, 5]
            style.dashPhase = dashPhase
        } else if let dash = edge.style?.dash {
            style.dash = dash
        }
        context.stroke(result.path, with: color, style: style)
        let markerColor = edge.style?.stroke ?? theme.edgeColor
        if let marker = edge.markerEnd {
            EdgeRenderer.drawMarker(marker, on: result.path, atStart: false, edgeStrokeWidth: width,
                                    fallbackColor: markerColor, in: context)
        }
        if let marker = edge.markerStart {
            EdgeRenderer.drawMarker(marker, on: result.path, atStart: true, edgeStrokeWidth: width,
                                    fallbackColor: markerColor, in: context)
        }
        if let label = edge.label, !label.isEmpty {
            EdgeRenderer.drawLabel(label, at: result.labelPosition, theme: theme, in: context)
        }
        if opacity < 1 { context.endLayer() }
        if store.showsReconnectAnchors, CanvasStore<NodeData, EdgeData>.showsAnchors(record) {
            drawReconnectAnchors(of: result, in: context)
        }
    }

    /// The dots at both ends of a selected reconnectable edge, showing where to grab it to move an end.
    private func drawReconnectAnchors(of result: EdgePathResult, in context: GraphicsContext) {
        let radius = CanvasStore<NodeData, EdgeData>.reconnectAnchorRadius
        for point in [result.sourcePoint, result.targetPoint] {
            let dot = Path(ellipseIn: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius,
                                             height: 2 * radius))
            context.fill(dot, with: theme.handleBorderColor)
            context.stroke(dot, with: theme.nodeSelectedBorderColor, lineWidth: 1.5)
        }
    }
}

/// The theme's look of a plain edge, read once a frame.
private struct PlainEdgeLook {
    let color: Color, selectedColor: Color, width: CGFloat

    init(_ theme: SwiftFlowTheme) {
        color = theme.edgeColor
        selectedColor = theme.edgeSelectedColor
        width = theme.edgeWidth
    }
}

/// One node or edge under the dirty rectangle, by its record's slot, in paint order once sorted.
private struct PaintItem {
    let key: StackingKey
    let slot: Int
    let isNode: Bool

    /// The sort's order, outside the main actor: a closure written in the (main-actor) canvas checks its
    /// executor on every call, ~2,000 times a full frame.
    static func paintsBefore(_ a: PaintItem, _ b: PaintItem) -> Bool { a.key < b.key }
}
