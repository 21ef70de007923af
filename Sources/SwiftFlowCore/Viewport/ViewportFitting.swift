import Foundation

/// Framing a flow rectangle in a view, as React Flow's `getViewportForBounds` does.
extension Viewport {
    /// The viewport that centres `bounds` in a view of `viewSize`, leaving `padding` around it.
    ///
    /// `padding` is a fraction: on each axis React Flow reserves `floor((v − v / (1 + padding)) / 2)`
    /// screen points on both sides of a view of length `v`, so the zoom is
    /// `clamp(min((W − 2·padX) / bw, (H − 2·padY) / bh), minZoom, maxZoom)`, about `W / (bw × (1 + padding))`.
    /// The bounds' centre then goes to the view's centre. An empty bounds (a single point) zooms to `maxZoom`.
    /// Non-finite input, or a padding of −1 or less, falls back to zero padding and, if still unusable, `identity`.
    public static func fitting(
        _ bounds: CGRect,
        viewSize: CGSize,
        padding: CGFloat = 0.1,
        minZoom: CGFloat = Viewport.minZoom,
        maxZoom: CGFloat = Viewport.maxZoom
    ) -> Viewport {
        let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                      viewSize.width, viewSize.height]
        guard values.allSatisfy(\.isFinite) else { return .identity }
        let fraction = padding.isFinite && padding > -1 ? padding : 0
        let padX = floor((viewSize.width - viewSize.width / (1 + fraction)) * 0.5)
        let padY = floor((viewSize.height - viewSize.height / (1 + fraction)) * 0.5)

        let xZoom = (viewSize.width - 2 * padX) / bounds.size.width
        let yZoom = (viewSize.height - 2 * padY) / bounds.size.height
        let zoom = clampZoom(Swift.min(xZoom, yZoom), minZoom: minZoom, maxZoom: maxZoom)

        let centerX = bounds.origin.x + bounds.size.width / 2
        let centerY = bounds.origin.y + bounds.size.height / 2
        let x = viewSize.width / 2 - centerX * zoom
        let y = viewSize.height / 2 - centerY * zoom

        // React Flow measures the padding the centred view really leaves (floored) and shifts the view
        // only where a side got less than it asked for; with equal padding on both sides this cancels out.
        let left = floor(bounds.origin.x * zoom + x)
        let top = floor(bounds.origin.y * zoom + y)
        let right = floor(viewSize.width - ((bounds.origin.x + bounds.size.width) * zoom + x))
        let bottom = floor(viewSize.height - ((bounds.origin.y + bounds.size.height) * zoom + y))
        let offsetLeft = Swift.min(left - padX, 0)
        let offsetTop = Swift.min(top - padY, 0)
        let offsetRight = Swift.min(right - padX, 0)
        let offsetBottom = Swift.min(bottom - padY, 0)

        return Viewport(x: x - offsetLeft + offsetRight, y: y - offsetTop + offsetBottom, zoom: zoom)
    }

    /// `fitting(_:viewSize:padding:minZoom:maxZoom:)` with the padding and limits of `options`.
    public static func fitting(_ bounds: CGRect, viewSize: CGSize, options: FitViewOptions) -> Viewport {
        fitting(bounds, viewSize: viewSize, padding: options.padding,
                minZoom: options.minZoom, maxZoom: options.maxZoom)
    }
}
