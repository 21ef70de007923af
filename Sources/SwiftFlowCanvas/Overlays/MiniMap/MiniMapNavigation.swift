import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's `XYMinimap` arithmetic: how a drag or a wheel over the map moves the canvas's viewport.
enum MiniMapNavigation {
    /// A wheel notch counts as a browser's 100-pixel wheel step, the delta React Flow's formula was tuned for.
    static let browserPixelsPerNotch: CGFloat = 100

    /// The viewport after the pointer moved by `delta` map points: the translation moves by
    /// `delta × viewScale × zoom` against the pointer, so the viewport rectangle follows it (with `inverse`,
    /// the graph follows it). React Flow's `max(zoom, log(zoom))` is always `zoom`.
    static func panned(_ viewport: Viewport, by delta: CGSize, viewScale: CGFloat, inverse: Bool) -> Viewport {
        let moveScale = viewScale * viewport.zoom * (inverse ? -1 : 1)
        return Viewport(x: viewport.x - delta.width * moveScale, y: viewport.y - delta.height * moveScale,
                        zoom: viewport.zoom)
    }

    /// The zoom after a wheel `deltaY` (points, positive scrolls down) where a notch is `notch` points:
    /// `zoom × 2^(−deltaY × 0.002 × zoomStep)` with `deltaY` in browser pixels, so one notch down
    /// multiplies the zoom by 2^(−0.2 × zoomStep).
    static func zoom(_ zoom: CGFloat, afterWheel deltaY: CGFloat, notch: CGFloat, zoomStep: CGFloat) -> CGFloat {
        guard notch > 0 else { return zoom }
        let pixels = deltaY / notch * browserPixelsPerNotch
        return zoom * pow(2, -pixels * 0.002 * zoomStep)
    }
}
