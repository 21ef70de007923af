import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Maps flow-space shapes to the screen for the low-detail layer: curves flattened into a few segments,
/// rectangles snapped to whole points.
struct ScreenPolyline {
    let zoom: CGFloat
    let offset: CGPoint

    func screen(_ p: CGPoint) -> CGPoint {
        CGPoint(x: p.x * zoom + offset.x, y: p.y * zoom + offset.y)
    }

    /// Appends `path`, mapped to the screen, to `output`; curves get one segment per ~8 screen points.
    func append<Sink: PolylineSink>(_ path: Path, to output: inout Sink, segmentLength: CGFloat = 8) {
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = screen(p)
                start = current
                output.move(to: current)
            case .line(let p):
                current = screen(p)
                output.addLine(to: current)
            case .quadCurve(let p, let c):
                let end = screen(p), control = screen(c)
                let count = segments(current, end, segmentLength)
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    output.addLine(to: CGPoint(x: u * u * current.x + 2 * u * t * control.x + t * t * end.x,
                                               y: u * u * current.y + 2 * u * t * control.y + t * t * end.y))
                }
                current = end
            case .curve(let p, let c1, let c2):
                let end = screen(p), a = screen(c1), b = screen(c2)
                let count = segments(current, end, segmentLength)
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    output.addLine(to: CGPoint(x: w0 * current.x + w1 * a.x + w2 * b.x + w3 * end.x,
                                               y: w0 * current.y + w1 * a.y + w2 * b.y + w3 * end.y))
                }
                current = end
            case .closeSubpath:
                output.addLine(to: start)
                current = start
            }
        }
    }

    private func segments(_ a: CGPoint, _ b: CGPoint, _ segmentLength: CGFloat) -> Int {
        let length = abs(b.x - a.x) + abs(b.y - a.y)
        guard length.isFinite, segmentLength > 0 else { return 1 }
        return min(8, max(1, Int(length / segmentLength)))
    }

    /// The rectangle snapped outwards to whole device points (at least one point on each axis).
    func snapped(_ rect: CGRect) -> CGRect {
        let edges = snappedEdges(rect)
        return CGRect(x: edges.minX, y: edges.minY, width: edges.maxX - edges.minX, height: edges.maxY - edges.minY)
    }

    /// `snapped(rect)`'s edges, without making a rectangle (the low-detail layer snaps every box on screen).
    @inline(__always)
    func snappedEdges(_ rect: CGRect) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        let x0 = Self.nearest(rect.minX * zoom + offset.x), y0 = Self.nearest(rect.minY * zoom + offset.y)
        var x1 = Self.nearest(rect.maxX * zoom + offset.x), y1 = Self.nearest(rect.maxY * zoom + offset.y)
        if x1 <= x0 { x1 = x0 + 1 }
        if y1 <= y0 { y1 = y0 + 1 }
        return (x0, y0, x1, y1)
    }

    /// `value` rounded to the nearest whole number, halves away from zero (as `rounded()`), without a libm
    /// call: the low-detail layer snaps four coordinates of every box on screen each frame.
    @inline(__always)
    static func nearest(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, abs(value) < 1e15 else { return value.rounded() }
        let whole = Int(value)
        let rest = value - CGFloat(whole)
        return CGFloat(rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole)
    }
}
