import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The minimap's nodes, drawn into an offscreen layer at the map's scale and composited on every repaint,
/// so a viewport move inside the node bounds only repaints the mask over it.
///
/// When nodes change, only the pixels around their old and new rectangles are cleared and redrawn (the
/// store's `NodeChangeLog` says where). The map's scale changes while the viewport reaches past the node
/// bounds (the bounds are nodes ∪ viewport); within 5 % of the scale the layer was drawn at, it is drawn
/// scaled, and beyond that drawn again, so panning beside a large graph does not redraw every node each
/// frame. The whole layer is also drawn again when the nodes outgrow it, the paint or appearance changes, or
/// the log cannot say what changed.
@MainActor
final class MiniMapNodeLayer {
    /// What the whole layer depends on.
    private struct Key: Equatable {
        var source: ObjectIdentifier
        var paint: MiniMapNodePaint.Key
        var dark: Bool
        var deviceScale: CGFloat
    }

    /// Beyond this many changed rectangles one redraw of their union is cheaper than one each.
    private static let separateRegions = 32
    /// How far the map's scale may drift from the layer's before the layer is drawn again.
    private static let scaleTolerance: CGFloat = 1.05

    private var key: Key?
    private var layer: OffscreenLayer?
    /// The node log's sequence the pixels are up to date with.
    private var sequence = 0
    /// The flow rectangle the layer covers (its top-left at the layer's origin).
    private var flowRect = CGRect.null
    /// Layer points per flow unit.
    private var layerScale: CGFloat = 1
    /// How many times the whole layer was drawn, and how many partial updates it had (tests read them).
    private(set) var buildCount = 0
    private(set) var updateCount = 0

    /// Draws the nodes of `source` for a map at `origin` (window points) laid out as `layout`.
    func draw(in context: GraphicsContext, layout: MiniMapLayout, origin: CGPoint, nodeBounds: CGRect?,
              source: any MiniMapSource, paint: MiniMapNodePaint) {
        guard layout.isDrawable, let nodeBounds, !nodeBounds.isEmpty else { return }
        let t = context.transform
        let deviceScale = (t.a * t.a + t.b * t.b).squareRoot()
        guard deviceScale > 0, deviceScale.isFinite else { return }
        let newKey = Key(source: ObjectIdentifier(source), paint: paint.key, dark: context.isDarkMode,
                         deviceScale: deviceScale)
        let current = source.miniMapChangeSequence
        let drift = layout.scale / layerScale
        let scaleFits = drift <= Self.scaleTolerance && drift >= 1 / Self.scaleTolerance
        if newKey != key || layer == nil || !scaleFits || !flowRect.contains(nodeBounds) {
            build(for: context, layout: layout, origin: origin, nodeBounds: nodeBounds, source: source,
                  paint: paint, deviceScale: deviceScale)
            key = newKey
        } else if current != sequence, let layer {
            if let rects = source.miniMapChangedRects(after: sequence) {
                update(layer, rects: rects, source: source, paint: paint)
            } else {
                build(for: context, layout: layout, origin: origin, nodeBounds: nodeBounds, source: source,
                      paint: paint, deviceScale: deviceScale)
            }
        }
        sequence = current
        guard let layer else {
            // No pixels to keep (vector output): draw the nodes themselves.
            context.saveState()
            context.concatenate(layout.flowToMap.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
            source.drawMiniMapNodes(in: context, flowRect: nil, paint: paint, pixels: nil)
            context.restoreState()
            return
        }
        let mapped = layout.mapPoint(flowRect.origin)
        let topLeft = CGPoint(x: origin.x + mapped.x, y: origin.y + mapped.y)
        if layout.scale == layerScale {
            context.drawLayer(layer, in: CGRect(origin: Self.snapped(topLeft, to: deviceScale), size: layer.size))
        } else {
            let size = CGSize(width: flowRect.width * layout.scale, height: flowRect.height * layout.scale)
            context.drawLayer(layer, in: CGRect(origin: topLeft, size: size))
        }
    }

    /// Forgets the layer (the map left the window, or its canvas changed).
    func reset() {
        key = nil
        layer = nil
    }

    private func build(for context: GraphicsContext, layout: MiniMapLayout, origin: CGPoint, nodeBounds: CGRect,
                       source: any MiniMapSource, paint: MiniMapNodePaint, deviceScale: CGFloat) {
        buildCount += 1
        // The node bounds plus half a stroke and a pixel of antialiasing, on whole device pixels.
        let reach = paint.strokeWidth / 2 * layout.scale + 1
        let mapped = nodeBounds.applying(layout.flowToMap).offsetBy(dx: origin.x, dy: origin.y)
            .insetBy(dx: -reach, dy: -reach)
        let rect = Self.pixelAligned(mapped, deviceScale: deviceScale)
        guard let layer = context.makeLayer(size: rect.size) else {
            self.layer = nil
            return
        }
        self.layer = layer
        let flowOrigin = layout.flowPoint(CGPoint(x: rect.minX - origin.x, y: rect.minY - origin.y))
        flowRect = CGRect(origin: flowOrigin, size: CGSize(width: rect.width / layout.scale,
                                                           height: rect.height / layout.scale))
        layerScale = layout.scale
        let layerContext = layer.makeContext()
        layerContext.concatenate(flowToLayer)
        let pixels = CGRect(x: 0, y: 0, width: (layer.size.width * layer.scale).rounded(.up),
                            height: (layer.size.height * layer.scale).rounded(.up))
        source.drawMiniMapNodes(in: layerContext, flowRect: nil, paint: paint, pixels: pixels)
    }

    /// Clears and redraws the layer's pixels around each of `rects` (flow units).
    private func update(_ layer: OffscreenLayer, rects: [CGRect], source: any MiniMapSource,
                        paint: MiniMapNodePaint) {
        guard !rects.isEmpty else { return }
        updateCount += 1
        let regions = rects.count > Self.separateRegions ? [rects.reduce(CGRect.null) { $0.union($1) }] : rects
        let toLayer = flowToLayer
        let scale = layerScale
        let reach = paint.strokeWidth / 2 * scale + 1
        let bounds = CGRect(origin: .zero, size: layer.size)
        let context = layer.makeContext()
        for region in regions {
            let area = Self.pixelAligned(region.applying(toLayer).insetBy(dx: -reach, dy: -reach),
                                         deviceScale: layer.scale).intersection(bounds)
            guard !area.isNull, !area.isEmpty else { continue }
            layer.clear(area)
            context.saveState()
            context.clip(to: area)
            context.concatenate(toLayer)
            // Every node whose drawing reaches into the cleared pixels, strokes included.
            let flowArea = area.applying(toLayer.inverted()).insetBy(dx: -paint.strokeWidth, dy: -paint.strokeWidth)
            let pixels = area.applying(CGAffineTransform(scaleX: layer.scale, y: layer.scale))
            source.drawMiniMapNodes(in: context, flowRect: flowArea, paint: paint, pixels: pixels)
            context.restoreState()
        }
    }

    /// Flow units → layer points.
    private var flowToLayer: CGAffineTransform {
        CGAffineTransform(a: layerScale, b: 0, c: 0, d: layerScale, tx: -flowRect.minX * layerScale,
                          ty: -flowRect.minY * layerScale)
    }

    /// `rect` grown to whole device pixels.
    private static func pixelAligned(_ rect: CGRect, deviceScale: CGFloat) -> CGRect {
        let minX = (rect.minX * deviceScale).rounded(.down) / deviceScale
        let minY = (rect.minY * deviceScale).rounded(.down) / deviceScale
        let maxX = (rect.maxX * deviceScale).rounded(.up) / deviceScale
        let maxY = (rect.maxY * deviceScale).rounded(.up) / deviceScale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `point` on the nearest whole device pixel, so the layer's pixels land on the screen's unresampled.
    private static func snapped(_ point: CGPoint, to deviceScale: CGFloat) -> CGPoint {
        CGPoint(x: (point.x * deviceScale).rounded() / deviceScale, y: (point.y * deviceScale).rounded() / deviceScale)
    }
}
