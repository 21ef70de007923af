import Foundation
import SwiftFlowCore

extension SystemIcon {
    /// Draws the icon scaled from its 24 × 24 design space into `rect` in `color`.
    ///
    /// The stroke width scales with the icon (2 design units: 1⅓ points for a 16-point icon). A
    /// non-square `rect` keeps the icon square and centres it. Nothing is drawn into an empty rect.
    public func draw(in context: any GraphicsContext, rect: CGRect, color: Color) {
        let side = min(rect.width, rect.height)
        guard side > 0, side.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        let scale = side / Self.designSize
        context.saveState()
        context.translateBy(x: rect.midX - side / 2, y: rect.midY - side / 2)
        context.scaleBy(x: scale, y: scale)
        if !fills.isEmpty { context.fill(fills, with: color) }
        if !strokes.isEmpty {
            context.stroke(strokes, with: color,
                           style: StrokeStyle(lineWidth: Self.designLineWidth, lineCap: .round, lineJoin: .round))
        }
        context.restoreState()
    }
}
