import Foundation

/// A node of the graph: where it is, what it carries, and how the canvas may treat it.
///
/// `position` is relative to the parent's top-left when `parentId` is set, else absolute; the node's
/// top-left is `position - origin * size`. Size comes from `width`/`height` when set, else from
/// `measured`, which the canvas fills in from the node's content.
public struct Node<NodeData: Equatable & Sendable>: Identifiable, Equatable, Sendable {
    public var id: String
    public var position: XYPosition
    public var data: NodeData
    /// React Flow's node type (`input`, `default`, `output`, `group` or a custom name); `nil` is `default`.
    public var type: String?
    /// A fixed width; `nil` lets the content decide.
    public var width: CGFloat?
    /// A fixed height; `nil` lets the content decide.
    public var height: CGFloat?
    /// The size the canvas measured for the node's content.
    public var measured: CGSize?
    public var parentId: String?
    public var extent: NodeExtent?
    public var expandParent: Bool
    public var origin: NodeOrigin
    public var hidden: Bool
    public var selected: Bool
    public var dragging: Bool
    public var draggable: Bool
    public var selectable: Bool
    public var connectable: Bool
    public var deletable: Bool
    public var focusable: Bool
    public var zIndex: Int
    public var style: NodeStyle?
    public var sourcePosition: Position
    public var targetPosition: Position
    public var ariaLabel: String?

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
        self.type = type
        self.width = width
        self.height = height
        self.measured = measured
        self.parentId = parentId
        self.extent = extent
        self.expandParent = expandParent
        self.origin = origin
        self.hidden = hidden
        self.selected = selected
        self.dragging = dragging
        self.draggable = draggable
        self.selectable = selectable
        self.connectable = connectable
        self.deletable = deletable
        self.focusable = focusable
        self.zIndex = zIndex
        self.style = style
        self.sourcePosition = sourcePosition
        self.targetPosition = targetPosition
        self.ariaLabel = ariaLabel
    }

    /// The size used for layout and hit-testing: fixed `width`/`height` first, then `measured`.
    /// `nil` until the node has been measured (or given both dimensions).
    public var size: CGSize? {
        let w = width ?? measured?.width
        let h = height ?? measured?.height
        guard let w, let h else { return nil }
        return CGSize(width: w, height: h)
    }
}
