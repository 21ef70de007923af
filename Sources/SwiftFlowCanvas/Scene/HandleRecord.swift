import Foundation
import SwiftFlowCore
import SwiftFlowUI

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
    /// Where along its side the handle sits, from 0 (top or left end) to 1 (bottom or right end).
    public var alongSide: CGFloat

    /// A record with every field given.
    public init(id: String?, type: HandleType, position: Position, isConnectable: Bool, alongSide: CGFloat = 0.5) {
        self.id = id
        self.type = type
        self.position = position
        self.isConnectable = isConnectable
        self.alongSide = alongSide.isFinite ? min(max(alongSide, 0), 1) : 0.5
    }

    /// The centre of the handle's box on a node occupying `bounds`: on its side, `alongSide` of the way.
    public func center(in bounds: CGRect) -> CGPoint {
        let x = bounds.minX + bounds.width * alongSide
        let y = bounds.minY + bounds.height * alongSide
        switch position {
        case .left: return CGPoint(x: bounds.minX, y: y)
        case .right: return CGPoint(x: bounds.maxX, y: y)
        case .top: return CGPoint(x: x, y: bounds.minY)
        case .bottom: return CGPoint(x: x, y: bounds.maxY)
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

extension HandleRecord {
    /// The handle an edge end attaches to: the one with `id` among `handles` of `type` (the first of that type
    /// when `id` is nil); in loose mode a handle of the other type may stand in.
    static func attachment(in handles: [HandleRecord], id: String?, type: HandleType,
                           connectionMode: ConnectionMode) -> HandleRecord? {
        let ofType = handles.filter { $0.type == type }
        if let found = id.map({ id in ofType.first { $0.id == id } }) ?? ofType.first { return found }
        guard connectionMode == .loose else { return nil }
        let others = handles.filter { $0.type != type }
        return id.map { id in others.first { $0.id == id } } ?? others.first
    }
}
