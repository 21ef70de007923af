import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The minimap's nodes, drawn once into an offscreen layer at the map's scale and composited on every
/// repaint: a viewport move inside the node bounds only repaints the mask over it. The layer is rebuilt when
/// the nodes change (the store's node revision), the scale changes (the viewport left the node bounds, or the
/// canvas or map was resized), or the paint or appearance does.
@MainActor
final class MiniMapNodeLayer {
    private struct Key: Equatable {
        var source: ObjectIdentifier
        var revision: Int
        var scale: CGFloat
        var paint: MiniMapNodePaint.Key
        var dark: Bool
        var deviceScale: CGFloat
    }

    private var key: Key?
    private var layer: OffscreenLayer?
    /// The flow point at the layer's top-left corner.
    private var flowOrigin = CGPoint.zero
    /// How many times the layer was drawn from the nodes (tests read it to see the cache at work).
    private(set) var buildCount = 0

    /// Draws the nodes of `source` for a map at `origin` (window points) laid out as `layout`.
    func draw(in context: GraphicsContext, layout: MiniMapLayout, origin: CGPoint, nodeBounds: CGRect?,
              source: any MiniMapSource, paint: MiniMapNodePaint) {
        guard layout.isDrawable, let nodeBounds, !nodeBounds.isEmpty else { return }
        let t = context.transform
        let deviceScale = (t.a * t.a + t.b * t.b).squareRoot()
        guard deviceScale > 0, deviceScale.isFinite else { return }
        let newKey = Key(source: ObjectIdentifier(source), revision: source.miniMapNodeRevision, scale: layout.scale,
                         paint: paint.key, dark: context.isDarkMode, deviceScale: deviceScale)
        if newKey != key || layer == nil {
            build(for: context, layout: layout, origin: origin, nodeBounds: nodeBounds, source: source,
                  paint: paint, deviceScale: deviceScale)
            key = newKey
        }
        guard let layer else {
            // No pixels to keep (vector output): draw the nodes themselves.
            drawDirectly(in: context, layout: layout, origin: origin, source: source, paint: paint,
                         deviceScale: deviceScale)
            return
        }
        let mapped = layout.mapPoint(flowOrigin)
        context.drawLayer(layer, at: Self.snapped(CGPoint(x: origin.x + mapped.x, y: origin.y + mapped.y),
                                                  to: deviceScale))
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
        let minX = (mapped.minX * deviceScale).rounded(.down) / deviceScale
        let minY = (mapped.minY * deviceScale).rounded(.down) / deviceScale
        let maxX = (mapped.maxX * deviceScale).rounded(.up) / deviceScale
        let maxY = (mapped.maxY * deviceScale).rounded(.up) / deviceScale
        let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard let layer = context.makeLayer(size: rect.size) else {
            self.layer = nil
            return
        }
        self.layer = layer
        flowOrigin = layout.flowPoint(CGPoint(x: rect.minX - origin.x, y: rect.minY - origin.y))
        let layerContext = layer.makeContext()
        layerContext.concatenate(CGAffineTransform(a: layout.scale, b: 0, c: 0, d: layout.scale,
                                                   tx: -flowOrigin.x * layout.scale, ty: -flowOrigin.y * layout.scale))
        source.drawMiniMapNodes(in: layerContext, flowRect: nil, paint: paint,
                                pixelsPerUnit: layout.scale * deviceScale)
    }

    private func drawDirectly(in context: GraphicsContext, layout: MiniMapLayout, origin: CGPoint,
                              source: any MiniMapSource, paint: MiniMapNodePaint, deviceScale: CGFloat) {
        context.saveState()
        context.concatenate(layout.flowToMap.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
        source.drawMiniMapNodes(in: context, flowRect: nil, paint: paint, pixelsPerUnit: layout.scale * deviceScale)
        context.restoreState()
    }

    /// `point` on the nearest whole device pixel, so the layer's pixels land on the screen's unresampled.
    private static func snapped(_ point: CGPoint, to deviceScale: CGFloat) -> CGPoint {
        CGPoint(x: (point.x * deviceScale).rounded() / deviceScale, y: (point.y * deviceScale).rounded() / deviceScale)
    }
}
