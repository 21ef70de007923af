import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// What the store apps below let a test reach.
@MainActor
final class StoreProbeLog {
    var store: SwiftFlowStore<String, EmptyEdgeData>?
    var toolbarEvaluations = 0
}

/// A child that reads the store from the environment, as the spec's `FlowToolbar` does.
private struct StoreProbe: View {
    @EnvironmentObject var store: SwiftFlowStore<String, EmptyEdgeData>
    let log: StoreProbeLog

    var body: some View {
        log.store = store
        log.toolbarEvaluations += 1
        return Text(verbatim: "Nodes: \(store.nodes.count)")
    }
}

/// A provider around a canvas and a probe.
private struct ProviderApp: View {
    let log: StoreProbeLog
    let instance: SwiftFlowInstance
    let nodes: [Node<String>]

    var body: some View {
        SwiftFlowProvider(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { store in
            VStack {
                StoreProbe(log: log)
                SwiftFlow(
                    nodes: store.nodes, edges: store.edges, swiftFlowInstance: instance,
                    onNodesChange: { store.onNodesChange($0) },
                    onEdgesChange: { store.onEdgesChange($0) },
                    onConnect: { store.onConnect($0) }
                ) { node in
                    Text(verbatim: node.data)
                }
            }
        }
    }
}

/// A store the view owns with @StateObject, passed to the canvas only through its callbacks.
private struct OwnedStoreApp: View {
    let log: StoreProbeLog
    let instance: SwiftFlowInstance
    @StateObject var store: SwiftFlowStore<String, EmptyEdgeData>

    var body: some View {
        log.store = store
        return SwiftFlow(
            nodes: store.nodes, edges: store.edges, swiftFlowInstance: instance,
            onNodesChange: { store.onNodesChange($0) },
            onEdgesChange: { store.onEdgesChange($0) },
            onConnect: { store.onConnect($0) }
        ) { node in
            Text(verbatim: node.data).padding(8)
        }
    }
}

@MainActor
@Suite struct StoreCanvasTests {
    private static let fixedNodes = [
        Node(id: "a", position: XYPosition(x: 0, y: 0), data: "A", width: 100, height: 40),
        Node(id: "b", position: XYPosition(x: 200, y: 0), data: "B", width: 100, height: 40),
    ]

    @Test func aProvidersStoreReachesChildrenAndFollowsTheCanvasViewport() throws {
        let log = StoreProbeLog()
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 400, height: 300) {
            ProviderApp(log: log, instance: instance, nodes: Self.fixedNodes)
        }
        let store = try #require(log.store)
        #expect(store.nodes.map(\.id) == ["a", "b"])
        #expect(store.nodesInitialized)
        let canvas = try #require(CanvasHarness.canvas(in: root))
        // Zoom ×1.2 about the canvas centre keeps that centre fixed: x' = cx − (cx − x)·1.2.
        let centre = CGPoint(x: canvas.viewSize.width / 2, y: canvas.viewSize.height / 2)
        instance.zoomIn()
        let expected = Viewport(x: centre.x - centre.x * 1.2, y: centre.y - centre.y * 1.2, zoom: 1.2)
        #expect(abs(store.viewport.x - expected.x) < 1e-9 && abs(store.viewport.y - expected.y) < 1e-9)
        #expect(abs(store.viewport.zoom - 1.2) < 1e-9)
        instance.setViewport(Viewport(x: 15, y: -25, zoom: 2))
        #expect(store.viewport == Viewport(x: 15, y: -25, zoom: 2))
        #expect(store.viewport == canvas.viewport)
    }

    @Test func aProvidersStoreIsMadeOnceAndChangesReachTheCanvasAndTheChild() throws {
        let log = StoreProbeLog()
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 400, height: 300) {
            ProviderApp(log: log, instance: instance, nodes: Self.fixedNodes)
        }
        let store = try #require(log.store)
        let before = log.toolbarEvaluations
        store.onNodesChange([.add(item: Node(id: "c", position: XYPosition(x: 50, y: 150), data: "C",
                                             width: 80, height: 30))])
        root.update()
        #expect(log.store === store)  // the same store after the provider re-evaluated
        #expect(log.toolbarEvaluations > before)
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.nodes.map(\.id) == ["a", "b", "c"])
    }

    @Test func anOwnedStoreAttachesWhenTheCanvasReportsThroughIt() throws {
        let log = StoreProbeLog()
        let instance = SwiftFlowInstance()
        // No sizes: the canvas measures the nodes and reports `.dimensions` through `onNodesChange`.
        let nodes = [Node(id: "a", position: .zero, data: "A"), Node(id: "b", position: XYPosition(x: 200, y: 0),
                                                                   data: "B")]
        let root = CanvasHarness.root(width: 400, height: 300) {
            OwnedStoreApp(log: log, instance: instance, store: SwiftFlowStore(nodes: nodes))
        }
        let store = try #require(log.store)
        #expect(store.nodesInitialized)
        #expect(store.getNode(id: "a")?.measured != nil)
        instance.setViewport(Viewport(x: 40, y: 30, zoom: 0.5))
        #expect(store.viewport == Viewport(x: 40, y: 30, zoom: 0.5))
        withExtendedLifetime(root) {}
    }

    @Test func anOwnedStoreOfFullySizedNodesWaitsForTheFirstReportedChange() throws {
        let log = StoreProbeLog()
        let instance = SwiftFlowInstance()
        var nodes = Self.fixedNodes
        for index in nodes.indices { nodes[index].measured = CGSize(width: 100, height: 40) }
        let root = CanvasHarness.root(width: 400, height: 300) {
            OwnedStoreApp(log: log, instance: instance, store: SwiftFlowStore(nodes: nodes))
        }
        let store = try #require(log.store)
        instance.setViewport(Viewport(x: 40, y: 30, zoom: 0.5))
        // Nothing went through the store yet: it cannot know the canvas (the documented limit).
        #expect(store.viewport == Viewport())
        instance.selectAll()  // emits selection changes through onNodesChange → store attaches
        #expect(store.selectedNodeIds == ["a", "b"])
        #expect(store.viewport == Viewport(x: 40, y: 30, zoom: 0.5))
        withExtendedLifetime(root) {}
    }

    @Test func aStoreCalledOutsideACallbackDoesNotAttach() {
        let store = SwiftFlowStore<String, EmptyEdgeData>(nodes: Self.fixedNodes)
        let state = SwiftFlowState()
        state.viewport = Viewport(x: 1, y: 2, zoom: 3)
        store.onNodesChange([.selection("a", true)])
        #expect(store.viewport == Viewport())
        CanvasEmission.emit(from: state) { store.onNodesChange([.selection("b", true)]) }
        #expect(store.viewport == Viewport(x: 1, y: 2, zoom: 3))
        state.viewport = Viewport(x: 4, y: 5, zoom: 1)
        #expect(store.viewport == Viewport(x: 4, y: 5, zoom: 1))
        #expect(CanvasEmission.emittingState == nil)
    }
}
