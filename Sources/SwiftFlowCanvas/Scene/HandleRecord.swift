import Foundation

/// A handle a node's content rendered: its id, type, side and whether it may be connected.
public struct HandleRecord: Hashable, Sendable {
    /// The handle's id, if named.
    public var id: String?
    /// Source or target.
    public var type: HandleType
    /// The node side it sits on.
    public var position: Position
    /// Whether it may be connected.
    public var isConnectable: Bool

    /// A record with every field given.
    public init(id: String?, type: HandleType, position: Position, isConnectable: Bool) {
        self.id = id
        self.type = type
        self.position = position
        self.isConnectable = isConnectable
    }

    /// The centre of the handle's box on a node occupying `bounds`: the middle of its side.
    public func center(in bounds: CGRect) -> CGPoint {
        switch position {
        case .left: CGPoint(x: bounds.minX, y: bounds.midY)
        case .right: CGPoint(x: bounds.maxX, y: bounds.midY)
        case .top: CGPoint(x: bounds.midX, y: bounds.minY)
        case .bottom: CGPoint(x: bounds.midX, y: bounds.maxY)
        }
    }

    /// Where an edge attaches: the outer middle of the handle box (React Flow's handle anchor).
    public func edgePoint(in bounds: CGRect, handleSize: CGFloat) -> CGPoint {
        let c = center(in: bounds)
        let half = handleSize / 2
        switch position {
        case .left: return CGPoint(x: c.x - half, y: c.y)
        case .right: return CGPoint(x: c.x + half, y: c.y)
        case .top: return CGPoint(x: c.x, y: c.y - half)
        case .bottom: return CGPoint(x: c.x, y: c.y + half)
        }
    }
}
