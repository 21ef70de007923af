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
    public var hidden: Bool
    public var selected: Bool
    public var zIndex: Int
    /// The rarely changed properties, out of line so that copying edge arrays stays cheap.
    @usableFromInline var attributes: CopyOnWrite<EdgeAttributes>
    /// Declared last: its size depends on `EdgeData`, and a stored property after it would sit at an offset
    /// that code generic over `EdgeData` (the canvas store) must look up in the type's metadata on every read.
    public var data: EdgeData?

    @inlinable @inline(__always)
    public var animated: Bool {
        get { attributes.value.animated }
        set { attributes.value.animated = newValue }
    }

    @inlinable @inline(__always)
    public var selectable: Bool {
        get { attributes.value.selectable }
        set { attributes.value.selectable = newValue }
    }

    @inlinable @inline(__always)
    public var deletable: Bool {
        get { attributes.value.deletable }
        set { attributes.value.deletable = newValue }
    }

    @inlinable @inline(__always)
    public var focusable: Bool {
        get { attributes.value.focusable }
        set { attributes.value.focusable = newValue }
    }

    @inlinable @inline(__always)
    public var reconnectable: Bool {
        get { attributes.value.reconnectable }
        set { attributes.value.reconnectable = newValue }
    }

    @inlinable @inline(__always)
    public var markerStart: EdgeMarker? {
        get { attributes.value.markerStart }
        set { attributes.value.markerStart = newValue }
    }

    @inlinable @inline(__always)
    public var markerEnd: EdgeMarker? {
        get { attributes.value.markerEnd }
        set { attributes.value.markerEnd = newValue }
    }

    @inlinable @inline(__always)
    public var label: String? {
        get { attributes.value.label }
        set { attributes.value.label = newValue }
    }

    @inlinable @inline(__always)
    public var style: EdgeStyle? {
        get { attributes.value.style }
        set { attributes.value.style = newValue }
    }

    @inlinable @inline(__always)
    public var interactionWidth: CGFloat {
        get { attributes.value.interactionWidth }
        set { attributes.value.interactionWidth = newValue }
    }

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
        self.hidden = hidden
        self.selected = selected
        self.zIndex = zIndex
        self.data = data
        let attributes = EdgeAttributes(
            animated: animated, selectable: selectable, deletable: deletable, focusable: focusable, reconnectable: reconnectable, markerStart: markerStart, markerEnd: markerEnd, label: label, style: style, interactionWidth: interactionWidth
        )
        self.attributes = attributes == EdgeAttributes.defaults.value
            ? CopyOnWrite(sharing: EdgeAttributes.defaults.box) : CopyOnWrite(attributes)
    }

    /// A copy of the edge at `source`, made field by field: a whole-`Edge` copy, even in code specialized for the
    /// app's edge data, goes through the generic struct's value witness, which reads the type's layout at run
    /// time (about 250 instructions an edge with five string retains); `applyEdgeChanges` copies every kept edge
    /// of the list on a Delete this way. Only for specialized code: in unspecialized code each field read looks
    /// the type's metadata up again.
    @inlinable @inline(__always)
    init(copyOf source: UnsafePointer<Edge>) {
        id = source.pointee.id
        self.source = source.pointee.source
        target = source.pointee.target
        sourceHandle = source.pointee.sourceHandle
        targetHandle = source.pointee.targetHandle
        type = source.pointee.type
        hidden = source.pointee.hidden
        selected = source.pointee.selected
        zIndex = source.pointee.zIndex
        attributes = source.pointee.attributes
        data = source.pointee.data
    }

    /// Whether both edges share their rarely changed properties (markers, label, style, flags) in one stored
    /// box, which proves them equal without comparing them: true after changes that touch only `selected`,
    /// `zIndex`, `data` or the endpoints.
    @inlinable @inline(__always)
    public func sharesAttributes(with other: Edge) -> Bool {
        attributes.box === other.attributes.box
    }

    /// The connection this edge makes.
    @inlinable @inline(__always)
    public var connection: Connection {
        Connection(source: source, target: target, sourceHandle: sourceHandle, targetHandle: targetHandle)
    }
}

/// The properties of an edge that the canvas rarely changes.
@usableFromInline
struct EdgeAttributes: Hashable, Sendable {
    @usableFromInline var animated: Bool
    @usableFromInline var selectable: Bool
    @usableFromInline var deletable: Bool
    @usableFromInline var focusable: Bool
    @usableFromInline var reconnectable: Bool
    @usableFromInline var markerStart: EdgeMarker?
    @usableFromInline var markerEnd: EdgeMarker?
    @usableFromInline var label: String?
    @usableFromInline var style: EdgeStyle?
    @usableFromInline var interactionWidth: CGFloat

    /// One shared box for edges that keep every default.
    static let defaults = CopyOnWrite(EdgeAttributes(
        animated: false, selectable: true, deletable: true, focusable: true, reconnectable: false, markerStart: nil, markerEnd: nil, label: nil, style: nil, interactionWidth: 20
    ))
}

/// The spec's name for an edge of the graph.
public typealias FlowEdge = Edge
