import Foundation

/// A renderer-independent 2-D path made of moves, lines, quadratic and cubic curves and closes.
///
/// Edge path functions return one; SwiftFlowUI draws it as a shape; SwiftFlowCairo replays it.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Makes room for `count` elements at once (a path built element by element otherwise grows its storage
    /// several times).
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }

    /// Builds a path with a closure, as SwiftUI's `Path { path in … }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point drawn to, if any.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r,
               startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r,
               startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r,
               startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r,
               startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let rx = rect.width / 2, ry = rect.height / 2
        // Build a unit circle from cubic arcs, then scale it to the ellipse.
        var circle = Path()
        circle.move(to: CGPoint(x: 1, y: 0))
        circle.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        circle.closeSubpath()
        for element in circle.elements {
            elements.append(element.mapPoints { CGPoint(x: center.x + $0.x * rx, y: center.y + $0.y * ry) })
        }
    }

    /// Adds a circular arc, approximated by cubic curves (at most 90° each).
    ///
    /// Angles are measured in the y-down coordinate system of the screen, so positive angles turn
    /// clockwise on screen; `clockwise: false` sweeps from start to end through increasing angles
    /// (SwiftUI's flipped-coordinates convention). A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle))
            let p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p3), control1: place(c1), control2: place(c2))
            angle = next
        }
    }

    public mutating func addPath(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(elements: elements.map { $0.mapPoints { $0.applying(transform) } })
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (cheap and never too small; `CGRect.null` for an empty path).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for element in elements {
            element.forEachPoint { p in
                minX = min(minX, p.x); minY = min(minY, p.y)
                maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path.Element {
    /// The element with each of its points (end and control points) mapped.
    public func mapPoints(_ f: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let p): .move(to: f(p))
        case .line(let p): .line(to: f(p))
        case .quadCurve(let p, let c): .quadCurve(to: f(p), control: f(c))
        case .curve(let p, let c1, let c2): .curve(to: f(p), control1: f(c1), control2: f(c2))
        case .closeSubpath: .closeSubpath
        }
    }

    /// Calls `body` with each of the element's points (end and control points).
    public func forEachPoint(_ body: (CGPoint) -> Void) {
        switch self {
        case .move(let p), .line(let p): body(p)
        case .quadCurve(let p, let c): body(c); body(p)
        case .curve(let p, let c1, let c2): body(c1); body(c2); body(p)
        case .closeSubpath: break
        }
    }
}
