import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Draws edge strokes, markers and labels (React Flow's BaseEdge, markers and EdgeText).
enum EdgeRenderer {
    static let labelFont = Font.system(size: 11)
    static let labelPadding = (horizontal: CGFloat(6), vertical: CGFloat(2))
    static let labelCornerRadius: CGFloat = 4

    /// The label's background box centred on `point`.
    static func labelBox(_ label: String, at point: CGPoint, measurer: TextMeasurer?) -> CGRect {
        let metrics = measurer?.measure(label, font: labelFont)
            ?? TextMetrics(width: CGFloat(label.count) * 0.6 * labelFont.size, ascent: 0.8 * labelFont.size,
                           descent: 0.2 * labelFont.size)
        let width = metrics.width + 2 * labelPadding.horizontal
        let height = metrics.lineHeight + 2 * labelPadding.vertical
        return CGRect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height)
    }

    static func drawLabel(_ label: String, at point: CGPoint, theme: SwiftFlowTheme, in context: GraphicsContext) {
        let metrics = context.textMeasurer.measure(label, font: labelFont)
        let box = labelBox(label, at: point, measurer: context.textMeasurer)
        context.fill(Path(roundedRect: box, cornerRadius: labelCornerRadius),
                     with: theme.edgeLabelBackgroundColor.opacity(0.9))
        let baseline = CGPoint(x: box.minX + labelPadding.horizontal,
                               y: box.minY + labelPadding.vertical + metrics.ascent)
        context.drawText(label, font: labelFont, color: theme.edgeLabelTextColor, at: baseline)
    }

    /// The end point of `path` and the direction it arrives from (`atStart`: the start point and the
    /// direction pointing away from the path), skipping zero-length pieces.
    static func endDirection(of path: Path, atStart: Bool) -> (point: CGPoint, angle: CGFloat)? {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points.append(contentsOf: [c, p])
            case .curve(let p, let c1, let c2): points.append(contentsOf: [c1, c2, p])
            case .closeSubpath: break
            }
        }
        if atStart { points.reverse() }
        guard let end = points.last else { return nil }
        for other in points.reversed().dropFirst() {
            let dx = end.x - other.x, dy = end.y - other.y
            if dx * dx + dy * dy > 1e-12 { return (end, atan2(dy, dx)) }
        }
        return nil
    }

    /// Draws `marker` with its tip at the path end, pointing along the path; sized in edge stroke units.
    static func drawMarker(_ marker: EdgeMarker, on path: Path, atStart: Bool, edgeStrokeWidth: CGFloat,
                           fallbackColor: Color, in context: GraphicsContext) {
        guard let (tip, angle) = endDirection(of: path, atStart: atStart) else { return }
        // The marker's view box is 20 units wide and is shown `width` edge-stroke widths wide.
        let scale = marker.width * edgeStrokeWidth / 20
        let transform = CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: tip.x, y: tip.y))
        var shape = Path()
        shape.move(to: CGPoint(x: -5, y: -4))
        shape.addLine(to: .zero)
        shape.addLine(to: CGPoint(x: -5, y: 4))
        let color = marker.color ?? fallbackColor
        let style = StrokeStyle(lineWidth: (marker.strokeWidth ?? 1) * scale, lineCap: .round, lineJoin: .round)
        if marker.type == .arrowClosed {
            shape.closeSubpath()
            let placed = shape.applying(transform)
            context.fill(placed, with: color)
            context.stroke(placed, with: color, style: style)
        } else {
            context.stroke(shape.applying(transform), with: color, style: style)
        }
    }
}
