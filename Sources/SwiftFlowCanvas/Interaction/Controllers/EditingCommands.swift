import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Deleting, copy/paste, select all and undo/redo: the commands that change the graph's contents, shared by
/// the keyboard, `SwiftFlowInstance` and apps' menus. The history and clipboard they use live in the store.
@MainActor
final class EditingCommands<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The deletion waiting for `onBeforeDelete`, so callers (and tests) can await it.
    private(set) var pendingDeletion: Task<Void, Never>?

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    private var callbacks: CanvasCallbacks<NodeData, EdgeData> { interaction.callbacks }

    private func emit(nodes: [NodeChange<NodeData>], edges: [EdgeChange<EdgeData>] = []) {
        interaction.emit(nodes: nodes, edges: edges)
    }

    private func recordHistory(scene: Scene) { interaction.recordHistory(scene: scene) }

    /// Selects every visible node and edge: one walk over each list, no id sets (select all at 100,000 nodes).
    /// The changes are built in Core (`SelectAllChanges`) without generic work per element.
    func selectAll(scene: Scene) {
        guard interaction.configuration.elementsSelectable else { return }
        let outside = scene.outOfRangeNodeIds
        let unique = scene.idsAreUnique
        emit(nodes: SelectAllChanges.nodes(scene.nodes, outside: outside, uniqueIds: unique.nodes),
             edges: SelectAllChanges.edges(scene.edges, outside: outside, uniqueIds: unique.edges))
    }

    // MARK: - Delete

    /// Deletes the selected deletable nodes (with their deletable descendants and every connected edge) and
    /// the selected deletable edges, after `onBeforeDelete` agrees.
    ///
    /// `onBeforeDelete` returning `nil` deletes what was asked; `.cancel` deletes nothing; `.delete` deletes
    /// the given subset under the same rules as the keyboard (only deletable elements, with their deletable
    /// descendants and every edge of a removed node).
    func deleteSelection(scene: Scene) {
        delete(Self.plan(nodeIds: scene.selectedNodeIdSet, edgeIds: scene.selectedEdgeIdSet, scene: scene),
               scene: scene)
    }

    /// `DeletionPlan` through the scene's lookups: O(k log k) for what is deleted, not a walk of the lists.
    static func plan(nodeIds: some Sequence<String>, edgeIds: some Sequence<String>,
                     scene: Scene) -> DeletionPlan<NodeData, EdgeData> {
        DeletionPlan(
            nodeIds: nodeIds, edgeIds: edgeIds, nodes: scene.nodes, edges: scene.edges,
            nodeIndex: { scene.listIndex(ofNode: $0) },
            childIds: { scene.childIds(of: $0) },
            connectedEdgeIds: { scene.edgeIds(connectedTo: $0) },
            edgeIndices: { scene.listIndices(ofEdges: $0) })
    }

    /// Deletes what `plan` names after `onBeforeDelete` agrees, as `deleteSelection(scene:)` describes (the
    /// Delete key, Cut, `SwiftFlowInstance.deleteElements`).
    func delete(_ plan: DeletionPlan<NodeData, EdgeData>, scene: Scene) {
        guard !plan.isEmpty else { return }
        guard let onBeforeDelete = callbacks.onBeforeDelete else {
            // Planned from the scene just now: the plan is already what `performDeletion` would work out
            // (existing elements, every edge of a removed node, list order).
            perform(nodes: plan.nodes, edges: plan.edges, positions: plan.positions, scene: scene)
            return
        }
        let nodes = plan.nodes
        let edges = plan.edges
        pendingDeletion = Task { @MainActor [weak self] in
            let decision = await onBeforeDelete(nodes, edges)
            guard let self, let scene = self.interaction.scene else { return }
            switch decision {
            case nil:
                self.performDeletion(nodes: nodes, edges: edges, scene: scene)
            case .cancel?:
                break
            case .delete(let keptNodes, let keptEdges)?:
                // The app's subset gets the same cascade and deletable checks as a keyboard deletion, so no
                // child is left pointing at a removed parent.
                let plan = Self.plan(nodeIds: keptNodes.map(\.id), edgeIds: keptEdges.map(\.id), scene: scene)
                self.performDeletion(nodes: plan.nodes, edges: plan.edges, scene: scene)
            }
            self.pendingDeletion = nil
        }
    }

    /// Removes `nodes` and `edges` (and the edges touching removed nodes), as far as they still exist.
    /// Costs O(k log k) for the k removed elements: lookups by id, not a scan of the lists.
    func performDeletion(nodes: [Node<NodeData>], edges: [Edge<EdgeData>], scene: Scene) {
        let nodeIds = Set(nodes.map(\.id))
        var edgeIds = Set(edges.map(\.id))
        for id in nodeIds { edgeIds.formUnion(scene.edgeIds(connectedTo: id)) }
        let removedNodes = Self.inListOrder(nodeIds, index: { scene.listIndex(ofNode: $0) },
                                            element: { scene.node(id: $0) })
        let removedEdges = Self.inListOrder(edgeIds, index: { scene.listIndex(ofEdge: $0) },
                                            element: { scene.edge(id: $0) })
        perform(nodes: removedNodes, edges: removedEdges, scene: scene)
    }

    /// Removes exactly `removedNodes` and `removedEdges`: existing elements in list order, with every edge of a
    /// removed node among the edges. `positions`, when known, are their indices in the scene's lists: registered
    /// with the changes (`RemovalTargets`), so the app's `applyNodeChanges` / `applyEdgeChanges` need not search.
    private func perform(nodes removedNodes: [Node<NodeData>], edges removedEdges: [Edge<EdgeData>],
                         positions: (nodes: [Int], edges: [Int])? = nil, scene: Scene) {
        guard !removedNodes.isEmpty || !removedEdges.isEmpty else { return }
        recordHistory(scene: scene)
        let nodeChanges = Self.removals(of: removedNodes)
        let edgeChanges = Self.removals(of: removedEdges)
        if let positions {
            RemovalTargets.register(changes: nodeChanges, source: scene.nodes, indices: positions.nodes)
            RemovalTargets.register(changes: edgeChanges, source: scene.edges, indices: positions.edges)
        }
        emit(nodes: nodeChanges, edges: edgeChanges)
        if !removedNodes.isEmpty { callbacks.onNodesDelete?(removedNodes) }
        if !removedEdges.isEmpty { callbacks.onEdgesDelete?(removedEdges) }
        callbacks.onDelete?(removedNodes, removedEdges)
        interaction.output?.didEdit(.deleted(nodes: removedNodes.count, edges: removedEdges.count))
        if case .node(let id) = scene.focusedElement, removedNodes.contains(where: { $0.id == id }) {
            scene.focusedElement = nil
        }
        if case .edge(let id) = scene.focusedElement, removedEdges.contains(where: { $0.id == id }) {
            scene.focusedElement = nil
        }
    }

    /// A `.remove` change per element, in order. A loop rather than `map`: a closure formed here checks the
    /// main actor's executor on every call, once per removed edge. The ids are read at their field offset: in
    /// this unspecialized code `items[index].id` copied the whole element through its value witness first. The
    /// changes are written into place: each `append` looked the array type's metadata up again.
    private static func removals<Item, Change>(
        of items: [Item], id: KeyPath<Item, String>, _ remove: (String) -> Change
    ) -> [Change] {
        guard let offset = MemoryLayout<Item>.offset(of: id) else {
            var changes: [Change] = []
            changes.reserveCapacity(items.count)
            for index in items.indices { changes.append(remove(items[index][keyPath: id])) }
            return changes
        }
        let stride = MemoryLayout<Item>.stride
        return [Change](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            items.withUnsafeBytes { bytes in
                guard let to = buffer.baseAddress else { return }
                for index in 0..<items.count {
                    (to + index).initialize(to: remove(bytes.load(fromByteOffset: index * stride + offset,
                                                                  as: String.self)))
                    initialized = index + 1
                }
            }
        }
    }

    private static func removals(of nodes: [Node<NodeData>]) -> [NodeChange<NodeData>] {
        removals(of: nodes, id: \.id, NodeChange.remove)
    }

    private static func removals(of edges: [Edge<EdgeData>]) -> [EdgeChange<EdgeData>] {
        removals(of: edges, id: \.id, EdgeChange.remove)
    }

    /// The existing elements of `ids`, in list order.
    private static func inListOrder<Item>(_ ids: Set<String>, index: (String) -> Int?,
                                          element: (String) -> Item?) -> [Item] {
        ids.compactMap { id in index(id).map { (index: $0, id: id) } }
            .sorted { $0.index < $1.index }
            .compactMap { element($0.id) }
    }

    // MARK: - Copy / paste

    func copySelection(scene: Scene) {
        let payload = ClipboardPayload(copyingSelectionOf: scene.nodes, edges: scene.edges)
        guard !payload.isEmpty else { return }
        scene.clipboard = payload
        if let codec = interaction.clipboardCodec, let text = codec.encode(payload) {
            // Typed as a graph, so the host can offer it by type; other programs get the same text.
            interaction.output?.writeClipboard(.graph(text, plainText: text))
        }
    }

    /// Pastes the host clipboard's graph (or text that decodes as one, e.g. JSON copied in a text editor); the
    /// in-memory copy is used only without a codec or when the host clipboard is empty. Content the codec
    /// cannot decode (another application copied since) pastes nothing, so an older copy never comes back.
    func paste(scene: Scene) {
        guard let codec = interaction.clipboardCodec, let output = interaction.output else {
            if let payload = scene.clipboard { paste(payload, scene: scene) }
            return
        }
        output.readClipboard { [weak self] content in
            guard let self, let scene = self.interaction.scene else { return }
            if let content {
                let text = content.encodedGraph ?? content.plainText
                if let payload = codec.decode(text) { self.paste(payload, scene: scene) }
            } else if let payload = scene.clipboard {
                self.paste(payload, scene: scene)
            }
        }
    }

    private func paste(_ payload: ClipboardPayload<NodeData, EdgeData>, scene: Scene) {
        guard !payload.isEmpty else { return }
        // Pasting the same copy again cascades rather than covering the last copy exactly.
        let changes = payload.pasteChanges(into: scene.nodes, edges: scene.edges,
                                           offset: payload.cascadedOffset(avoiding: scene.nodes))
        recordHistory(scene: scene)
        emit(nodes: changes.nodeChanges, edges: changes.edgeChanges)
    }

    // MARK: - Undo / redo

    /// Restores the graph before the last recorded mutation.
    func undo(scene: Scene) {
        let current = GraphSnapshot(nodes: scene.nodes, edges: scene.edges)
        guard let previous = scene.history.undo(from: current) else { return }
        restore(previous, from: current, scene: scene)
        interaction.output?.didEdit(.undone)
    }

    /// Re-applies the last undone mutation.
    func redo(scene: Scene) {
        let current = GraphSnapshot(nodes: scene.nodes, edges: scene.edges)
        guard let next = scene.history.redo(from: current) else { return }
        restore(next, from: current, scene: scene)
        interaction.output?.didEdit(.redone)
    }

    /// Emits the removals, replacements and insertions that turn `current` into `target`: what the scene knows
    /// (the splice it took last, when the two lists are its ends: undo or redo of a Delete, O(k)), else what a
    /// walk over both lists finds.
    private func restore(_ target: GraphSnapshot<NodeData, EdgeData>, from current: GraphSnapshot<NodeData, EdgeData>,
                         scene: Scene) {
        emit(nodes: scene.restoringChanges(nodes: target.nodes, from: current.nodes)
                ?? Self.restoring(target.nodes, from: current.nodes, remove: { .remove($0) },
                                  replace: { .replace(id: $0, item: $1) }, add: { .add(item: $0, index: $1) }),
             edges: scene.restoringChanges(edges: target.edges, from: current.edges)
                ?? Self.restoring(target.edges, from: current.edges, remove: { .remove($0) },
                                  replace: { .replace(id: $0, item: $1) }, add: { .add(item: $0, index: $1) }))
    }

    private static func restoring<Item: Identifiable & Equatable, Change>(
        _ target: [Item], from current: [Item],
        remove: (String) -> Change, replace: (String, Item) -> Change, add: (Item, Int) -> Change
    ) -> [Change] where Item.ID == String {
        if let changes = restoringInStep(target, from: current, remove: remove, replace: replace, add: add) {
            return changes
        }
        let targetIds = Set(target.map(\.id))
        let currentById = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var changes = current.filter { !targetIds.contains($0.id) }.map { remove($0.id) }
        for item in target {
            if let existing = currentById[item.id], existing != item { changes.append(replace(item.id, item)) }
        }
        for (index, item) in target.enumerated() where currentById[item.id] == nil {
            changes.append(add(item, index))
        }
        return changes
    }

    /// The same changes, without hashing, when one list is the other with elements only added (undoing a
    /// deletion) or only removed (redoing it): the lists are walked in step and kept elements are compared
    /// byte-wise before `==`. Nil when the lists differ in any other way.
    private static func restoringInStep<Item: Identifiable & Equatable, Change>(
        _ target: [Item], from current: [Item],
        remove: (String) -> Change, replace: (String, Item) -> Change, add: (Item, Int) -> Change
    ) -> [Change]? where Item.ID == String {
        target.withUnsafeBufferPointer { targetItems in
            current.withUnsafeBufferPointer { currentItems in
                var replaced: [Change] = []
                var added: [Change] = []
                var removed: [Change] = []
                var t = 0, c = 0
                let adding = targetItems.count >= currentItems.count
                while adding ? t < targetItems.count : c < currentItems.count {
                    // Runs of byte-identical elements are kept and unchanged: skipped without reading an id
                    // (a generic copy of the string per element).
                    let run = Swift.min(64, targetItems.count - t, currentItems.count - c)
                    if run > 0, ElementBytes.sameRun(targetItems, t, currentItems, c, count: run) {
                        t += run
                        c += run
                        continue
                    }
                    if t < targetItems.count, c < currentItems.count,
                       !ElementBytes.differ(targetItems, t, currentItems, c) {
                        t += 1
                        c += 1
                    } else if t < targetItems.count, c < currentItems.count,
                              targetItems[t].id == currentItems[c].id {
                        if targetItems[t] != currentItems[c] {
                            replaced.append(replace(targetItems[t].id, targetItems[t]))
                        }
                        t += 1
                        c += 1
                    } else if adding {
                        added.append(add(targetItems[t], t))
                        t += 1
                    } else {
                        removed.append(remove(currentItems[c].id))
                        c += 1
                    }
                }
                guard t == targetItems.count, c == currentItems.count else { return nil }
                return removed + replaced + added
            }
        }
    }
}
