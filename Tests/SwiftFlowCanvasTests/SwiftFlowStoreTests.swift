import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// A graph worked out by hand for the store tests:
///
///     group "g" ─┬─ child "c1" (deletable) ── grandchild "c1a"
///                └─ child "c2" (not deletable) ── grandchild "c2a"
///     "x" (not deletable), "y"
///
/// Edges: e1 g→x, e2 c1→y (not deletable), e3 c2a→y, e4 x→y (sourceHandle "out", targetHandle "in"),
/// e5 y→y (a loop), e6 x→c2 (not deletable).
@MainActor
private enum StoreGraph {
    static var nodes: [Node<String>] {
        [
            Node(id: "g", position: XYPosition(x: 0, y: 0), data: "G", width: 300, height: 200),
            Node(id: "c1", position: XYPosition(x: 10, y: 10), data: "C1", parentId: "g"),
            Node(id: "c1a", position: XYPosition(x: 5, y: 5), data: "C1A", parentId: "c1"),
            Node(id: "c2", position: XYPosition(x: 10, y: 100), data: "C2", parentId: "g", deletable: false),
            Node(id: "c2a", position: XYPosition(x: 5, y: 5), data: "C2A", parentId: "c2"),
            Node(id: "x", position: XYPosition(x: 400, y: 0), data: "X", deletable: false),
            Node(id: "y", position: XYPosition(x: 400, y: 200), data: "Y"),
        ]
    }

    static var edges: [Edge<EmptyEdgeData>] {
        var e2 = Edge<EmptyEdgeData>(id: "e2", source: "c1", target: "y")
        e2.deletable = false
        var e6 = Edge<EmptyEdgeData>(id: "e6", source: "x", target: "c2")
        e6.deletable = false
        return [
            Edge(id: "e1", source: "g", target: "x"),
            e2,
            Edge(id: "e3", source: "c2a", target: "y"),
            Edge(id: "e4", source: "x", target: "y", sourceHandle: "out", targetHandle: "in"),
            Edge(id: "e5", source: "y", target: "y"),
            e6,
        ]
    }
}

@MainActor
@Suite struct SwiftFlowStoreTests {
    @Test func lookupsFollowAddsRemovesAndReplacements() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        #expect(store.getNode(id: "y")?.data == "Y")
        #expect(store.getNode(id: "nope") == nil)
        #expect(store.getEdge(id: "e4")?.sourceHandle == "out")
        // Removing the first node shifts every index: the map must follow.
        store.onNodesChange([.remove("g"), .add(item: Node(id: "z", position: .zero, data: "Z"), index: 0)])
        #expect(store.getNode(id: "g") == nil)
        #expect(store.getNode(id: "z")?.data == "Z")
        #expect(store.getNode(id: "y")?.data == "Y")
        #expect(store.nodes.map(\.id) == ["z", "c1", "c1a", "c2", "c2a", "x", "y"])
        store.onNodesChange([.replace(id: "x", item: Node(id: "x", position: .zero, data: "X2"))])
        #expect(store.getNode(id: "x")?.data == "X2")
        store.onEdgesChange([.remove("e1"), .remove("e2")])
        #expect(store.getEdge(id: "e1") == nil)
        #expect(store.getEdge(id: "e5")?.source == "y")
        #expect(store.edges.count == 4)
    }

    @Test func movesKeepTheLookupMapAndTheNewPositionIsVisible() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        store.onNodesChange([.position("y", XYPosition(x: 7, y: 9)), .dragging("y", true)])
        #expect(store.getNode(id: "y")?.position == XYPosition(x: 7, y: 9))
        #expect(store.getNode(id: "y")?.dragging == true)
    }

    @Test func selectionIsTrackedForNodesAndEdges() {
        var nodes = StoreGraph.nodes
        nodes[6].selected = true
        let store = SwiftFlowStore(nodes: nodes, edges: StoreGraph.edges)
        #expect(store.selectedNodeIds == ["y"])
        store.onNodesChange([.selection("x", true), .selection("y", false)])
        #expect(store.selectedNodeIds == ["x"])
        store.onNodesChange([.remove("x")])
        #expect(store.selectedNodeIds.isEmpty)
        var added = Node(id: "n", position: .zero, data: "N")
        added.selected = true
        store.onNodesChange([.add(item: added)])
        #expect(store.selectedNodeIds == ["n"])
        store.onEdgesChange([.selection("e3", true), .selection("e4", true)])
        #expect(store.selectedEdgeIds == ["e3", "e4"])
        store.onEdgesChange([.remove("e3")])
        #expect(store.selectedEdgeIds == ["e4"])
    }

    /// With no edge selected, removals and unselected additions are not recorded until a change selects one; the
    /// set still follows every change (an edge removed and added back selected in one batch is selected).
    @Test func edgeSelectionFollowsEveryChangeFromNothingSelected() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        #expect(store.selectedEdgeIds.isEmpty)
        var b = Edge<EmptyEdgeData>(id: "b", source: "x", target: "y")
        b.selected = true
        let c = Edge<EmptyEdgeData>(id: "c", source: "y", target: "x")
        // c added unselected and e1 removed while nothing is selected, then b added selected.
        store.onEdgesChange([.add(item: c), .remove("e1"), .add(item: b)])
        #expect(store.selectedEdgeIds == ["b"])
        #expect(store.getEdge(id: "e1") == nil && store.getEdge(id: "c") != nil)
        store.onEdgesChange([.remove("b"), .add(item: Edge(id: "d", source: "y", target: "x"))])
        #expect(store.selectedEdgeIds.isEmpty && store.getEdge(id: "d") != nil)
        // Nothing selected: c's removal is not recorded, its selected copy added after it is.
        var selectedC = c
        selectedC.selected = true
        store.onEdgesChange([.remove("c"), .add(item: selectedC)])
        #expect(store.selectedEdgeIds == ["c"])
    }

    @Test func nodesInitializedWaitsForEveryVisibleNodeToHaveASize() {
        let empty = SwiftFlowStore<String, EmptyEdgeData>()
        #expect(!empty.nodesInitialized)
        let nodes = [
            Node(id: "fixed", position: .zero, data: "F", width: 100, height: 40),
            Node(id: "wide", position: .zero, data: "W", width: 100),  // height still unknown
            Node(id: "free", position: .zero, data: "D"),
            Node(id: "hidden", position: .zero, data: "H", hidden: true),
        ]
        let store = SwiftFlowStore<String, EmptyEdgeData>(nodes: nodes)
        #expect(!store.nodesInitialized)
        store.onNodesChange([.dimensions(id: "free", size: CGSize(width: 80, height: 30))])
        #expect(!store.nodesInitialized)  // "wide" has no height yet
        store.onNodesChange([.dimensions(id: "wide", size: CGSize(width: 100, height: 36))])
        #expect(store.nodesInitialized)
        // A new node without a size makes the graph uninitialized until the canvas measures it.
        store.onNodesChange([.add(item: Node(id: "late", position: .zero, data: "L"))])
        #expect(!store.nodesInitialized)
        store.onNodesChange([.remove("late")])
        #expect(store.nodesInitialized)
    }

    @Test func nodeDataPublisherSendsOnlyTheWatchedNodesDataChanges() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()
        store.nodeDataPublisher(id: "y").sink { received.append($0) }.store(in: &cancellables)
        #expect(received.isEmpty)  // nothing on subscription
        store.onNodesChange([.position("y", XYPosition(x: 1, y: 1)), .selection("y", true), .dragging("y", true)])
        store.onNodesChange([.dimensions(id: "y", size: CGSize(width: 50, height: 20))])
        store.onNodesChange([.replace(id: "x", item: Node(id: "x", position: .zero, data: "X2"))])
        #expect(received.isEmpty)
        var moved = store.getNode(id: "y")!
        moved.position = XYPosition(x: 99, y: 99)
        store.onNodesChange([.replace(id: "y", item: moved)])  // same data, other position
        #expect(received.isEmpty)
        var renamed = moved
        renamed.data = "Y2"
        store.onNodesChange([.replace(id: "y", item: renamed)])
        #expect(received == ["Y2"])
        #expect(store.getNode(id: "y")?.data == "Y2")
        store.onNodesChange([.remove("y")])
        store.onNodesChange([.add(item: Node(id: "y", position: .zero, data: "Y3"))])
        #expect(received == ["Y2", "Y3"])
        cancellables.removeAll()
        store.onNodesChange([.replace(id: "y", item: Node(id: "y", position: .zero, data: "Y4"))])
        #expect(received == ["Y2", "Y3"])
    }

    @Test func setNodesNotifiesOnlyNodesWhoseDataChanged() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        var seenX: [String] = []
        var seenY: [String] = []
        var cancellables: [AnyCancellable] = []
        store.nodeDataPublisher(id: "x").sink { seenX.append($0) }.store(in: &cancellables)
        store.nodeDataPublisher(id: "y").sink { seenY.append($0) }.store(in: &cancellables)
        var nodes = store.nodes
        nodes[5].data = "X!"  // x
        nodes[6].position = XYPosition(x: 1, y: 2)  // y moves only
        nodes.remove(at: 0)
        store.setNodes(nodes)
        #expect(seenX == ["X!"])
        #expect(seenY.isEmpty)
        #expect(store.getNode(id: "y")?.position == XYPosition(x: 1, y: 2))
        #expect(store.getNode(id: "g") == nil)
    }

    @Test func nodeConnectionsBySide() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        // y: target of e2, e3, e4; the loop e5 is both source and target.
        #expect(store.getNodeConnections(nodeId: "y", handleType: .target).map(\.edgeId) == ["e2", "e3", "e4", "e5"])
        #expect(store.getNodeConnections(nodeId: "y", handleType: .source).map(\.edgeId) == ["e5"])
        #expect(store.getNodeConnections(nodeId: "y").map(\.edgeId) == ["e2", "e3", "e4", "e5"])
        #expect(store.getNodeConnections(nodeId: "x").map(\.edgeId) == ["e1", "e4", "e6"])
        let viaHandle = store.getNodeConnections(nodeId: "y", handleType: .target, handleId: "in")
        #expect(viaHandle == [HandleConnection(edgeId: "e4", source: "x", target: "y", sourceHandle: "out",
                                               targetHandle: "in")])
        #expect(store.getNodeConnections(nodeId: "nobody").isEmpty)
        store.onConnect(Connection(source: "c1a", target: "x"))
        #expect(store.getNodeConnections(nodeId: "x", handleType: .target).map(\.edgeId)
            == ["e1", "xy-edge__c1a-x"])
    }

    @Test func onConnectAddsOneEdgeWithTheDefaultIdAndIgnoresDuplicates() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        store.defaultEdgeOptions = DefaultEdgeOptions(animated: true)
        store.onConnect(Connection(source: "y", target: "x", sourceHandle: "a", targetHandle: "b"))
        store.onConnect(Connection(source: "y", target: "x", sourceHandle: "a", targetHandle: "b"))
        #expect(store.edges.count == 7)
        let edge = store.getEdge(id: "xy-edge__ya-xb")
        #expect(edge?.source == "y" && edge?.target == "x" && edge?.animated == true)
    }

    @Test func nodesDataByIds() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        #expect(store.getNodesData(ids: ["x", "c1a", "missing"]) == ["x": "X", "c1a": "C1A"])
    }

    @Test func deleteElementsFollowsTheSpecsRules() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        // g goes with c1 and c1a; c2 is not deletable so it stays, and c2a (its child) with it. x is not
        // deletable. e1 (g), e2 (c1, not deletable but connected) go; e4 was asked for; e6 (not deletable,
        // asked for, between kept nodes) stays; e3 and e5 were neither asked for nor touch a removed node.
        let deleted = store.deleteElements(nodeIds: ["g", "x"], edgeIds: ["e4", "e6"])
        #expect(deleted.nodes.map(\.id) == ["g", "c1", "c1a"])
        #expect(deleted.edges.map(\.id) == ["e1", "e2", "e4"])
        #expect(store.nodes.map(\.id) == ["c2", "c2a", "x", "y"])
        #expect(store.edges.map(\.id) == ["e3", "e5", "e6"])
        #expect(store.getNode(id: "c1") == nil)
        #expect(store.getNode(id: "y")?.data == "Y")
        #expect(store.getNodeConnections(nodeId: "y").map(\.edgeId) == ["e3", "e5"])
        #expect(store.deleteElements(nodeIds: ["x"]).isEmpty)
    }

    /// A removal through `onEdgesChange` / `onNodesChange` (a Delete's lists: the kept elements are copied by the
    /// copiers the inlined entry points make in the caller) keeps every other element whole: handles, label, z,
    /// data, parent, measured size; then a move copies the list the same way.
    @Test func removalsThroughTheChangeMethodsKeepTheOtherElementsWhole() {
        var labelled = Edge<EmptyEdgeData>(id: "e-\(7)", source: "x", target: "y", sourceHandle: "out-\(1)",
                                           targetHandle: "in-\(2)", label: "label-\(3)", zIndex: 4)
        labelled.selected = true
        let edges = StoreGraph.edges + [labelled]
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: edges)
        store.onEdgesChange([.remove("e1"), .remove("e3"), .remove("e5")])
        #expect(store.edges == [edges[1], edges[3], edges[5], labelled])
        #expect(store.edges[1].sourceHandle == "out" && store.edges[1].targetHandle == "in")
        #expect(store.edges[3].sourceHandle == "out-1" && store.edges[3].targetHandle == "in-2")
        #expect(store.edges[3].label == "label-3" && store.edges[3].zIndex == 4)
        #expect(store.selectedEdgeIds == ["e-7"])
        #expect(store.getEdge(id: "e4") == edges[3])
        let nodes = StoreGraph.nodes
        store.onNodesChange([.remove("c1a"), .remove("x")])
        #expect(store.nodes == [nodes[0], nodes[1], nodes[3], nodes[4], nodes[6]])
        #expect(store.nodes[1].parentId == "g" && store.nodes[0].width == 300 && store.nodes[0].height == 200)
        store.onNodesChange([.position("y", XYPosition(x: 1, y: 2))])
        var moved = nodes[6]
        moved.position = XYPosition(x: 1, y: 2)
        #expect(store.nodes == [nodes[0], nodes[1], nodes[3], nodes[4], moved])
        #expect(store.getNode(id: "y") == moved)
    }

    @Test func objectWillChangeStaysQuietForChangesThatChangeNothingPublished() {
        let store = SwiftFlowStore(nodes: StoreGraph.nodes, edges: StoreGraph.edges)
        var count = 0
        let subscription = store.objectWillChange.sink { count += 1 }
        store.onNodesChange([])
        store.onConnect(Connection(source: "x", target: "y", sourceHandle: "out", targetHandle: "in"))  // exists
        #expect(count == 0)
        store.onNodesChange([.position("x", XYPosition(x: 3, y: 3))])
        #expect(count == 1)  // only `nodes`
        withExtendedLifetime(subscription) {}
    }

    /// A mixed batch: a removal, an addition, a selection of an unknown id and of a kept node. Removals and
    /// additions need no lookup; the lookups after the list changed shape still see the new list.
    @Test func selectionFollowsAMixedStructuralBatch() {
        let store = SwiftFlowStore<String, EmptyEdgeData>(nodes: [
            Node(id: "a", position: .zero, data: "A", selected: true),
            Node(id: "b", position: .zero, data: "B"),
            Node(id: "c", position: .zero, data: "C", selected: true),
        ])
        store.onNodesChange([
            .remove("a"),
            .add(item: Node(id: "d", position: .zero, data: "D", selected: true)),
            .selection("nowhere", true),
            .selection("b", true),
        ])
        #expect(store.selectedNodeIds == ["b", "c", "d"])
        #expect(store.getNode(id: "d")?.data == "D")
        #expect(store.getNode(id: "a") == nil)
        // Removing and re-adding an id in one batch keeps the re-added node's own flag.
        store.onNodesChange([.remove("c"), .add(item: Node(id: "c", position: .zero, data: "C2"))])
        #expect(store.selectedNodeIds == ["b", "d"])
        #expect(store.getNode(id: "c")?.data == "C2")
    }

    /// 20 nodes n0…n19 and 19 edges n(i) → n(i+1): enough that selecting all is a bulk change (more than a
    /// quarter of the list), which leaves the sets to be built on first read.
    private static func chain() -> SwiftFlowStore<String, EmptyEdgeData> {
        SwiftFlowStore(nodes: (0..<20).map { Node(id: "n\($0)", position: .zero, data: "\($0)") },
                       edges: (0..<19).map { Edge(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)") })
    }

    private static let allNodeIds = Set((0..<20).map { "n\($0)" })
    private static let allEdgeIds = Set((0..<19).map { "e\($0)" })

    @Test func selectAllLeavesTheSetsToBeBuiltAndAnnouncesOnce() {
        let store = Self.chain()
        var count = 0
        let subscription = store.objectWillChange.sink { count += 1 }
        store.onNodesChange(Self.allNodeIds.sorted().map { .selection($0, true) })
        store.onEdgesChange(Self.allEdgeIds.sorted().map { .selection($0, true) })
        // `nodes`, `selectedNodeIds`, `edges`, `selectedEdgeIds`: one announcement each.
        #expect(count == 4)
        #expect(store.pendingSelectedIds == (nodes: true, edges: true))
        #expect(store.selectedNodeIds == Self.allNodeIds && store.selectedEdgeIds == Self.allEdgeIds)
        #expect(!store.pendingSelectedIds.nodes)
        // Selecting them again changes no flag: nothing about the selection is announced.
        store.onNodesChange(Self.allNodeIds.sorted().map { .selection($0, true) })
        #expect(count == 5)  // `nodes` only (a new array)
        withExtendedLifetime(subscription) {}
    }

    /// After select all, a drag (positions only) keeps the set waiting; Ctrl+click on one node (one change)
    /// then builds it from the list before that change and takes the change: exactly 19 ids.
    @Test func aSingleDeselectionAfterSelectAllLeavesNMinusOne() {
        let store = Self.chain()
        store.onNodesChange(Self.allNodeIds.sorted().map { .selection($0, true) })
        store.onNodesChange([.position("n4", XYPosition(x: 10, y: 0))])
        #expect(store.pendingSelectedIds.nodes)
        store.onNodesChange([.selection("n4", false)])
        #expect(store.selectedNodeIds == Self.allNodeIds.subtracting(["n4"]))
        #expect(store.selectedNodeIds.count == 19)
        store.onEdgesChange(Self.allEdgeIds.sorted().map { .selection($0, true) })
        store.onEdgesChange([.remove("e0")])
        #expect(store.selectedEdgeIds == Self.allEdgeIds.subtracting(["e0"]))
        // Replacing the lists while a set waits: the new list's flags count.
        store.onNodesChange(Self.allNodeIds.sorted().map { .selection($0, false) })
        store.setNodes([Node(id: "z", position: .zero, data: "Z", selected: true)])
        #expect(store.selectedNodeIds == ["z"])
    }

    /// `$selectedNodeIds` subscribers get every new set at once, as with `@Published`.
    @Test func subscribersGetEachNewSet() {
        let store = Self.chain()
        var received: [Set<String>] = []
        let subscription = store.$selectedNodeIds.sink { received.append($0) }
        store.onNodesChange(Self.allNodeIds.sorted().map { .selection($0, true) })
        store.onNodesChange([.selection("n0", false)])
        store.onNodesChange(Self.allNodeIds.sorted().map { .selection($0, false) })
        #expect(received == [[], Self.allNodeIds, Self.allNodeIds.subtracting(["n0"]), []])
        #expect(!store.pendingSelectedIds.nodes)
        withExtendedLifetime(subscription) {}
    }
}
