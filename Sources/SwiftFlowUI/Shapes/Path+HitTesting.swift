import Foundation
import SwiftFlowCore

extension Path {
    /// The path as polylines (one per subpath), curves flattened into `segments` pieces each.
    func polylines(segments: Int = 16) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                if current.isEmpty { current = [point] } else { current.append(point) }
            case .quadCurve(let end, let control):
                let start = current.last ?? end
                for step in 1...segments {
                    let t = CGFloat(step) / CGFloat(segments), u = 1 - t
                    current.append(CGPoint(
                        x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                        y: u * u * start.y + 2 * u * t * control.y + t * t * end.y
                    ))
                }
            case .curve(let end, let c1, let c2):
                let start = current.last ?? end
                for step in 1...segments {
                    let t = CGFloat(step) / CGFloat(segments), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(
                        x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                        y: a * start.y + b * c1.y + c * c2.y + d * end.y
                    ))
                }
            case .closeSubpath:
                let first = current.first
                finish(closed: true)
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        return result
    }

    /// Whether `point` is inside the filled path under `rule` (open subpaths count as closed).
    public func contains(_ point: CGPoint, rule: FillRule = .nonZero) -> Bool {
        var winding = 0
        var crossings = 0
        for polyline in polylines() {
            let points = polyline.points
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1; crossings += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return rule == .nonZero ? winding != 0 : crossings % 2 == 1
    }

    /// Whether `point` lies within `lineWidth / 2` of the path's outline.
    public func strokeContains(_ point: CGPoint, lineWidth: CGFloat) -> Bool {
        let limit = lineWidth / 2
        for polyline in polylines() {
            let points = polyline.points
            let count = polyline.closed ? points.count : points.count - 1
            for index in 0..<max(0, count) {
                let a = points[index], b = points[(index + 1) % points.count]
                if distance(from: point, toSegment: a, b) <= limit { return true }
            }
        }
        return false
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t: CGFloat = 0
        if lengthSquared > 0 { t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) }
        let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
        return (x * x + y * y).squareRoot()
    }
}
