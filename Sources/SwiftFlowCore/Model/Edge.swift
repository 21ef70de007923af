import Foundation

/// Data for edges that carry none.
public struct EmptyEdgeData: Hashable, Sendable, Codable {
    public init() {}
}

/// A connection between two nodes as the graph stores it.
public struct Edge<EdgeData: Equatable & Sendable & Hashable>: Identifiable, Equatable, Sendable {
    public var id: String
    public var source: String
    public var target: String
    public var sourceHandle: String?
    public var targetHandle: String?
    public var type: EdgeType
    public var animated: Bool
    public var hidden: Bool
    public var selected: Bool
    public var selectable: Bool
    public var deletable: Bool
    public var focusable: Bool
    public var reconnectable: Bool
    public var markerStart: EdgeMarker?
    public var markerEnd: EdgeMarker?
    public var label: String?
    public var style: EdgeStyle?
    public var zIndex: Int
    /// Width of the invisible stroke that receives clicks.
    public var interactionWidth: CGFloat
    public var data: EdgeData?

    public init(
        id: String,
        source: String,
        target: String,
        sourceHandle: String? = nil,
        targetHandle: String? = nil,
        type: EdgeType = .default,
        animated: Bool = false,
        hidden: Bool = false,
        selected: Bool = false,
        selectable: Bool = true,
        deletable: Bool = true,
        focusable: Bool = true,
        reconnectable: Bool = false,
        markerStart: EdgeMarker? = nil,
        markerEnd: EdgeMarker? = nil,
        label: String? = nil,
        style: EdgeStyle? = nil,
        zIndex: Int = 0,
        interactionWidth: CGFloat = 20,
        data: EdgeData? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.sourceHandle = sourceHandle
        self.targetHandle = targetHandle
        self.type = type
        self.animated = animated
        self.hidden = hidden
        self.selected = selected
        self.selectable = selectable
        self.deletable = deletable
        self.focusable = focusable
        self.reconnectable = reconnectable
        self.markerStart = markerStart
        self.markerEnd = markerEnd
        self.label = label
        self.style = style
        self.zIndex = zIndex
        self.interactionWidth = interactionWidth
        self.data = data
    }

    /// The connection this edge makes.
    public var connection: Connection {
        Connection(source: source, target: target, sourceHandle: sourceHandle, targetHandle: targetHandle)
    }
}

/// The spec's name for an edge of the graph.
public typealias FlowEdge = Edge
