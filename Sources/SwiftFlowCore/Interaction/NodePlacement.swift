import Foundation

/// Where a dragged node ends up once its extent is applied: React Flow's `calculateNodePosition`.
public struct NodePlacement: Hashable, Sendable {
    /// The value for the node's `position` (parent-relative, with the node's origin applied).
    public var position: XYPosition
    /// The node's absolute top-left.
    public var absolutePosition: XYPosition

    public init(position: XYPosition, absolutePosition: XYPosition) {
        self.position = position
        self.absolutePosition = absolutePosition
    }
}

extension NodeLookup {
    /// Places the node `nodeId` with its top-left at the absolute point `topLeft`, kept inside its extent.
    ///
    /// - `extent: .parent` (without `expandParent`) keeps the whole node inside its parent's bounds, when the
    ///   parent has a size.
    /// - A coordinate extent on a child node is relative to the parent's top-left.
    /// - Otherwise `nodeExtent` (the canvas-wide `coordinateExtent`) applies; an expanding child and a node
    ///   whose `.parent` extent has no usable parent fall back to it too.
    /// Returns `nil` for an unknown id.
    public func placement(
        of nodeId: String, topLeft: XYPosition, nodeExtent: CoordinateExtent = .infinite
    ) -> NodePlacement? {
        guard let node = node(nodeId), let geometry = geometry(nodeId) else { return nil }
        let parent = geometry.parentId.flatMap { self.geometry($0) }
        let parentTopLeft = parent?.absolutePosition ?? .zero

        var extent = nodeExtent
        switch node.extent {
        case .parent where !node.expandParent:
            if let parent, parent.size.width != 0, parent.size.height != 0 {
                extent = CoordinateExtent(parent.bounds)
            }
        case .coordinateExtent(let own):
            extent = parent == nil ? own : own.offset(by: parentTopLeft)
        case .parent, nil:
            break
        }

        let absolute = extent.clamp(topLeft, size: geometry.size)
        let position = XYPosition(
            x: absolute.x - parentTopLeft.x + geometry.size.width * geometry.origin.x,
            y: absolute.y - parentTopLeft.y + geometry.size.height * geometry.origin.y
        )
        return NodePlacement(position: position, absolutePosition: absolute)
    }
}
