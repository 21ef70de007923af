import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's scene graph: node geometry, spatial indexes, edge paths and z-order, kept up to date
/// incrementally as new node and edge lists arrive, and drawn through the spatial index.
///
/// The element receives the canvas's pointer and key events (`eventHandler`), its coordinates
/// ("view points") run from its own top-left.
public final class CanvasElement<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Element, CanvasSceneReading, CanvasControlling {

    /// A drawable edge: the edge with default options applied and its cached path.
    struct EdgeRecord {
        var edge: Edge<EdgeData>
        var index: Int
        var path: EdgePathResult?
        var sourcePosition: Position = .right
        var targetPosition: Position = .left
        /// The path's own bounds (control points included), flow coordinates.
        var pathBounds: CGRect = .null
        /// Everything the edge paints or can be hit in: path, interaction width, markers, label.
        var bounds: CGRect = .null
        /// Stacking: ascending z, edges before nodes at equal z, then list order (Core's `ZOrder`).
        var z = 0
        var sortKey: StackingKey { StackingKey(z: z, layer: 0, index: index) }
    }

    /// One node's resolved place in the graph.
    struct NodeRecord {
        var index: Int
        var parentId: String?
        var depth: Int
        var geometry: NodeGeometry
        var z = 0
        var sortKey: StackingKey { StackingKey(z: z, layer: 1, index: index) }
    }

    // MARK: - Inputs

    /// The nodes as the view last passed them.
    public private(set) var nodes: [Node<NodeData>] = []
    /// The edges as the view last passed them (before `defaultEdgeOptions`).
    public private(set) var edges: [Edge<EdgeData>] = []
    /// The view's non-callback parameters.
    public private(set) var configuration = CanvasConfiguration()
    /// The view's callbacks; the gesture layer calls them.
    public private(set) var callbacks = CanvasCallbacks<NodeData, EdgeData>()
    /// Replaces the built-in gesture layer for pointer and key events that reach the canvas (locations in
    /// the canvas frame's space); `nil` (the default) sends them to `interaction`.
    public var eventHandler: ((InputEvent) -> Bool)?
    /// The gesture layer: pointer, wheel and keyboard behaviour, selection, clipboard and undo history.
    public let interaction = CanvasInteraction<NodeData, EdgeData>()
    /// Copy / Paste text format; `nil` keeps copies inside this canvas. The view sets it on every update.
    public var clipboardCodec: CanvasClipboardCodec<NodeData, EdgeData>? {
        get { interaction.clipboardCodec }
        set { interaction.clipboardCodec = newValue }
    }
    private var interactionBridge: CanvasInteractionBridge<NodeData, EdgeData>?
    /// True while an event the node content declined is being handled (see `hit(at:)`).
    var isRoutingDeclinedEvent = false
    /// Called once after the element mounted, with the element; lets the gesture layer attach itself.
    public var didMountHandler: ((CanvasElement) -> Void)?
    /// The overlay state this canvas publishes to.
    public internal(set) var state = SwiftFlowState()
    /// The instance that drives this canvas.
    public internal(set) var instance: SwiftFlowInstance?
    /// Whether the canvas draws in its dark appearance.
    public internal(set) var isDark = false

    var nodeContent: ((Node<NodeData>) -> AnyView)?
    var edgeContent: ((Edge<EdgeData>, EdgePathResult) -> AnyView)?
    var connectionLineContent: ((ActiveConnection, CGPoint, CGPoint) -> AnyView)?
    var contentRevision = 0

    // MARK: - Scene

    /// The current camera; change it with `setViewport(_:)`.
    public internal(set) var viewport = Viewport()
    var records: [String: NodeRecord] = [:]
    var childrenById: [String: [String]] = [:]
    var nodeIndex = SpatialIndex<String>(cellSize: 512)
    var edgeIndex = SpatialIndex<String>(cellSize: 512)
    var edgeRecords: [String: EdgeRecord] = [:]
    var edgesByNode: [String: [String]] = [:]
    var measuredSizes: [String: CGSize] = [:]
    var reportedSizes: [String: CGSize] = [:]
    var handlesByNode: [String: [HandleRecord]] = [:]
    var hostsById: [String: NodeHostElement] = [:]
    var edgeHostsById: [String: Element] = [:]
    var zOrder: ZOrder?
    var reportedErrors: Set<String> = []
    var animatedEdgeIds: Set<String> = []
    /// Selected, reconnectable, drawable edges: the ones that show reconnection anchors.
    var reconnectableEdgeIds: Set<String> = []
    /// The radius, in flow units, of the dots drawn at the ends of a reconnectable selected edge.
    static var reconnectAnchorRadius: CGFloat { 4 }
    var dashPhase: CGFloat = 0
    var viewportAnimation: (from: Viewport, to: Viewport, start: TimeInterval?)?
    var lastLayoutSize = CGSize.zero
    var unmeasured: Set<String> = []
    /// The low-detail layer's edges, flattened; dropped whenever an edge changes.
    var lodEdgeCache: (segmentLength: CGFloat, paths: [Color: Path])?
    /// The low-detail layer's node boxes; dropped whenever a node changes (and with them the fit bounds).
    var lodNodeCache: [LevelOfDetailBox]? {
        didSet { if lodNodeCache == nil { fitBoundsCache = nil } }
    }
    /// The union of every visible, measured, non-empty node's bounds (what a default `fitView` frames).
    var fitBoundsCache: CGRect?
    /// The flow rectangle whose nodes have elements; a viewport change inside it needs no reconciling.
    var materializedRect = CGRect.null
    var dimensionCandidates: Set<String> = []
    var didFitView = false
    var didInit = false
    var needsFullRebuild = true
    /// Changes whenever a node's or edge's `selected` flag may have changed (see `CanvasSelectionTracking`).
    public private(set) var selectionRevision = 0
    var pendingDimensionChanges: [NodeChange<NodeData>] = []

    /// Below this zoom nodes draw as plain boxes, without content, text or handles.
    public static var levelOfDetailZoom: CGFloat { 0.35 }

    public required init() {
        super.init()
        let bridge = CanvasInteractionBridge(canvas: self)
        interactionBridge = bridge
        interaction.output = bridge
    }

    /// The canvas's size in points.
    public var viewSize: CGSize { frame.size }
    /// The canvas-wide node origin.
    public var nodeOrigin: NodeOrigin { configuration.nodeOrigin }
    /// The theme the canvas draws with.
    public var theme: SwiftFlowTheme { configuration.theme }
    var isLevelOfDetail: Bool { viewport.zoom < CanvasElement.levelOfDetailZoom }

    /// The in-progress connection the gesture layer is drawing; the canvas draws its line.
    public var activeConnection: ActiveConnection? {
        didSet {
            guard activeConnection != oldValue else { return }
            damageConnection(oldValue)
            damageConnection(activeConnection)
            state.activeConnection = activeConnection
            if connectionLineContent != nil { refreshChildren() }
        }
    }

    /// The selection box being dragged, in view points; the canvas draws it.
    public var selectionRect: CGRect? {
        didSet {
            guard selectionRect != oldValue else { return }
            for rect in [oldValue, selectionRect].compactMap({ $0 }) {
                setNeedsDisplay(in: rect.offsetBy(dx: frame.minX, dy: frame.minY).insetBy(dx: -2, dy: -2))
            }
        }
    }

    // MARK: - Element

    /// The cursor shown over the canvas (the gesture layer sets it: grab while panning, crosshair on handles).
    public var cursorShape: CursorShape?

    public override var cursor: CursorShape? { cursorShape }

    public override var isHitTarget: Bool { true }
    /// A primary click on the pane or a node focuses the canvas (ending any text editing elsewhere); keys
    /// reach it only while it has focus, never while a text field inside a node edits.
    public override var acceptsFocus: Bool { true }
    public override var handlesUnfocusedKeyEvents: Bool { false }

    public override func handle(_ event: InputEvent) -> Bool {
        if let eventHandler { return eventHandler(event) }
        switch event {
        case .keyDown, .keyUp:
            // Keys a focused control inside a node did not use bubble up here: they are not the canvas's.
            guard isFocused else { return false }
        case .focusIn:
            // The window came back while the canvas held focus: its shortcuts work again without a click.
            if isFocused { interaction.hasKeyboardFocus = true }
            return false
        default:
            break
        }
        // The window offered the event to the content under the pointer first; reaching here, it was declined,
        // so a press on a node's label drags the node instead of counting as a control.
        isRoutingDeclinedEvent = true
        defer { isRoutingDeclinedEvent = false }
        // The gesture layer works in view points: from the canvas's own top-left.
        return interaction.handle(event.applying(CGAffineTransform(translationX: -frame.minX, y: -frame.minY)),
                                  scene: self)
    }

    /// Hover tracking tells the gesture layer when the pointer leaves the canvas (node/edge leave events).
    public override var wantsHover: Bool { true }

    public override func hoverDidChange(_ isHovered: Bool) {
        if !isHovered, eventHandler == nil { _ = interaction.handle(.pointerLeave, scene: self) }
    }

    public override func focusDidChange(_ isFocused: Bool) {
        guard eventHandler == nil else { return }
        if isFocused {
            // Focus given explicitly (a click, Tab, a FocusState binding) lets keys act on the canvas.
            interaction.hasKeyboardFocus = true
        } else {
            _ = interaction.handle(.focusOut, scene: self)
        }
    }

    public override func didMount() {
        updateAnimating()
        didMountHandler?(self)
    }

    public override var childTransform: CGAffineTransform? { flowToWindow }

    /// Flow coordinates → the parent's space (the canvas frame's space).
    var flowToWindow: CGAffineTransform {
        CGAffineTransform(scaleX: viewport.zoom, y: viewport.zoom)
            .concatenating(CGAffineTransform(translationX: frame.minX + viewport.x, y: frame.minY + viewport.y))
    }

    public override var drawingBounds: CGRect { frame }

    public override func placeChildren(in rect: CGRect) { layoutScene(in: rect) }

    public override func render(in context: GraphicsContext, dirty: CGRect) { renderScene(in: context, dirty: dirty) }

    public override func animationFrame(at time: TimeInterval) { stepAnimations(at: time) }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 800, height: 600))
    }

    // MARK: - Ingesting a new graph

    /// Takes the view's latest values; only what changed is recomputed and repainted.
    func update(
        nodes newNodes: [Node<NodeData>], edges newEdges: [Edge<EdgeData>],
        configuration newConfiguration: CanvasConfiguration, callbacks newCallbacks: CanvasCallbacks<NodeData, EdgeData>
    ) {
        let old = configuration
        configuration = newConfiguration
        callbacks = newCallbacks
        if old.nodeOrigin != newConfiguration.nodeOrigin || old.zIndexMode != newConfiguration.zIndexMode
            || old.theme != newConfiguration.theme || old.defaultEdgeOptions != newConfiguration.defaultEdgeOptions
            || old.connectionMode != newConfiguration.connectionMode
            || old.backgroundVariant != newConfiguration.backgroundVariant {
            needsFullRebuild = true
        }
        if needsFullRebuild {
            nodes = newNodes
            edges = newEdges
            rebuildAll()
        } else {
            ingestNodes(newNodes)
            ingestEdges(newEdges)
        }
        state.graphRevision &+= 1
        refreshChildren()
        invalidateLayout()
        updateAnimating()
        interaction.configuration = newConfiguration
        interaction.callbacks = newCallbacks
        interaction.sceneDidUpdate(self)
    }

    /// Recomputes every record, index and order from scratch (first use, structural changes).
    func rebuildAll() {
        selectionRevision &+= 1
        needsFullRebuild = false
        lodNodeCache = nil
        let lookup = NodeLookup(nodes: nodes, nodeOrigin: configuration.nodeOrigin)
        for diagnostic in lookup.diagnostics { report(diagnostic) }
        var newRecords: [String: NodeRecord] = [:]
        newRecords.reserveCapacity(nodes.count)
        var children: [String: [String]] = [:]
        for (index, node) in nodes.enumerated() where newRecords[node.id] == nil {
            let parentId = lookup.geometry(node.id)?.parentId
            if let parentId { children[parentId, default: []].append(node.id) }
            let placeholder = NodeGeometry(id: node.id, absolutePosition: .zero, size: .zero, isMeasured: false,
                                           parentId: parentId, origin: .topLeft)
            newRecords[node.id] = NodeRecord(index: index, parentId: parentId, depth: 0, geometry: placeholder)
        }
        records = newRecords
        childrenById = children
        // Parents first: walk each node's chain up to the first resolved ancestor.
        var done = Set<String>()
        done.reserveCapacity(nodes.count)
        for node in nodes where !done.contains(node.id) {
            var chain: [String] = []
            var cursor: String? = node.id
            while let id = cursor, !done.contains(id), records[id] != nil, chain.count <= nodes.count {
                chain.append(id)
                cursor = records[id]?.parentId
            }
            for id in chain.reversed() {
                let depth = records[id]?.parentId.flatMap { records[$0]?.depth }.map { $0 + 1 } ?? 0
                records[id]?.depth = depth
                let geometry = computeGeometry(id)
                records[id]?.geometry = geometry
                done.insert(id)
            }
        }
        for node in nodes where node.extent == .parent && records[node.id]?.parentId == nil {
            reportOnce("extent:\(node.id)", code: CanvasErrorCode.parentExtentWithoutParent,
                       message: "Only child nodes can use a parent extent. (node \(node.id))")
        }
        unmeasured = []
        for id in records.keys { noteSize(of: id) }
        nodeIndex.removeAll()
        for (id, record) in records where isIndexable(id) {
            nodeIndex.insert(id, rect: record.geometry.bounds)
        }
        zOrder = ZOrder(lookup: lookup, mode: configuration.zIndexMode)
        rebuildEdges()
        damageAll()
    }

    private func rebuildEdges() {
        selectionRevision &+= 1
        lodEdgeCache = nil
        edgeRecords = [:]
        edgesByNode = [:]
        edgeIndex.removeAll()
        animatedEdgeIds = []
        reconnectableEdgeIds = []
        // Sized once: growing by doubling moves every record several times and briefly holds two tables.
        edgeRecords.reserveCapacity(edges.count)
        edgesByNode.reserveCapacity(nodes.count)
        for (index, edge) in edges.enumerated() where edgeRecords[edge.id] == nil {
            let effective = configuration.defaultEdgeOptions?.applied(to: edge) ?? edge
            edgeRecords[edge.id] = EdgeRecord(edge: effective, index: index)
            edgesByNode[edge.source, default: []].append(edge.id)
            if edge.target != edge.source { edgesByNode[edge.target, default: []].append(edge.id) }
            recomputeEdge(edge.id)
        }
        recomputeRanks()
    }

    /// Restacks after selection or zIndex changes. A top-level node without children only changes its own
    /// z (zIndex, + 1000 when selected outside `.manual`), so that case is O(1); anything else restacks all.
    func restack(_ ids: [String]) {
        let mode = configuration.zIndexMode
        let simple = ids.allSatisfy { id in
            records[id]?.parentId == nil && (childrenById[id] ?? []).isEmpty
        }
        guard simple else { return reorder() }
        for id in ids {
            guard let index = records[id]?.index, index < nodes.count else { continue }
            let node = nodes[index]
            let z = node.zIndex + (node.selected && mode != .manual ? ZOrder.selectedElevation : 0)
            records[id]?.z = z
            hostsById[id]?.zIndex = Double(z)
        }
    }

    /// Restacks every node and edge without touching geometry or edge paths.
    func reorder() {
        zOrder = ZOrder(lookup: NodeLookup(nodes: nodes, nodeOrigin: configuration.nodeOrigin),
                        mode: configuration.zIndexMode)
        recomputeRanks()
    }

    func recomputeRanks() {
        guard let zOrder else { return }
        for (id, z) in zOrder.nodeZ { records[id]?.z = z }
        for id in Array(edgeRecords.keys) {
            guard let edge = edgeRecords[id]?.edge else { continue }
            edgeRecords[id]?.z = zOrder.edgeZ(edge) ?? 0
        }
        for (id, host) in hostsById { host.zIndex = Double(records[id]?.z ?? 0) }
    }

    private func ingestNodes(_ newNodes: [Node<NodeData>]) {
        let old = nodes
        nodes = newNodes
        guard old.count == newNodes.count else { return rebuildAll() }
        var changed: [String] = []
        var needsOrder = false
        var structural = false
        old.withUnsafeBufferPointer { oldNodes in
            newNodes.withUnsafeBufferPointer { freshNodes in
                for index in Self.possiblyChangedIndices(oldNodes, freshNodes)
                where !(oldNodes[index] == freshNodes[index]) {
                    let a = oldNodes[index], b = freshNodes[index]
                    guard a.id == b.id, a.parentId == b.parentId, a.hidden == b.hidden, a.origin == b.origin else {
                        structural = true
                        return
                    }
                    if a.selected != b.selected { selectionRevision &+= 1 }
                    if a.selected != b.selected || a.zIndex != b.zIndex { needsOrder = true }
                    changed.append(b.id)
                }
            }
        }
        if structural { return rebuildAll() }
        if !changed.isEmpty { lodNodeCache = nil }
        updateGeometry(of: changed)
        if needsOrder { restack(changed) }
        for id in changed { noteSize(of: id) }
        for id in changed {
            // Style or selection changes repaint the node even when it did not move.
            if let record = records[id] { damageFlowRect(record.geometry.bounds.insetBy(dx: -4, dy: -4)) }
        }
    }

    /// The indices at which two equally long node lists may differ. Byte-identical elements are equal
    /// (same field values, same string storage), so whole runs are skipped with `memcmp`; an element whose
    /// bytes differ (a change, or just different padding) is left to `==`.
    static func possiblyChangedIndices(_ a: UnsafeBufferPointer<Node<NodeData>>,
                                       _ b: UnsafeBufferPointer<Node<NodeData>>) -> [Int] {
        let count = min(a.count, b.count)
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return [] }
        if baseA == baseB { return [] }
        let stride = MemoryLayout<Node<NodeData>>.stride
        let size = MemoryLayout<Node<NodeData>>.size
        let rawA = UnsafeRawPointer(baseA), rawB = UnsafeRawPointer(baseB)
        var indices: [Int] = []
        let run = 64
        var start = 0
        while start < count {
            let end = min(start + run, count)
            if memcmp(rawA + start * stride, rawB + start * stride, (end - start) * stride) != 0 {
                for index in start..<end where memcmp(rawA + index * stride, rawB + index * stride, size) != 0 {
                    indices.append(index)
                }
            }
            start = end
        }
        return indices
    }

    private func ingestEdges(_ newEdges: [Edge<EdgeData>]) {
        let old = edges
        edges = newEdges
        guard old.count == newEdges.count else { return rebuildEdgesAndDamage() }
        var changed: [String] = []
        var needsOrder = false
        var structural = false
        old.withUnsafeBufferPointer { oldEdges in
            newEdges.withUnsafeBufferPointer { freshEdges in
                // An untouched array shares its storage: nothing to compare.
                if oldEdges.baseAddress == freshEdges.baseAddress { return }
                for index in 0..<freshEdges.count where !(oldEdges[index] == freshEdges[index]) {
                    let a = oldEdges[index], b = freshEdges[index]
                    guard a.id == b.id, a.source == b.source, a.target == b.target else {
                        structural = true
                        return
                    }
                    if a.selected != b.selected { selectionRevision &+= 1 }
                    if a.zIndex != b.zIndex { needsOrder = true }
                    changed.append(b.id)
                }
            }
        }
        if structural { return rebuildEdgesAndDamage() }
        for id in changed {
            guard let index = edgeRecords[id]?.index, index < newEdges.count else { continue }
            let edge = newEdges[index]
            edgeRecords[id]?.edge = configuration.defaultEdgeOptions?.applied(to: edge) ?? edge
            recomputeEdge(id)
        }
        if needsOrder { recomputeRanks() }
    }

    private func rebuildEdgesAndDamage() {
        rebuildEdges()
        damageAll()
    }

    // MARK: - Geometry

    /// The size used for a node: fixed width/height, then what the canvas measured, then `measured`.
    func size(of node: Node<NodeData>) -> CGSize? {
        let measured = measuredSizes[node.id] ?? node.measured
        let width = Self.usable(node.width ?? measured?.width)
        let height = Self.usable(node.height ?? measured?.height)
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func usable(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    func computeGeometry(_ id: String) -> NodeGeometry {
        guard let record = records[id], record.index < nodes.count else {
            return NodeGeometry(id: id, absolutePosition: .zero, size: .zero, isMeasured: false, parentId: nil,
                                origin: .topLeft)
        }
        let node = nodes[record.index]
        let size = size(of: node)
        let origin = node.origin != .topLeft ? node.origin : configuration.nodeOrigin
        let position = node.position.isFinite ? node.position : .zero
        let own = size ?? .zero
        let parentTopLeft = record.parentId.flatMap { records[$0]?.geometry.absolutePosition } ?? .zero
        let topLeft = XYPosition(x: parentTopLeft.x + position.x - origin.x * own.width,
                                 y: parentTopLeft.y + position.y - origin.y * own.height)
        return NodeGeometry(id: id, absolutePosition: topLeft, size: own, isMeasured: size != nil,
                            parentId: record.parentId, origin: origin)
    }

    func isIndexable(_ id: String) -> Bool {
        guard let record = records[id], record.index < nodes.count else { return false }
        return !nodes[record.index].hidden && record.geometry.isMeasured
    }

    /// Recomputes the geometry of `ids` and their descendants, parents first; moves index entries,
    /// edges and damage only for nodes whose rectangle changed.
    func updateGeometry(of ids: [String]) {
        guard !ids.isEmpty else { return }
        var affected = Set<String>()
        var stack = ids
        while let id = stack.popLast() {
            guard affected.insert(id).inserted else { continue }
            stack.append(contentsOf: childrenById[id] ?? [])
        }
        // Look each depth up once, not twice per comparison (a first measurement pass touches every node).
        let ordered = affected.map { (depth: records[$0]?.depth ?? 0, id: $0) }.sorted { $0.depth < $1.depth }
        for (_, id) in ordered {
            guard let old = records[id]?.geometry else { continue }
            let new = computeGeometry(id)
            records[id]?.geometry = new
            guard new != old else { continue }
            lodNodeCache = nil
            if isIndexable(id) {
                nodeIndex.insert(id, rect: new.bounds)
            } else {
                nodeIndex.remove(id)
            }
            let reach = max(4, focusRingReach(.node(id)))
            damageFlowRect(old.bounds.insetBy(dx: -reach, dy: -reach))
            damageFlowRect(new.bounds.insetBy(dx: -reach, dy: -reach))
            for edgeId in edgesByNode[id] ?? [] { recomputeEdge(edgeId) }
        }
    }

    // MARK: - Edges

    /// The point and side an edge end attaches to, or nil (with an error) when a named handle is missing.
    func endpoint(nodeId: String, handleId: String?, type: HandleType, edgeId: String)
        -> (point: CGPoint, position: Position)? {
        guard let record = records[nodeId], record.index < nodes.count else { return nil }
        let node = nodes[record.index]
        let bounds = record.geometry.bounds
        let handles = handlesByNode[nodeId] ?? []
        if !handles.isEmpty {
            let ofType = handles.filter { $0.type == type }
            var found = handleId.map { id in ofType.first { $0.id == id } } ?? ofType.first
            if found == nil, configuration.connectionMode == .loose {
                let others = handles.filter { $0.type != type }
                found = handleId.map { id in others.first { $0.id == id } } ?? others.first
            }
            if let found {
                return (found.edgePoint(in: bounds, handleSize: theme.handleSize), found.position)
            }
            if handleId != nil {
                reportOnce("handle:\(edgeId):\(type)", code: CanvasErrorCode.edgeEndpointMissing,
                           message: "Couldn't create edge for \(type.rawValue) handle id: \"\(handleId ?? "")\", "
                               + "edge id: \(edgeId).")
                return nil
            }
        }
        let position = type == .source ? node.sourcePosition : node.targetPosition
        return (HandleRecord(id: nil, type: type, position: position, isConnectable: true)
            .center(in: bounds), position)
    }

    /// Recomputes one edge's path and bounds, moving its index entry and damaging old and new bounds.
    func recomputeEdge(_ id: String) {
        guard var record = edgeRecords[id] else { return }
        lodEdgeCache = nil
        let oldBounds = record.bounds
        let edge = record.edge
        record.path = nil
        record.bounds = .null
        record.pathBounds = .null
        let source = records[edge.source], target = records[edge.target]
        if source == nil || target == nil {
            let missing = source == nil ? edge.source : edge.target
            reportOnce("missing:\(id)", code: CanvasErrorCode.edgeEndpointMissing,
                       message: "Couldn't create edge \(id): node \"\(missing)\" does not exist.")
        } else if !edge.hidden, let s = source, let t = target, s.index < nodes.count, t.index < nodes.count,
                  !nodes[s.index].hidden, !nodes[t.index].hidden,
                  let start = endpoint(nodeId: edge.source, handleId: edge.sourceHandle, type: .source, edgeId: id),
                  let end = endpoint(nodeId: edge.target, handleId: edge.targetHandle, type: .target, edgeId: id) {
            let result = edgePath(type: edge.type, source: start.point, sourcePosition: start.position,
                                  target: end.point, targetPosition: end.position)
            record.path = result
            record.sourcePosition = start.position
            record.targetPosition = end.position
            let pathBounds = result.path.boundingRect
            record.pathBounds = pathBounds
            let strokeWidth = edge.style?.strokeWidth ?? theme.edgeWidth
            let markerReach = (edge.markerStart != nil || edge.markerEnd != nil) ? 12.5 * strokeWidth / 2 + 2 : 0
            let anchorReach = edge.selected && edge.reconnectable ? Self.reconnectAnchorRadius + 1 : 0
            let reach = max(edge.interactionWidth / 2, strokeWidth / 2 + 1, markerReach, anchorReach)
            var bounds = pathBounds.insetBy(dx: -reach, dy: -reach)
            if let label = edge.label, !label.isEmpty {
                bounds = bounds.union(EdgeRenderer.labelBox(label, at: result.labelPosition,
                                                            measurer: root?.textMeasurer))
            }
            record.bounds = bounds
        }
        edgeRecords[id] = record
        if record.path != nil {
            edgeIndex.insert(id, rect: record.bounds)
        } else {
            edgeIndex.remove(id)
        }
        if record.path != nil, edge.animated { animatedEdgeIds.insert(id) } else { animatedEdgeIds.remove(id) }
        if record.path != nil, edge.selected, edge.reconnectable {
            reconnectableEdgeIds.insert(id)
        } else {
            reconnectableEdgeIds.remove(id)
        }
        let ring = focusRingReach(.edge(id))
        if !oldBounds.isNull { damageFlowRect(oldBounds.insetBy(dx: -ring, dy: -ring)) }
        if !record.bounds.isNull { damageFlowRect(record.bounds.insetBy(dx: -ring, dy: -ring)) }
        if edgeContent != nil { edgeHostsById[id]?.invalidateLayout() }
    }

    // MARK: - Errors

    func report(_ diagnostic: NodeLookupDiagnostic) {
        switch diagnostic {
        case .duplicateNodeId(let id):
            reportOnce("dup:\(id)", code: CanvasErrorCode.duplicateNodeId,
                       message: "Several nodes have the id \"\(id)\"; only the first is used.")
        case .missingParent(let nodeId, let parentId):
            reportOnce("parent:\(nodeId):\(parentId)", code: CanvasErrorCode.missingParent,
                       message: "Node \"\(nodeId)\" names parent \"\(parentId)\", which does not exist.")
        case .parentCycle(let ids):
            reportOnce("cycle:\(ids.sorted().joined(separator: ","))", code: CanvasErrorCode.parentCycle,
                       message: "Nodes \(ids.joined(separator: " → ")) are each other's parents.")
        case .invalidPosition(let nodeId):
            reportOnce("nan:\(nodeId)", code: CanvasErrorCode.invalidPosition,
                       message: "Node \"\(nodeId)\" has a non-finite position; it is drawn at (0, 0).")
        }
    }

    func reportOnce(_ key: String, code: String, message: String) {
        guard reportedErrors.insert(key).inserted else { return }
        callbacks.onError?(code, message)
    }

    // MARK: - Damage

    func damageFlowRect(_ rect: CGRect) {
        guard isMounted, !rect.isNull else { return }
        let screen = rect.applying(flowToWindow)
        guard screen.intersects(frame) else { return }
        setNeedsDisplay(in: screen.intersection(frame))
    }

    /// How far the keyboard focus ring reaches past `element`'s bounds, in flow units; 0 when it is not focused.
    /// The ring is drawn 3 ring widths of 2 screen points outside (see `drawFocusRing`), so a moved focused node
    /// or edge must repaint that much more than its own bounds or the old ring stays on screen.
    func focusRingReach(_ element: CanvasFocusElement) -> CGFloat {
        guard interaction.focusedElement == element else { return 0 }
        return 8 / max(viewport.zoom, 0.01)
    }

    func damageAll() {
        guard isMounted else { return }
        setNeedsDisplay(in: frame)
    }

    private func damageConnection(_ connection: ActiveConnection?) {
        guard let connection else { return }
        let path = connectionPath(connection)
        damageFlowRect(path.boundingRect.insetBy(dx: -4, dy: -4))
        if connectionLineContent != nil { damageAll() }
    }

    func connectionPath(_ connection: ActiveConnection) -> Path {
        edgePath(type: configuration.connectionLineType, source: connection.fromPoint,
                 sourcePosition: connection.fromPosition, target: connection.toPoint,
                 targetPosition: connection.toPosition ?? connection.fromPosition.opposite).path
    }
}

extension CanvasElement: CanvasSelectionTracking {}
