import Foundation
import SwiftFlow

/// The hostile graph of HostileInputTests: two nodes joined by `edgeCount` parallel edges. Moving one node
/// moves every edge, all listed in the same grid cells of the edge index, so a per-edge index update that
/// scans its cell made each drag step quadratic in the number of edges. Through the real gesture path
/// (pointer and key events into `WindowRoot`, the app's `applyNodeChanges`): one drag step of node `a`,
/// deleting it (with its edges) and undoing that. Each figure is the process's CPU time for the frame
/// (`processCpuMs`), which a loaded machine inflates less than wall time, beside the wall-clock median.
@MainActor
enum HostileBenchmarks {
    static let viewSize = CanvasBenchmarks.viewSize
    static let names = [
        "Hostile: drag one of two nodes joined by N parallel edges, per move frame",
        "Hostile: Delete that node and its N parallel edges",
        "Hostile: Ctrl+Z undo that deletion",
    ]

    static func run(edgeCount n: Int) throws -> [Measurement] {
        let selected = names.filter { CanvasBenchmarks.selects($0) }
        guard !selected.isEmpty else { return [] }
        let app = ParallelEdgesApp(edgeCount: n)
        let instance = SwiftFlowInstance()
        let surface = try CairoImageSurface(width: Int(viewSize.width), height: Int(viewSize.height))
        let measurer = CairoTextMeasurer()
        let images = CairoImageCache()
        let root = WindowRoot(size: viewSize, textMeasurer: measurer) {
            ParallelEdgesCanvas(app: app, instance: instance)
        }
        func frame() {
            root.update()
            if let dirty = root.damagedRect {
                root.render(into: surface.makeContext(textMeasurer: measurer, imageCache: images), dirty: dirty)
            }
        }
        var wall: [[Double]] = [[], [], []]
        var cpu: [[Double]] = [[], [], []]
        func timed(_ scenario: Int, _ events: () -> Void) {
            let cpuStart = processCpuNanoseconds(), start = DispatchTime.now().uptimeNanoseconds
            events()
            frame()
            wall[scenario].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            cpu[scenario].append(Double(processCpuNanoseconds() - cpuStart) / 1e6)
        }
        frame()
        instance.setViewport(.identity)
        frame()
        let runs = CanvasBenchmarks.runs
        // Node a sits at (600, 500), 150×40; pressing its middle and moving past the click threshold drags it.
        let grabbed = CGPoint(x: 675, y: 520)
        root.handle(.pointerDown(location: grabbed, button: .primary, clickCount: 1, modifiers: []))
        func move(_ i: Int) {
            root.handle(.pointerMove(location: CGPoint(x: grabbed.x + CGFloat(10 + 3 * (i % 20)), y: grabbed.y),
                                     buttons: [.primary], modifiers: []))
        }
        move(0)
        frame()
        for i in 0..<runs { timed(0) { move(i + 1) } }
        root.handle(.pointerUp(location: grabbed, button: .primary, modifiers: []))
        frame()
        check(app.nodes[0].position.x != 600 && app.nodes[0].selected, "the drag did not move and select node a")
        for _ in 0..<max(3, runs / 4) {
            timed(1) { root.handle(.keyDown(KeyEvent(keysym: KeyCode.backspace.rawValue, modifiers: []))) }
            check(app.nodes.count == 1 && app.edges.isEmpty, "Delete left \(app.nodes.count) nodes, \(app.edges.count) edges")
            timed(2) { root.handle(.keyDown(KeyEvent(keysym: KeyCode.z.rawValue, modifiers: .primary))) }
            check(app.nodes.count == 2 && app.edges.count == n, "Ctrl+Z left \(app.edges.count) edges")
        }
        return (0..<3).filter { selected.contains(names[$0]) }.map { scenario in
            let sorted = wall[scenario].sorted()
            var measurement = Measurement(
                name: names[scenario], nodes: n, runs: sorted.count, medianMs: sorted[sorted.count / 2],
                p95Ms: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))], minMs: sorted[0],
                targetMs: nil)
            measurement.processCpuMs = cpu[scenario].sorted()[sorted.count / 2]
            return measurement
        }
    }

    private static func processCpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("swiftflow-bench: \(message())\n".utf8))
    }
}

/// Two 150×40 nodes, a at (600, 500) and b at (1000, 500), joined by `edgeCount` bezier edges a → b.
@MainActor
private final class ParallelEdgesApp: ObservableObject {
    @Published var nodes: [Node<String>]
    @Published var edges: [Edge<EmptyEdgeData>]

    init(edgeCount: Int) {
        nodes = [Node(id: "a", position: XYPosition(x: 600, y: 500), data: "a", width: 150, height: 40),
                 Node(id: "b", position: XYPosition(x: 1000, y: 500), data: "b", width: 150, height: 40)]
        edges = (0..<edgeCount).map { Edge(id: "e\($0)", source: "a", target: "b") }
    }
}

private struct ParallelEdgesCanvas: View {
    @ObservedObject var app: ParallelEdgesApp
    let instance: SwiftFlowInstance

    var body: some View {
        let app = app
        return SwiftFlow(nodes: app.nodes, edges: app.edges, swiftFlowInstance: instance,
                         onNodesChange: { app.nodes = applyNodeChanges($0, nodes: app.nodes) },
                         onEdgesChange: { app.edges = applyEdgeChanges($0, edges: app.edges) },
                         colorMode: .light) { node in
            DefaultNodeView(node: node)
        }
    }
}
