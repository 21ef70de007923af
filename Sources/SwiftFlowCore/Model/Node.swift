import Foundation

/// A node of the graph: where it is, what it carries, and how the canvas may treat it.
///
/// `position` is relative to the parent's top-left when `parentId` is set, else absolute; the node's
/// top-left is `position - origin * size`. Size comes from `width`/`height` when set, else from
/// `measured`, which the canvas fills in from the node's content.
public struct Node<NodeData: Equatable & Sendable>: Identifiable, Equatable, Sendable {
    public var id: String
    public var position: XYPosition
    public var zIndex: Int
    /// The rarely changed properties, out of line so that copying node arrays stays cheap.
    @usableFromInline var attributes: CopyOnWrite<NodeAttributes>
    // The one-byte fields come after the other fixed-size ones, so that no padding sits between those: the
    // canvas skips unchanged nodes by comparing their bytes (padding is not copied reliably; `StoredFieldBytes`
    // names the ranges, so the padding before `data` is skipped).
    /// The size the canvas measured for the node's content.
    public var measured: CGSize?
    public var hidden: Bool
    public var selected: Bool
    public var dragging: Bool
    /// Declared last: its size depends on `NodeData`, and a stored property after it would sit at an offset
    /// that code generic over `NodeData` (the canvas store) must look up in the type's metadata on every read.
    public var data: NodeData

    /// React Flow's node type (`input`, `default`, `output`, `group` or a custom name); `nil` is `default`.
    @inlinable @inline(__always)
    public var type: String? {
        get { attributes.value.type }
        set { attributes.value.type = newValue }
    }

    /// A fixed width; `nil` lets the content decide.
    @inlinable @inline(__always)
    public var width: CGFloat? {
        get { attributes.value.width }
        set { attributes.value.width = newValue }
    }

    /// A fixed height; `nil` lets the content decide.
    @inlinable @inline(__always)
    public var height: CGFloat? {
        get { attributes.value.height }
        set { attributes.value.height = newValue }
    }

    @inlinable @inline(__always)
    public var parentId: String? {
        get { attributes.value.parentId }
        set { attributes.value.parentId = newValue }
    }

    @inlinable @inline(__always)
    public var extent: NodeExtent? {
        get { attributes.value.extent }
        set { attributes.value.extent = newValue }
    }

    @inlinable @inline(__always)
    public var expandParent: Bool {
        get { attributes.value.expandParent }
        set { attributes.value.expandParent = newValue }
    }

    @inlinable @inline(__always)
    public var origin: NodeOrigin {
        get { attributes.value.origin }
        set { attributes.value.origin = newValue }
    }

    @inlinable @inline(__always)
    public var draggable: Bool {
        get { attributes.value.draggable }
        set { attributes.value.draggable = newValue }
    }

    @inlinable @inline(__always)
    public var selectable: Bool {
        get { attributes.value.selectable }
        set { attributes.value.selectable = newValue }
    }

    @inlinable @inline(__always)
    public var connectable: Bool {
        get { attributes.value.connectable }
        set { attributes.value.connectable = newValue }
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
    public var style: NodeStyle? {
        get { attributes.value.style }
        set { attributes.value.style = newValue }
    }

    @inlinable @inline(__always)
    public var sourcePosition: Position {
        get { attributes.value.sourcePosition }
        set { attributes.value.sourcePosition = newValue }
    }

    @inlinable @inline(__always)
    public var targetPosition: Position {
        get { attributes.value.targetPosition }
        set { attributes.value.targetPosition = newValue }
    }

    @inlinable @inline(__always)
    public var ariaLabel: String? {
        get { attributes.value.ariaLabel }
        set { attributes.value.ariaLabel = newValue }
    }

    public init(
        id: String,
        position: XYPosition,
        data: NodeData,
        type: String? = nil,
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        measured: CGSize? = nil,
        parentId: String? = nil,
        extent: NodeExtent? = nil,
        expandParent: Bool = false,
        origin: NodeOrigin = .topLeft,
        hidden: Bool = false,
        selected: Bool = false,
        dragging: Bool = false,
        draggable: Bool = true,
        selectable: Bool = true,
        connectable: Bool = true,
        deletable: Bool = true,
        focusable: Bool = true,
        zIndex: Int = 0,
        style: NodeStyle? = nil,
        sourcePosition: Position = .right,
        targetPosition: Position = .left,
        ariaLabel: String? = nil
    ) {
        self.id = id
        self.position = position
        self.data = data
        self.measured = measured
        self.hidden = hidden
        self.selected = selected
        self.dragging = dragging
        self.zIndex = zIndex
        let attributes = NodeAttributes(
            type: type, width: width, height: height, parentId: parentId, extent: extent, expandParent: expandParent, origin: origin, draggable: draggable, selectable: selectable, connectable: connectable, deletable: deletable, focusable: focusable, style: style, sourcePosition: sourcePosition, targetPosition: targetPosition, ariaLabel: ariaLabel
        )
        self.attributes = NodeAttributes.box(for: attributes)
    }

    /// A copy of the node at `source`, made field by field. A whole-`Node` copy goes through the generic
    /// struct's value witness, which reads the type's layout at run time for every copy (about 150
    /// instructions a node); `applyNodeChanges` copies each node of the list on every drag frame this way.
    @inlinable @inline(__always)
    init(copyOf source: UnsafePointer<Node>) {
        id = source.pointee.id
        position = source.pointee.position
        data = source.pointee.data
        zIndex = source.pointee.zIndex
        attributes = source.pointee.attributes
        measured = source.pointee.measured
        hidden = source.pointee.hidden
        selected = source.pointee.selected
        dragging = source.pointee.dragging
    }

    /// The size used for layout and hit-testing: fixed `width`/`height` first, then `measured`.
    /// `nil` until the node has been measured (or given both dimensions).
    @inlinable @inline(__always)
    public var size: CGSize? {
        let w = width ?? measured?.width
        let h = height ?? measured?.height
        guard let w, let h else { return nil }
        return CGSize(width: w, height: h)
    }
}

/// The properties of a node that the canvas rarely changes.
@usableFromInline
struct NodeAttributes: Hashable, Sendable {
    @usableFromInline var type: String?
    @usableFromInline var width: CGFloat?
    @usableFromInline var height: CGFloat?
    @usableFromInline var parentId: String?
    @usableFromInline var extent: NodeExtent?
    @usableFromInline var expandParent: Bool
    @usableFromInline var origin: NodeOrigin
    @usableFromInline var draggable: Bool
    @usableFromInline var selectable: Bool
    @usableFromInline var connectable: Bool
    @usableFromInline var deletable: Bool
    @usableFromInline var focusable: Bool
    @usableFromInline var style: NodeStyle?
    @usableFromInline var sourcePosition: Position
    @usableFromInline var targetPosition: Position
    @usableFromInline var ariaLabel: String?

    /// A box holding `attributes`: the shared defaults, or the box of the node built last when its attributes are
    /// equal. Nodes built alike (a whole graph of one type or one fixed size) then share one box, and copying a
    /// node array, which every `applyNodeChanges` does, retains that one object instead of touching one object
    /// per node (at 100,000 nodes those scattered reference counts were a quarter of a drag frame).
    static func box(for attributes: NodeAttributes) -> CopyOnWrite<NodeAttributes> {
        if attributes == defaults.value { return CopyOnWrite(sharing: defaults.box) }
        recentLock.lock()
        defer { recentLock.unlock() }
        if let recent, recent.value == attributes { return recent }
        let made = CopyOnWrite(attributes)
        recent = made
        return made
    }

    /// The box `box(for:)` made last; nodes are built on any thread (files decode on a worker), hence the lock.
    nonisolated(unsafe) private static var recent: CopyOnWrite<NodeAttributes>?
    private static let recentLock = NSLock()

    /// One shared box for nodes that keep every default.
    static let defaults = CopyOnWrite(NodeAttributes(
        type: nil, width: nil, height: nil, parentId: nil, extent: nil, expandParent: false, origin: .topLeft, draggable: true, selectable: true, connectable: true, deletable: true, focusable: true, style: nil, sourcePosition: .right, targetPosition: .left, ariaLabel: nil
    ))
}
