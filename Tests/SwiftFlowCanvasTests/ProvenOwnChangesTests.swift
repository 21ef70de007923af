import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// The store taking a list the app made with `applyNodeChanges` from changes of its own (nothing the canvas
/// emitted), through `AppliedChangeLog.latestApplication`, and comparing whenever that proves nothing.
@MainActor
@Suite struct ProvenOwnChangesTests {
    /// 20 nodes 100 × 50 in one row every 200 (n0 at x 0 … n19 at x 3800); no edges.
    private static func row() -> [Node<String>] {
        (0..<20).map { Node(id: "n\($0)", position: XYPosition(x: Double($0) * 200, y: 0), data: "\($0)",
                            width: 100, height: 50) }
    }

    private func store(showing nodes: [Node<String>]) -> CanvasStore<String, EmptyEdgeData> {
        let store = CanvasStore<String, EmptyEdgeData>()
        store.viewSize = CGSize(width: 2000, height: 1000)
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        return store
    }

    @Test func theAppsOwnMoveIsTakenThroughItsChanges() {
        var nodes = Self.row()
        let store = store(showing: nodes)
        nodes = applyNodeChanges([.position("n3", XYPosition(x: 650, y: 20))], nodes: nodes)
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.provenIngests == 1)
        #expect(store.lastChangedNodeIds == ["n3"])
        #expect(store.geometry(of: "n3")?.bounds == CGRect(x: 650, y: 20, width: 100, height: 50))
        // The next frame of the same drag is proven from the list the store took.
        nodes = applyNodeChanges([.position("n3", XYPosition(x: 660, y: 20))], nodes: nodes)
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.provenIngests == 2)
        #expect(store.geometry(of: "n3")?.bounds.minX == 660)
        #expect(store.nodes == nodes)
    }

    @Test func theAppsOwnRemovalIsTakenThroughItsChanges() {
        var nodes = Self.row()
        let store = store(showing: nodes)
        nodes = applyNodeChanges([.remove("n5")], nodes: nodes)
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.provenIngests == 1)
        #expect(store.records["n5"] == nil)
        // n6 moved up one place in the list: index 5.
        #expect(store.listIndex(ofNode: "n6") == 5)
        #expect(store.nodes.count == 19)
    }

    /// The result edited after applying is another buffer (the log's reference makes the edit copy it).
    @Test func aListEditedAfterApplyingIsCompared() {
        var nodes = Self.row()
        let store = store(showing: nodes)
        nodes = applyNodeChanges([.position("n3", XYPosition(x: 650, y: 20))], nodes: nodes)
        nodes[7].position.x = 1234
        store.update(nodes: nodes, edges: [], configuration: CanvasConfiguration())
        #expect(store.provenIngests == 0)
        #expect(store.geometry(of: "n3")?.bounds.minX == 650)
        #expect(store.geometry(of: "n7")?.bounds.minX == 1234)
    }

    /// Changes applied to another list than the one the canvas holds prove nothing about it.
    @Test func changesAppliedToAnotherListAreCompared() {
        let nodes = Self.row()
        let store = store(showing: nodes)
        var other = nodes
        other[9].position.y = 300
        let result = applyNodeChanges([.position("n3", XYPosition(x: 650, y: 20))], nodes: other)
        store.update(nodes: result, edges: [], configuration: CanvasConfiguration())
        #expect(store.provenIngests == 0)
        #expect(store.geometry(of: "n9")?.bounds.minY == 300)
        #expect(store.geometry(of: "n3")?.bounds.minX == 650)
    }

    /// An application recorded before the store took its list does not count, even on the same buffer.
    @Test func anApplicationFromBeforeTheStoreTookItsListIsNotUsed() {
        let nodes = Self.row()
        let moved = applyNodeChanges([.position("n3", XYPosition(x: 650, y: 20))], nodes: nodes)
        let store = store(showing: nodes)
        #expect(AppliedChangeLog.shared.latestApplication(from: nodes, to: moved, since: store.nodesMark)
            as [NodeChange<String>]? == nil)
        store.update(nodes: moved, edges: [], configuration: CanvasConfiguration())
        #expect(store.provenIngests == 0)
        #expect(store.geometry(of: "n3")?.bounds.minX == 650)
    }

    /// A taken application is forgotten: the same pair of lists proves nothing twice.
    @Test func anApplicationIsTakenOnce() {
        let nodes = Self.row()
        let mark = AppliedChangeLog.shared.mark
        let changes: [NodeChange<String>] = [.selection("n2", true)]
        let selected = applyNodeChanges(changes, nodes: nodes)
        let first: [NodeChange<String>]? = AppliedChangeLog.shared.latestApplication(from: nodes, to: selected,
                                                                                     since: mark)
        #expect(first == changes)
        let second: [NodeChange<String>]? = AppliedChangeLog.shared.latestApplication(from: nodes, to: selected,
                                                                                      since: mark)
        #expect(second == nil)
    }
}
