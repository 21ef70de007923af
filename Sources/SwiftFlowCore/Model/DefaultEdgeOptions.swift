import Foundation

/// Defaults for edges: each fills a property only while the edge still has its initializer default.
public struct DefaultEdgeOptions: Hashable, Sendable {
    public var type: EdgeType?
    public var animated: Bool?
    public var markerStart: EdgeMarker?
    public var markerEnd: EdgeMarker?
    public var style: EdgeStyle?
    public var zIndex: Int?
    public var interactionWidth: CGFloat?
    public var reconnectable: Bool?

    public init(
        type: EdgeType? = nil,
        animated: Bool? = nil,
        markerStart: EdgeMarker? = nil,
        markerEnd: EdgeMarker? = nil,
        style: EdgeStyle? = nil,
        zIndex: Int? = nil,
        interactionWidth: CGFloat? = nil,
        reconnectable: Bool? = nil
    ) {
        self.type = type
        self.animated = animated
        self.markerStart = markerStart
        self.markerEnd = markerEnd
        self.style = style
        self.zIndex = zIndex
        self.interactionWidth = interactionWidth
        self.reconnectable = reconnectable
    }

    /// The edge with every property that is still at its `Edge.init` default replaced by this option's value.
    public func applied<EdgeData>(to edge: Edge<EdgeData>) -> Edge<EdgeData> {
        var edge = edge
        if let type, edge.type == .default { edge.type = type }
        if let animated, !edge.animated { edge.animated = animated }
        if let markerStart, edge.markerStart == nil { edge.markerStart = markerStart }
        if let markerEnd, edge.markerEnd == nil { edge.markerEnd = markerEnd }
        if let style, edge.style == nil { edge.style = style }
        if let zIndex, edge.zIndex == 0 { edge.zIndex = zIndex }
        if let interactionWidth, edge.interactionWidth == 20 { edge.interactionWidth = interactionWidth }
        if let reconnectable, !edge.reconnectable { edge.reconnectable = reconnectable }
        return edge
    }
}
