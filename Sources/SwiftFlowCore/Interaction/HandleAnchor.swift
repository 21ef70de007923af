import Foundation

/// A handle as connection snapping sees it: who owns it, what it is, and where its centre is in flow space.
public struct HandleAnchor: Hashable, Sendable {
    /// The id of the node the handle belongs to.
    public var nodeId: String
    /// The handle's id; `nil` for a node's unnamed handle.
    public var handleId: String?
    /// Whether the handle is a source or a target.
    public var type: HandleType
    /// The centre of the handle in flow coordinates.
    public var center: CGPoint
    /// The handle's box size in flow units, used to tell whether the pointer is over it (default 6 × 6).
    public var size: CGSize
    /// Whether a connection may end here: the handle and its node are both connectable.
    public var isConnectable: Bool

    public init(
        nodeId: String,
        handleId: String? = nil,
        type: HandleType,
        center: CGPoint,
        size: CGSize = CGSize(width: 6, height: 6),
        isConnectable: Bool = true
    ) {
        self.nodeId = nodeId
        self.handleId = handleId
        self.type = type
        self.center = center
        self.size = size
        self.isConnectable = isConnectable
    }

    /// The handle's box in flow coordinates.
    public var frame: CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether this is the same handle as `other` (node, id and type).
    public func isSameHandle(as other: HandleAnchor) -> Bool {
        nodeId == other.nodeId && handleId == other.handleId && type == other.type
    }
}
