import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The repeating background pattern, drawn in screen space so it follows the viewport.
struct BackgroundPattern {
    var variant: BackgroundVariant
    var gap: CGFloat
    var size: CGFloat
    var color: Color?

    /// React Flow's default pattern colours: dots #91919a (the theme's), lines #eee, cross #e2e2e2.
    func resolvedColor(theme: SwiftFlowTheme) -> Color {
        if let color { return color }
        switch variant {
        case .dots: return theme.backgroundPatternColor
        case .lines: return Color(light: Color(hex: "#eeeeee") ?? .gray, dark: theme.backgroundPatternColor)
        case .cross: return Color(light: Color(hex: "#e2e2e2") ?? .gray, dark: theme.backgroundPatternColor)
        }
    }

    /// Draws the pattern inside `rect`; `origin` is where flow (0, 0) maps at the identity viewport.
    func draw(in context: GraphicsContext, rect: CGRect, origin: CGPoint, viewport: Viewport, theme: SwiftFlowTheme) {
        let step = gap * viewport.zoom
        // Below a few points the pattern is a uniform haze; skip it rather than draw millions of shapes.
        guard step >= 4, step.isFinite, !rect.isEmpty else { return }
        let startX = origin.x + viewport.x, startY = origin.y + viewport.y
        let firstColumn = floor((rect.minX - startX) / step) - 1
        let firstRow = floor((rect.minY - startY) / step) - 1
        let columns = Int(ceil(rect.width / step)) + 3
        let rows = Int(ceil(rect.height / step)) + 3
        let color = resolvedColor(theme: theme)
        var path = Path()
        switch variant {
        case .dots:
            let radius = size * viewport.zoom / 2
            for row in 0..<rows {
                let y = startY + (firstRow + CGFloat(row)) * step
                for column in 0..<columns {
                    let x = startX + (firstColumn + CGFloat(column)) * step
                    path.addEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
                }
            }
            context.fill(path, with: color)
        case .lines:
            for column in 0..<columns {
                let x = startX + (firstColumn + CGFloat(column)) * step
                path.move(to: CGPoint(x: x, y: rect.minY))
                path.addLine(to: CGPoint(x: x, y: rect.maxY))
            }
            for row in 0..<rows {
                let y = startY + (firstRow + CGFloat(row)) * step
                path.move(to: CGPoint(x: rect.minX, y: y))
                path.addLine(to: CGPoint(x: rect.maxX, y: y))
            }
            context.stroke(path, with: color, lineWidth: size)
        case .cross:
            let arm = 6 * viewport.zoom / 2
            for row in 0..<rows {
                let y = startY + (firstRow + CGFloat(row)) * step
                for column in 0..<columns {
                    let x = startX + (firstColumn + CGFloat(column)) * step
                    path.move(to: CGPoint(x: x - arm, y: y))
                    path.addLine(to: CGPoint(x: x + arm, y: y))
                    path.move(to: CGPoint(x: x, y: y - arm))
                    path.addLine(to: CGPoint(x: x, y: y + arm))
                }
            }
            context.stroke(path, with: color, lineWidth: size)
        }
    }
}
