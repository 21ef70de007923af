import Foundation
import SwiftFlow
import SwiftFlowCore

/// The app side of the gesture scenarios: where the graph lives and how the canvas's changes reach it.
///
/// The canvas view reads `nodes` and `edges` and observes the object, so a change re-evaluates the view as an
/// app's state would. Another way of keeping the graph is another conforming type; nothing else in
/// `GestureBenchmarks` changes. Two today: `ArrayStateApp` and `SwiftFlowStore` itself.
@MainActor
protocol GestureBenchmarkApp: ObservableObject {
    var nodes: [Node<String>] { get }
    var edges: [Edge<EmptyEdgeData>] { get }
    func onNodesChange(_ changes: [NodeChange<String>])
    func onEdgesChange(_ changes: [EdgeChange<EmptyEdgeData>])
    func onConnect(_ connection: Connection)
    /// What is wrong with the app's state besides `nodes` and `edges` (derived state out of step with them),
    /// or `nil`; checked after each scenario.
    var stateProblem: String? { get }
}

/// Today's app: @Published arrays that `applyNodeChanges` / `applyEdgeChanges` replace on every change.
@MainActor
final class ArrayStateApp: GestureBenchmarkApp {
    @Published var nodes: [Node<String>]
    @Published var edges: [Edge<EmptyEdgeData>]

    init(graph: BenchmarkGraph) {
        nodes = graph.nodes
        edges = graph.edges
    }

    func onNodesChange(_ changes: [NodeChange<String>]) { nodes = applyNodeChanges(changes, nodes: nodes) }
    func onEdgesChange(_ changes: [EdgeChange<EmptyEdgeData>]) { edges = applyEdgeChanges(changes, edges: edges) }
    func onConnect(_ connection: Connection) { edges = addEdge(connection, edges: edges) }
    /// The arrays are the whole state.
    var stateProblem: String? { nil }
}

/// The store as an app uses it (spec: state-management.md): the view observes the store itself, shows
/// `store.nodes` / `store.edges` and hands the canvas the store's `onNodesChange`, `onEdgesChange` and
/// `onConnect`, so the store publishing is what re-evaluates the view.
extension SwiftFlowStore: GestureBenchmarkApp where NodeData == String, EdgeData == EmptyEdgeData {
    /// The store's selection sets, id lookups, node → edges map and `nodesInitialized` against its lists.
    @MainActor
    var stateProblem: String? {
        let selectedNodes = Set(nodes.lazy.filter(\.selected).map(\.id))
        if selectedNodeIds != selectedNodes {
            return "store.selectedNodeIds has \(selectedNodeIds.count) ids; \(selectedNodes.count) nodes are selected"
        }
        let selectedEdges = Set(edges.lazy.filter(\.selected).map(\.id))
        if selectedEdgeIds != selectedEdges {
            return "store.selectedEdgeIds has \(selectedEdgeIds.count) ids, \(selectedEdges.count) edges are selected"
        }
        if let node = nodes.first(where: { getNode(id: $0.id) != $0 }) {
            return "store.getNode(id: \"\(node.id)\") does not return that node"
        }
        if let edge = edges.first(where: { getEdge(id: $0.id) != $0 }) {
            return "store.getEdge(id: \"\(edge.id)\") does not return that edge"
        }
        let step = max(1, nodes.count / 16)
        for node in stride(from: 0, to: nodes.count, by: step).map({ nodes[$0] }) {
            let expected = edges.filter { $0.source == node.id || $0.target == node.id }.map(\.id)
            if getNodeConnections(nodeId: node.id).map(\.edgeId) != expected {
                return "store.getNodeConnections(nodeId: \"\(node.id)\") does not list that node's edges"
            }
        }
        return nodesInitialized ? nil : "store.nodesInitialized is false"
    }
}

private struct GestureCanvas<App: GestureBenchmarkApp>: View {
    @ObservedObject var app: App
    let instance: SwiftFlowInstance

    var body: some View {
        let app = app
        return SwiftFlow(nodes: app.nodes, edges: app.edges, swiftFlowInstance: instance,
                         onNodesChange: { app.onNodesChange($0) }, onEdgesChange: { app.onEdgesChange($0) },
                         onConnect: { app.onConnect($0) }, colorMode: .light) { node in
            // As in the editor: a selected node shows React Flow's resize frame.
            DefaultNodeView(node: node).overlay { NodeResizer(isVisible: node.selected) }
        }
    }
}

/// User gestures on G(N) through the real input path: events into `WindowRoot`, the canvas's gesture layer,
/// the app's `onNodesChange` / `onEdgesChange`, the view re-evaluated with the new arrays, the canvas
/// ingesting them and computing damage, and the damaged rectangle drawn into a 1920×1080 Cairo image (with
/// `--on-screen`: through the X11 host into a window, presented and waited for with XSync).
///
/// Each figure is one frame: from the event to the pixels. `ingestMedianMs` is the part up to the canvas
/// having the new arrays and its damage (event handling, the app's apply, view update and layout).
@MainActor
enum GestureBenchmarks {
    static let viewSize = CanvasBenchmarks.viewSize
    static let names = [
        "Gesture: drag one node, per move frame",
        "Gesture: Ctrl+A select all",
        "Gesture: Delete 1,000 selected nodes",
        "Gesture: Ctrl+Z undo the deletion",
        "Gesture: resize one node, per move frame",
        "Gesture: Ctrl+Shift+Z redo the deletion",
    ]
    /// Timed runs of the keyboard scenarios at 100,000 nodes and more (each is a whole-graph change).
    nonisolated(unsafe) static var heavyRuns = 10
    /// Whether each scenario's app state is checked afterwards (`stateProblem`; `--no-state-checks` skips it).
    nonisolated(unsafe) static var checksState = true

    /// Both variants: the app keeping @Published arrays, then the app keeping a `SwiftFlowStore`.
    static func run(nodeCount n: Int) throws -> [Measurement] {
        let arrays = try run(nodeCount: n, variant: "arrays") { ArrayStateApp(graph: $0) }
        let store = try run(nodeCount: n, variant: "store") {
            SwiftFlowStore<String, EmptyEdgeData>(nodes: $0.nodes, edges: $0.edges)
        }
        return arrays + store
    }

    /// Runs the scenarios with the app `makeApp` builds; `variant` is appended to the scenario names, and
    /// `--scenario` matches the names with it (`--scenario "(store)"` runs only that variant).
    static func run<App: GestureBenchmarkApp>(
        nodeCount n: Int, variant: String, makeApp: (BenchmarkGraph) -> App
    ) throws -> [Measurement] {
        // On screen (`--on-screen`) the scenarios draw into a window and present every frame.
        let place = CanvasBenchmarks.onScreen ? "on screen" : ""
        let variantName = { (name: String) in
            let qualifiers = [variant, place].filter { !$0.isEmpty }.joined(separator: ", ")
            return qualifiers.isEmpty ? name : "\(name) (\(qualifiers))"
        }
        let selected = names.filter { CanvasBenchmarks.selects(variantName($0)) }
        guard !selected.isEmpty else { return [] }
        let graph = BenchmarkGraph(nodeCount: n)
        let app = makeApp(graph)
        let instance = SwiftFlowInstance()
        let surface = try CairoImageSurface(width: Int(viewSize.width), height: Int(viewSize.height))
        let measurer = CairoTextMeasurer()
        let images = CairoImageCache()
        let window: OnScreenBenchmarkWindow? = CanvasBenchmarks.onScreen
            ? try OnScreenBenchmarkWindow(size: viewSize) { GestureCanvas(app: app, instance: instance) } : nil
        let root = window?.root ?? WindowRoot(size: viewSize, textMeasurer: measurer) {
            GestureCanvas(app: app, instance: instance)
        }
        /// Brings the view up to date with the app and draws the damage (on screen: and presents it); returns the
        /// time the update took.
        @discardableResult
        func frame() -> UInt64 {
            let start = DispatchTime.now().uptimeNanoseconds
            root.update()
            let updated = DispatchTime.now().uptimeNanoseconds - start
            if let window {
                window.frame()
            } else if let dirty = root.damagedRect {
                root.render(into: surface.makeContext(textMeasurer: measurer, imageCache: images), dirty: dirty)
            }
            return updated
        }
        func wanted(_ index: Int) -> Bool { selected.contains(names[index]) }
        /// One timed frame: `events` delivered, then the update and render.
        func timedFrame(into samples: inout FrameSamples, _ events: () -> Void) {
            let start = DispatchTime.now().uptimeNanoseconds
            var ingest: UInt64 = 0
            func work() {
                events()
                let handled = DispatchTime.now().uptimeNanoseconds - start
                ingest = handled + frame()
            }
            if wanted(samples.scenario) { timedPart(work) } else { work() }
            samples.add(total: DispatchTime.now().uptimeNanoseconds - start, ingest: ingest)
            runQueuedMainBlocks()
        }
        func key(_ code: KeyCode, _ modifiers: EventModifiers = []) {
            root.handle(.keyDown(KeyEvent(keysym: code.rawValue, modifiers: modifiers)))
        }
        frame()
        instance.setViewport(.identity)
        frame()

        let columns = graph.columns
        // Node 5·cols+5 sits at (1000, 500), mid-screen at zoom 1, away from the auto-pan band.
        let grabbed = CGPoint(x: 1000 + 75, y: 500 + 20)
        // Clicking it also gives the canvas keyboard focus for the key scenarios.
        root.handle(.pointerDown(location: grabbed, button: .primary, clickCount: 1, modifiers: []))
        frame()
        var results: [Measurement] = []
        let heavy = n >= 100_000 ? heavyRuns : CanvasBenchmarks.runs
        /// `GestureBenchmarks.check`, naming the variant.
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            Self.check(condition, variant.isEmpty ? message() : "(\(variant)) \(message())")
        }
        /// Reports derived app state out of step with the graph after `scenario`.
        func checkState(after scenario: Int) {
            guard checksState else { return }
            if let problem = app.stateProblem { check(false, "after \(names[scenario]): \(problem)") }
        }

        if wanted(0) {
            // The press is down; the first move past the click threshold starts the drag (untimed).
            func move(_ i: Int) {
                let dx = CGFloat(10 + 3 * (i % 20))
                root.handle(.pointerMove(location: CGPoint(x: grabbed.x + dx, y: grabbed.y), buttons: [.primary],
                                         modifiers: []))
            }
            move(0)
            frame()
            var samples = FrameSamples(scenario: 0)
            for i in 0..<(3 + CanvasBenchmarks.runs) {
                if i == 3 { samples = FrameSamples(scenario: 0) }
                timedFrame(into: &samples) { move(i + 1) }
            }
            let moved = app.nodes[5 * columns + 5]
            check(moved.dragging && moved.position.x != 1000, "the drag did not move node \(5 * columns + 5)")
            checkState(after: 0)
            results.append(samples.measurement(variantName(names[0]), nodes: n, targetMs: 4))
        }
        root.handle(.pointerUp(location: grabbed, button: .primary, modifiers: []))
        frame()

        if wanted(4) {
            // The grabbed node is selected now and shows its frame; its bottom-right handle is dragged
            // diagonally (the first move, untimed, starts the resize).
            let index = 5 * columns + 5
            let start = app.nodes[index]
            let corner = CGPoint(x: start.position.x + (start.width ?? 0), y: start.position.y + (start.height ?? 0))
            root.handle(.pointerDown(location: corner, button: .primary, clickCount: 1, modifiers: []))
            func move(_ i: Int) {
                let d = CGFloat(10 + 3 * (i % 20))
                root.handle(.pointerMove(location: CGPoint(x: corner.x + d, y: corner.y + d / 2),
                                         buttons: [.primary], modifiers: []))
            }
            move(0)
            frame()
            var samples = FrameSamples(scenario: 4)
            for i in 0..<(3 + CanvasBenchmarks.runs) {
                if i == 3 { samples = FrameSamples(scenario: 4) }
                timedFrame(into: &samples) { move(i + 1) }
            }
            root.handle(.pointerUp(location: corner, button: .primary, modifiers: []))
            frame()
            let resized = app.nodes[index]
            check(start.selected && resized.width != start.width && resized.position == start.position,
                  "the resize did not resize node \(index) from its bottom-right corner")
            checkState(after: 4)
            results.append(samples.measurement(variantName(names[4]), nodes: n, targetMs: 4))
        }

        if wanted(1) {
            let nodeReuses = ListRecycler.shared.reuseCount(of: Node<String>.self)
            let edgeReuses = ListRecycler.shared.reuseCount(of: Edge<EmptyEdgeData>.self)
            var samples = FrameSamples(scenario: 1)
            for i in 0..<(3 + heavy) {
                if i == 3 { samples = FrameSamples(scenario: 1) }
                key(.escape)
                frame()
                timedFrame(into: &samples) { key(.a, .primary) }
            }
            check(app.nodes.allSatisfy(\.selected), "Ctrl+A did not select every node")
            // Escape and Ctrl+A frames write into lists nobody holds any more (`ListRecycler`), from the third on.
            if n >= ListRecycler.shared.threshold {
                let reused = (ListRecycler.shared.reuseCount(of: Node<String>.self) - nodeReuses,
                              ListRecycler.shared.reuseCount(of: Edge<EmptyEdgeData>.self) - edgeReuses)
                check(reused.0 > 0 && reused.1 > 0, "no list was recycled (nodes \(reused.0), edges \(reused.1))")
            }
            checkState(after: 1)
            results.append(samples.measurement(variantName(names[1]), nodes: n, targetMs: 50))
            key(.escape)
            frame()
        }

        if wanted(2) || wanted(3) || wanted(5) {
            // 1,000 nodes spread over the whole graph (every n/1000-th), selected by the app; an undo restores
            // them selected, so each run deletes the same nodes.
            let step = max(1, n / 1000)
            let doomed = stride(from: 0, to: n, by: step).prefix(1000).map { "n\($0)" }
            // The click that focused the canvas selected the grabbed node: without Ctrl+A's Escape before this,
            // Delete took 1,001 nodes.
            key(.escape)
            frame()
            app.onNodesChange(doomed.map { .selection($0, true) })
            frame()
            if wanted(2) || wanted(3) {
                var deletions = FrameSamples(scenario: 2)
                var undos = FrameSamples(scenario: 3)
                for i in 0..<(3 + heavy) {
                    if i == 3 {
                        deletions = FrameSamples(scenario: 2)
                        undos = FrameSamples(scenario: 3)
                    }
                    timedFrame(into: &deletions) { key(.backspace) }
                    check(app.nodes.count == n - doomed.count, "Delete left \(app.nodes.count) nodes")
                    if i == 0 { checkState(after: 2) }
                    timedFrame(into: &undos) { key(.z, .primary) }
                    check(app.nodes.count == n, "Ctrl+Z left \(app.nodes.count) nodes")
                }
                check(app.nodes.map(\.id) == graph.nodes.map(\.id) && app.edges.count == graph.edges.count,
                      "undo did not restore the graph in order")
                checkState(after: 3)
                if wanted(2) { results.append(deletions.measurement(variantName(names[2]), nodes: n, targetMs: 50)) }
                if wanted(3) { results.append(undos.measurement(variantName(names[3]), nodes: n, targetMs: 50)) }
            }
            if wanted(5) {
                // The same deletion, undone, then redone (timed) and undone again, so each round deletes the same
                // nodes; a loop of its own, so the Delete and undo rounds above run as they always did.
                func untimed(_ code: KeyCode, _ modifiers: EventModifiers = []) {
                    key(code, modifiers)
                    frame()
                    runQueuedMainBlocks()
                }
                var redos = FrameSamples(scenario: 5)
                for i in 0..<(3 + heavy) {
                    if i == 3 { redos = FrameSamples(scenario: 5) }
                    untimed(.backspace)
                    untimed(.z, .primary)
                    timedFrame(into: &redos) { key(.z, [.primary, .shift]) }
                    check(app.nodes.count == n - doomed.count, "Ctrl+Shift+Z left \(app.nodes.count) nodes")
                    if i == 0 { checkState(after: 5) }
                    untimed(.z, .primary)
                    check(app.nodes.count == n, "Ctrl+Z after the redo left \(app.nodes.count) nodes")
                }
                check(app.nodes.map(\.id) == graph.nodes.map(\.id) && app.edges.count == graph.edges.count,
                      "undo after the redo did not restore the graph in order")
                results.append(redos.measurement(variantName(names[5]), nodes: n, targetMs: 50))
            }
        }
        return results
    }

    /// Runs the timed part of a frame of a selected scenario; a function of its own, so a profiler can collect
    /// only there: `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*timedPart*'`.
    /// (Delete and undo frames alternate; `--scenario Delete` or `--scenario undo` picks which of them runs here;
    /// `--scenario redo` times only the redo frames of a loop of their own.)
    @inline(never)
    private static func timedPart(_ work: () -> Void) {
        work()
    }

    /// Reports a scenario that did not do what it should have (its figures would mean nothing).
    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("swiftflow-bench: \(message())\n".utf8))
    }
}

/// Wall-clock times of timed frames: the whole frame and its part up to the canvas's ingestion.
struct FrameSamples {
    /// The index of the scenario in `GestureBenchmarks.names`.
    let scenario: Int
    private var totals: [Double] = []
    private var ingests: [Double] = []

    init(scenario: Int) {
        self.scenario = scenario
    }

    mutating func add(total: UInt64, ingest: UInt64) {
        totals.append(Double(total) / 1e6)
        ingests.append(Double(ingest) / 1e6)
    }

    func measurement(_ name: String, nodes: Int, targetMs: Double?) -> Measurement {
        let sorted = totals.sorted()
        let p95Index = min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)
        return Measurement(
            name: name, nodes: nodes, runs: sorted.count,
            medianMs: sorted[sorted.count / 2], p95Ms: sorted[max(0, p95Index)], minMs: sorted[0],
            targetMs: targetMs, ingestMedianMs: ingests.sorted()[ingests.count / 2]
        )
    }
}
