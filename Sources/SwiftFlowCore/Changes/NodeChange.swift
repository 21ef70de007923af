import Foundation

/// One mutation of the node list, as the canvas reports it through `onNodesChange`.
public enum NodeChange<NodeData: Equatable & Sendable>: Equatable, Sendable {
    /// Move the node to a new `position` (relative to its parent when it has one).
    case position(String, XYPosition)
    /// Mark the node as being dragged or not (sent at the start and end of a drag).
    case dragging(String, Bool)
    /// The node's measured size; with `setAttributes` also its fixed `width`/`height` (resizing).
    case dimensions(id: String, size: CGSize, setAttributes: Bool = false)
    case selection(String, Bool)
    case remove(String)
    /// Insert a node at `index`, or append it when `index` is `nil`.
    // `indirect`: the node is boxed, so a change is a few words instead of a whole node. Select all emits
    // 100,000 `.selection` changes, and every copy, walk and apply of the list moves each change's full size.
    indirect case add(item: Node<NodeData>, index: Int? = nil)
    /// Replace the node with this id by `item`.
    indirect case replace(id: String, item: Node<NodeData>)

    /// The id of the node the change is about.
    public var id: String {
        switch self {
        case .position(let id, _), .dragging(let id, _), .selection(let id, _), .remove(let id): id
        case .dimensions(let id, _, _), .replace(let id, _): id
        case .add(let item, _): item.id
        }
    }
}

/// One mutation of the edge list, as the canvas reports it through `onEdgesChange`.
public enum EdgeChange<EdgeData: Equatable & Sendable & Hashable>: Equatable, Sendable {
    case selection(String, Bool)
    case remove(String)
    /// Insert an edge at `index`, or append it when `index` is `nil`.
    // `indirect` as in `NodeChange`: select all emits 200,000 `.selection` changes at G(100,000).
    indirect case add(item: Edge<EdgeData>, index: Int? = nil)
    /// Replace the edge with this id by `item`.
    indirect case replace(id: String, item: Edge<EdgeData>)

    /// The id of the edge the change is about.
    public var id: String {
        switch self {
        case .selection(let id, _), .remove(let id), .replace(let id, _): id
        case .add(let item, _): item.id
        }
    }
}
