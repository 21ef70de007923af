import Foundation
import Testing
import SwiftFlow

/// Mounts samples headlessly and finds their parts.
@MainActor
enum SampleHarness {
    static func root<Content: View>(width: CGFloat = 1000, height: CGFloat = 600,
                                    @ViewBuilder content: () -> Content) -> WindowRoot {
        let root = WindowRoot(size: CGSize(width: width, height: height), textMeasurer: CairoTextMeasurer(),
                              content: content)
        root.update()
        root.update()
        return root
    }

    static func elements(in root: WindowRoot) -> [Element] {
        var result: [Element] = []
        func walk(_ element: Element) {
            result.append(element)
            element.children.forEach(walk)
        }
        walk(root.rootElement)
        return result
    }

    static func canvas(in root: WindowRoot) -> CanvasElement<MyData, EmptyEdgeData>? {
        elements(in: root).lazy.compactMap { $0 as? CanvasElement<MyData, EmptyEdgeData> }.first
    }

    static func texts(in element: Element) -> [String] {
        var result: [String] = []
        func walk(_ element: Element) {
            if element.accessibilityRole == .staticText, let label = element.accessibilityDefaultLabel {
                result.append(label)
            }
            element.children.forEach(walk)
        }
        walk(element)
        return result
    }

    static func texts(in root: WindowRoot) -> [String] { texts(in: root.rootElement) }

    /// The buttons whose label is `label`, with their frames in window points.
    static func buttons(_ label: String, in root: WindowRoot) -> [(element: Element, frame: CGRect)] {
        elements(in: root).filter { $0.accessibilityRole == .button && texts(in: $0) == [label] }
            .map { ($0, $0.convertToWindow($0.frame)) }
    }

    static func click(_ frame: CGRect, in root: WindowRoot) {
        let point = CGPoint(x: frame.midX, y: frame.midY)
        root.handle(.pointerDown(location: point, button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerUp(location: point, button: .primary, modifiers: []))
        root.update()
    }
}

/// What `saveToDisk` received.
@MainActor
final class SaveLog {
    var saves: [(nodes: [Node<MyData>], edges: [FlowEdge<EmptyEdgeData>])] = []
}

@MainActor
@Suite struct StateSpecSampleTests {
    @Test func manualStateAppliesTheCanvasChanges() throws {
        let root = SampleHarness.root { ManualStateSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        // The canvas measured the nodes without a size and the sample applied the `.dimensions` changes.
        #expect(canvas.nodes.count == 6)
        #expect(canvas.nodes.filter { $0.id != "node-1" }.allSatisfy { $0.measured != nil })
        canvas.callbacks.onNodesChange?([.position("node-4", XYPosition(x: 710, y: 220))])
        canvas.callbacks.onEdgesChange?([.remove("edge-5")])
        canvas.callbacks.onConnect?(Connection(source: "node-4", target: "node-1"))
        root.update()
        #expect(canvas.nodes.first { $0.id == "node-4" }?.position == XYPosition(x: 710, y: 220))
        #expect(canvas.edges.map(\.id) == ["edge-1", "edge-2", "edge-3", "edge-4", "xy-edge__node-4-node-1"])
    }

    @Test func customChangeHandlingDropsMovesAndSelectionOfLockedNodesAndSaves() throws {
        let log = SaveLog()
        let root = SampleHarness.root {
            CustomChangeHandlingSample(lockedNodeIds: ["node-2"], saveToDisk: { log.saves.append(($0, $1)) })
        }
        let canvas = try #require(SampleHarness.canvas(in: root))
        log.saves.removeAll()  // the first layout's `.dimensions` were saved too
        canvas.callbacks.onNodesChange?([
            .position("node-2", XYPosition(x: 1, y: 1)), .selection("node-2", true),
            .position("node-3", XYPosition(x: 2, y: 2)), .selection("node-3", true),
        ])
        root.update()
        let node2 = try #require(canvas.nodes.first { $0.id == "node-2" })
        let node3 = try #require(canvas.nodes.first { $0.id == "node-3" })
        #expect(node2.position == XYPosition(x: 400, y: 0) && !node2.selected)
        #expect(node3.position == XYPosition(x: 2, y: 2) && node3.selected)
        // Saved once, with the nodes as they are after the change.
        #expect(log.saves.count == 1)
        #expect(log.saves.first?.nodes.first { $0.id == "node-3" }?.position == XYPosition(x: 2, y: 2))
        #expect(log.saves.first?.edges.count == 5)
        // Other changes to locked nodes still pass.
        canvas.callbacks.onNodesChange?([.remove("node-2")])
        root.update()
        #expect(!canvas.nodes.contains { $0.id == "node-2" })
    }

    @Test func storeSampleDrivesTheCanvasAndAnswersTheLookups() throws {
        let sample = StoreSample()
        let store = sample.store  // made now, kept for the installation (as @StateObject does)
        let root = SampleHarness.root { sample }
        let canvas = try #require(SampleHarness.canvas(in: root))
        #expect(store.nodesInitialized)  // every node measured by the canvas
        canvas.instance?.zoomIn()
        #expect(abs(store.viewport.zoom - 1.2) < 1e-9)
        #expect(store.viewport == canvas.viewport)
        canvas.callbacks.onNodesChange?([.selection("node-3", true)])
        canvas.callbacks.onEdgesChange?([.selection("edge-5", true)])
        root.update()
        #expect(canvas.nodes.first { $0.id == "node-3" }?.selected == true)

        let values = accessStoreData(store)
        #expect(values.count == 7)
        #expect(values[3] as? Set<String> == ["node-3"])
        #expect(values[4] as? Set<String> == ["edge-5"])
        #expect(values[5] as? Bool == true)
        let lookups = try #require(values.last as? StoreLookups)
        #expect(lookups.node?.data.label == "Group")
        #expect(lookups.edge?.target == "node-2")
        #expect(lookups.incoming.map(\.edgeId) == ["edge-1", "edge-4"])
        #expect(lookups.incoming.last == HandleConnection(edgeId: "edge-4", source: "node-3", target: "node-2",
                                                          sourceHandle: "out", targetHandle: "in"))
        #expect(lookups.allConnections.map(\.edgeId) == ["edge-1", "edge-2", "edge-4"])
        #expect(lookups.data == ["node-1": MyData(label: "Group"), "node-2": MyData(label: "Node 2")])
    }

    @Test func nodeDataPublisherPrintsOnlyWhenNode1sDataChanges() throws {
        let store = SwiftFlowStore<MyData, EmptyEdgeData>(nodes: initialNodes, edges: initialEdges)
        var cancellables = Set<AnyCancellable>()
        printedLines.removeAll()

        store.nodeDataPublisher(id: "node-1")
            .sink { data in
                print("Node 1 data changed:", data)
            }
            .store(in: &cancellables)

        store.onNodesChange([.position("node-1", XYPosition(x: 5, y: 5)), .selection("node-1", true)])
        store.onNodesChange([.dimensions(id: "node-1", size: CGSize(width: 300, height: 200))])
        var node2 = initialNodes[3]
        node2.data.label = "Other"
        store.onNodesChange([.replace(id: "node-2", item: node2)])
        #expect(printedLines.isEmpty)
        var node1 = try #require(store.getNode(id: "node-1"))
        node1.data.label = "Renamed"
        store.onNodesChange([.replace(id: "node-1", item: node1)])
        #expect(printedLines == ["Node 1 data changed: MyData(label: \"Renamed\")"])
        #expect(cancellables.count == 1)
    }

    @Test func programmaticDeletionRemovesDescendantsAndConnectedEdgesButNotUndeletableNodes() {
        let store = SwiftFlowStore<MyData, EmptyEdgeData>(nodes: initialNodes, edges: initialEdges)

        let deleted = store.deleteElements(
            nodeIds: ["node-1", "node-2"],
            edgeIds: ["edge-1"]
        )
        // deleted.nodes contains removed nodes
        // deleted.edges contains removed edges

        // node-1 takes node-1a (node-1b is not deletable); edge-1 was asked for, edge-2 and edge-4 touch node-2,
        // edge-3 touches node-1a.
        #expect(deleted.nodes.map(\.id) == ["node-1", "node-1a", "node-2"])
        #expect(deleted.edges.map(\.id) == ["edge-1", "edge-2", "edge-3", "edge-4"])
        #expect(store.nodes.map(\.id) == ["node-1b", "node-3", "node-4"])
        #expect(store.edges.map(\.id) == ["edge-5"])
    }

    @Test func providerInjectsTheStoreAndTheToolbarAddsANode() throws {
        let root = SampleHarness.root { ProviderSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let store = try #require(canvas.environment.object(of: SwiftFlowStore<MyData, EmptyEdgeData>.self))
        #expect(store.nodes.count == 6)
        let button = try #require(SampleHarness.buttons("Add Node", in: root).first)
        SampleHarness.click(button.frame, in: root)
        #expect(store.nodes.count == 7)
        #expect(canvas.nodes.count == 7)
        let added = try #require(canvas.nodes.last)
        #expect(added.data.label == "New Node")
        #expect((0...300).contains(added.position.x) && (0...300).contains(added.position.y))
        // The canvas inside the provider is attached: the store's viewport follows it.
        canvas.instance?.setViewport(Viewport(x: -50, y: 20, zoom: 1.5))
        #expect(store.viewport == Viewport(x: -50, y: 20, zoom: 1.5))
    }

    @Test func viewportControlCallsMoveTheCanvasInOrder() throws {
        let root = SampleHarness.root { ViewportControlSample(nodes: initialNodes, edges: initialEdges) }
        let canvas = try #require(SampleHarness.canvas(in: root))
        let instance = try #require(canvas.instance)
        var seen: [Viewport] = []
        let subscription = canvas.state.$viewport.sink { seen.append($0) }
        let flowPosition = controlViewport(instance, nodes: initialNodes)
        // identity, fitted, zoomed in ×1.2, back out, then reset (the animated setCenter never ran a frame).
        #expect(seen.count == 5)
        let fitted = try #require(seen.dropFirst().first)
        #expect(fitted != .identity)
        #expect(abs(seen[2].zoom - fitted.zoom * 1.2) < 1e-9)
        #expect(abs(seen[3].zoom - fitted.zoom) < 1e-9)
        #expect(seen.last == .identity && canvas.viewport == .identity)
        #expect(flowPosition == CGPoint(x: 300, y: 200))
        // The fitted viewport showed every node.
        let view = CGRect(origin: .zero, size: canvas.viewSize)
        for node in initialNodes where node.parentId == nil {
            let size = try #require(instance.nodeSizes[node.id])
            let rect = fitted.flowToScreen(CGRect(origin: CGPoint(x: node.position.x, y: node.position.y),
                                                  size: size))
            #expect(view.insetBy(dx: -0.5, dy: -0.5).contains(rect))
        }
        withExtendedLifetime(subscription) {}
    }

    @Test func aNodesFocusButtonCentresTheNode() throws {
        let root = SampleHarness.root(width: 1000, height: 600) { ManualStateSample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        // node-3 sits at (400, 200) with the identity viewport: its Focus button is inside its rectangle.
        let nodeRect = CGRect(origin: CGPoint(x: 400, y: 200), size: try #require(canvas.nodeSizes["node-3"]))
        let button = try #require(SampleHarness.buttons("Focus", in: root).first { nodeRect.contains($0.frame) })
        SampleHarness.click(button.frame, in: root)
        // Centred at zoom 1 in a 1000 × 600 view: x = 500 − 400, y = 300 − 200.
        #expect(canvas.viewport == Viewport(x: 100, y: 100, zoom: 1))
    }

    @Test func customOverlayShowsZoomAndNodeCountAndFitsTheView() throws {
        let root = SampleHarness.root { OverlaySample() }
        let canvas = try #require(SampleHarness.canvas(in: root))
        #expect(SampleHarness.texts(in: root).contains("Zoom: 100%"))
        #expect(SampleHarness.texts(in: root).contains("Nodes: 6"))
        #expect(!SampleHarness.texts(in: root).contains("Connecting..."))
        let button = try #require(SampleHarness.buttons("Fit View", in: root).first)
        SampleHarness.click(button.frame, in: root)
        #expect(canvas.viewport != .identity)
        let percent = String(format: "%.0f%%", canvas.viewport.zoom * 100)
        #expect(SampleHarness.texts(in: root).contains("Zoom: \(percent)"))
        canvas.activeConnection = ActiveConnection(
            fromNodeId: "node-2", fromHandleId: nil, fromHandleType: .source, fromPosition: .right,
            fromPoint: CGPoint(x: 500, y: 20), toPoint: CGPoint(x: 600, y: 60), isValid: false)
        root.update()
        #expect(SampleHarness.texts(in: root).contains("Connecting..."))
    }
}
