import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What the gesture layer reads from, and keeps in, the canvas's state: `CanvasStore` implements it; tests
/// use hand-built doubles.
///
/// Points named `viewPoint` are in the canvas's own coordinates (points from its top-left);
/// flow coordinates are the graph's (see `Viewport`).
@MainActor
public protocol CanvasSceneReading<NodeData, EdgeData>: AnyObject {
    associatedtype NodeData: Equatable & Sendable
    associatedtype EdgeData: Equatable & Sendable & Hashable

    /// The nodes and edges as the user last passed them in.
    var nodes: [Node<NodeData>] { get }
    var edges: [Edge<EdgeData>] { get }
    /// The current camera.
    var viewport: Viewport { get }
    /// The canvas's size in points.
    var viewSize: CGSize { get }
    /// Absolute flow geometry (top-left, size, parent) of a node; `nil` for an unknown id.
    func geometry(of nodeId: String) -> NodeGeometry?
    /// What lies under `viewPoint`, honouring z-order.
    func hit(at viewPoint: CGPoint) -> CanvasHit
    /// The rendered handles (flow coordinates) whose centres lie within `radius` flow units of `flowPoint`.
    func handleAnchors(near flowPoint: CGPoint, radius: CGFloat) -> [HandleAnchor]
    /// The anchor of one handle, if it is rendered.
    func handleAnchor(nodeId: String, handleId: String?, type: HandleType) -> HandleAnchor?
    /// The side of its node a handle sits on.
    func handlePosition(nodeId: String, handleId: String?, type: HandleType) -> Position?
    /// Ids of visible nodes inside `flowRect` (any overlap when `partially`, else fully inside).
    func nodeIds(in flowRect: CGRect, partially: Bool) -> [String]
    /// The end points of an edge in flow coordinates, as drawn.
    func edgeEndpoints(of edgeId: String) -> (source: CGPoint, target: CGPoint)?

    /// One node by id.
    func node(id: String) -> Node<NodeData>?
    /// One edge by id.
    func edge(id: String) -> Edge<EdgeData>?
    /// A node's index in `nodes`.
    func listIndex(ofNode id: String) -> Int?
    /// An edge's index in `edges`.
    func listIndex(ofEdge id: String) -> Int?
    /// `listIndex(ofEdge:)` of each id, in order, in one call (a Delete asks for thousands).
    func listIndices(ofEdges ids: [String]) -> [Int?]
    /// The selected nodes, in list order.
    var selectedNodes: [Node<NodeData>] { get }
    /// The selected edges, in list order.
    var selectedEdges: [Edge<EdgeData>] { get }
    /// The ids of the selected nodes.
    var selectedNodeIdSet: Set<String> { get }
    /// The ids of the selected edges.
    var selectedEdgeIdSet: Set<String> { get }
    /// The ids of the edges that start or end at `nodeId`.
    func edgeIds(connectedTo nodeId: String) -> [String]
    /// The resize control at `index` among those a node's content shows (`CanvasHit.resizeControl`).
    func resizeControl(nodeId: String, index: Int) -> ResizeControlRecord?
    /// The ids of a node's children, in list order.
    func childIds(of nodeId: String) -> [String]
    /// A lookup holding at least `ids`, their ancestors and their parents' children (for placing dragged nodes).
    func partialLookup(around ids: [String], nodeOrigin: NodeOrigin) -> NodeLookup<NodeData>
    /// Changes whenever a `selected` flag may have changed; `nil` when the scene does not track it.
    var selectionStamp: Int? { get }
    /// Nodes outside `FlowRange`: not drawn, so select all, Tab focus, drags and nudges leave them alone.
    var outOfRangeNodeIds: Set<String> { get }
    /// Whether no two nodes, and no two edges, of the lists share an id (then select all's changes can carry
    /// their list indices, `SelectionTargets`); false when the scene does not know.
    var idsAreUnique: (nodes: Bool, edges: Bool) { get }
    /// The changes that turn the node list `current` into `target` when the scene knows one to be the other with
    /// elements only added or only removed (it took that splice last); `nil` when it does not know.
    func restoringChanges(nodes target: [Node<NodeData>], from current: [Node<NodeData>]) -> [NodeChange<NodeData>]?
    /// The same for edge lists.
    func restoringChanges(edges target: [Edge<EdgeData>], from current: [Edge<EdgeData>]) -> [EdgeChange<EdgeData>]?

    /// The undo stack of graph states before each mutation the gesture layer emitted.
    var history: History<GraphSnapshot<NodeData, EdgeData>> { get set }
    /// What Copy put aside when no host clipboard codec is in use.
    var clipboard: ClipboardPayload<NodeData, EdgeData>? { get set }
    /// The element Tab moved keyboard focus to.
    var focusedElement: CanvasFocusElement? { get set }
    /// Whether the canvas takes keys.
    var hasKeyboardFocus: Bool { get set }
}

/// Linear fallbacks for scenes that keep no indexes (test doubles); `CanvasStore` answers in O(1) or O(k).
extension CanvasSceneReading {
    public func node(id: String) -> Node<NodeData>? { nodes.first { $0.id == id } }
    public func edge(id: String) -> Edge<EdgeData>? { edges.first { $0.id == id } }
    public func listIndex(ofNode id: String) -> Int? { nodes.firstIndex { $0.id == id } }
    public func listIndex(ofEdge id: String) -> Int? { edges.firstIndex { $0.id == id } }
    public func listIndices(ofEdges ids: [String]) -> [Int?] { ids.map { listIndex(ofEdge: $0) } }
    public var selectedNodes: [Node<NodeData>] { nodes.filter(\.selected) }
    public var selectedEdges: [Edge<EdgeData>] { edges.filter(\.selected) }
    public var selectedNodeIdSet: Set<String> { Set(selectedNodes.map(\.id)) }
    public var selectedEdgeIdSet: Set<String> { Set(selectedEdges.map(\.id)) }
    public func edgeIds(connectedTo nodeId: String) -> [String] {
        edges.filter { $0.source == nodeId || $0.target == nodeId }.map(\.id)
    }
    public func partialLookup(around ids: [String], nodeOrigin: NodeOrigin) -> NodeLookup<NodeData> {
        NodeLookup(nodes: nodes, nodeOrigin: nodeOrigin)
    }
    public var selectionStamp: Int? { nil }
    public var outOfRangeNodeIds: Set<String> { [] }
    public var idsAreUnique: (nodes: Bool, edges: Bool) { (false, false) }
    public func restoringChanges(nodes target: [Node<NodeData>], from current: [Node<NodeData>])
        -> [NodeChange<NodeData>]? { nil }
    public func restoringChanges(edges target: [Edge<EdgeData>], from current: [Edge<EdgeData>])
        -> [EdgeChange<EdgeData>]? { nil }
    public func resizeControl(nodeId: String, index: Int) -> ResizeControlRecord? { nil }
    public func childIds(of nodeId: String) -> [String] {
        nodes.filter { $0.parentId == nodeId }.map(\.id)
    }
}
