import Foundation

/// Conversions between screen and flow space, zooming and panning.
///
/// Screen points are in the canvas view's own coordinates (top-left of the view is 0, 0);
/// screen = flow × zoom + (x, y). Every function returns a new viewport and leaves `self` alone.
extension Viewport {
    /// How much one `zoomedIn` / `zoomedOut` step multiplies or divides the zoom (React Flow's 1.2).
    public static let zoomStep: CGFloat = 1.2

    /// Clamps `zoom` to `minZoom ... maxZoom` the way React Flow does (`min(max(zoom, lo), hi)`).
    ///
    /// A NaN zoom gives `minZoom`; when the limits are crossed (`minZoom > maxZoom`) `maxZoom` wins.
    public static func clampZoom(
        _ zoom: CGFloat, minZoom: CGFloat = Viewport.minZoom, maxZoom: CGFloat = Viewport.maxZoom
    ) -> CGFloat {
        guard !zoom.isNaN else { return Swift.min(minZoom, maxZoom) }
        return Swift.min(Swift.max(zoom, minZoom), maxZoom)
    }

    /// The screen point where the flow point `point` is drawn.
    public func flowToScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * zoom + x, y: point.y * zoom + y)
    }

    /// The flow point drawn at the screen point `point`. The zoom must be non-zero.
    public func screenToFlow(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - x) / zoom, y: (point.y - y) / zoom)
    }

    /// The screen rectangle covered by the flow rectangle `rect`.
    public func flowToScreen(_ rect: CGRect) -> CGRect {
        let origin = flowToScreen(rect.origin)
        return CGRect(x: origin.x, y: origin.y, width: rect.width * zoom, height: rect.height * zoom)
    }

    /// The flow rectangle shown in the screen rectangle `rect`. The zoom must be non-zero.
    public func screenToFlow(_ rect: CGRect) -> CGRect {
        let origin = screenToFlow(rect.origin)
        return CGRect(x: origin.x, y: origin.y, width: rect.width / zoom, height: rect.height / zoom)
    }

    /// This viewport with its zoom clamped to the limits and its translation to ±`FlowRange.maxTranslation`
    /// (beyond that no node in range can be on screen, and screen maths could overflow).
    public func clamped(minZoom: CGFloat = Viewport.minZoom, maxZoom: CGFloat = Viewport.maxZoom) -> Viewport {
        let limit = FlowRange.maxTranslation
        return Viewport(x: Swift.min(Swift.max(x, -limit), limit), y: Swift.min(Swift.max(y, -limit), limit),
                        zoom: Viewport.clampZoom(zoom, minZoom: minZoom, maxZoom: maxZoom))
    }

    /// Zooms to `newZoom` (clamped) so that the flow point under `screenPoint` stays under it.
    ///
    /// A non-finite `newZoom` or anchor leaves the viewport unchanged.
    public func zoomed(
        to newZoom: CGFloat,
        around screenPoint: CGPoint,
        minZoom: CGFloat = Viewport.minZoom,
        maxZoom: CGFloat = Viewport.maxZoom
    ) -> Viewport {
        guard newZoom.isFinite, screenPoint.x.isFinite, screenPoint.y.isFinite else { return self }
        let target = Viewport.clampZoom(newZoom, minZoom: minZoom, maxZoom: maxZoom)
        let anchor = screenToFlow(screenPoint)
        // Keep the anchor fixed: screenPoint = anchor × target + t'  ⇒  t' = screenPoint − anchor × target.
        return Viewport(x: screenPoint.x - anchor.x * target, y: screenPoint.y - anchor.y * target, zoom: target)
    }

    /// Multiplies the zoom by `factor` (then clamps) around `screenPoint`, keeping the flow point under it.
    public func zoomed(
        by factor: CGFloat,
        around screenPoint: CGPoint,
        minZoom: CGFloat = Viewport.minZoom,
        maxZoom: CGFloat = Viewport.maxZoom
    ) -> Viewport {
        zoomed(to: zoom * factor, around: screenPoint, minZoom: minZoom, maxZoom: maxZoom)
    }

    /// One zoom-in step (× 1.2) about the centre of a view of `viewSize`.
    public func zoomedIn(
        viewSize: CGSize, minZoom: CGFloat = Viewport.minZoom, maxZoom: CGFloat = Viewport.maxZoom
    ) -> Viewport {
        zoomed(by: Viewport.zoomStep, around: viewSize.center, minZoom: minZoom, maxZoom: maxZoom)
    }

    /// One zoom-out step (÷ 1.2) about the centre of a view of `viewSize`.
    public func zoomedOut(
        viewSize: CGSize, minZoom: CGFloat = Viewport.minZoom, maxZoom: CGFloat = Viewport.maxZoom
    ) -> Viewport {
        zoomed(by: 1 / Viewport.zoomStep, around: viewSize.center, minZoom: minZoom, maxZoom: maxZoom)
    }

    /// Moves the view by a screen-space delta: content follows the pointer, so the translation grows by it.
    public func panned(by screenDelta: CGSize) -> Viewport {
        guard screenDelta.width.isFinite, screenDelta.height.isFinite else { return self }
        return Viewport(x: x + screenDelta.width, y: y + screenDelta.height, zoom: zoom)
    }

    /// The viewport that shows flow point (`x`, `y`) at the centre of a view of `viewSize` at `zoom`.
    ///
    /// This is React Flow's `setCenter`; the zoom is clamped to the limits first.
    public static func centered(
        x: CGFloat,
        y: CGFloat,
        zoom: CGFloat,
        viewSize: CGSize,
        minZoom: CGFloat = Viewport.minZoom,
        maxZoom: CGFloat = Viewport.maxZoom
    ) -> Viewport {
        let target = clampZoom(zoom, minZoom: minZoom, maxZoom: maxZoom)
        return Viewport(x: viewSize.width / 2 - x * target, y: viewSize.height / 2 - y * target, zoom: target)
    }

    /// The flow rectangle visible in a view of `viewSize`.
    public func visibleFlowRect(viewSize: CGSize) -> CGRect {
        screenToFlow(CGRect(origin: .zero, size: viewSize))
    }
}

extension CGSize {
    /// The centre of a rectangle of this size placed at the origin.
    fileprivate var center: CGPoint { CGPoint(x: width / 2, y: height / 2) }
}
