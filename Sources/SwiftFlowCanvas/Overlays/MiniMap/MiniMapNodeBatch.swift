import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Draws minimap node rectangles in list order (React Flow's order), gathering runs of nodes with the same
/// fill and stroke into one path, so a graph drawn in one colour costs one fill however many nodes it has.
/// Drawing into pixels, nodes smaller than a pixel are gathered per pixel instead (`MiniMapCoverage`).
struct MiniMapNodeBatch {
    private let context: GraphicsContext
    /// User space (flow units) → device pixels.
    private let toDevice: CGAffineTransform
    private var specks: MiniMapCoverage?
    /// Flow units.
    private let radius: CGFloat
    /// Flow units; 0 when strokes are off.
    private let strokeWidth: CGFloat
    /// Corners smaller than half a device pixel are drawn square: nobody sees them, and plain rectangles
    /// take Cairo's fast path.
    private let roundsCorners: Bool
    private var path = Path()
    private var fill: Color?
    private var stroke: Color?

    /// Nodes drawn into `context`, whose transform maps flow units to the map; `pixels` is the device-pixel
    /// rectangle drawn into when that is pixels (an offscreen layer), nil for vector output.
    init(context: GraphicsContext, radius: CGFloat, strokeWidth: CGFloat, pixels: CGRect?) {
        self.context = context
        toDevice = context.transform
        self.radius = max(0, radius)
        self.strokeWidth = strokeWidth.isFinite ? max(0, strokeWidth) : 0
        let pixelsPerUnit = (toDevice.a * toDevice.a + toDevice.b * toDevice.b).squareRoot()
        roundsCorners = self.radius * pixelsPerUnit >= 0.5
        // Axis-aligned only: a rotated map has no pixel grid to gather on.
        specks = toDevice.b == 0 && toDevice.c == 0 ? pixels.flatMap(MiniMapCoverage.init(pixels:)) : nil
    }

    /// Adds one node's rectangle (flow units); a `stroke` that draws nothing is left out.
    mutating func add(_ rect: CGRect, fill newFill: Color, stroke newStroke: Color?) {
        let visibleStroke = strokeWidth > 0 && newStroke.map { !$0.isInvisible } == true ? newStroke : nil
        if newFill != fill || visibleStroke != stroke {
            flush()
            fill = newFill
            stroke = visibleStroke
        }
        if visibleStroke == nil, specks != nil {
            let device = rect.applying(toDevice)
            if device.width <= 1 && device.height <= 1 {
                specks?.add(device)
                return
            }
        }
        let r = min(radius, rect.width / 2, rect.height / 2)
        if roundsCorners && r > 0 {
            Self.appendRoundedRect(rect, radius: r, to: &path)
        } else {
            path.addRect(rect)
        }
    }

    /// Draws what was gathered.
    mutating func flush() {
        if let fill { specks?.draw(in: context, color: fill, toDevice: toDevice) }
        guard !path.isEmpty else { return }
        if let fill { context.fill(path, with: fill) }
        if let stroke { context.stroke(path, with: stroke, lineWidth: strokeWidth) }
        path = Path()
    }

    /// A rounded rectangle of four lines and four quarter-circle cubics (`Path.addRoundedRect` looks up the
    /// current point of the whole path per arc, which is quadratic over thousands of nodes).
    static func appendRoundedRect(_ rect: CGRect, radius r: CGFloat, to path: inout Path) {
        let k = r * 0.552_284_749_8
        let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        path.move(to: CGPoint(x: minX + r, y: minY))
        path.addLine(to: CGPoint(x: maxX - r, y: minY))
        path.addCurve(to: CGPoint(x: maxX, y: minY + r), control1: CGPoint(x: maxX - r + k, y: minY),
                      control2: CGPoint(x: maxX, y: minY + r - k))
        path.addLine(to: CGPoint(x: maxX, y: maxY - r))
        path.addCurve(to: CGPoint(x: maxX - r, y: maxY), control1: CGPoint(x: maxX, y: maxY - r + k),
                      control2: CGPoint(x: maxX - r + k, y: maxY))
        path.addLine(to: CGPoint(x: minX + r, y: maxY))
        path.addCurve(to: CGPoint(x: minX, y: maxY - r), control1: CGPoint(x: minX + r - k, y: maxY),
                      control2: CGPoint(x: minX, y: maxY - r + k))
        path.addLine(to: CGPoint(x: minX, y: minY + r))
        path.addCurve(to: CGPoint(x: minX + r, y: minY), control1: CGPoint(x: minX, y: minY + r - k),
                      control2: CGPoint(x: minX + r - k, y: minY))
        path.closeSubpath()
    }
}
