import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Centralized graph state: nodes, edges, selection and the viewport of the canvas it drives, as an
/// `ObservableObject` (spec: state-management.md, "SwiftFlowStore").
///
/// Hand its change methods to the canvas and show its lists:
///
///     SwiftFlow(nodes: store.nodes, edges: store.edges,
///               onNodesChange: { store.onNodesChange($0) },
///               onEdgesChange: { store.onEdgesChange($0) },
///               onConnect: { store.onConnect($0) }) { node in … }
///
/// Lookups by id (`getNode`, `getEdge`, `getNodeConnections`) are O(1) (plus the node's degree): the store
/// keeps id → index maps and a node → edges map, rebuilt only when elements are added, removed or replaced.
/// A drag frame (position changes) costs what `applyNodeChanges` costs and nothing more.
///
/// **Viewport.** `viewport` mirrors the canvas the store drives. The store learns which canvas that is
/// - from the environment: inside `SwiftFlowProvider`, or below `.swiftFlowStore(store)`, every canvas attaches
///   to the store as soon as it is built (the most recently updated canvas wins when there are several);
/// - without either (`@StateObject var store` passed only through the callbacks): when the canvas calls
///   `onNodesChange`, `onEdgesChange` or `onConnect` and the callback calls the store's method of the same name
///   synchronously. The canvas reports the sizes it measures through `onNodesChange` right after its first
///   layout, so this happens at once unless every node has a fixed width, height and `measured` size; until
///   then `viewport` stays at its initial value. A callback that forwards changes to several stores attaches
///   all of them to that canvas.
///
/// Changes applied by the store directly (`deleteElements`, `setNodes`, a button calling `onNodesChange`) do
/// not go through the canvas, so they are not on its undo stack and fire none of its callbacks.
///
/// The store is meant for the main actor (views, canvas callbacks): every method is main-actor isolated;
/// only the initializer is not, so `@StateObject var store = SwiftFlowStore(...)` works in any view.
public final class SwiftFlowStore<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    ObservableObject, CanvasStoreAttaching
{
    /// The nodes, in list order; change them with `onNodesChange(_:)` or `setNodes(_:)`.
    @Published public private(set) var nodes: [Node<NodeData>]
    /// The edges, in list order; change them with `onEdgesChange(_:)`, `onConnect(_:)` or `setEdges(_:)`.
    @Published public private(set) var edges: [Edge<EdgeData>]
    /// The camera of the canvas the store drives (see the type's documentation for when it follows one).
    @Published public private(set) var viewport: Viewport
    /// The ids of the selected nodes.
    ///
    /// Published like the other properties (`$selectedNodeIds`, `objectWillChange`). After a large selection
    /// change (select all) the set is built from `nodes` when first read, unless `$selectedNodeIds` has
    /// subscribers: hashing 100,000 ids is a large part of a select all that nobody may ask about.
    @LazyPublished public private(set) var selectedNodeIds: Set<String>
    /// The ids of the selected edges (built on first read after a large selection change, as for nodes).
    @LazyPublished public private(set) var selectedEdgeIds: Set<String>
    /// Whether there is at least one node and every visible node has a size: both `width` and `height`, or a
    /// `measured` size (the canvas reports it with `.dimensions` changes through `onNodesChange`). Hidden nodes
    /// are not measured and do not count, as in React Flow. Adding a node without a size makes it false again
    /// until the canvas has measured that node.
    @Published public private(set) var nodesInitialized: Bool

    /// Options `onConnect(_:)` applies to each edge it creates (as `addEdge(_:edges:defaults:)` does).
    public var defaultEdgeOptions = DefaultEdgeOptions()

    /// The index of each node id in `nodes` (the first node with that id); rebuilt on first use after the list
    /// changed shape, so a deletion or an undo that nobody looks up by id costs no hashing of the whole list.
    private var nodeIndexCache: [String: Int]?
    /// The index of each edge id in `edges` (the first edge with that id), rebuilt likewise.
    private var edgeIndexCache: [String: Int]?
    /// The indices of the edges whose source or target is a node id, in edge-list order (a loop once).
    private var edgeIndicesByNodeCache: [String: [Int]]?
    /// The subjects behind `nodeDataPublisher(id:)`, by node id, while they have subscribers.
    private var dataSubjects: [String: NodeDataSubject<NodeData>] = [:]
    /// The overlay state of the canvas whose viewport the store mirrors.
    private weak var attachedState: SwiftFlowState?
    private var viewportSubscription: AnyCancellable?

    /// A store holding `nodes` and `edges`.
    public init(nodes: [Node<NodeData>] = [], edges: [Edge<EdgeData>] = []) {
        _nodes = Published(wrappedValue: nodes)
        _edges = Published(wrappedValue: edges)
        _viewport = Published(wrappedValue: Viewport())
        _selectedNodeIds = LazyPublished(wrappedValue: Self.selectedIds(nodes))
        _selectedEdgeIds = LazyPublished(wrappedValue: Self.selectedIds(edges))
        _nodesInitialized = Published(wrappedValue: Self.allSized(nodes))
    }

    @MainActor
    private var nodeIndexById: [String: Int] {
        if let cached = nodeIndexCache { return cached }
        let built = Self.indexById(nodes)
        nodeIndexCache = built
        return built
    }

    @MainActor
    private var edgeIndexById: [String: Int] {
        if let cached = edgeIndexCache { return cached }
        let built = Self.indexById(edges)
        edgeIndexCache = built
        return built
    }

    @MainActor
    private var edgeIndicesByNode: [String: [Int]] {
        if let cached = edgeIndicesByNodeCache { return cached }
        let built = Self.edgeIndicesByNode(edges)
        edgeIndicesByNodeCache = built
        return built
    }

    // MARK: - Changes

    /// Applies node changes as `applyNodeChanges` does, keeping lookups, selection and `nodesInitialized`
    /// up to date and publishing data changes to `nodeDataPublisher(id:)` subscribers.
    ///
    /// Inlined into the caller, where `NodeData` is known, only to make the copier of the nodes a change list
    /// keeps there (`RunCopier`): the store's own code is generic, and a whole-node copy in it is a value
    /// witness call.
    @MainActor @inlinable
    public func onNodesChange(_ changes: [NodeChange<NodeData>]) {
        attachToEmittingCanvas()
        applyNodeChanges(changes, copying: Node.copyFieldByField)
    }

    /// Applies edge changes as `applyEdgeChanges` does, keeping lookups and selection up to date.
    ///
    /// Inlined into the caller for the copier of the kept edges, as `onNodesChange(_:)` (a Delete at 100,000
    /// nodes keeps 196,000 edges).
    @MainActor @inlinable
    public func onEdgesChange(_ changes: [EdgeChange<EdgeData>]) {
        attachToEmittingCanvas()
        applyEdgeChanges(changes, copying: Edge.copyFieldByField)
    }

    /// Adds an edge for `connection` (React Flow's default id, `defaultEdgeOptions` applied) unless an edge
    /// already makes that connection or an endpoint is empty, as `addEdge(_:edges:)` does.
    @MainActor
    public func onConnect(_ connection: Connection) {
        attachToEmittingCanvas()
        let updated = addEdge(connection, edges: edges, defaults: defaultEdgeOptions)
        guard updated.count > edges.count, let edge = updated.last else { return }
        applyEdgeChanges([.add(item: edge)], copying: nil)
    }

    /// Replaces every node (a loaded file, a reset); subscribers of changed node data are notified.
    @MainActor
    public func setNodes(_ newNodes: [Node<NodeData>]) {
        _selectedNodeIds.settle()
        let oldIndex = nodeIndexById
        let old = nodes
        nodes = newNodes
        nodeIndexCache = nil
        assignIfChanged(\.selectedNodeIds, Self.selectedIds(newNodes))
        assignIfChanged(\.nodesInitialized, Self.allSized(newNodes))
        publishData(of: Array(dataSubjects.keys)) { id in oldIndex[id].map { old[$0].data } }
    }

    /// Replaces every edge.
    @MainActor
    public func setEdges(_ newEdges: [Edge<EdgeData>]) {
        _selectedEdgeIds.settle()
        edges = newEdges
        edgeIndexCache = nil
        edgeIndicesByNodeCache = nil
        assignIfChanged(\.selectedEdgeIds, Self.selectedIds(newEdges))
    }

    // MARK: - Lookups

    /// The node with this id, in O(1); `nil` when there is none.
    @MainActor
    public func getNode(id: String) -> Node<NodeData>? {
        nodeIndexById[id].map { _nodes.value[$0] }
    }

    /// The edge with this id, in O(1); `nil` when there is none.
    @MainActor
    public func getEdge(id: String) -> Edge<EdgeData>? {
        edgeIndexById[id].map { _edges.value[$0] }
    }

    /// The connections of one node, as React Flow's `getNodeConnections`: one `HandleConnection` (edge id,
    /// source, target, source and target handle) per edge, in edge-list order.
    ///
    /// - `handleType: .target` lists the edges arriving at the node, `.source` the edges leaving it, `nil` both
    ///   (an edge from the node to itself once).
    /// - `handleId` keeps only the edges attached to that handle of the node.
    ///
    /// Costs O(edges of the node), not O(all edges).
    @MainActor
    public func getNodeConnections(
        nodeId: String, handleType: HandleType? = nil, handleId: String? = nil
    ) -> [HandleConnection] {
        guard let indices = edgeIndicesByNode[nodeId] else { return [] }
        let edges = _edges.value
        return SwiftFlowCore.getNodeConnections(
            nodeId: nodeId, handleType: handleType, handleId: handleId, edges: indices.map { edges[$0] }
        )
    }

    /// The data of the nodes with these ids, by id; ids without a node are left out.
    @MainActor
    public func getNodesData(ids: [String]) -> [String: NodeData] {
        var result: [String: NodeData] = [:]
        let nodes = _nodes.value
        for id in ids {
            if let index = nodeIndexById[id] { result[id] = nodes[index].data }
        }
        return result
    }

    // MARK: - Fine-grained reactivity

    /// Publishes node `id`'s `data` each time it changes, and nothing else: moving, resizing, selecting or
    /// dragging the node, or changing another node, publishes nothing. No value is sent on subscription.
    ///
    /// A value is sent after the store has applied the change (so `getNode(id:)` returns the new node) when a
    /// `.replace` or `.add` change, or `setNodes(_:)`, leaves the node with data different from before
    /// (a node that appears with this id counts as a change); removing the node sends nothing. Only the ids named
    /// by the applied changes are checked.
    @MainActor
    public func nodeDataPublisher(id: String) -> AnyPublisher<NodeData, Never> {
        AnyPublisher { [weak self] receiveValue, receiveCompletion in
            guard let self else { return AnyCancellable {} }
            let subject = self.dataSubjects[id] ?? NodeDataSubject()
            self.dataSubjects[id] = subject
            let subscription = subject.subject.subscribe(receiveValue: receiveValue,
                                                         receiveCompletion: receiveCompletion)
            subject.subscribers += 1
            return AnyCancellable { [weak self, weak subject] in
                subscription.cancel()
                guard let subject else { return }
                subject.subscribers -= 1
                if subject.subscribers == 0, self?.dataSubjects[id] === subject { self?.dataSubjects[id] = nil }
            }
        }
    }

    // MARK: - Deletion

    /// Removes the nodes `nodeIds` and edges `edgeIds` under the spec's deletion rules and returns what was
    /// removed:
    /// - a node or edge whose `deletable` is false stays;
    /// - a removed node takes its deletable descendants (through `parentId`) with it; a non-deletable
    ///   descendant stays, and so do its own children;
    /// - every edge connected to a removed node goes, deletable or not, so no edge is left dangling.
    ///
    /// The same rules apply to keyboard deletion and `SwiftFlowInstance.deleteElements(nodeIds:edgeIds:)`.
    /// The removal goes straight into the store (no `onBeforeDelete`, no canvas undo step).
    @MainActor
    @discardableResult
    public func deleteElements(nodeIds: [String] = [], edgeIds: [String] = []) -> DeletedElements<NodeData, EdgeData> {
        let plan = DeletionPlan(nodeIds: nodeIds, edgeIds: edgeIds, nodes: nodes, edges: edges)
        if !plan.edges.isEmpty { applyEdgeChanges(plan.edgeChanges, copying: nil) }
        if !plan.nodes.isEmpty { applyNodeChanges(plan.nodeChanges, copying: nil) }
        return DeletedElements(nodes: plan.nodes, edges: plan.edges)
    }

    // MARK: - Canvas attachment

    @MainActor
    func attachCanvas(_ state: SwiftFlowState) {
        guard attachedState !== state else { return }
        attachedState = state
        // The publisher sends the current viewport at once, then every change.
        viewportSubscription = state.$viewport.sink { [weak self] viewport in
            self?.canvasViewportDidChange(viewport)
        }
    }

    /// Mirrors the attached canvas's camera.
    @MainActor
    func canvasViewportDidChange(_ newViewport: Viewport) {
        assignIfChanged(\.viewport, newViewport)
    }

    @MainActor @usableFromInline
    func attachToEmittingCanvas() {
        if let state = CanvasEmission.emittingState { attachCanvas(state) }
    }

    // MARK: - Applying

    /// `copy`: how the nodes the changes keep are copied (see `onNodesChange(_:)`); `nil`: as whole values.
    @MainActor @usableFromInline
    func applyNodeChanges(_ changes: [NodeChange<NodeData>], copying copy: RunCopier<Node<NodeData>>?) {
        guard !changes.isEmpty else { return }
        // Select all, a large box: the selected set is read from the updated list in one pass, and nothing
        // else the store keeps depends on selection.
        // Select all's own list (`SelectionTargets`) holds only selections: its 100,000 cases are not read.
        if changes.count * 4 > nodes.count, SelectionTargets.lookUp(changes: changes, input: nodes) != nil
            || CanvasStore<NodeData, EdgeData>.onlySelections(changes) {
            let old = nodes
            let updated = SwiftFlowCore.applyNodeChanges(changes, nodes: old, copying: copy)
            nodes = updated
            // Built from the list when read: `nodes` keeps the flags it is built from until a change that can
            // move them settles it first (below, `setNodes`); position and size changes leave them alone.
            if SelectionFlips.differ(old, updated, flag: \Node<NodeData>.selected) {
                _selectedNodeIds.change { [weak self] in self.map { Self.selectedIds($0.nodes) } ?? [] }
            }
            return
        }
        var structural = false
        var sizes = false
        // Whether an added or replacing node has no size: only then can a structural change leave a sized list
        // with an unsized node (removals and other changes never take a size away).
        var unsizedArrival = false
        var selection = SelectionUpdate()
        // Collected, not hashed: a large batch (select all) reads the selection from the updated list instead.
        var selectionIds: [String] = []
        var dataIds: [String] = []
        for change in changes {
            switch change {
            case .position, .dragging:
                continue
            case .dimensions:
                sizes = true
            case .selection(let id, _):
                selectionIds.append(id)
            case .remove(let id):
                structural = true
                sizes = true
                selection.remove(id)
            case .add(let item, _):
                structural = true
                sizes = true
                if !Self.isSized(item) { unsizedArrival = true }
                selection.add(item.id, selected: item.selected)
                if dataSubjects[item.id] != nil { dataIds.append(item.id) }
            case .replace(let id, let item):
                structural = true
                sizes = true
                if !Self.isSized(item) { unsizedArrival = true }
                selection.lookUp(id)
                selection.lookUp(item.id)
                for touched in [id, item.id] where dataSubjects[touched] != nil { dataIds.append(touched) }
            }
        }
        // A set still to be built reads `nodes`: build it from the list it describes before that changes.
        if !selection.isEmpty || !selectionIds.isEmpty { _selectedNodeIds.settle() }
        let old = nodes
        let oldIndex = dataIds.isEmpty ? [:] : nodeIndexById
        // Read through a local: each access to a `@Published` property of a generic class costs a key path.
        let updated = SwiftFlowCore.applyNodeChanges(changes, nodes: old, copying: copy)
        nodes = updated
        if structural { nodeIndexCache = nil }
        if (selectionIds.count + selection.lookUpCount) * 4 > updated.count {
            // Select all, a large box: one pass over the list hashes each selected id once, where the update
            // would hash every named id three times (its set, the index map, the result).
            assignIfChanged(\.selectedNodeIds, Self.selectedIds(updated))
        } else if !selection.isEmpty || !selectionIds.isEmpty {
            for id in selectionIds { selection.lookUp(id) }
            let selected = selection.applied(to: selectedNodeIds) { id in
                nodeIndexById[id].map { updated[$0].selected } ?? false
            }
            assignIfChanged(\.selectedNodeIds, selected)
        }
        // A `.dimensions` change only ever gives a node a size: once all are sized, only an unsized node arriving
        // can undo that, or the list becoming empty (a resize frame, a deletion or its undo at 100,000 nodes
        // would otherwise walk them all).
        if nodesInitialized && !unsizedArrival {
            if updated.isEmpty { assignIfChanged(\.nodesInitialized, false) }
        } else if structural || sizes {
            assignIfChanged(\.nodesInitialized, Self.allSized(updated))
        }
        if !dataIds.isEmpty {
            publishData(of: dataIds) { id in oldIndex[id].map { old[$0].data } }
        }
    }

    /// `copy`: how the edges the changes keep are copied (see `onEdgesChange(_:)`); `nil`: as whole values.
    @MainActor @usableFromInline
    func applyEdgeChanges(_ changes: [EdgeChange<EdgeData>], copying copy: RunCopier<Edge<EdgeData>>?) {
        guard !changes.isEmpty else { return }
        if changes.count * 4 > edges.count, SelectionTargets.lookUp(changes: changes, input: edges) != nil
            || CanvasStore<NodeData, EdgeData>.onlySelections(changes) {
            let old = edges
            let updated = SwiftFlowCore.applyEdgeChanges(changes, edges: old, copying: copy)
            edges = updated
            if SelectionFlips.differ(old, updated, flag: \Edge<EdgeData>.selected) {
                _selectedEdgeIds.change { [weak self] in self.map { Self.selectedIds($0.edges) } ?? [] }
            }
            return
        }
        var structural = false
        var selection = SelectionUpdate()
        var selectionIds: [String] = []
        // Every other edge change can move the selection: a set still to be built is built from the old list.
        _selectedEdgeIds.settle()
        // While no edge is selected and no change so far added a selected one, a removal or an unselected
        // addition leaves the set as it is (later changes to the same id still count): not hashed (an undone
        // Delete adds thousands of unselected edges).
        var selectionMoves = !selectedEdgeIds.isEmpty
        for change in changes {
            switch change {
            case .selection(let id, _):
                selectionIds.append(id)
            case .remove(let id):
                structural = true
                if selectionMoves { selection.remove(id) }
            case .add(let item, _):
                structural = true
                if item.selected { selectionMoves = true }
                if selectionMoves { selection.add(item.id, selected: item.selected) }
            case .replace(let id, let item):
                structural = true
                selection.lookUp(id)
                selection.lookUp(item.id)
            }
        }
        let updated = SwiftFlowCore.applyEdgeChanges(changes, edges: edges, copying: copy)
        edges = updated
        if structural {
            edgeIndexCache = nil
            edgeIndicesByNodeCache = nil
        }
        if (selectionIds.count + selection.lookUpCount) * 4 > updated.count {
            assignIfChanged(\.selectedEdgeIds, Self.selectedIds(updated))
            return
        }
        for id in selectionIds { selection.lookUp(id) }
        let selected = selection.applied(to: selectedEdgeIds) { id in
            edgeIndexById[id].map { updated[$0].selected } ?? false
        }
        assignIfChanged(\.selectedEdgeIds, selected)
    }

    /// Sends the current data of each id in `ids` (once each) whose node exists and whose data differs from
    /// `oldData(id)`.
    @MainActor
    private func publishData(of ids: [String], oldData: (String) -> NodeData?) {
        let current = nodes
        var seen = Set<String>()
        for id in ids where seen.insert(id).inserted {
            guard let subject = dataSubjects[id], let index = nodeIndexById[id] else { continue }
            let data = current[index].data
            if let previous = oldData(id), previous == data { continue }
            subject.subject.send(data)
        }
    }


    /// Publishes a new value only when it differs, so observers are not woken for nothing.
    @MainActor
    private func assignIfChanged<Value: Equatable>(
        _ keyPath: ReferenceWritableKeyPath<SwiftFlowStore, Value>, _ value: Value
    ) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }

    /// Whether each selected id set waits to be built from its list (see `selectedNodeIds`).
    var pendingSelectedIds: (nodes: Bool, edges: Bool) { (_selectedNodeIds.isPending, _selectedEdgeIds.isPending) }

    // MARK: - Index building

    private static func indexById<Item: Identifiable>(_ items: [Item]) -> [String: Int]
    where Item.ID == String {
        var result: [String: Int] = [:]
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() where result[item.id] == nil { result[item.id] = index }
        return result
    }

    private static func edgeIndicesByNode(_ edges: [Edge<EdgeData>]) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (index, edge) in edges.enumerated() {
            result[edge.source, default: []].append(index)
            if edge.target != edge.source { result[edge.target, default: []].append(index) }
        }
        return result
    }

    /// The ids of the selected nodes, read as columns of the list (no node is copied).
    private static func selectedIds(_ nodes: [Node<NodeData>]) -> Set<String> {
        ElementColumn.ids(of: nodes, where: \.selected, id: \.id)
    }

    /// The ids of the selected edges.
    private static func selectedIds(_ edges: [Edge<EdgeData>]) -> Set<String> {
        ElementColumn.ids(of: edges, where: \.selected, id: \.id)
    }

    private static func allSized(_ nodes: [Node<NodeData>]) -> Bool {
        !nodes.isEmpty && nodes.allSatisfy(isSized)
    }

    /// Whether a node counts as sized for `nodesInitialized` (hidden nodes are not measured).
    private static func isSized(_ node: Node<NodeData>) -> Bool { node.hidden || node.size != nil }
}
