import Foundation
import Testing
import SwiftFlowCore
import SwiftFlowUI
@testable import SwiftFlowCanvas

/// The grid graph the store tests share: `count` nodes 100 × 50 on a 10-column grid every 200 × 100, n(i) at
/// (200 · (i mod 10), 100 · (i div 10)); edges e(i): n(i) → n(i+1) along each row (none from the last column), so
/// e(i) sits at list index i − i/10.
enum GridGraph {
    /// `unsized`: nodes without a fixed size (measured by the canvas); `childOfFirst`: nodes that are children of
    /// n0, placed at (20, 10) in it; `selected`: nodes that start selected.
    static func make(count: Int = 100, unsized: Set<Int> = [], childOfFirst: Set<Int> = [],
                     selected: Set<Int> = []) -> ([Node<String>], [Edge<EmptyEdgeData>]) {
        let nodes = (0..<count).map { index in
            let fixed = !unsized.contains(index)
            let child = childOfFirst.contains(index)
            return Node(id: "n\(index)",
                        position: child ? XYPosition(x: 20, y: 10)
                            : XYPosition(x: Double(index % 10) * 200, y: Double(index / 10) * 100),
                        data: "\(index)", width: fixed ? 100 : nil, height: fixed ? 50 : nil,
                        parentId: child ? "n0" : nil, selected: selected.contains(index))
        }
        let edges = (0..<count).filter { $0 % 10 != 9 }.map { index in
            Edge<EmptyEdgeData>(id: "e\(index)", source: "n\(index)", target: "n\(index + 1)")
        }
        return (nodes, edges)
    }
}

/// A `CanvasStore` and an app holding the same lists: `emit` does what the canvas's callback wrapper does (the
/// store notes the list it emitted, the app applies it), and `delete` / `undo` / `redo` emit what the editing
/// commands do (the undo's and redo's changes from the store's own splice).
@MainActor
final class GridStoreRig {
    let store = CanvasStore<String, EmptyEdgeData>()
    var nodes: [Node<String>]
    var edges: [Edge<EmptyEdgeData>]
    private var beforeDelete: (nodes: [Node<String>], edges: [Edge<EmptyEdgeData>])?
    private var afterDelete: (nodes: [Node<String>], edges: [Edge<EmptyEdgeData>])?

    init(count: Int = 100, unsized: Set<Int> = [], childOfFirst: Set<Int> = []) {
        (nodes, edges) = GridGraph.make(count: count, unsized: unsized, childOfFirst: childOfFirst)
        store.viewSize = CGSize(width: 2000, height: 1000)
        update()
    }

    func emit(_ nodeChanges: [NodeChange<String>], _ edgeChanges: [EdgeChange<EmptyEdgeData>]) {
        emit(nodeChanges)
        emit(edgeChanges)
    }

    func emit(_ changes: [NodeChange<String>]) {
        store.noteEmitted(nodeChanges: changes)
        nodes = applyNodeChanges(changes, nodes: nodes)
    }

    func emit(_ changes: [EdgeChange<EmptyEdgeData>]) {
        store.noteEmitted(edgeChanges: changes)
        edges = applyEdgeChanges(changes, edges: edges)
    }

    func update() {
        store.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
    }

    func select(_ ids: [String]) {
        emit(ids.map { .selection($0, true) }, [])
        update()
    }

    /// Deletes `ids` and every edge at them, in list order.
    func delete(_ ids: Set<String>) {
        beforeDelete = (nodes, edges)
        let nodeChanges = nodes.filter { ids.contains($0.id) }.map { NodeChange<String>.remove($0.id) }
        let edgeChanges = edges.filter { ids.contains($0.source) || ids.contains($0.target) }
            .map { EdgeChange<EmptyEdgeData>.remove($0.id) }
        emit(nodeChanges, edgeChanges)
        update()
        afterDelete = (nodes, edges)
    }

    /// The changes back to the lists before the Delete, as `EditingCommands.undo` builds them.
    func undo() throws {
        let target = try #require(beforeDelete)
        try restore(target)
    }

    /// The Delete again, from the store's splice (`EditingCommands.redo`).
    func redo() throws {
        let target = try #require(afterDelete)
        // The next undo goes back to the lists before this redo (the history's snapshot of them).
        beforeDelete = (nodes, edges)
        try restore(target)
        afterDelete = (nodes, edges)
    }

    private func restore(_ target: (nodes: [Node<String>], edges: [Edge<EmptyEdgeData>])) throws {
        let nodeChanges = try #require(store.restoringChanges(nodes: target.nodes, from: nodes))
        let edgeChanges = try #require(store.restoringChanges(edges: target.edges, from: edges))
        emit(nodeChanges, edgeChanges)
        update()
    }

    /// A store that worked everything out from the rig's lists, given the same measured sizes and handles.
    func fresh(measured: [(id: String, size: CGSize)] = [],
               handles: [(id: String, handles: [HandleRecord])] = []) -> CanvasStore<String, EmptyEdgeData> {
        let fresh = CanvasStore<String, EmptyEdgeData>()
        fresh.viewSize = store.viewSize
        fresh.update(nodes: nodes, edges: edges, configuration: CanvasConfiguration())
        fresh.setMeasuredSizes(measured)
        for (id, list) in handles { fresh.setHandles(list, of: id) }
        return fresh
    }

    /// Every record's index names its own element in the store's lists, and every element has a record.
    var recordsMatchLists: Bool {
        store.records.count == store.nodes.count && store.edgeRecords.count == store.edges.count
            && store.records.allSatisfy { store.nodes[$0.position].id == $0.key }
            && store.edgeRecords.allSatisfy { store.edges[$0.position].id == $0.key }
    }
}
