import SwiftFlow

// The code samples of spec/interactions.md (but its accessibility ones, in AccessibilitySpecSamples) as
// written: `...` in an argument list is left out, `{ ... }` is a node view, and a `Node(id:…, ...)` gets a
// position and data. Each `SwiftFlow` sample is one property of `InteractionSamples`, which shows the one
// its `sample` names; the node samples are collected by `NodeListBuilder`. InteractionSpecSampleTests
// mounts each and checks what the text says.

/// Collects the node samples, which the spec writes one per line without commas.
@resultBuilder
enum NodeListBuilder {
    static func buildBlock(_ nodes: Node<MyData>...) -> [Node<MyData>] { nodes }
}

/// The data every `Node(id: …, ...)` sample leaves out.
let sampleData = MyData(label: "Sample")

extension XYPosition {
    /// Where the node samples that leave their position out are put.
    static let sample = XYPosition(x: 40, y: 40)
}

// MARK: - Node samples

@NodeListBuilder var dragControlNodes: [Node<MyData>] {
    Node(id: "locked", position: .sample, data: sampleData, draggable: false)  // This node cannot be dragged
    Node(id: "group", position: XYPosition(x: 600, y: 0), data: sampleData, width: 300, height: 200)
    // Per-node constraint (within parent bounds)
    Node(id: "child", position: .sample, data: sampleData, parentId: "group", extent: .parent)
    // Per-node constraint (within explicit region)
    Node(id: "bounded", position: XYPosition(x: 200, y: 300), data: sampleData,
         extent: .coordinateExtent(CoordinateExtent(minX: 0, minY: 0, maxX: 500, maxY: 500)))
}

@NodeListBuilder var connectableNodes: [Node<MyData>] {
    Node(id: "readonly", position: .sample, data: sampleData, connectable: false)  // Handles on this node are inactive
}

@NodeListBuilder var zIndexNodes: [Node<MyData>] {
    // Manual z-index per node
    Node(id: "front", position: .sample, data: sampleData, zIndex: 10)
    Node(id: "back", position: .sample, data: sampleData, zIndex: -5)
}

/// A node view with a source handle that `isConnectable: false` turns off.
struct LockedHandleNodeView: View {
    let node: Node<MyData>

    var body: some View {
        Text(node.data.label)
            .frame(width: 120, height: 40)
            .overlay {
                Handle(nodeId: node.id, id: "locked", type: .source, position: .right, isConnectable: false)
            }
    }
}

// MARK: - SwiftFlow samples

/// The app-side names the samples call.
@MainActor
final class InteractionSampleLog {
    var calls: [String] = []
}

/// Nodes "1", "2" and "3" in a row, for the reconnection sample's edge.
let reconnectionNodes: [Node<MyData>] = ["1", "2", "3"].enumerated().map { index, id in
    Node(id: id, position: XYPosition(x: 100 + 300 * CGFloat(index), y: 100), data: MyData(label: id),
         width: 120, height: 40)
}

let reconnectableEdges: [FlowEdge<EmptyEdgeData>] = [
    FlowEdge(id: "e1", source: "1", target: "2", reconnectable: true)
]

struct InteractionSamples: View {
    let sample: KeyPath<InteractionSamples, AnyView>
    var log = InteractionSampleLog()
    @State var nodes: [Node<MyData>]
    @State var edges: [FlowEdge<EmptyEdgeData>]

    init(_ sample: KeyPath<InteractionSamples, AnyView>, log: InteractionSampleLog = InteractionSampleLog(),
         nodes: [Node<MyData>] = callbackNodes, edges: [FlowEdge<EmptyEdgeData>] = callbackEdges) {
        self.sample = sample
        self.log = log
        _nodes = State(initialValue: nodes)
        _edges = State(initialValue: edges)
    }

    var body: some View { self[keyPath: sample] }

    func showNodeMenu(_ node: Node<MyData>) { log.calls.append("node menu \(node.id)") }
    func showEdgeMenu(_ edge: FlowEdge<EmptyEdgeData>) { log.calls.append("edge menu \(edge.id)") }
    func showCanvasMenu() { log.calls.append("canvas menu") }

    var panOnDrag: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, panOnDrag: true) { node in HandledNodeView(node: node) }
    ) }

    var selectionOnDrag: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                  selectionOnDrag: true) { node in HandledNodeView(node: node) }
    ) }

    var panOnScroll: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges,
            panOnScroll: true,
            zoomOnScroll: false
        ) { node in HandledNodeView(node: node) }
    ) }

    var zoomOnScroll: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, zoomOnScroll: true) { node in HandledNodeView(node: node) }
    ) }

    var zoomOnPinch: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, zoomOnPinch: true) { node in HandledNodeView(node: node) }
    ) }

    var zoomOnDoubleClick: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, zoomOnDoubleClick: true) { node in HandledNodeView(node: node) }
    ) }

    var nodesDraggable: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
                  nodesDraggable: false) { node in HandledNodeView(node: node) }
    ) }

    var snapToGrid: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            snapToGrid: true,
            snapGrid: (x: 20, y: 20)
        ) { node in HandledNodeView(node: node) }
    ) }

    var coordinateExtent: AnyView { AnyView(
        // Global constraint
        SwiftFlow(nodes: nodes, edges: edges, onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            coordinateExtent: CoordinateExtent(minX: 0, minY: 0, maxX: 1000, maxY: 800)
        ) { node in HandledNodeView(node: node) }
    ) }

    var nodesConnectable: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, nodesConnectable: true) { node in HandledNodeView(node: node) }
    ) }

    var strictConnections: AnyView { AnyView(
        // Only source-to-target connections (default)
        SwiftFlow(nodes: nodes, edges: edges, connectionMode: .strict) { node in HandledNodeView(node: node) }
    ) }

    var looseConnections: AnyView { AnyView(
        // Any-to-any connections
        SwiftFlow(nodes: nodes, edges: edges, connectionMode: .loose) { node in HandledNodeView(node: node) }
    ) }

    var connectionLineType: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges,
            connectionLineType: .smoothstep
        ) { node in HandledNodeView(node: node) }
    ) }

    var connectionLineContent: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges,
            connectionLineContent: { connection, start, current in
                AnyView(
                    Path { path in
                        path.move(to: start)
                        path.addQuadCurve(to: current, control: CGPoint(
                            x: (start.x + current.x) / 2,
                            y: min(start.y, current.y) - 50
                        ))
                    }
                    .stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                )
            }
        ) { node in HandledNodeView(node: node) }
    ) }

    var isValidConnection: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, onConnect: { edges = addEdge($0, edges: edges) },
            isValidConnection: { connection in
                connection.source != connection.target &&
                !edges.contains { $0.source == connection.source && $0.target == connection.target }
            }
        ) { node in HandledNodeView(node: node) }
    ) }

    var onReconnect: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges,
            onReconnect: { edge, connection in
                edges = reconnectEdge(edge, connection, edges)
            }
        ) { node in HandledNodeView(node: node) }
    ) }

    var elementsSelectable: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, elementsSelectable: true) { node in HandledNodeView(node: node) }
    ) }

    /// Two canvases, one per selection mode.
    var selectionModes: AnyView { AnyView(VStack {
        SwiftFlow(nodes: nodes, edges: edges, selectionMode: .partial) { node in HandledNodeView(node: node) }  // Partial overlap selects
        SwiftFlow(nodes: nodes, edges: edges, selectionMode: .full) { node in HandledNodeView(node: node) }     // Full containment required
    }) }

    var selectNodesOnDrag: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, selectNodesOnDrag: false) { node in HandledNodeView(node: node) }
    ) }

    var keyboardShortcuts: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges, onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            keyboardShortcuts: KeyboardShortcuts(
                deleteKeyCode: KeyCode.backspace.rawValue,
                forwardDeleteKeyCode: KeyCode.forwardDelete.rawValue,
                nudgeDistance: 1,
                shiftNudgeDistance: 10
            )
        ) { node in HandledNodeView(node: node) }
    ) }

    var contextMenus: AnyView { AnyView(
        SwiftFlow(nodes: nodes, edges: edges,
            onNodeContextMenu: { node in showNodeMenu(node) },
            onEdgeContextMenu: { edge in showEdgeMenu(edge) },
            onPaneContextMenu: { showCanvasMenu() }
        ) { node in HandledNodeView(node: node) }
    ) }
}

/// Shows one of the node lists above, with a `LockedHandleNodeView` per node.
struct NodeSampleCanvas: View {
    let nodes: [Node<MyData>]
    var onNodesChange: (([NodeChange<MyData>]) -> Void)?

    var body: some View {
        SwiftFlow(nodes: nodes, edges: [FlowEdge<EmptyEdgeData>](), onNodesChange: onNodesChange) { node in
            LockedHandleNodeView(node: node)
        }
    }
}
