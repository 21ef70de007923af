import SwiftFlow

// The code samples of spec/callbacks.md as written. The callback fragments sit in one `SwiftFlow` call each
// (in the initializer's parameter order); the names they use (`showGrid`, `saveViewportToDisk`, …) are
// forwarded to a `CallbackSampleApp` the tests read. The signatures are the stored properties of
// `CallbackSignatures`, which CallbackSpecSampleTests fills from a canvas's callbacks, so their types are
// the ones `SwiftFlow` takes. CallbackSpecSampleTests drives each sample with pointer and key events.

// MARK: - Signatures

struct CallbackSignatures<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    var onNodesChange: (([NodeChange<NodeData>]) -> Void)?
    var onEdgesChange: (([EdgeChange<EdgeData>]) -> Void)?
    var onConnect: ((Connection) -> Void)?
    var onReconnect: ((Edge<EdgeData>, Connection) -> Void)?
    var onViewportChange: ((Viewport) -> Void)?
    var onMoveStart: ((Viewport) -> Void)?
    var onMove: ((Viewport) -> Void)?
    var onMoveEnd: ((Viewport) -> Void)?
    var onSelectionChange: (([Node<NodeData>], [Edge<EdgeData>]) -> Void)?
    var onPaneClick: (() -> Void)?
    var onNodeClick: ((Node<NodeData>) -> Void)?
    var onNodeDoubleClick: ((Node<NodeData>) -> Void)?
    var onNodeDragStart: ((Node<NodeData>) -> Void)?
    var onNodeDrag: ((Node<NodeData>) -> Void)?
    var onNodeDragStop: ((Node<NodeData>) -> Void)?
    var onNodeMouseEnter: ((Node<NodeData>) -> Void)?
    var onNodeMouseLeave: ((Node<NodeData>) -> Void)?
    var onNodeContextMenu: ((Node<NodeData>) -> Void)?
    var onEdgeClick: ((Edge<EdgeData>) -> Void)?
    var onEdgeDoubleClick: ((Edge<EdgeData>) -> Void)?
    var onEdgeContextMenu: ((Edge<EdgeData>) -> Void)?
    var onConnectStart: ((OnConnectStartParams) -> Void)?
    var onConnectEnd: (() -> Void)?
    var isValidConnection: ((Connection) -> Bool)?
    var onBeforeDelete: (([Node<NodeData>], [Edge<EdgeData>]) async -> BeforeDeleteResult<NodeData, EdgeData>?)?
    var onNodesDelete: (([Node<NodeData>]) -> Void)?
    var onEdgesDelete: (([Edge<EdgeData>]) -> Void)?
    var onDelete: (([Node<NodeData>], [Edge<EdgeData>]) -> Void)?
    var onSelectionDragStart: (([Node<NodeData>]) -> Void)?
    var onSelectionDrag: (([Node<NodeData>]) -> Void)?
    var onSelectionDragStop: (([Node<NodeData>]) -> Void)?
    var onInit: (() -> Void)?
    var onError: ((String, String) -> Void)?
    var onPaneContextMenu: (() -> Void)?
}

// MARK: - Declarations the samples assume

/// a (100, 100) and b (400, 100), 120 × 40, with a target handle on the left and a source handle on the
/// right; c (100, 300) with no edge. Edge e-ab: a → b.
let callbackNodes: [Node<MyData>] = [
    Node(id: "a", position: XYPosition(x: 100, y: 100), data: MyData(label: "A"), width: 120, height: 40),
    Node(id: "b", position: XYPosition(x: 400, y: 100), data: MyData(label: "B"), width: 120, height: 40),
    Node(id: "c", position: XYPosition(x: 100, y: 300), data: MyData(label: "C"), width: 120, height: 40),
]

let callbackEdges: [FlowEdge<EmptyEdgeData>] = [FlowEdge(id: "e-ab", source: "a", target: "b")]

/// A node with a target handle on its left and a source handle on its right.
struct HandledNodeView: View {
    let node: Node<MyData>

    var body: some View {
        Text(node.data.label)
            .frame(width: 120, height: 40)
            .overlay {
                Handle(nodeId: node.id, type: .target, position: .left)
                Handle(nodeId: node.id, type: .source, position: .right)
            }
    }
}

/// What the samples' free names stand for, kept where the tests can read it.
@MainActor
final class CallbackSampleApp: ObservableObject {
    @Published var nodes: [Node<MyData>] = callbackNodes
    @Published var edges: [FlowEdge<EmptyEdgeData>] = callbackEdges
    var showGrid = false
    var showProperties = false
    var selectedNodeId: String? = "a"
    var isDragging = false
    var hoveredNodeId: String?
    var showContextMenu = false
    var contextMenuNodeId: String?
    var showConnectHint = false
    var confirmsDeletion = true
    /// What the sample functions were called with, in order.
    var calls: [String] = []
    /// `isDragging` and `showGrid` as each drag or move callback left them.
    var dragStates: [Bool] = []
    var gridStates: [Bool] = []
    var connectHintStates: [Bool] = []
}

/// `undoManager.pushUndo(_:)` of the onNodesDelete sample.
@MainActor
struct SampleUndoManager {
    let app: CallbackSampleApp

    func pushUndo(_ nodes: [Node<MyData>]) {
        app.calls.append("pushUndo \(nodes.map(\.id).joined(separator: ","))")
    }
}

/// The names the callback samples use, forwarded to the app object.
@MainActor
protocol CallbackSampleNames {
    var app: CallbackSampleApp { get }
}

extension CallbackSampleNames {
    var nodes: [Node<MyData>] {
        get { app.nodes }
        nonmutating set { app.nodes = newValue }
    }
    var edges: [FlowEdge<EmptyEdgeData>] {
        get { app.edges }
        nonmutating set { app.edges = newValue }
    }
    var showGrid: Bool {
        get { app.showGrid }
        nonmutating set { app.showGrid = newValue; app.gridStates.append(newValue) }
    }
    var showProperties: Bool {
        get { app.showProperties }
        nonmutating set { app.showProperties = newValue }
    }
    var selectedNodeId: String? {
        get { app.selectedNodeId }
        nonmutating set { app.selectedNodeId = newValue }
    }
    var isDragging: Bool {
        get { app.isDragging }
        nonmutating set { app.isDragging = newValue; app.dragStates.append(newValue) }
    }
    var hoveredNodeId: String? {
        get { app.hoveredNodeId }
        nonmutating set { app.hoveredNodeId = newValue }
    }
    var showContextMenu: Bool {
        get { app.showContextMenu }
        nonmutating set { app.showContextMenu = newValue }
    }
    var contextMenuNodeId: String? {
        get { app.contextMenuNodeId }
        nonmutating set { app.contextMenuNodeId = newValue }
    }
    var showConnectHint: Bool {
        get { app.showConnectHint }
        nonmutating set { app.showConnectHint = newValue; app.connectHintStates.append(newValue) }
    }
    var undoManager: SampleUndoManager { SampleUndoManager(app: app) }

    func saveViewportToDisk(_ viewport: Viewport) { app.calls.append("saveViewport \(viewport.zoom)") }
    func updateCursorPosition(_ viewport: Viewport) { app.calls.append("move \(viewport.x),\(viewport.y)") }
    func openNodeEditor(for id: String) { app.calls.append("openNodeEditor \(id)") }
    func toggleNodeExpansion(_ node: Node<MyData>) { app.calls.append("toggleNodeExpansion \(node.id)") }
    func updatePreview(_ position: XYPosition) { app.calls.append("preview \(position.x),\(position.y)") }
    func saveToHistory(_ nodes: [Node<MyData>], _ edges: [FlowEdge<EmptyEdgeData>]) {
        app.calls.append("saveToHistory \(nodes.map(\.id).joined(separator: ",")) | "
            + edges.map(\.id).joined(separator: ","))
    }
    func loadSavedGraph() { app.calls.append("loadSavedGraph") }
    func showDeleteConfirmation(_ nodes: [Node<MyData>]) async -> Bool {
        app.calls.append("confirm \(nodes.map(\.id).joined(separator: ","))")
        return app.confirmsDeletion
    }
}

// MARK: - onNodesChange

struct NodesChangeCallbackSample: View, CallbackSampleNames {
    @ObservedObject var app: CallbackSampleApp

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            onNodesChange: { changes in
                nodes = applyNodeChanges(changes, nodes: nodes)
            }
        ) { node in HandledNodeView(node: node) }
    }
}

// MARK: - Every other callback

struct CallbackSamples: View, CallbackSampleNames {
    @ObservedObject var app: CallbackSampleApp

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { changes in
                edges = applyEdgeChanges(changes, edges: edges)
            },
            onConnect: { connection in
                edges = addEdge(connection, edges: edges)
            },
            onReconnect: { edge, connection in
                edges = reconnectEdge(edge, connection, edges)
            },
            onConnectStart: { params in
                // params.nodeId, params.handleId, params.handleType
                showConnectHint = true
            },
            onConnectEnd: {
                showConnectHint = false
            },
            isValidConnection: { connection in
                // Prevent self-connections
                guard connection.source != connection.target else { return false }

                // Prevent duplicate edges
                let exists = edges.contains { existing in
                    existing.source == connection.source
                    && existing.target == connection.target
                }
                return !exists
            },
            onViewportChange: { viewport in
                saveViewportToDisk(viewport)
            },
            onMoveStart: { _ in showGrid = true },
            onMove: { vp in updateCursorPosition(vp) },
            onMoveEnd: { _ in showGrid = false },
            onSelectionChange: { selectedNodes, selectedEdges in
                showProperties = !selectedNodes.isEmpty
            },
            onPaneClick: {
                selectedNodeId = nil
            },
            onNodeClick: { node in
                openNodeEditor(for: node.id)
            },
            onNodeDoubleClick: { node in
                toggleNodeExpansion(node)
            },
            onNodeDragStart: { _ in isDragging = true },
            onNodeDrag: { node in updatePreview(node.position) },
            onNodeDragStop: { _ in isDragging = false },
            onNodeMouseEnter: { node in hoveredNodeId = node.id },
            onNodeMouseLeave: { _ in hoveredNodeId = nil },
            onNodeContextMenu: { node in
                showContextMenu = true
                contextMenuNodeId = node.id
            },
            onBeforeDelete: { nodesToDelete, edgesToDelete in
                // Show confirmation dialog
                let confirmed = await showDeleteConfirmation(nodesToDelete)
                if confirmed {
                    return .delete(nodes: nodesToDelete, edges: edgesToDelete)
                } else {
                    return .cancel
                }
            },
            onNodesDelete: { deletedNodes in
                undoManager.pushUndo(deletedNodes)
            },
            onDelete: { deletedNodes, deletedEdges in
                saveToHistory(deletedNodes, deletedEdges)
            },
            onInit: {
                loadSavedGraph()
            },
            onError: { code, message in
                print("[SwiftFlow Error \(code)] \(message)")
            }
        ) { node in HandledNodeView(node: node) }
    }
}

// MARK: - onConnect with default edge options

struct ConnectDefaultsCallbackSample: View, CallbackSampleNames {
    @ObservedObject var app: CallbackSampleApp

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            // With default edge options
            onConnect: { connection in
                edges = addEdge(connection, edges: edges,
                                defaults: DefaultEdgeOptions(type: .smoothstep, markerEnd: .arrowClosed))
            }
        ) { node in HandledNodeView(node: node) }
    }
}
