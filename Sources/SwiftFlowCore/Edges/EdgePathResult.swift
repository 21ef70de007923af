import Foundation

/// What an edge path function returns: the path to draw, React Flow's SVG text for it, and where a label goes.
///
/// The fields mirror the tuple React Flow's path functions return (`[path, labelX, labelY, offsetX, offsetY]`)
/// plus the two endpoints. `path` holds exactly the segments of `svgPath`, so drawing `path` draws what
/// React Flow's `<path d=…>` draws.
public struct EdgePathResult: Hashable, Sendable {
    /// How React Flow writes a kind of path as SVG text (each path function has its own template).
    enum SVGStyle: Hashable, Sendable {
        /// `M0,0 C75,0 75,100 150,100` (bezier and simple bezier).
        case bezier
        /// `M 0,0L 150,100`.
        case straight
        /// `M0 0L 15,0Q 20,0 20,5L20 100` (smooth step and step).
        case step
    }

    /// The edge's path from `sourcePoint` to `targetPoint`, in flow coordinates.
    public let path: Path
    /// Where React Flow centres the edge label (its `labelX`, `labelY`).
    public let labelPosition: CGPoint
    /// React Flow's `offsetX` / `offsetY` (as width / height), non-negative: for beziers the distance from the
    /// source to the label per axis; for straight and step edges half the source–target span per axis.
    public let labelOffset: CGSize
    /// The point the path starts at (the source handle).
    public let sourcePoint: CGPoint
    /// The point the path ends at (the target handle).
    public let targetPoint: CGPoint
    let svgStyle: SVGStyle

    init(
        path: Path,
        labelPosition: CGPoint,
        labelOffset: CGSize,
        sourcePoint: CGPoint,
        targetPoint: CGPoint,
        svgStyle: SVGStyle
    ) {
        self.path = path
        self.labelPosition = labelPosition
        self.labelOffset = labelOffset
        self.sourcePoint = sourcePoint
        self.targetPoint = targetPoint
        self.svgStyle = svgStyle
    }

    /// React Flow's `labelX`.
    public var labelX: CGFloat { labelPosition.x }
    /// React Flow's `labelY`.
    public var labelY: CGFloat { labelPosition.y }
    /// React Flow's `offsetX`.
    public var offsetX: CGFloat { labelOffset.width }
    /// React Flow's `offsetY`.
    public var offsetY: CGFloat { labelOffset.height }

    /// The SVG `d` attribute React Flow produces for the same inputs, character for character.
    ///
    /// Numbers are printed as JavaScript prints them (`75`, `0.5`, `-76.54655446197431`). Built on demand
    /// from `path`, so results that are only drawn never pay for the text.
    public var svgPath: String {
        var text = ""
        let elements = path.elements
        var index = elements.startIndex
        while index < elements.endIndex {
            switch elements[index] {
            case .move(let point):
                switch svgStyle {
                case .bezier: text += "M" + Self.pair(point)
                case .straight: text += "M " + Self.pair(point)
                case .step: text += "M" + Self.spaced(point)
                }
            case .line(let point):
                let next = elements.index(after: index)
                if svgStyle == .step, next < elements.endIndex, case .quadCurve(let end, let control) = elements[next] {
                    // A rounded corner: React Flow writes the approach and the turn as one unit.
                    text += "L " + Self.pair(point) + "Q " + Self.pair(control) + " " + Self.pair(end)
                    index = next
                } else if svgStyle == .step {
                    text += "L" + Self.spaced(point)
                } else {
                    text += "L " + Self.pair(point)
                }
            case .quadCurve(let end, let control):
                text += "Q " + Self.pair(control) + " " + Self.pair(end)
            case .curve(let end, let control1, let control2):
                text += " C" + Self.pair(control1) + " " + Self.pair(control2) + " " + Self.pair(end)
            case .closeSubpath:
                text += "Z"
            }
            index = elements.index(after: index)
        }
        return text
    }

    private static func number(_ value: CGFloat) -> String {
        JavaScriptNumberFormat.string(Double(value))
    }

    private static func pair(_ point: CGPoint) -> String {
        number(point.x) + "," + number(point.y)
    }

    private static func spaced(_ point: CGPoint) -> String {
        number(point.x) + " " + number(point.y)
    }
}
