import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Every callback of the `SwiftFlow` view (spec/callbacks.md); all optional.
@MainActor
public struct CanvasCallbacks<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    public var onNodesChange: (([NodeChange<NodeData>]) -> Void)?
    public var onEdgesChange: (([EdgeChange<EdgeData>]) -> Void)?
    public var onConnect: ((Connection) -> Void)?
    public var onReconnect: ((Edge<EdgeData>, Connection) -> Void)?
    public var onConnectStart: ((OnConnectStartParams) -> Void)?
    public var onConnectEnd: (() -> Void)?
    /// A new connection released over the empty pane: where it started, and the flow point it was dropped at
    /// (an editor opens its node palette there). Not called for reconnections or an Escape.
    public var onConnectDropOnPane: ((OnConnectStartParams, CGPoint) -> Void)?
    public var isValidConnection: ((Connection) -> Bool)?
    public var onViewportChange: ((Viewport) -> Void)?
    public var onMoveStart: ((Viewport) -> Void)?
    public var onMove: ((Viewport) -> Void)?
    public var onMoveEnd: ((Viewport) -> Void)?
    public var onSelectionChange: (([Node<NodeData>], [Edge<EdgeData>]) -> Void)?
    public var onPaneClick: (() -> Void)?
    /// A double click on the empty pane, with its flow point (after the double-click zoom, if that is on).
    public var onPaneDoubleClick: ((CGPoint) -> Void)?
    public var onNodeClick: ((Node<NodeData>) -> Void)?
    public var onNodeDoubleClick: ((Node<NodeData>) -> Void)?
    public var onNodeDragStart: ((Node<NodeData>) -> Void)?
    public var onNodeDrag: ((Node<NodeData>) -> Void)?
    public var onNodeDragStop: ((Node<NodeData>) -> Void)?
    public var onSelectionDragStart: (([Node<NodeData>]) -> Void)?
    public var onSelectionDrag: (([Node<NodeData>]) -> Void)?
    public var onSelectionDragStop: (([Node<NodeData>]) -> Void)?
    public var onNodeMouseEnter: ((Node<NodeData>) -> Void)?
    public var onNodeMouseLeave: ((Node<NodeData>) -> Void)?
    public var onNodeContextMenu: ((Node<NodeData>) -> Void)?
    public var onEdgeClick: ((Edge<EdgeData>) -> Void)?
    public var onEdgeDoubleClick: ((Edge<EdgeData>) -> Void)?
    public var onEdgeMouseEnter: ((Edge<EdgeData>) -> Void)?
    public var onEdgeMouseLeave: ((Edge<EdgeData>) -> Void)?
    public var onEdgeContextMenu: ((Edge<EdgeData>) -> Void)?
    public var onPaneContextMenu: (() -> Void)?
    public var onBeforeDelete: (([Node<NodeData>], [Edge<EdgeData>]) async -> BeforeDeleteResult<NodeData, EdgeData>?)?
    public var onNodesDelete: (([Node<NodeData>]) -> Void)?
    public var onEdgesDelete: (([Edge<EdgeData>]) -> Void)?
    public var onDelete: (([Node<NodeData>], [Edge<EdgeData>]) -> Void)?
    public var onInit: (() -> Void)?
    public var onError: ((String, String) -> Void)?

    public init() {}
}
