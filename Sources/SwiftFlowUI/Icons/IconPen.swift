import Foundation
import SwiftFlowCore

/// Collects the stroked and filled paths of one icon with small drawing helpers (24 × 24 space).
struct IconPen {
    var strokes = Path()
    var fills = Path()

    static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    mutating func line(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        strokes.move(to: CGPoint(x: x1, y: y1))
        strokes.addLine(to: CGPoint(x: x2, y: y2))
    }

    /// Straight segments through `points`; `closed` joins the last point back to the first.
    mutating func polyline(_ points: [CGPoint], closed: Bool = false) {
        strokes.addLines(points)
        if closed { strokes.closeSubpath() }
    }

    /// Segments through `points` with each corner rounded by up to `radius`.
    mutating func rounded(_ points: [CGPoint], radius: CGFloat, closed: Bool = false) {
        strokes.addPath(Self.roundedPath(points, radius: radius, closed: closed))
    }

    /// A path through `points` whose corners are replaced by quadratic curves of up to `radius`.
    static func roundedPath(_ points: [CGPoint], radius: CGFloat, closed: Bool) -> Path {
        var path = Path()
        let n = points.count
        guard n >= 2 else { return path }
        // Where the straight part stops before corner `i` (a) and resumes after it (b).
        func cornerPoints(_ i: Int) -> (a: CGPoint, b: CGPoint) {
            let p = points[i]
            let prev = points[(i - 1 + n) % n], next = points[(i + 1) % n]
            let inLength = hypot(p.x - prev.x, p.y - prev.y), outLength = hypot(next.x - p.x, next.y - p.y)
            guard inLength > 0, outLength > 0 else { return (p, p) }
            let r = min(radius, inLength / 2, outLength / 2)
            let a = CGPoint(x: p.x - (p.x - prev.x) / inLength * r, y: p.y - (p.y - prev.y) / inLength * r)
            let b = CGPoint(x: p.x + (next.x - p.x) / outLength * r, y: p.y + (next.y - p.y) / outLength * r)
            return (a, b)
        }
        if closed {
            path.move(to: cornerPoints(0).b)
            for i in Array(1..<n) + [0] {
                let (a, b) = cornerPoints(i)
                path.addLine(to: a)
                path.addQuadCurve(to: b, control: points[i])
            }
            path.closeSubpath()
        } else {
            path.move(to: points[0])
            for i in 1..<(n - 1) {
                let (a, b) = cornerPoints(i)
                path.addLine(to: a)
                path.addQuadCurve(to: b, control: points[i])
            }
            path.addLine(to: points[n - 1])
        }
        return path
    }

    mutating func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) {
        strokes.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    mutating func dot(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) {
        fills.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    mutating func roundedRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ r: CGFloat) {
        strokes.addRoundedRect(in: CGRect(x: x, y: y, width: width, height: height), cornerRadius: r)
    }

    /// Starts a new subpath at the arc's start, then adds the arc (angles in degrees, y down).
    mutating func arc(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from start: Double, to end: Double,
                      clockwise: Bool = false) {
        let radians = start * .pi / 180
        strokes.move(to: CGPoint(x: cx + r * cos(radians), y: cy + r * sin(radians)))
        strokes.addArc(center: CGPoint(x: cx, y: cy), radius: r, startAngle: .degrees(start),
                       endAngle: .degrees(end), clockwise: clockwise)
    }

    /// Continues the current subpath with an arc (a line joins the current point to the arc's start).
    mutating func continueArc(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from start: Double, to end: Double,
                              clockwise: Bool = false) {
        strokes.addArc(center: CGPoint(x: cx, y: cy), radius: r, startAngle: .degrees(start),
                       endAngle: .degrees(end), clockwise: clockwise)
    }

    /// Mirrors everything drawn so far left to right across the design space's centre line.
    mutating func mirrorHorizontally() {
        let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: SystemIcon.designSize, ty: 0)
        strokes = strokes.applying(flip)
        fills = fills.applying(flip)
    }

    /// Rotates everything drawn so far by `degrees` (clockwise on screen) about the design centre.
    mutating func rotate(degrees: Double) {
        let c = SystemIcon.designSize / 2
        let turn = CGAffineTransform(translationX: -c, y: -c)
            .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            .concatenating(CGAffineTransform(translationX: c, y: c))
        strokes = strokes.applying(turn)
        fills = fills.applying(turn)
    }

    /// Strokes `path` except where it passes within `distance` of the line through `a` and `b`, leaving
    /// a gap around a slash drawn along that line. Curves are flattened finely enough for icon sizes.
    mutating func addCut(_ path: Path, awayFrom a: CGPoint, _ b: CGPoint, distance: CGFloat) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 0 else { return strokes.addPath(path) }
        func isKept(_ q: CGPoint) -> Bool { abs((q.x - a.x) * dy - (q.y - a.y) * dx) / length >= distance }
        for polyline in Self.flatten(path) {
            var run: [CGPoint] = []
            for q in polyline {
                if isKept(q) {
                    run.append(q)
                } else {
                    if run.count > 1 { strokes.addLines(run) }
                    run = []
                }
            }
            if run.count > 1 { strokes.addLines(run) }
        }
    }

    /// Each subpath of `path` as points along it (a closed subpath ends back at its start).
    static func flatten(_ path: Path, steps: Int = 24) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in path.elements {
            let start = current.last ?? .zero
            switch element {
            case .move(let q):
                finish()
                current = [q]
            case .line(let q):
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps)
                    current.append(CGPoint(x: start.x + (q.x - start.x) * t, y: start.y + (q.y - start.y) * t))
                }
            case .quadCurve(let q, let c):
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * q.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * q.y))
                }
            case .curve(let q, let c1, let c2):
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: w0 * start.x + w1 * c1.x + w2 * c2.x + w3 * q.x,
                                           y: w0 * start.y + w1 * c1.y + w2 * c2.y + w3 * q.y))
                }
            case .closeSubpath:
                if let first = current.first {
                    current.append(first)
                    finish()
                    current = [first]
                }
            }
        }
        finish()
        return result
    }
}
