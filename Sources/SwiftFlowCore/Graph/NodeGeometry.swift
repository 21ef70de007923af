import Foundation

/// Where one node sits on the canvas, in absolute flow coordinates.
public struct NodeGeometry: Hashable, Sendable {
    /// The node's id.
    public var id: String
    /// The node's absolute top-left: the parent's absolute top-left plus `position − origin × size`.
    public var absolutePosition: XYPosition
    /// The node's size; zero on an axis the node has no size for yet.
    public var size: CGSize
    /// Whether the node has a size (fixed or measured) on both axes.
    public var isMeasured: Bool
    /// The parent the position was resolved against; `nil` for top-level nodes and for nodes whose
    /// parent is missing or part of a parent cycle (see `NodeLookup.diagnostics`).
    public var parentId: String?
    /// The origin that was applied: the node's own unless it is `.topLeft`, else the canvas-wide one.
    public var origin: NodeOrigin

    public init(
        id: String,
        absolutePosition: XYPosition,
        size: CGSize,
        isMeasured: Bool,
        parentId: String?,
        origin: NodeOrigin
    ) {
        self.id = id
        self.absolutePosition = absolutePosition
        self.size = size
        self.isMeasured = isMeasured
        self.parentId = parentId
        self.origin = origin
    }

    /// The node's rectangle in absolute flow coordinates.
    public var bounds: CGRect {
        CGRect(x: absolutePosition.x, y: absolutePosition.y, width: size.width, height: size.height)
    }

    /// The top-left of a node's own box relative to where its `position` is measured from.
    static func topLeftOffset(position: XYPosition, size: CGSize, origin: NodeOrigin) -> XYPosition {
        XYPosition(x: position.x - origin.x * size.width, y: position.y - origin.y * size.height)
    }
}
