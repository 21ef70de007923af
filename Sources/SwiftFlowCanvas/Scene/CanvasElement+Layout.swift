import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasElement {
    /// Node ids that have no size yet and so need an element to be measured.
    var unmeasuredIds: [String] { Array(store.unmeasured) }

    /// Reconciles the child elements: visible nodes (unless at low detail), unmeasured nodes, custom edges
    /// and the custom connection line. With `slack` (after the camera moved) the node area grows by a quarter
    /// of the view each side, so the next small pans and zoom notches reuse the same elements.
    func refreshChildren(slack: Bool = false) {
        guard let nodeContent else { return }
        var ids: [String] = []
        if let wanted = wantedNodeRect {
            if !covers(wanted) {
                materializedRect = slack ? wanted.insetBy(dx: -wanted.width / 4, dy: -wanted.height / 4) : wanted
                materializationPlan = nil
            }
            // The reconciliation drops every element outside the areas.
            hostsBehind = false
            ids = store.nodeIndex.query(materializedRect)
            // Elements already made for the area a pan is heading into stay.
            if let plan = materializationPlan {
                ids.append(contentsOf: store.nodeIndex.query(plan.target).filter { hostsById[$0] != nil })
            }
        } else {
            materializedRect = .null
            materializationPlan = nil
        }
        ids.append(contentsOf: unmeasuredIds)
        // The only selected node keeps its view wherever it is, so its toolbar shows (also at low detail).
        if let sole = soleSelectedNodeId { ids.append(sole) }
        var seen = Set<String>()
        var keyed: [(AnyHashable, any View)] = []
        var ordered: [(index: Int, id: String)] = []
        ordered.reserveCapacity(ids.count)
        for id in ids where seen.insert(id).inserted {
            if let index = records.position(of: id), index < nodes.count { ordered.append((index, id)) }
        }
        ordered.sort { $0.index < $1.index }
        for (index, id) in ordered {
            keyed.append((AnyHashable(CanvasChildKey.node(id)),
                          NodeHost(node: nodes[index], theme: theme, revision: contentRevision,
                                   content: nodeContent, contentEnvironment: nodeContentEnvironment)))
        }
        if let edgeContent, !frame.isEmpty, !isLevelOfDetail {
            let visible = viewport.visibleFlowRect(viewSize: frame.size)
            for id in store.edgeIndex.query(visible).sorted() {
                guard let record = edgeRecords[id], let path = record.path else { continue }
                keyed.append((AnyHashable(CanvasChildKey.edge(id)),
                              EdgeContentHost(edge: record.edge, path: path, revision: contentRevision,
                                              content: edgeContent)))
            }
        }
        if let connectionLineContent, let connection = activeConnection {
            keyed.append((AnyHashable(CanvasChildKey.connectionLine),
                          connectionLineContent(connection, connection.fromPoint, connection.toPoint)))
        }
        let outgoing = children
        let before = outgoing.map(ObjectIdentifier.init)
        updateChildren(keyed: keyed, environment: environment)
        hostsAreCurrent = HostsToken(contentRevision: contentRevision, theme: theme,
                                     environment: nodeContentEnvironment.stamp)
        if children.map(ObjectIdentifier.init) != before || hostsById.isEmpty {
            hostsById = [:]
            edgeHostsById = [:]
            for child in children {
                switch child.key?.base as? CanvasChildKey {
                case .node(let id)?:
                    if let host = child as? NodeHostElement {
                        hostsById[id] = host
                        host.zIndex = Double(records[id]?.z ?? 0)
                    }
                case .edge(let id)?: edgeHostsById[id] = child
                default: break
                }
            }
            // Those dropped are unmounted and out of the tree; their trees are freed after the frame.
            if outgoing.count >= RetiredElements.threshold { retiredElements.keep(outgoing.filter { !$0.isMounted }) }
        }
    }

    /// After an ingest that only changed some nodes in place, re-evaluates just their elements; false when the
    /// whole set must be reconciled (other changes, a node entering or leaving the materialized area, custom
    /// edge or connection-line views, or a new content closure, theme or environment since the last full pass).
    func refreshChangedNodeHosts() -> Bool {
        guard let changed = store.lastChangedNodeIds, let nodeContent, edgeContent == nil, activeConnection == nil,
              hostsAreCurrent == HostsToken(contentRevision: contentRevision, theme: theme,
                                            environment: nodeContentEnvironment.stamp)
        else { return false }
        // More changed nodes than elements (select all): reconciling the elements is the cheaper walk.
        if changed.count > hostsById.count { return false }
        for id in changed {
            // The only selected node has an element wherever it is (its toolbar shows), like unmeasured ones.
            let bounds = records[id]?.geometry.bounds
            let materialized = store.unmeasured.contains(id) || id == soleSelectedNodeId
                || bounds.map { materializedRect.intersects($0) } ?? false
            guard let host = hostsById[id] else {
                if materialized { return false }
                continue
            }
            // An element made ahead of a pan (`materializeAhead`) is kept current like the others.
            let ahead = bounds.map { materializationPlan?.target.intersects($0) ?? false } ?? false
            guard materialized || ahead, let index = records.position(of: id), index < nodes.count,
                  updateChild(host, to: NodeHost(node: nodes[index], theme: theme, revision: contentRevision,
                                                 content: nodeContent, contentEnvironment: nodeContentEnvironment),
                              environment: environment)
            else { return false }
        }
        return true
    }

    /// The flow rectangle whose nodes need elements: the visible area plus 50 points; nil at low detail.
    var wantedNodeRect: CGRect? {
        guard !isLevelOfDetail && !frame.isEmpty else { return nil }
        return viewport.visibleFlowRect(viewSize: frame.size).insetBy(dx: -50, dy: -50)
    }

    /// Whether the materialized rectangle holds `wanted` without being far larger (after zooming in).
    private func covers(_ wanted: CGRect) -> Bool {
        guard !materializedRect.isNull, materializedRect.contains(wanted) else { return false }
        return materializedRect.width * materializedRect.height <= 4 * wanted.width * wanted.height
    }

    /// Reconciles the children after a viewport change only when the set of node elements must change
    /// (or custom edge views, which follow the visible area exactly, are in use). A pan inside the materialized
    /// area makes a few elements of the area ahead instead (`materializeAhead`), so that a long pan one way does
    /// not make them all in the frame that leaves the area.
    func refreshChildrenAfterViewportChange(from previous: Viewport) {
        guard edgeContent == nil else { return refreshChildren() }
        if let wanted = wantedNodeRect {
            let step = CGSize(width: (previous.x - viewport.x) / viewport.zoom,
                              height: (previous.y - viewport.y) / viewport.zoom)
            let isPan = previous.zoom == viewport.zoom
            let oneWay = isPan && MaterializationPlan.goSameWay(step, lastPanStep)
            lastPanStep = isPan ? step : .zero
            guard !covers(wanted) else {
                guard isPan else {
                    // A zoom ends the plan; the elements made for it go a few per frame once the zoom pauses.
                    if materializationPlan != nil { dropPlanHostsAfterZoom() }
                    return
                }
                return materializeAhead(wanted: wanted, step: step, oneWay: oneWay)
            }
            if isPan && catchUp(wanted: wanted, step: step, oneWay: oneWay) { return }
        } else if materializedRect.isNull {
            return
        }
        refreshChildren(slack: true)
    }

    func layoutScene(in rect: CGRect) {
        syncScreenLayerCamera()
        if rect.size != lastLayoutSize {
            lastLayoutSize = rect.size
            store.viewSize = rect.size
            if state.viewSize != rect.size { state.viewSize = rect.size }
            refreshChildren()
        }
        // Measure first: sizes feed geometry (origins other than top-left, parents' children). A host whose
        // layout is intact measures what it measured last time (its size cache), unless the store forgot it.
        var measured: [(id: String, size: CGSize)] = []
        let unmeasured = store.unmeasured
        for (id, host) in hostsById where host.needsPlacement || !unmeasured.isEmpty && unmeasured.contains(id) {
            guard let node = store.node(withId: id), !CanvasStore<NodeData, EdgeData>.hasFixedSize(node) else {
                continue
            }
            measured.append((id, host.measure(host.proposal)))
        }
        let resized = store.setMeasuredSizes(measured)
        var everyHostPlaced = true
        for (id, host) in hostsById {
            guard let bounds = store.records[id]?.geometry.bounds else {
                everyHostPlaced = false
                continue
            }
            // Dragging one node must not cost a pass over every node on screen: a host in place with its layout
            // intact has the handles and resize controls it reported last time, unless the store dropped them
            // (the node was removed and added back in one update).
            if !host.needsPlacement && host.frame == bounds
                && (host.handles.isEmpty || store.handlesByNode[id] != nil)
                && (!host.hasResizeControls || store.resizeControlsByNode[id] != nil) {
                continue
            }
            host.place(in: bounds)
            store.setHandles(host.handles, of: id)
            let resizeControls = host.resizeControls
            if !resizeControls.isEmpty || store.resizeControlsByNode[id] != nil {
                store.setResizeControls(resizeControls, of: id)
            }
        }
        // Custom edge and connection-line views draw in flow coordinates, like React Flow's SVG layer:
        // their frames start at the flow origin (a `Path` is offset by its frame's origin).
        for (id, element) in edgeHostsById {
            guard let bounds = edgeRecords[id]?.bounds, !bounds.isNull else { continue }
            element.place(in: CGRect(x: 0, y: 0, width: max(0, bounds.maxX), height: max(0, bounds.maxY)))
        }
        hostFramesRevision = everyHostPlaced ? store.nodeRevision : nil
        // Only a custom connection line view makes a connection-line child (`refreshChildren`): reading each
        // child's key to find it cost ~600 instructions a child, a few hundred children, every layout of a pan.
        if connectionLineContent != nil && activeConnection != nil {
            for child in children where (child.key?.base as? CanvasChildKey) == .connectionLine {
                let visible = viewport.visibleFlowRect(viewSize: rect.size)
                child.place(in: CGRect(x: 0, y: 0, width: max(0, visible.maxX), height: max(0, visible.maxY)))
            }
        }
        reportDimensions()
        finishInitialLayout()
        if !resized.isEmpty { refreshChildren() }
        syncScreenLayerAfterLayout()
        updateAnimating()
    }

    /// Sends `.dimensions` for sizes the user's nodes do not carry yet, once per size.
    func reportDimensions() {
        let changes = store.takeDimensionChanges(materialized: frame.isEmpty ? .infinite : materializedRect)
        if !changes.isEmpty { callbacks.onNodesChange?(changes) }
    }

    /// Fits the view once everything visible is measured, then calls `onInit` once.
    func finishInitialLayout() {
        guard !frame.isEmpty else { return }
        if configuration.fitView && !didFitView {
            guard unmeasuredIds.isEmpty else { return }
            didFitView = true
            fitView(options: configuration.fitViewOptions ?? FitViewOptions(), animated: false)
        }
        if !didInit {
            didInit = true
            callbacks.onInit?()
        }
    }

    // MARK: - Viewport

    /// Moves the camera at once (zoom clamped), repaints, and reports it as a whole move:
    /// `onMoveStart`, `onViewportChange`, `onMove`, `onMoveEnd`.
    public func setViewport(_ newViewport: Viewport) {
        endViewportAnimation()
        let start = viewport
        let finite = [newViewport.x, newViewport.y, newViewport.zoom].allSatisfy(\.isFinite)
        guard finite, configuration.clamped(newViewport) != start else { return }
        callbacks.onMoveStart?(start)
        applyViewport(newViewport)
        callbacks.onMove?(viewport)
        callbacks.onMoveEnd?(viewport)
        updateAnimating()
    }

    /// Moves the camera; `animated` eases in-out cubic over 250 ms (driven by `animationFrame(at:)`), reporting
    /// `onMoveStart` at the first frame, `onMove` at each and `onMoveEnd` at the last.
    public func setViewport(_ newViewport: Viewport, animated: Bool) {
        guard animated, isMounted else { return setViewport(newViewport) }
        endViewportAnimation()
        viewportAnimation = (viewport, configuration.clamped(newViewport), nil)
        updateAnimating()
    }

    /// Stops a running camera animation where it is, ending its move.
    func endViewportAnimation() {
        guard let animation = viewportAnimation else { return }
        viewportAnimation = nil
        if animation.start != nil { callbacks.onMoveEnd?(viewport) }
    }

    /// Shows `newViewport` (clamped); `notify` is false for changes the gesture layer already reported.
    func applyViewport(_ newViewport: Viewport, notify: Bool = true) {
        let values = [newViewport.x, newViewport.y, newViewport.zoom]
        guard values.allSatisfy(\.isFinite) else { return }
        let clamped = configuration.clamped(newViewport)
        guard clamped != viewport else { return }
        let previous = viewport
        store.viewport = clamped
        // Overlays move first: their damage, taken before a pan's pixels slide, moves with them.
        syncScreenLayerCamera()
        damageAfterViewportChange(from: previous, to: clamped)
        state.viewport = clamped
        refreshChildrenAfterViewportChange(from: previous)
        if notify { callbacks.onViewportChange?(clamped) }
    }

    /// A pan slides the pixels already drawn and repaints the uncovered strips; anything else, or a pan while
    /// something is drawn in screen space (a selection box, a connection line under the pointer, the canvas's
    /// keyboard focus ring), repaints.
    private func damageAfterViewportChange(from old: Viewport, to new: Viewport) {
        guard old.zoom == new.zoom, selectionRect == nil, activeConnection == nil, !showsFocusRing else {
            return damageAll()
        }
        scrollContents(by: CGSize(width: new.x - old.x, height: new.y - old.y))
    }

    public func fitView(options: FitViewOptions, animated: Bool) {
        var bounds = store.fitBounds(options: options)
        // Only around the whole graph's fitted nodes: a fit of chosen nodes, or of none, stays as it is.
        if configuration.fitViewIncludesEdges, options.nodeIds == nil, !bounds.isNull {
            bounds = bounds.union(store.drawnEdgeBounds())
        }
        guard !bounds.isNull, !frame.isEmpty else { return }
        setViewport(Viewport.fitting(bounds, viewSize: frame.size, options: configuration.fitOptions(options)),
                    animated: animated)
    }

    public var nodeSizes: [String: CGSize] { store.nodeSizes }

    public var minZoom: CGFloat { configuration.minZoom }

    public var maxZoom: CGFloat { configuration.maxZoom }

    public var nodeCount: Int { nodes.count }

    public var nodeSummaries: [NodeSummary] { store.nodeSummaries }

    // MARK: - Animation

    /// Animates every frame while the viewport moves; while an animated edge is on screen, wakes only when its
    /// dash next moves a whole pixel (`DashClock`); idle otherwise.
    func updateAnimating() {
        var visibleAnimated = false
        if !store.animatedEdgeIds.isEmpty {
            let visible = frame.isEmpty ? CGRect.infinite : viewport.visibleFlowRect(viewSize: frame.size)
            visibleAnimated = store.animatedEdgeIds.contains { edgeRecords[$0]?.bounds.intersects(visible) ?? false }
        }
        setAnimating(viewportAnimation != nil)
        if !visibleAnimated {
            dashZoom = nil
            cancelAnimationFrameRequest()
        } else if dashZoom != viewport.zoom || animationFrameRequest == nil && DashClock.moves(zoom: viewport.zoom) {
            // The next frame places the dash and plans its next step (a new zoom changes the step length).
            requestAnimationFrame(at: -.infinity)
        }
    }

    func stepAnimations(at time: TimeInterval) {
        if var animation = viewportAnimation {
            if animation.start == nil { callbacks.onMoveStart?(viewport) }
            let start = animation.start ?? time
            animation.start = start
            let progress = min(1, max(0, (time - start) / 0.25))
            let eased = progress < 0.5 ? 4 * progress * progress * progress : 1 - pow(-2 * progress + 2, 3) / 2
            let from = animation.from, to = animation.to
            let step = Viewport(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased,
                                zoom: from.zoom + (to.zoom - from.zoom) * eased)
            viewportAnimation = progress >= 1 ? nil : animation
            applyViewport(progress >= 1 ? to : step)
            callbacks.onMove?(viewport)
            if progress >= 1 { callbacks.onMoveEnd?(viewport) }
        }
        if !store.animatedEdgeIds.isEmpty {
            // Each dash step repaints the visible animated edges' boxes only; at zoom 1 that is 20 wake-ups a
            // second, with nothing in between.
            let phase = DashClock.phase(at: time, zoom: viewport.zoom)
            if phase != dashPhase {
                dashPhase = phase
                let visible = viewport.visibleFlowRect(viewSize: frame.size)
                for id in store.animatedEdgeIds {
                    if let bounds = edgeRecords[id]?.bounds, bounds.intersects(visible) { damageFlowRect(bounds) }
                }
            }
            dashZoom = viewport.zoom
            cancelAnimationFrameRequest()
            if let next = DashClock.nextStep(after: time, zoom: viewport.zoom) { requestAnimationFrame(at: next) }
        }
        updateAnimating()
    }
}
