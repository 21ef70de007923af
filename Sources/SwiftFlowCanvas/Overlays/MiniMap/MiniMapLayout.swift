import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What a minimap frames and how flow coordinates map to its points, as React Flow's MiniMap computes its
/// SVG `viewBox`: the bounds are the visible nodes ∪ the viewport rectangle, scaled to fit with an offset of
/// `offsetScale` map points around them, and the view box is fitted into the map as SVG's default
/// `preserveAspectRatio` (xMidYMid meet) does.
struct MiniMapLayout: Equatable {
    /// The flow rectangle the canvas shows.
    let viewRect: CGRect
    /// The flow rectangle the map must show: nodes ∪ `viewRect`.
    let bounds: CGRect
    /// React Flow's `viewScale`: flow units per map point along the tighter axis, before the offset.
    let viewScale: CGFloat
    /// The margin around the bounds in flow units (`offsetScale × viewScale`).
    let offset: CGFloat
    /// The SVG view box, in flow units.
    let viewBox: CGRect
    /// Map points per flow unit.
    let scale: CGFloat
    /// Where flow (0, 0) lands, in map points.
    let translation: CGPoint
    /// The map's size in points.
    let size: CGSize

    /// `nodeBounds` is nil when the canvas has no nodes (the bounds are then the viewport's).
    init(nodeBounds: CGRect?, viewport: Viewport, viewSize: CGSize, size: CGSize, offsetScale: CGFloat) {
        let zoom = viewport.zoom > 0 && viewport.zoom.isFinite ? viewport.zoom : 1
        let viewRect = CGRect(x: -viewport.x / zoom, y: -viewport.y / zoom,
                              width: viewSize.width / zoom, height: viewSize.height / zoom)
        self.viewRect = viewRect
        let bounds = nodeBounds.map { $0.union(viewRect) } ?? viewRect
        self.bounds = bounds
        self.size = size
        let scaledWidth = size.width > 0 ? bounds.width / size.width : 0
        let scaledHeight = size.height > 0 ? bounds.height / size.height : 0
        let viewScale = max(scaledWidth, scaledHeight)
        self.viewScale = viewScale
        let viewWidth = viewScale * size.width, viewHeight = viewScale * size.height
        let offset = offsetScale * viewScale
        self.offset = offset
        let viewBox = CGRect(x: bounds.minX - (viewWidth - bounds.width) / 2 - offset,
                             y: bounds.minY - (viewHeight - bounds.height) / 2 - offset,
                             width: viewWidth + offset * 2, height: viewHeight + offset * 2)
        self.viewBox = viewBox
        let scale: CGFloat
        if viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite {
            scale = min(size.width / viewBox.width, size.height / viewBox.height)
        } else {
            scale = 0
        }
        self.scale = scale
        translation = CGPoint(x: (size.width - viewBox.width * scale) / 2 - viewBox.minX * scale,
                              y: (size.height - viewBox.height * scale) / 2 - viewBox.minY * scale)
    }

    /// Whether there is anything to draw (a laid-out canvas).
    var isDrawable: Bool { scale > 0 && scale.isFinite }

    /// Flow coordinates → map points (from the map's top-left).
    var flowToMap: CGAffineTransform {
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translation.x, ty: translation.y)
    }

    /// The map point where `flowPoint` is drawn.
    func mapPoint(_ flowPoint: CGPoint) -> CGPoint {
        CGPoint(x: flowPoint.x * scale + translation.x, y: flowPoint.y * scale + translation.y)
    }

    /// The flow point drawn at `mapPoint` (what React Flow's `onClick` reports).
    func flowPoint(_ mapPoint: CGPoint) -> CGPoint {
        guard isDrawable else { return .zero }
        return CGPoint(x: (mapPoint.x - translation.x) / scale, y: (mapPoint.y - translation.y) / scale)
    }

    /// React Flow's mask, in flow units: a rectangle past the view box on every side with the viewport
    /// rectangle cut out (fill it even-odd).
    var maskPath: Path {
        var path = Path()
        path.addRect(viewBox.insetBy(dx: -offset, dy: -offset))
        path.addRect(viewRect)
        return path
    }

    /// The viewport rectangle in map points, grown about its centre to at least `minimumSide` on each side and
    /// kept inside the map, for the outline that marks it.
    func viewportMarker(minimumSide: CGFloat) -> CGRect {
        let topLeft = mapPoint(viewRect.origin)
        var rect = CGRect(x: topLeft.x, y: topLeft.y, width: viewRect.width * scale, height: viewRect.height * scale)
        rect = rect.insetBy(dx: min(0, (rect.width - minimumSide) / 2), dy: min(0, (rect.height - minimumSide) / 2))
        return rect.intersection(CGRect(origin: .zero, size: size))
    }
}
