import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The one owner of a canvas's lasting state: the node and edge lists with their resolved geometry, the
/// spatial indexes, edge paths, handle anchors and stacking, the viewport, the selection, the undo history,
/// the clipboard and keyboard focus.
///
/// New lists arrive through `update(nodes:edges:configuration:)`; only what changed is recomputed, so moving,
/// selecting or editing k elements costs O(k log N) plus one byte-level comparison of the lists. The canvas
/// element hosts node views and draws from the store; the gesture layer reads it through
/// `CanvasSceneReading`; overlays and accessibility read it too.
@MainActor
public final class CanvasStore<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    // MARK: - Inputs

    /// The nodes as the view last passed them.
    public internal(set) var nodes: [Node<NodeData>] = [] {
        didSet { nodesMark = AppliedChangeLog.shared.mark }
    }
    /// `AppliedChangeLog`'s mark from when the store took `nodes`: only applications recorded since read them.
    var nodesMark = 0
    /// The edges as the view last passed them (before `defaultEdgeOptions`).
    public internal(set) var edges: [Edge<EdgeData>] = []
    /// The view's non-callback parameters.
    public internal(set) var configuration = CanvasConfiguration()
    /// Whether Controls' lock has turned node dragging, connecting and element selecting off for this canvas;
    /// while set it overrides the view's `nodesDraggable`, `nodesConnectable` and `elementsSelectable`.
    public internal(set) var isInteractivityLocked = false
    /// Receives the store's error reports (`onError` of the view).
    var onError: ((String, String) -> Void)?
    /// The language of the error messages (the canvas's `\.locale`).
    var locale = PreferredLanguages.processLocale
    weak var delegate: (any CanvasStoreDelegate)?

    // MARK: - Graph

    var records = RecordTable<NodeRecord>()
    var childrenById: [String: [String]] = [:]
    var nodeIndex = SpatialIndex<String>(cellSize: 512)
    var edgeIndex = SpatialIndex<String>(cellSize: 512)
    var edgeRecords = RecordTable<EdgeRecord<EdgeData>>()
    var edgesByNode: [String: [String]] = [:]
    /// Sizes the canvas measured for nodes without a fixed width and height.
    var measuredSizes: [String: CGSize] = [:]
    /// Sizes already reported through `.dimensions`, so each is reported once.
    var reportedSizes: [String: CGSize] = [:]
    /// The handles each node's content rendered, in layout order.
    var handlesByNode: [String: [HandleRecord]] = [:]
    /// The resize controls each node's content shows, back to front (only nodes that show any).
    var resizeControlsByNode: [String: [ResizeControlRecord]] = [:]
    /// The largest handle side among the resize controls registered so far (it only grows), for hit margins.
    var largestResizeHandle: CGFloat = 0
    /// Nodes outside `FlowRange` (or with a non-finite position, or under such a parent): kept in the list but
    /// not drawn, hit-tested, indexed or fitted; their geometry is an empty placeholder at the origin.
    var outOfRangeIds: Set<String> = []
    /// Nodes whose `parentId` names no node: they are placed as top-level nodes until that parent arrives.
    var orphanIds: Set<String> = []
    /// Whether the list had a parent cycle at the last full rebuild; structural edits then rebuild again.
    var hasParentCycle = false
    /// Edges whose endpoints changed during an ingest, recomputed once after the edge list is taken.
    var pendingEdgeIds: Set<String>?
    /// Nodes an ingest removed that had edges, listed until the edge list is taken: a Delete removes the edges
    /// with their nodes, so only those still listed under the node then join `pendingEdgeIds`
    /// (`flushPendingEdges`).
    var removedNodesWithEdges: [String] = []
    /// The last node and edge lists taken as proven removals or insertions, kept until the next ingest so undo
    /// and redo can restore one from the other without walking them (`restoringChanges`).
    var nodeSplice: ListSpliceRecord<Node<NodeData>>?
    var edgeSplice: ListSpliceRecord<Edge<EdgeData>>?
    /// What the last ingest's proven removal took out, for its undo to put the edges' placements back
    /// (`CanvasStore+RestoredPlacements.swift`), and the same taken over by the ingest under way.
    var removedPlacements: RemovedPlacements<EdgeData>?
    var restoringPlacements: RemovedPlacements<EdgeData>?
    /// The ingest under way restores the kept removal's nodes: which of them came back as they were.
    var restoredNodeProof: RestoredNodeProof?
    /// Bumped whenever something an edge's placement reads may have changed outside an ingest's own nodes: a
    /// node's geometry (`updateGeometry`), its rendered handles, a full rebuild.
    var placementRevision = 0
    /// How many added edges took a removed record's placement (tests check that the path ran).
    var restoredPlacementCount = 0
    /// How many inserted nodes were placed by slot (`placeInsertedTopLevelNodes`; tests check that the path ran).
    var slotPlacedNodeCount = 0
    /// Replaced splice records with long lists, freed after the frame.
    let retiredSplices = RetiredSplices()
    /// Bumped on every ingest pass: a record stamped with the current value was seen in the new list.
    var ingestGeneration = 0
    /// Bumped whenever a node's z or list index may have changed (the paint order's cache key).
    private(set) var stackRevision = 0
    var paintOrderCache: (revision: Int, ids: [String])?
    var reportedErrors: Set<String> = []
    var animatedEdgeIds: Set<String> = []
    /// Selected, reconnectable, drawable edges: the ones that show reconnection anchors. `nil` while stale after
    /// a bulk selection change (select all would insert every edge), rebuilt from the records on first use.
    var reconnectableIdsCache: Set<String>? = []
    /// Selected, reconnectable, drawable edges (hit-testing their anchors; drawing reads the record instead).
    var reconnectableEdgeIds: Set<String> {
        get {
            if let ids = reconnectableIdsCache { return ids }
            let built = collectReconnectableEdgeIds()
            reconnectableIdsCache = built
            return built
        }
        _modify {
            if reconnectableIdsCache == nil { reconnectableIdsCache = collectReconnectableEdgeIds() }
            yield &reconnectableIdsCache!
        }
        set { reconnectableIdsCache = newValue }
    }
    /// Nodes that have no size yet and so need an element to be measured.
    var unmeasured: Set<String> = []
    /// Nodes whose size may need a `.dimensions` report.
    var dimensionCandidates: Set<String> = []
    /// Candidates whose size a view measured just now: reported wherever they are.
    var viewMeasuredCandidates: Set<String> = []
    /// The area the last `takeDimensionChanges` looked in (nil: look everywhere again). That call took every
    /// candidate inside it, so while the area stays, only `freshCandidates` can be inside it.
    var dimensionArea: CGRect?
    /// Nodes that became candidates, or candidates whose box changed, since `dimensionArea` was looked in.
    var freshCandidates: Set<String> = []
    /// Bumped whenever a node's drawn box may have changed (drawing caches key on it).
    private(set) var nodeRevision = 0
    /// Bumped whenever an edge's drawn path may have changed.
    private(set) var edgeRevision = 0
    /// Where nodes changed, for caches that redraw only there (the minimap).
    var nodeChanges = NodeChangeLog()
    /// The union of every visible, measured, non-empty node's bounds (what a default `fitView` frames).
    var fitBoundsCache: (revision: Int, bounds: CGRect)?
    var needsFullRebuild = true
    /// After an ingest that kept every id in its place: the ids of the nodes that differ (nil after any other).
    var lastChangedNodeIds: [String]?
    /// Node and edge change lists emitted since the last ingest, watched in `AppliedChangeLog` so that the
    /// app's new lists can be taken through them (`CanvasStore+ChangeLists.swift`).
    var emittedNodeChanges: [[NodeChange<NodeData>]] = []
    var emittedEdgeChanges: [[EdgeChange<EdgeData>]] = []
    /// The targets of the proven select-all lists the ingest under way takes (`SelectionTargets`): which
    /// elements flipped, known without reading either list.
    var provenNodeTargets: SelectionTargets?
    var provenEdgeTargets: SelectionTargets?
    /// How many selection ingests took their flips from `SelectionTargets` (tests check that the path ran).
    var targetedSelectionIngests = 0
    /// How many lists were taken through their proven changes (tests check that the fast path ran).
    var provenIngests = 0
    /// How many lists were taken as proven removals or insertions (`CanvasStore+ProvenSplices.swift`).
    var splicedIngests = 0
    /// Whether selected reconnectable edges show (and hit-test) the dots that start a reconnection: the view
    /// handles `onReconnect` and nodes are connectable.
    var showsReconnectAnchors = false

    /// The radius, in flow units, of the dots drawn at the ends of a reconnectable selected edge.
    static var reconnectAnchorRadius: CGFloat { 4 }

    // MARK: - Camera, selection, editing

    /// The current camera.
    public internal(set) var viewport = Viewport()
    /// The canvas's size in points.
    public internal(set) var viewSize = CGSize.zero
    /// The selected nodes: their count, and their ids while the set is up to date (see `SelectedIds`).
    var nodeSelection = SelectedIds()
    /// The selected edges, likewise.
    var edgeSelection = SelectedIds()
    /// Ids of the selected nodes, kept up to date as lists arrive (after a bulk change, built here on first use).
    public var selectedNodeIds: Set<String> {
        if let ids = nodeSelection.ids { return ids }
        var built = Set<String>(minimumCapacity: nodeSelection.count)
        var slot = records.startIndex
        while slot != records.endIndex {
            if records.values[slot].selected { built.insert(records.keys[slot]) }
            slot = records.index(after: slot)
        }
        nodeSelection.replace(with: built)
        return built
    }
    /// Ids of the selected edges.
    public var selectedEdgeIds: Set<String> {
        if let ids = edgeSelection.ids { return ids }
        var built = Set<String>(minimumCapacity: edgeSelection.count)
        var slot = edgeRecords.startIndex
        while slot != edgeRecords.endIndex {
            if edgeRecords.values[slot].edge.selected { built.insert(edgeRecords.keys[slot]) }
            slot = edgeRecords.index(after: slot)
        }
        edgeSelection.replace(with: built)
        return built
    }
    /// The edges `reconnectableEdgeIds` names, found in the records.
    private func collectReconnectableEdgeIds() -> Set<String> {
        var built = Set<String>()
        var slot = edgeRecords.startIndex
        while slot != edgeRecords.endIndex {
            if Self.showsAnchors(edgeRecords.values[slot]) { built.insert(edgeRecords.keys[slot]) }
            slot = edgeRecords.index(after: slot)
        }
        return built
    }

    /// Whether an edge shows reconnection anchors: selected, reconnectable and drawn.
    static func showsAnchors(_ record: EdgeRecord<EdgeData>) -> Bool {
        record.edge.selected && record.edge.reconnectable && record.route != nil
    }

    /// How many nodes are selected, without building their id set.
    public var selectedNodeCount: Int { nodeSelection.count }
    /// How many edges are selected.
    public var selectedEdgeCount: Int { edgeSelection.count }
    /// Changes whenever a node's or edge's `selected` flag may have changed.
    public internal(set) var selectionRevision = 0
    /// The undo stack (50 steps) of graph states before each mutation the canvas emitted.
    public var history = History<GraphSnapshot<NodeData, EdgeData>>(limit: 50)
    /// What Copy put aside when no host clipboard codec is in use.
    public var clipboard: ClipboardPayload<NodeData, EdgeData>?
    /// The element Tab moved keyboard focus to; the canvas draws a focus ring around it. The gesture layer
    /// sets it, repaints, and clears it when its element goes away.
    public var focusedElement: CanvasFocusElement?
    /// Whether the canvas takes keys: set by a press inside it, cleared when the window loses focus.
    public var hasKeyboardFocus = false

    public init() {}

    /// A canvas that goes (a window closed, a file reopened) stops watching the lists it emitted: otherwise the
    /// log kept them watched for good, and select all's `SelectionTargets` (the change list and the whole
    /// source list) stayed until newer entries pushed them out.
    deinit {
        for list in emittedNodeChanges { AppliedChangeLog.shared.unwatch(list) }
        for list in emittedEdgeChanges { AppliedChangeLog.shared.unwatch(list) }
    }

    var theme: SwiftFlowTheme { configuration.theme }

    /// The configuration the gesture layer acts on: the view's, with the lock applied.
    var interactionConfiguration: CanvasConfiguration {
        isInteractivityLocked ? configuration.lockingInteractivity() : configuration
    }

    // MARK: - Ingesting a new graph

    /// Takes the view's latest lists and parameters; only what changed is recomputed and repainted.
    func update(nodes newNodes: [Node<NodeData>], edges newEdges: [Edge<EdgeData>],
                configuration newConfiguration: CanvasConfiguration) {
        let old = configuration
        configuration = newConfiguration
        if old.nodeOrigin != newConfiguration.nodeOrigin || old.zIndexMode != newConfiguration.zIndexMode
            || old.theme != newConfiguration.theme || old.defaultEdgeOptions != newConfiguration.defaultEdgeOptions
            || old.connectionMode != newConfiguration.connectionMode
            || old.backgroundVariant != newConfiguration.backgroundVariant {
            needsFullRebuild = true
        }
        if needsFullRebuild {
            forgetEmittedChanges()
            nodes = newNodes
            edges = newEdges
            rebuildAll()
        } else {
            ingest(nodes: newNodes, edges: newEdges)
        }
    }

    /// Takes the selected node ids a full rebuild found (the records carry the same flags).
    func setSelectedNodes(_ ids: Set<String>) {
        if nodeSelection.isStale || ids != selectedNodeIds { selectionRevision &+= 1 }
        nodeSelection.replace(with: ids)
    }

    /// Takes the selected edge ids a full rebuild found.
    func setSelectedEdges(_ ids: Set<String>) {
        if edgeSelection.isStale || ids != selectedEdgeIds { selectionRevision &+= 1 }
        edgeSelection.replace(with: ids)
    }

    /// A node's `selected` flag is `selected` now; it was `was` (the record's flag when the record is given).
    /// Keeps the record's flag, the count and (while up to date) the id set.
    func noteSelection(nodeId id: String, selected: Bool, was: Bool? = nil) {
        var previous = was ?? false
        if let slot = records.index(forKey: id) {
            if was == nil { previous = records.values[slot].selected }
            records.values[slot].selected = selected
        }
        if nodeSelection.note(id, was: previous, now: selected) { selectionRevision &+= 1 }
    }

    /// `noteSelection(nodeId:selected:)` for the record in `slot` (found by the caller), `id` its key.
    func noteSelection(nodeSlot slot: Int, id: String, selected: Bool) {
        let previous = records.values[slot].selected
        records.values[slot].selected = selected
        if nodeSelection.note(id, was: previous, now: selected) { selectionRevision &+= 1 }
    }

    /// An edge's `selected` flag went from `was` to `selected` (the caller keeps the record's edge).
    func noteSelection(edgeId id: String, selected: Bool, was: Bool) {
        if edgeSelection.note(id, was: was, now: selected) { selectionRevision &+= 1 }
    }

    /// Restacks after selection or zIndex changes. A top-level node without children only changes its own
    /// z (zIndex, + 1000 when selected outside `.manual`), so that case is O(1); anything else restacks all.
    func restack(_ ids: [String]) {
        let simple = configuration.zIndexMode == .manual || ids.allSatisfy { id in
            records[id]?.parentId == nil && (childrenById[id] ?? []).isEmpty
        }
        guard simple else { return reorder() }
        for id in ids { stackLocally(id) }
    }

    /// Gives a node the z `ZOrder` would when nothing else's stacking depends on it (a top-level node without
    /// children, or any node in `.manual`): zIndex, + 1000 when selected outside `.manual`.
    func stackLocally(_ id: String) {
        guard let index = records.position(of: id), index < nodes.count else { return }
        let node = nodes[index]
        let elevation = node.selected && configuration.zIndexMode != .manual ? ZOrder.selectedElevation : 0
        let z = FlowRange.clamp(zIndex: node.zIndex) + elevation
        stacksDidChange()
        records.modify(id) { $0.z = z }
        delegate?.storeDidRestack(nodeId: id, z: z)
    }

    /// Restacks every node and edge without touching geometry or edge paths.
    func reorder() {
        applyStacking(ZOrder(lookup: NodeLookup(nodes: nodes, nodeOrigin: configuration.nodeOrigin),
                             mode: configuration.zIndexMode))
        recomputeRanks()
    }

    func applyStacking(_ zOrder: ZOrder) {
        stacksDidChange()
        for (id, z) in zOrder.nodeZ {
            records.modify(id) { $0.z = z }
            delegate?.storeDidRestack(nodeId: id, z: z)
        }
    }

    /// Restacks every edge from its endpoints' current z.
    func recomputeRanks() {
        for slot in edgeRecords.startIndex..<edgeRecords.endIndex {
            let z = edgeZ(edgeRecords.values[slot].edge) ?? 0
            edgeRecords.values[slot].z = z
        }
    }

    /// `ZOrder.edgeZ` (edges not elevated on select) read from the records, so it stays right as nodes come
    /// and go: the edge's zIndex plus the z of those endpoints that are child nodes; `nil` without both ends.
    func edgeZ(_ edge: Edge<EdgeData>) -> Int? {
        edgeZ(edge, source: records[edge.source], target: records[edge.target])
    }

    /// `edgeZ(_:)` with the ends' records already looked up.
    func edgeZ(_ edge: Edge<EdgeData>, source: NodeRecord?, target: NodeRecord?) -> Int? {
        guard let source, let target else { return nil }
        if configuration.zIndexMode == .manual { return edge.zIndex }
        func lift(_ record: NodeRecord) -> Int { record.parentId != nil ? record.z : 0 }
        return FlowRange.clamp(zIndex: edge.zIndex) + Swift.max(lift(source), lift(target))
    }

    /// Node ids bottom to top (ascending z, then list order), as `ZOrder.nodeOrder` orders them.
    var nodesBottomToTop: [String] {
        if let cached = paintOrderCache, cached.revision == stackRevision { return cached.ids }
        let ids = records.map { (key: $0.value.sortKey(at: $0.position), id: $0.key) }
            .sorted { $0.key < $1.key }.map(\.id)
        paintOrderCache = (stackRevision, ids)
        return ids
    }

    /// Marks stacking or list positions as changed for the paint order.
    func stacksDidChange() { stackRevision &+= 1 }

    /// Marks the node boxes as changed for drawing caches and the fit bounds.
    func nodesDidChange() { nodeRevision &+= 1 }

    /// Marks the edge paths as changed for drawing caches.
    func edgesDidChange() { edgeRevision &+= 1 }

    // MARK: - Errors

    func report(_ diagnostic: NodeLookupDiagnostic) {
        switch diagnostic {
        case .duplicateNodeId(let id):
            reportOnce("dup:\(id)", code: CanvasErrorCode.duplicateNodeId, message: "error.duplicateNodeId",
                       .string(id))
        case .missingParent(let nodeId, let parentId):
            reportOnce("parent:\(nodeId):\(parentId)", code: CanvasErrorCode.missingParent,
                       message: "error.missingParent", .string(nodeId), .string(parentId))
        case .parentCycle(let ids):
            reportOnce("cycle:\(ids.sorted().joined(separator: ","))", code: CanvasErrorCode.parentCycle,
                       message: "error.parentCycle", .string(ids.joined(separator: " → ")))
        case .invalidPosition(let nodeId):
            reportOnce("nan:\(nodeId)", code: CanvasErrorCode.invalidPosition, message: "error.invalidPosition",
                       .string(nodeId))
        }
    }

    /// Reports a node outside `FlowRange` once (a non-finite position has its own report).
    func reportOutOfRange(_ node: Node<NodeData>) {
        guard node.position.isFinite else { return report(.invalidPosition(nodeId: node.id)) }
        reportOnce("range:\(node.id)", code: CanvasErrorCode.outOfRange, message: "error.outOfRange",
                   .string(node.id))
    }

    /// Calls `onError` with the message `messageKey` of the canvas's strings, once per `key`.
    func reportOnce(_ key: String, code: String, message messageKey: String, _ arguments: LocalizationArgument...) {
        guard reportedErrors.insert(key).inserted, let onError else { return }
        onError(code, CanvasStrings.text(messageKey, locale: locale, arguments))
    }

    // MARK: - Damage

    func damageFlowRect(_ rect: CGRect) {
        guard rect.hasFiniteEdges else { return }
        delegate?.storeNeedsDisplay(flowRect: rect)
    }

    /// `damageFlowRect(_:)` for many rectangles in one call to the delegate.
    func damageFlowRects(_ rects: [CGRect]) {
        var finite: [CGRect] = []
        finite.reserveCapacity(rects.count)
        for rect in rects where rect.hasFiniteEdges { finite.append(rect) }
        if !finite.isEmpty { delegate?.storeNeedsDisplay(flowRects: finite) }
    }

    /// How far the keyboard focus ring reaches past `element`'s bounds, in flow units; 0 when it is not focused.
    /// The ring is drawn 3 ring widths of 2 screen points outside, so a moved focused node or edge must repaint
    /// that much more than its own bounds or the old ring stays on screen.
    func focusRingReach(_ element: CanvasFocusElement) -> CGFloat {
        guard focusedElement == element else { return 0 }
        return 8 / max(viewport.zoom, 0.01)
    }
}
