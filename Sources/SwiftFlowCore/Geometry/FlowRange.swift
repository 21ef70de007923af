import Foundation

/// The coordinates and sizes the canvas draws. Inside it no sum, product or conversion of geometry can
/// overflow to infinity (which would trap where a rectangle becomes integers), at any zoom.
///
/// A node is drawn only when its `position` and `origin` have |x|, |y| ≤ `maxCoordinate`, each size it has
/// (width, height, measured) lies in 0 … `maxSize`, its absolute top-left (parents included) has |x|, |y|
/// ≤ `maxCoordinate`, and so does every ancestor's. Other nodes stay in the list and in the file, unchanged,
/// but are not drawn, hit-tested, indexed, fitted or listed for accessibility; edges to them are not drawn.
/// Graph files report them as warnings (`GraphDiagnostic.Code.outOfRange`), the canvas through `onError`.
public enum FlowRange {
    /// The largest |x| or |y| of a position, an origin or an absolute top-left, in flow units.
    public static let maxCoordinate: CGFloat = 1e9
    /// The largest width or height of a node, in flow units.
    public static let maxSize: CGFloat = 1e7
    /// The largest |x| or |y| of the camera's translation, in screen points: enough to bring any point in
    /// range to the screen at the largest zoom.
    public static let maxTranslation: CGFloat = 1e10
    /// The largest |zIndex| used for stacking; larger ones stack as this (so adding elevations cannot overflow).
    public static let maxZIndex = 1_000_000_000_000

    /// Whether `value` is a coordinate in range (NaN and infinities are not).
    public static func contains(coordinate value: CGFloat) -> Bool {
        abs(value) <= maxCoordinate
    }

    /// Whether both coordinates of `point` are in range.
    public static func contains(_ point: XYPosition) -> Bool {
        abs(point.x) <= maxCoordinate && abs(point.y) <= maxCoordinate
    }

    /// Whether a node's own numbers allow drawing it: position and origin in range, each size it has allowed
    /// (`allows(size:)`). Its absolute place, which depends on its parents, is checked separately.
    public static func admits<NodeData>(_ node: Node<NodeData>) -> Bool {
        contains(node.position) && contains(coordinate: node.origin.x) && contains(coordinate: node.origin.y)
            && allows(size: node.width) && allows(size: node.height)
            && allows(size: node.measured?.width) && allows(size: node.measured?.height)
    }

    /// Whether a node box lies in the range: its top-left within ±`maxCoordinate`, its sides 0 … `maxSize`.
    public static func contains(_ box: CGRect) -> Bool {
        contains(XYPosition(x: box.minX, y: box.minY)) && contains(size: box.width) && contains(size: box.height)
    }

    /// Whether `value` is a size in range: 0 … `maxSize`.
    public static func contains(size value: CGFloat) -> Bool {
        value >= 0 && value <= maxSize
    }

    /// Whether the camera's translation is within ±`maxTranslation` and its zoom a positive finite number.
    public static func contains(_ viewport: Viewport) -> Bool {
        abs(viewport.x) <= maxTranslation && abs(viewport.y) <= maxTranslation && viewport.zoom > 0
            && viewport.zoom.isFinite
    }

    /// `value` when it is a size in range, else `nil`: what a view may be proposed or framed at.
    public static func size(_ value: CGFloat?) -> CGFloat? {
        guard let value, contains(size: value) else { return nil }
        return value
    }

    /// Whether a node may be drawn with this width or height: absent, in range, or negative (negative sizes
    /// count as unset). NaN, infinities and sizes over `maxSize` may not.
    public static func allows(size value: CGFloat?) -> Bool {
        guard let value else { return true }
        return (value.isFinite && value < 0) || contains(size: value)
    }

    /// The absolute top-left of a node box: `parentTopLeft + position − origin × size`, or `nil` when an
    /// input or the result is outside the range. `size` is what the node is drawn at (zero when unmeasured).
    public static func topLeft(position: XYPosition, origin: NodeOrigin, size: CGSize,
                               parentTopLeft: XYPosition = .zero) -> XYPosition? {
        guard contains(position), contains(coordinate: origin.x), contains(coordinate: origin.y),
              contains(size: size.width), contains(size: size.height), contains(parentTopLeft) else { return nil }
        let result = XYPosition(x: parentTopLeft.x + position.x - origin.x * size.width,
                                y: parentTopLeft.y + position.y - origin.y * size.height)
        return contains(result) ? result : nil
    }

    /// `point` moved into range on each axis (NaN becomes 0): where a drag or nudge may put a node.
    public static func clamp(_ point: XYPosition) -> XYPosition {
        XYPosition(x: clamp(coordinate: point.x), y: clamp(coordinate: point.y))
    }

    /// `value` moved into ±`maxCoordinate` (NaN becomes 0).
    public static func clamp(coordinate value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -maxCoordinate), maxCoordinate)
    }

    /// `zIndex` limited to ±`maxZIndex`.
    public static func clamp(zIndex: Int) -> Int {
        Swift.min(Swift.max(zIndex, -maxZIndex), maxZIndex)
    }
}

extension CGRect {
    /// Whether every edge of the rectangle is a finite number (the null and infinite rectangles are not).
    public var hasFiniteEdges: Bool {
        !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}
