import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Node data of these tests only: `ListRecycler` keeps one chain per node type, so other suites' drags (of
/// `Node<String>` lists) running at the same time do not reset the chain these tests look at.
struct DragData: Equatable, Sendable {
    var label: String
}

/// A node drag through `WindowRoot` on a list long enough for `ListRecycler` (5,000 nodes), with the app keeping
/// `@State` arrays or a `SwiftFlowStore`: later frames are written into the buffers of lists nobody holds any
/// more, and still the lists, the change lists the app gets, `$nodes` subscribers, the canvas's records and
/// undo are as worked out by hand, and an array the app kept from before the drag keeps its positions.
@MainActor
@Suite(.serialized) struct RecycledDragTests {
    /// Node `n<i>` at (200 · (i mod 50), 100 · (i div 50)), 100 × 40: n1 spans (200, 0)–(300, 40) on screen at
    /// zoom 1, and only the first rows are on screen.
    static func graph() -> [Node<DragData>] {
        (0..<5_000).map { index in
            Node(id: "n\(index)", position: XYPosition(x: CGFloat(200 * (index % 50)), y: CGFloat(100 * (index / 50))),
                 data: DragData(label: "N\(index)"), width: 100, height: 40)
        }
    }

    /// The pointer's path after pressing n1 at (250, 20): n1's position is (200, 0) plus the pointer's offset.
    static let moves: [CGPoint] = [
        CGPoint(x: 260, y: 20), CGPoint(x: 262, y: 25), CGPoint(x: 270, y: 30), CGPoint(x: 281, y: 30),
        CGPoint(x: 290, y: 36), CGPoint(x: 300, y: 40), CGPoint(x: 240, y: 60), CGPoint(x: 230, y: 61),
    ]

    static func expectedPosition(after move: CGPoint) -> XYPosition {
        XYPosition(x: 200 + move.x - 250, y: move.y - 20)
    }

    /// What the app received.
    @MainActor
    final class Log {
        var nodeChanges: [[NodeChange<DragData>]] = []
        /// The app's current nodes (replaced on every update, so it holds no older list).
        var nodes: [Node<DragData>] = []
    }

    struct ArraysApp: View {
        let log: Log
        @State var nodes: [Node<DragData>]

        var body: some View {
            let log = log
            log.nodes = nodes
            return SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](),
                             onNodesChange: { changes in
                                 log.nodeChanges.append(changes)
                                 nodes = applyNodeChanges(changes, nodes: nodes)
                             }) { node in
                Text(node.data.label)
            }
        }
    }

    struct StoreApp: View {
        let log: Log
        @ObservedObject var store: SwiftFlowStore<DragData, EmptyEdgeData>

        var body: some View {
            let log = log
            let store = store
            log.nodes = store.nodes
            return SwiftFlow(nodes: store.nodes, edges: store.edges,
                             onNodesChange: { changes in
                                 log.nodeChanges.append(changes)
                                 store.onNodesChange(changes)
                             }) { node in
                Text(node.data.label)
            }
        }
    }

    private static func canvas(in element: Element) -> CanvasElement<DragData, EmptyEdgeData>? {
        if let canvas = element as? CanvasElement<DragData, EmptyEdgeData> { return canvas }
        // A loop, not `lazy.compactMap(canvas).first`, which runs it twice per level: 2^depth calls.
        for child in element.children { if let found = canvas(in: child) { return found } }
        return nil
    }

    /// Drags n1 along `moves`, checks every frame, releases, and undoes the drag.
    /// Values only: whether a frame reused an older list is not checked here. A repeated buffer address would
    /// not show it (the allocator hands a freed buffer back too), and in debug builds the recycler finds no free
    /// list (not tracked down); the release benchmark reports when a drag or select-all reused none.
    private func dragAndUndo(_ root: WindowRoot, _ log: Log, held: [Node<DragData>]) throws {
        let canvas = try #require(Self.canvas(in: root.rootElement))
        let graph = Self.graph()
        #expect(log.nodes.map(\.position) == graph.map(\.position))
        root.handle(.pointerDown(location: CGPoint(x: 250, y: 20), button: .primary, clickCount: 1, modifiers: []))
        root.update()
        for (step, move) in Self.moves.enumerated() {
            log.nodeChanges = []
            root.handle(.pointerMove(location: move, buttons: [.primary], modifiers: []))
            root.update()
            let expected = Self.expectedPosition(after: move)
            let positions = log.nodeChanges.flatMap { $0 }.compactMap { change -> XYPosition? in
                if case .position("n1", let position) = change { return position }
                return nil
            }
            #expect(positions == [expected], "move \(step)")
            let nodes = log.nodes
            #expect(nodes[1].position == expected && nodes[1].dragging, "move \(step)")
            // Every other node is where the graph put it; n0 and n2 (the neighbours) and the last one checked whole.
            #expect(nodes[0].position == graph[0].position && nodes[2].position == graph[2].position)
            #expect(nodes[4_999].position == graph[4_999].position && nodes.count == 5_000)
            #expect(canvas.store.records["n1"]?.geometry.bounds
                        == CGRect(x: expected.x, y: expected.y, width: 100, height: 40), "move \(step)")
        }
        #expect(held.map(\.position) == graph.map(\.position), "the list kept from before the drag")

        root.handle(.pointerUp(location: Self.moves[Self.moves.count - 1], button: .primary, modifiers: []))
        root.update()
        let dropped = log.nodes
        #expect(dropped[1].position == Self.expectedPosition(after: Self.moves[Self.moves.count - 1]))
        #expect(!dropped[1].dragging)

        log.nodeChanges = []
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.z.rawValue, modifiers: .primary)))
        root.update()
        // One step back: n1 as it was before the press, at (200, 0), not selected, not dragging.
        #expect(log.nodeChanges.flatMap { $0 } == [.replace(id: "n1", item: held[1])])
        #expect(held[1].position == XYPosition(x: 200, y: 0) && !held[1].selected && !held[1].dragging)
        #expect(log.nodes.map(\.position) == graph.map(\.position))
        #expect(canvas.store.records["n1"]?.geometry.bounds == CGRect(x: 200, y: 0, width: 100, height: 40))
        // The list the app held through the drag, and the one from the drop, kept their positions.
        #expect(held.map(\.position) == graph.map(\.position))
        #expect(dropped[1].position == Self.expectedPosition(after: Self.moves[Self.moves.count - 1]))
    }

    @Test func dragWithArrays() throws {
        let log = Log()
        let root = CanvasHarness.root(width: 1200, height: 800) { ArraysApp(log: log, nodes: Self.graph()) }
        let held = log.nodes
        try dragAndUndo(root, log, held: held)
    }

    @Test func dragWithSwiftFlowStore() throws {
        let log = Log()
        let store = SwiftFlowStore<DragData, EmptyEdgeData>(nodes: Self.graph())
        let root = CanvasHarness.root(width: 1200, height: 800) { StoreApp(log: log, store: store) }
        let held = store.nodes
        var published: [XYPosition] = []
        let subscription = store.$nodes.sink { nodes in published.append(nodes[1].position) }
        try dragAndUndo(root, log, held: held)
        withExtendedLifetime(subscription) {}
        // `$nodes` subscribers got each frame's list: n1 at (200, 0) until the drag starts (a press may select
        // it), then at each pointer position (the drop keeps the last one), then back at (200, 0) after undo.
        var distinct: [XYPosition] = []
        for position in published where position != distinct.last { distinct.append(position) }
        let start = XYPosition(x: 200, y: 0)
        #expect(distinct == [start] + Self.moves.map(Self.expectedPosition(after:)) + [start])
        #expect(store.getNode(id: "n1")?.position == XYPosition(x: 200, y: 0))
        #expect(store.selectedNodeIds == Set(store.nodes.filter(\.selected).map(\.id)))
    }
}
