import SwiftFlow

// The code samples of spec/state-management.md as written, with only the declarations around them that a
// sample leaves to the reader (`MyData`, `initialNodes`, `lockedNodeIds`, `saveToDisk`, a view to hold
// `@State` / `@StateObject` properties). `[...]` and `...` placeholders are filled with the graph below or left
// out. StateSpecSampleTests drives each one.

// MARK: - Declarations the samples assume

struct MyData: Equatable, Sendable {
    var label: String
}

/// node-1 is a group holding node-1a (deletable) and node-1b (not deletable); node-2, node-3 and node-4
/// stand alone. Edges: edge-1 node-1 → node-2, edge-2 node-2 → node-3, edge-3 node-1a → node-3,
/// edge-4 node-3 → node-2, edge-5 node-3 → node-4.
let initialNodes: [Node<MyData>] = [
    Node(id: "node-1", position: XYPosition(x: 0, y: 0), data: MyData(label: "Group"), width: 300, height: 200),
    Node(id: "node-1a", position: XYPosition(x: 20, y: 40), data: MyData(label: "Child A"), parentId: "node-1"),
    Node(id: "node-1b", position: XYPosition(x: 20, y: 120), data: MyData(label: "Child B"), parentId: "node-1",
         deletable: false),
    Node(id: "node-2", position: XYPosition(x: 400, y: 0), data: MyData(label: "Node 2")),
    Node(id: "node-3", position: XYPosition(x: 400, y: 200), data: MyData(label: "Node 3")),
    Node(id: "node-4", position: XYPosition(x: 700, y: 200), data: MyData(label: "Node 4")),
]

let initialEdges: [FlowEdge<EmptyEdgeData>] = [
    FlowEdge(id: "edge-1", source: "node-1", target: "node-2"),
    FlowEdge(id: "edge-2", source: "node-2", target: "node-3"),
    FlowEdge(id: "edge-3", source: "node-1a", target: "node-3"),
    FlowEdge(id: "edge-4", source: "node-3", target: "node-2", sourceHandle: "out", targetHandle: "in"),
    FlowEdge(id: "edge-5", source: "node-3", target: "node-4"),
]

/// What the samples' `print` calls wrote (this module's `print` shadows the standard library's).
@MainActor var printedLines: [String] = []

@MainActor func print(_ items: Any...) {
    printedLines.append(items.map { "\($0)" }.joined(separator: " "))
}

// MARK: - Manual State

struct ManualStateSample: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            onNodesChange: { changes in
                nodes = applyNodeChanges(changes, nodes: nodes)
            },
            onEdgesChange: { changes in
                edges = applyEdgeChanges(changes, edges: edges)
            },
            onConnect: { connection in
                edges = addEdge(connection, edges: edges)
            }
        ) { node in
            MyNodeView(node: node)
        }
    }
}

// MARK: - Customizing Change Handling

struct CustomChangeHandlingSample: View {
    let lockedNodeIds: Set<String>
    let saveToDisk: ([Node<MyData>], [FlowEdge<EmptyEdgeData>]) -> Void
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges

    var body: some View {
        SwiftFlow(
            nodes: nodes,
            edges: edges,
            onNodesChange: { changes in
                // Filter out changes to locked nodes
                let filtered = changes.filter { change in
                    switch change {
                    case .position(let id, _), .selection(let id, _):
                        return !lockedNodeIds.contains(id)
                    default:
                        return true
                    }
                }
                nodes = applyNodeChanges(filtered, nodes: nodes)

                // Auto-save after each change
                saveToDisk(nodes, edges)
            }
        ) { node in
            MyNodeView(node: node)
        }
    }
}

// MARK: - SwiftFlowStore

struct StoreSample: View {
    @StateObject var store = SwiftFlowStore<MyData, EmptyEdgeData>(
        nodes: initialNodes,
        edges: initialEdges
    )

    var body: some View {
        SwiftFlow(
            nodes: store.nodes,
            edges: store.edges,
            onNodesChange: { store.onNodesChange($0) },
            onEdgesChange: { store.onEdgesChange($0) },
            onConnect: { store.onConnect($0) }
        ) { node in
            MyNodeView(node: node)
        }
    }
}

// MARK: - Accessing Store Data

/// Collects the values of a block of statements, so the sample's bare property reads are used.
@resultBuilder
enum SampleValues {
    static func buildExpression<Value>(_ value: Value) -> Any { value }
    static func buildBlock(_ values: Any...) -> [Any] { values }
}

/// The lookups the sample makes, for the test to check.
struct StoreLookups {
    var node: Node<MyData>?
    var edge: FlowEdge<EmptyEdgeData>?
    var incoming: [HandleConnection]
    var allConnections: [HandleConnection]
    var data: [String: MyData]
}

@MainActor @SampleValues
func accessStoreData(_ store: SwiftFlowStore<MyData, EmptyEdgeData>) -> [Any] {
    // Published properties
    store.nodes          // [Node<MyData>]
    store.edges          // [Edge<EmptyEdgeData>]
    store.viewport       // Viewport
    store.selectedNodeIds // Set<String>
    store.selectedEdgeIds // Set<String>
    store.nodesInitialized // Bool

    // Lookup methods
    let node = store.getNode(id: "node-1")
    let edge = store.getEdge(id: "edge-1")

    // Get connections for a node
    let incoming = store.getNodeConnections(nodeId: "node-2", handleType: .target)
    let allConnections = store.getNodeConnections(nodeId: "node-2")

    // Get node data by IDs
    let data = store.getNodesData(ids: ["node-1", "node-2"])

    StoreLookups(node: node, edge: edge, incoming: incoming, allConnections: allConnections, data: data)
}

// MARK: - SwiftFlowProvider

struct ProviderSample: View {
    var body: some View {
        SwiftFlowProvider(nodes: initialNodes, edges: initialEdges) { store in
            VStack {
                // Access store via environment in child views
                FlowToolbar()

                SwiftFlow(
                    nodes: store.nodes,
                    edges: store.edges,
                    onNodesChange: { store.onNodesChange($0) },
                    onEdgesChange: { store.onEdgesChange($0) },
                    onConnect: { store.onConnect($0) }
                ) { node in
                    MyNodeView(node: node)
                }
            }
        }
    }
}

struct FlowToolbar: View {
    @EnvironmentObject var store: SwiftFlowStore<MyData, EmptyEdgeData>

    var body: some View {
        HStack {
            Button("Add Node") {
                let newNode = Node(
                    id: UUID().uuidString,
                    position: XYPosition(x: CGFloat.random(in: 0...300), y: CGFloat.random(in: 0...300)),
                    data: MyData(label: "New Node")
                )
                store.onNodesChange([.add(item: newNode)])
            }
        }
    }
}

// MARK: - Programmatic Viewport Control

struct ViewportControlSample: View {
    let nodes: [Node<MyData>]
    let edges: [FlowEdge<EmptyEdgeData>]
    @StateObject var instance = SwiftFlowInstance()

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            swiftFlowInstance: instance
        ) { node in MyNodeView(node: node) }
    }
}

/// The control calls of the sample, in order; returns the flow position it converts.
@MainActor
func controlViewport(_ instance: SwiftFlowInstance, nodes: [Node<MyData>]) -> CGPoint {
    // Control methods
    instance.fitView(nodes: nodes, nodeSizes: instance.nodeSizes)
    instance.zoomIn()
    instance.zoomOut()
    instance.setCenter(x: 200, y: 150, zoom: 1.0, animated: true)
    instance.reset()

    // Coordinate conversion
    let screenPoint = CGPoint(x: 300, y: 200)
    let flowPosition = instance.screenToFlowPosition(screenPoint)
    return flowPosition
}

// MARK: - Accessing SwiftFlowInstance from Child Views

struct MyNodeView: View {
    let node: Node<MyData>
    @Environment(\.swiftFlowInstance) var instance

    var body: some View {
        VStack {
            Text(node.data.label)
            Button("Focus") {
                instance?.setCenter(x: node.position.x, y: node.position.y, zoom: 1)
            }
        }
    }
}

// MARK: - SwiftFlowState (Environment Object)

struct CustomOverlay: View {
    @EnvironmentObject var flowState: SwiftFlowState

    var body: some View {
        VStack {
            Text("Zoom: \(String(format: "%.0f%%", flowState.viewport.zoom * 100))")
            Text("Nodes: \(flowState.nodes.count)")

            Button("Fit View") {
                flowState.fitView()
            }

            // Active connection state
            if let conn = flowState.activeConnection {
                Text("Connecting...")
                    .foregroundColor(conn.isValid == true ? .green : .red)
            }
        }
    }
}

struct OverlaySample: View {
    var body: some View {
        SwiftFlow(nodes: initialNodes, edges: initialEdges) { node in
            MyNodeView(node: node)
        } overlay: {
            CustomOverlay()
        }
    }
}
