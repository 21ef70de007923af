import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A deterministic generator (SplitMix64) so every run applies the same edits.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Records what the store asks of its element.
@MainActor
private final class DamageLog: CanvasStoreDelegate {
    var rects: [CGRect] = []
    var fullDisplays = 0

    func storeNeedsDisplay(flowRect: CGRect) { rects.append(flowRect) }
    func storeNeedsFullDisplay() { fullDisplays += 1 }
    func storeDidRestack(nodeId: String, z: Int) {}
    func storeDidRestackNodes(z: (String) -> Int?) {}
    func storeDidChangeEdge(_ edgeId: String) {}
    func contentClaims(nodeId: String, at flowPoint: CGPoint) -> Bool { false }
    var textMeasurer: TextMeasurer? { nil }
}

/// Structural edits (removals, re-adds, reorders, re-parenting) taken incrementally leave the store exactly as
/// a full rebuild from the same lists would.
@MainActor
@Suite struct CanvasStoreIngestTests {
    private typealias Store = CanvasStore<String, EmptyEdgeData>
    private typealias TestNode = Node<String>
    private typealias TestEdge = Edge<EmptyEdgeData>

    // MARK: - Property test

    @Test(arguments: [(UInt64(1), ZIndexMode.auto), (2, .auto), (3, .basic), (4, .manual), (5, .auto)])
    func randomStructuralEditsMatchAFullRebuild(seed: UInt64, mode: ZIndexMode) {
        var random = SeededGenerator(state: seed)
        var configuration = CanvasConfiguration()
        configuration.zIndexMode = mode
        var nextId = 0
        func newNode(parent: String?) -> TestNode {
            nextId += 1
            let sized = Int.random(in: 0..<6, using: &random) != 0
            let measured = !sized && Bool.random(using: &random) ? CGSize(width: 30, height: 20) : nil
            return TestNode(id: "n\(nextId)",
                            position: XYPosition(x: Double(Int.random(in: -50...400, using: &random)),
                                                 y: Double(Int.random(in: -50...400, using: &random))),
                            data: "N\(nextId)", width: sized ? 60 : nil, height: sized ? 30 : nil, measured: measured,
                            parentId: parent, origin: Int.random(in: 0..<8, using: &random) == 0 ? .center : .topLeft,
                            hidden: Int.random(in: 0..<12, using: &random) == 0,
                            selected: Int.random(in: 0..<5, using: &random) == 0,
                            zIndex: Int.random(in: 0..<5, using: &random) == 0 ? 3 : 0)
        }
        func newEdge(_ nodes: [TestNode]) -> TestEdge {
            nextId += 1
            let source = nodes.randomElement(using: &random)?.id ?? "ghost"
            let target = Int.random(in: 0..<15, using: &random) == 0 ? "ghost"
                : nodes.randomElement(using: &random)?.id ?? "ghost"
            return TestEdge(id: "e\(nextId)", source: source, target: target,
                            animated: Int.random(in: 0..<6, using: &random) == 0,
                            selected: Int.random(in: 0..<5, using: &random) == 0,
                            zIndex: Int.random(in: 0..<6, using: &random) == 0 ? 2 : 0)
        }
        var nodes: [TestNode] = []
        for _ in 0..<30 {
            let parent = Int.random(in: 0..<3, using: &random) == 0 ? nodes.randomElement(using: &random)?.id : nil
            nodes.append(newNode(parent: parent))
        }
        var edges = (0..<40).map { _ in newEdge(nodes) }
        var history: [([TestNode], [TestEdge])] = []
        let store = Store()
        store.update(nodes: nodes, edges: edges, configuration: configuration)
        for step in 0..<120 {
            history.append((nodes, edges))
            switch Int.random(in: 0..<11, using: &random) {
            case 0: // delete some nodes with their edges
                let doomed = Set(nodes.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)).map(\.id))
                nodes.removeAll { doomed.contains($0.id) }
                edges.removeAll { doomed.contains($0.source) || doomed.contains($0.target) }
            case 1: // delete nodes, leaving their edges dangling
                if !nodes.isEmpty { nodes.remove(at: Int.random(in: 0..<nodes.count, using: &random)) }
            case 2: // undo: the lists of an earlier step come back
                let back = history[Int.random(in: max(0, history.count - 4)..<history.count, using: &random)]
                (nodes, edges) = back
            case 3: // paste a node, sometimes inside another, sometimes naming a parent still to come
                let roll = Int.random(in: 0..<4, using: &random)
                let parent = roll == 0 ? nodes.randomElement(using: &random)?.id : roll == 1 ? "n\(nextId + 2)" : nil
                nodes.insert(newNode(parent: parent), at: Int.random(in: 0...nodes.count, using: &random))
            case 4: // re-parent a node (possibly making a cycle, which both stores must handle alike)
                guard !nodes.isEmpty else { break }
                let index = Int.random(in: 0..<nodes.count, using: &random)
                let roll = Int.random(in: 0..<4, using: &random)
                let other = nodes.randomElement(using: &random)?.id
                nodes[index].parentId = roll == 0 ? nil : roll == 1 ? "missing" : other
            case 5: // move a node to another index
                guard nodes.count > 1 else { break }
                let node = nodes.remove(at: Int.random(in: 0..<nodes.count, using: &random))
                nodes.insert(node, at: Int.random(in: 0...nodes.count, using: &random))
            case 6: // edit: move, select, hide, restack
                for _ in 0..<3 where !nodes.isEmpty {
                    let index = Int.random(in: 0..<nodes.count, using: &random)
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: nodes[index].position.x += 17
                    case 1: nodes[index].selected.toggle()
                    case 2: nodes[index].hidden.toggle()
                    case 3: nodes[index].zIndex = Int.random(in: -1...4, using: &random)
                    default: nodes[index].origin = nodes[index].origin == .center ? .topLeft : .center
                    }
                }
            case 7: // connect, and drop an edge
                edges.insert(newEdge(nodes), at: Int.random(in: 0...edges.count, using: &random))
                if !edges.isEmpty { edges.remove(at: Int.random(in: 0..<edges.count, using: &random)) }
                edges.append(newEdge(nodes))
            case 8: // edit edges: reconnect, select, reorder
                if !edges.isEmpty {
                    let index = Int.random(in: 0..<edges.count, using: &random)
                    edges[index].target = nodes.randomElement(using: &random)?.id ?? "ghost"
                    edges[Int.random(in: 0..<edges.count, using: &random)].selected.toggle()
                    edges.swapAt(0, Int.random(in: 0..<edges.count, using: &random))
                }
            case 9: // a duplicate id for a step
                if let node = nodes.randomElement(using: &random) { nodes.append(node) }
                if let edge = edges.randomElement(using: &random) { edges.append(edge) }
            default: // add children to a node
                guard let parent = nodes.randomElement(using: &random)?.id else { break }
                for _ in 0..<Int.random(in: 1...3, using: &random) { nodes.append(newNode(parent: parent)) }
            }
            store.update(nodes: nodes, edges: edges, configuration: configuration)
            let fresh = Store()
            fresh.update(nodes: nodes, edges: edges, configuration: configuration)
            expectSameState(store, fresh, step: step)
        }
    }

    private func expectSameState(_ store: Store, _ fresh: Store, step: Int,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let context = Comment(rawValue: "step \(step)")
        #expect(Set(store.records.keys) == Set(fresh.records.keys), context, sourceLocation: sourceLocation)
        for (id, expected, expectedIndex) in fresh.records {
            guard case let (record, index)? = store.records.entry(id) else { continue }
            #expect(index == expectedIndex, "\(context) index of \(id)", sourceLocation: sourceLocation)
            #expect(record.parentId == expected.parentId, "\(context) parent of \(id)", sourceLocation: sourceLocation)
            #expect(record.depth == expected.depth, "\(context) depth of \(id)", sourceLocation: sourceLocation)
            #expect(record.geometry == expected.geometry, "\(context) geometry of \(id)",
                    sourceLocation: sourceLocation)
            #expect(record.z == expected.z, "\(context) z of \(id)", sourceLocation: sourceLocation)
        }
        let rects = [CGRect(x: -100, y: -100, width: 2000, height: 2000), CGRect(x: 0, y: 0, width: 120, height: 90),
                     CGRect(x: 150, y: 200, width: 300, height: 40), CGRect(x: 390, y: -60, width: 10, height: 600)]
        for rect in rects {
            #expect(Set(store.nodeIndex.query(rect)) == Set(fresh.nodeIndex.query(rect)), context,
                    sourceLocation: sourceLocation)
            #expect(Set(store.edgeIndex.query(rect)) == Set(fresh.edgeIndex.query(rect)), context,
                    sourceLocation: sourceLocation)
        }
        #expect(store.nodeIndex.count == fresh.nodeIndex.count, context, sourceLocation: sourceLocation)
        #expect(store.edgeIndex.count == fresh.edgeIndex.count, context, sourceLocation: sourceLocation)
        #expect(Set(store.edgeRecords.keys) == Set(fresh.edgeRecords.keys), context, sourceLocation: sourceLocation)
        for (id, expected, expectedIndex) in fresh.edgeRecords {
            guard case let (record, index)? = store.edgeRecords.entry(id) else { continue }
            #expect(record.edge == expected.edge, "\(context) edge \(id)", sourceLocation: sourceLocation)
            #expect(index == expectedIndex, "\(context) index of \(id)", sourceLocation: sourceLocation)
            #expect(record.pathBounds == expected.pathBounds, "\(context) path of \(id)",
                    sourceLocation: sourceLocation)
            #expect(record.bounds == expected.bounds, "\(context) bounds of \(id)", sourceLocation: sourceLocation)
            #expect(record.z == expected.z, "\(context) z of \(id)", sourceLocation: sourceLocation)
        }
        func sets(_ lists: [String: [String]]) -> [String: Set<String>] {
            lists.filter { !$0.value.isEmpty }.mapValues(Set.init)
        }
        #expect(sets(store.edgesByNode) == sets(fresh.edgesByNode), context, sourceLocation: sourceLocation)
        #expect(sets(store.childrenById) == sets(fresh.childrenById), context, sourceLocation: sourceLocation)
        #expect(store.selectedNodeIds == fresh.selectedNodeIds, context, sourceLocation: sourceLocation)
        #expect(store.selectedEdgeIds == fresh.selectedEdgeIds, context, sourceLocation: sourceLocation)
        #expect(store.unmeasured == fresh.unmeasured, context, sourceLocation: sourceLocation)
        #expect(store.animatedEdgeIds == fresh.animatedEdgeIds, context, sourceLocation: sourceLocation)
        #expect(store.reconnectableEdgeIds == fresh.reconnectableEdgeIds, context, sourceLocation: sourceLocation)
        #expect(store.orphanIds == fresh.orphanIds, context, sourceLocation: sourceLocation)
        #expect(store.nodesBottomToTop == fresh.nodesBottomToTop, context, sourceLocation: sourceLocation)
        #expect(store.fitBounds(options: FitViewOptions()) == fresh.fitBounds(options: FitViewOptions()), context,
                sourceLocation: sourceLocation)
        // Every problem the fresh store finds was reported by the incremental one when it appeared.
        #expect(fresh.reportedErrors.isSubset(of: store.reportedErrors), context, sourceLocation: sourceLocation)
    }

    /// Selecting and deselecting edges takes the restyle path (no new path); the result must match a fresh
    /// store, also where the reconnection dots of a selected reconnectable edge reach past a narrow hit area.
    @Test func selectionOnlyEdgeChangesMatchAFreshStore() {
        let nodes = [box("a", 0, 0), box("b", 300, 120), box("c", 0, 300)]
        var narrow = Edge<EmptyEdgeData>(id: "narrow", source: "a", target: "b")
        narrow.interactionWidth = 2
        narrow.reconnectable = true
        var wide = Edge<EmptyEdgeData>(id: "wide", source: "a", target: "c")
        wide.reconnectable = true
        wide.label = "label"
        let plain = Edge<EmptyEdgeData>(id: "plain", source: "b", target: "c")
        var edges = [narrow, wide, plain]
        let store = Store()
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        for step in 0..<6 {
            edges[step % 3].selected.toggle()
            store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
            let fresh = Store()
            fresh.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
            expectSameState(store, fresh, step: step)
        }
        // The narrow edge's selected bounds grow by the dots: radius 4 + 1 past the path, not 2 / 2.
        edges[0].selected = true
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        let record = store.edgeRecords["narrow"]
        #expect(record.map { $0.bounds == $0.pathBounds.insetBy(dx: -5, dy: -5) } == true)
    }

    // MARK: - Hand-computed cases

    private func box(_ id: String, _ x: Double, _ y: Double, parent: String? = nil) -> TestNode {
        TestNode(id: id, position: XYPosition(x: x, y: y), data: id, width: 100, height: 50, parentId: parent)
    }

    /// Removing a parent keeps its child, now placed as a top-level node, with a missing-parent error;
    /// bringing the parent back places the child inside it again.
    @Test func removingAParentLeavesItsChildTopLevel() {
        let store = Store()
        var errors: [String] = []
        store.onError = { code, _ in errors.append(code) }
        let nodes = [box("p", 100, 100), box("c", 10, 20, parent: "p"), box("x", 500, 0)]
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.records["c"]?.geometry.absolutePosition == XYPosition(x: 110, y: 120))
        store.update(nodes: [nodes[1], nodes[2]], edges: [], configuration: CanvasConfiguration())
        #expect(store.records["c"]?.parentId == nil)
        #expect(store.records["c"]?.geometry.absolutePosition == XYPosition(x: 10, y: 20))
        #expect(store.records.position(of: "c") == 0)
        #expect(store.childrenById.isEmpty)
        #expect(errors == [CanvasErrorCode.missingParent])
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.records["c"]?.parentId == "p")
        #expect(store.records["c"]?.depth == 1)
        #expect(store.records["c"]?.geometry.absolutePosition == XYPosition(x: 110, y: 120))
        #expect(store.childrenById["p"] == ["c"])
    }

    /// Deleting nodes with their edges reports nothing and repaints only where they were; an edge left behind
    /// without its node is not drawn and reports its missing node once.
    @Test func deletingNodesRepaintsOnlyWhereTheyWere() {
        let store = Store()
        let log = DamageLog()
        store.delegate = log
        var errors: [String] = []
        store.onError = { code, _ in errors.append(code) }
        let nodes = (0..<50).map { box("n\($0)", Double($0 * 200), 0) }
        let edges = (0..<49).map { TestEdge(id: "e\($0)", source: "n\($0)", target: "n\($0 + 1)") }
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        log.fullDisplays = 0
        log.rects = []
        store.update(nodes: nodes.filter { $0.id != "n10" },
                     edges: edges.filter { $0.id != "e9" && $0.id != "e10" }, configuration: CanvasConfiguration())
        #expect(errors.isEmpty)
        #expect(log.fullDisplays == 0)
        #expect(!log.rects.isEmpty)
        #expect(log.rects.allSatisfy { $0.minX > 1500 && $0.maxX < 2500 })
        #expect(store.records.position(of: "n11") == 10)
        #expect(store.edgeRecords.position(of: "e11") == 9)
        #expect(store.edgesByNode["n10"] == nil)
        // Undo brings both back at their old indices.
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        #expect(log.fullDisplays == 0)
        #expect(store.records.position(of: "n11") == 11)
        #expect(store.edgeRecords["e10"]?.path != nil)
        #expect(Set(store.edgesByNode["n10"] ?? []) == ["e9", "e10"])
        // Now the node goes but an edge stays: it is not drawn and names the missing node.
        store.update(nodes: nodes.filter { $0.id != "n10" }, edges: edges, configuration: CanvasConfiguration())
        #expect(store.edgeRecords["e10"]?.path == nil)
        #expect(store.edgeIndex.query(CGRect(x: 1900, y: -100, width: 400, height: 300)).contains("e10") == false)
        #expect(errors == [CanvasErrorCode.edgeEndpointMissing, CanvasErrorCode.edgeEndpointMissing])
    }

    /// Removing many edges of one node (a hub: its removed edges are hashed, not walked per listed id) and a few
    /// of another keeps each node's remaining edges in their order.
    @Test func removingAHubsEdgesKeepsTheRestInOrder() {
        let store = Store()
        let log = DamageLog()
        store.delegate = log
        var nodes = [box("h", 0, -400), box("g", 0, -800)]
        nodes += (0..<100).map { box("n\($0)", Double($0 * 200), 0) }
        let hubEdges = (0..<100).map { TestEdge(id: "h\($0)", source: "h", target: "n\($0)") }
        let otherEdges = (0..<10).map { TestEdge(id: "g\($0)", source: "g", target: "n\($0)") }
        store.update(nodes: nodes, edges: hubEdges + otherEdges, configuration: CanvasConfiguration())
        log.fullDisplays = 0
        // 60 of the hub's edges (more than a walked chain) and 5 of g's go.
        let gone = Set((0..<60).map { "h\($0 * 100 / 60)" } + ["g1", "g3", "g5", "g7", "g9"])
        #expect(gone.count == 65)
        store.update(nodes: nodes, edges: (hubEdges + otherEdges).filter { !gone.contains($0.id) },
                     configuration: CanvasConfiguration())
        // Taken in by the incremental ingest (its `removeEdges`), not a full rebuild.
        #expect(log.fullDisplays == 0)
        #expect(store.edgesByNode["h"] == hubEdges.map(\.id).filter { !gone.contains($0) })
        #expect(store.edgesByNode["g"] == ["g0", "g2", "g4", "g6", "g8"])
        // h1 and g1 both went (1 · 100 / 60 = 1); h2 stayed (no k gives 2).
        #expect(store.edgesByNode["n1"] == nil)
        #expect(store.edgesByNode["n2"] == ["h2", "g2"])
    }

    /// Pasting one node or connecting one edge touches only that element.
    @Test func pasteAndConnectDoNotRebuild() {
        let store = Store()
        let log = DamageLog()
        store.delegate = log
        var nodes = (0..<20).map { box("n\($0)", Double($0 * 200), 0) }
        var edges = [TestEdge(id: "e0", source: "n0", target: "n1")]
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        log.fullDisplays = 0
        nodes.append(TestNode(id: "p", position: XYPosition(x: 0, y: 300), data: "p", width: 100, height: 50,
                              selected: true))
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        #expect(store.records["p"]?.z == ZOrder.selectedElevation)
        #expect(store.selectedNodeIds == ["p"])
        edges.append(TestEdge(id: "c", source: "n0", target: "p", zIndex: 4))
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        #expect(store.edgeRecords["c"]?.path != nil)
        #expect(store.edgeRecords["c"]?.z == 4)
        #expect(Set(store.edgesByNode["n0"] ?? []) == ["e0", "c"])
        #expect(log.fullDisplays == 0)
    }

    /// A repeated id falls back to the full rebuild, which reports it and keeps the first node.
    @Test func duplicateIdsFallBackToTheFullRebuild() {
        let store = Store()
        let log = DamageLog()
        store.delegate = log
        var errors: [String] = []
        store.onError = { code, _ in errors.append(code) }
        var nodes = [box("a", 0, 0), box("b", 300, 0)]
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        log.fullDisplays = 0
        nodes.append(box("a", 900, 900))
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(log.fullDisplays == 1)
        #expect(errors == [CanvasErrorCode.duplicateNodeId])
        #expect(store.records.position(of: "a") == 0)
        #expect(store.records["a"]?.geometry.absolutePosition == XYPosition(x: 0, y: 0))
    }
}

/// A node that gets a fixed size (as a redo of a resize gives it) measures as that size: the size the canvas
/// measured before is not reported as its `measured` size (found by the editor's event storm).
@MainActor
@Suite struct CanvasStoreFixedSizeTests {
    @Test func aFixedSizeReplacesAnOlderMeasurement() {
        let store = CanvasStore<String, EmptyEdgeData>()
        // A pasted copy: no fixed size, carrying the measured size of the node it was copied from.
        var node = Node<String>(id: "n", position: XYPosition(x: 0, y: 0), data: "N",
                                measured: CGSize(width: 150, height: 34))
        store.update(nodes: [node], edges: [], configuration: CanvasConfiguration())
        store.setMeasuredSizes([(id: "n", size: CGSize(width: 150, height: 34))])
        #expect(store.takeDimensionChanges(materialized: .infinite).isEmpty, "the node already carries what was measured")

        // Redoing a resize to 10 × 34 restores the node as it was after the resize.
        node.width = 10
        node.height = 34
        node.measured = CGSize(width: 10, height: 34)
        store.update(nodes: [node], edges: [], configuration: CanvasConfiguration())
        #expect(store.takeDimensionChanges(materialized: .infinite).isEmpty, "no stale 150 × 34 reported")
        #expect(store.records["n"]?.geometry.size == CGSize(width: 10, height: 34))
    }

    /// Undo can give a node back an older `measured` than its view measures: the step was recorded before the
    /// view first measured the node (it was off screen). The store must report the view's size again, or the
    /// document keeps the stale size until the node is made anew, and a redo then differs (event storm seed 1,
    /// event 43,440: a pasted node measured 150 × 40 in its file, 150 × 34 by the editor's view).
    @Test func aMeasuredSizeRestoredByUndoIsReportedAgain() {
        let store = CanvasStore<String, EmptyEdgeData>()
        let file = CGSize(width: 150, height: 40), view = CGSize(width: 150, height: 34)
        var node = Node<String>(id: "n", position: XYPosition(x: 0, y: 0), data: "Input", measured: file)
        store.update(nodes: [node], edges: [], configuration: CanvasConfiguration())
        // Its view measures 150 × 34: reported, and the app takes it.
        store.setMeasuredSizes([(id: "n", size: view)])
        #expect(store.takeDimensionChanges(materialized: .infinite) == [.dimensions(id: "n", size: view)])
        node.measured = view
        store.update(nodes: [node], edges: [], configuration: CanvasConfiguration())
        #expect(store.takeDimensionChanges(materialized: .infinite).isEmpty)

        // Undo restores the node as recorded before it was measured; the view (unchanged) still measures 34.
        node.measured = file
        store.update(nodes: [node], edges: [], configuration: CanvasConfiguration())
        store.setMeasuredSizes([(id: "n", size: view)])
        #expect(store.takeDimensionChanges(materialized: .infinite) == [.dimensions(id: "n", size: view)])
        // An app that does not take the report is not asked again and again.
        store.update(nodes: [node], edges: [], configuration: CanvasConfiguration())
        store.setMeasuredSizes([(id: "n", size: view)])
        #expect(store.takeDimensionChanges(materialized: .infinite).isEmpty)
    }
}

/// `takeDimensionChanges` is asked on every layout; with the same area it tests only nodes that became
/// candidates or moved since, so a node dragged in from outside must still be reported.
@MainActor
@Suite struct DimensionCandidateAreaTests {
    /// 70 fixed-size 150 × 40 nodes in a row, 200 apart (more than 64: the area is searched through the index).
    private func row() -> [Node<String>] {
        (0..<70).map { Node(id: "n\($0)", position: XYPosition(x: CGFloat(200 * $0), y: 0), data: "N",
                            width: 150, height: 40) }
    }

    @Test func aNodeMovedIntoTheSameAreaIsReported() {
        let store = CanvasStore<String, EmptyEdgeData>()
        let area = CGRect(x: 0, y: 0, width: 800, height: 600)
        var nodes = row()
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        let size = CGSize(width: 150, height: 40)
        // n0…n3 reach into the area (n3 spans x 600…750); n4 starts at x 800, on its edge, which the index
        // counts as meeting it.
        #expect(store.takeDimensionChanges(materialized: area)
                == (0..<5).map { NodeChange<String>.dimensions(id: "n\($0)", size: size) })
        #expect(store.takeDimensionChanges(materialized: area).isEmpty, "each size is reported once")

        // n69 (x 13,800) dragged to (100, 300): inside now.
        nodes[69].position = XYPosition(x: 100, y: 300)
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.takeDimensionChanges(materialized: area) == [.dimensions(id: "n69", size: size)])

        // n68 moved, but still outside (x 5,000); n0 (already reported) moved within the area.
        nodes[68].position = XYPosition(x: 5000, y: 0)
        nodes[0].position = XYPosition(x: 10, y: 10)
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.takeDimensionChanges(materialized: area).isEmpty)

        // A larger area (x up to 5,200) takes the nodes in it that were never reported: n5…n26 (n26 starts on
        // its edge) and n68 (x 5,000).
        let wider = CGRect(x: 0, y: 0, width: 5200, height: 600)
        let reported = Set(store.takeDimensionChanges(materialized: wider).map(\.id))
        #expect(reported == Set((5...26).map { "n\($0)" } + ["n68"]))
    }
}
