import Foundation

/// Where a resize control sits on its node, and so which edges it moves: four corners and four sides
/// (React Flow's `ControlPosition`).
public enum ResizeControlPosition: String, Hashable, Sendable, CaseIterable {
    case topLeft, top, topRight, right, bottomRight, bottom, bottomLeft, left

    /// Whether the control changes the width (it sits on the left or right).
    public var isHorizontal: Bool {
        switch self {
        case .top, .bottom: false
        default: true
        }
    }

    /// Whether the control changes the height (it sits on the top or bottom).
    public var isVertical: Bool {
        switch self {
        case .left, .right: false
        default: true
        }
    }

    /// Whether the control moves the left edge (the right edge stays).
    public var movesLeftEdge: Bool { self == .topLeft || self == .left || self == .bottomLeft }

    /// Whether the control moves the top edge (the bottom edge stays).
    public var movesTopEdge: Bool { self == .topLeft || self == .top || self == .topRight }

    /// The point of a rectangle the control sits on: a corner or the middle of a side.
    public func anchor(in rect: CGRect) -> CGPoint {
        let x = movesLeftEdge ? rect.minX : (isHorizontal ? rect.maxX : rect.midX)
        let y = movesTopEdge ? rect.minY : (isVertical ? rect.maxY : rect.midY)
        return CGPoint(x: x, y: y)
    }
}
