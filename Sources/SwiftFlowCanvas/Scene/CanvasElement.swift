import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's element: hosts the node views, draws the graph its `store` holds (through the store's spatial
/// indexes, so cost follows what is visible), and hands input to the gesture layer.
///
/// The element receives the canvas's pointer and key events (`eventHandler`), its coordinates
/// ("view points") run from its own top-left.
public final class CanvasElement<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    Element, CanvasControlling {

    // MARK: - Inputs

    /// The canvas's state: graph, geometry, indexes, viewport, selection, history, clipboard, focus.
    public let store = CanvasStore<NodeData, EdgeData>()
    /// The nodes as the view last passed them.
    public var nodes: [Node<NodeData>] { store.nodes }
    /// The edges as the view last passed them (before `defaultEdgeOptions`).
    public var edges: [Edge<EdgeData>] { store.edges }
    /// The view's non-callback parameters.
    public var configuration: CanvasConfiguration { store.configuration }
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
    /// Announces settled selections and the gesture layer's edits.
    let announcer = CanvasAnnouncer()

    var nodeContent: ((Node<NodeData>) -> AnyView)?
    /// The environment node content is built in: the canvas's, with its colour scheme, instance, theme and state
    /// written once per update (`CanvasLayer`) instead of by four modifiers around every node view, each of which
    /// copied the environment for every view made or re-evaluated.
    var nodeContentEnvironment = EnvironmentValues()
    var nodeContentDerivation = EnvironmentDerivation()
    var edgeContent: ((Edge<EdgeData>, EdgePathResult) -> AnyView)?
    var connectionLineContent: ((ActiveConnection, CGPoint, CGPoint) -> AnyView)?
    var contentRevision = 0
    /// What the node elements were last fully reconciled with; a partial refresh needs the same.
    var hostsAreCurrent: HostsToken?

    // MARK: - Scene views and drawing caches

    /// The current camera; change it with `setViewport(_:)`.
    public var viewport: Viewport { store.viewport }
    /// The lists before the latest update, freed off the main thread at the next one.
    var retiredLists = RetiredLists<NodeData, EdgeData>()
    /// Node elements a reconciliation dropped, freed on the main queue after the frame.
    let retiredElements = RetiredElements()
    var hostsById: [String: NodeHostElement] = [:]
    var edgeHostsById: [String: Element] = [:]
    var dashPhase: CGFloat = 0
    /// The zoom the next dash step was planned at (nil while no animated edge is on screen).
    var dashZoom: CGFloat?
    var viewportAnimation: (from: Viewport, to: Viewport, start: TimeInterval?)?
    var lastLayoutSize = CGSize.zero
    /// The low-detail layer's edges, flattened (by tile and colour), and the store's edge revision they were
    /// built at.
    var lodEdgeCache: (revision: Int, segmentLength: CGFloat, tiles: LevelOfDetailEdgeTiles)?
    /// The low-detail layer's node boxes (by tile) and the store's node revision they were built at.
    var lodNodeCache: (revision: Int, tiles: LevelOfDetailBoxTiles)?
    /// The flow rectangle whose nodes have elements; a viewport change inside it needs no reconciling.
    var materializedRect = CGRect.null
    /// The area a pan is heading into, whose node elements are being made a few per frame.
    var materializationPlan: MaterializationPlan?
    /// Whether node elements outside the materialized area wait to be dropped (a few per frame).
    var hostsBehind = false
    /// The view's motion in flow points at the last pan step (zero after a zoom): a plan ahead starts and makes
    /// elements only on a step that goes the same way, so a pan to and fro makes no more than the strips it
    /// uncovers.
    var lastPanStep = CGSize.zero
    var didFitView = false
    var didInit = false
    /// Toolbars and edge label renderers, drawn above the graph at a constant on-screen size.
    let screenLayer = ScreenLayer()
    /// The node elements by where a point can hit them (`hitTestChildren`).
    let nodeHitIndex = NodeHitIndex()
    /// The store's `nodeRevision` when the last layout placed every node element at its node's box (nil when some
    /// element's node had no box): while it holds, a placed element's frame is its node's box.
    var hostFramesRevision: Int?

    /// Below this zoom nodes draw as plain boxes, without content, text or handles.
    public static var levelOfDetailZoom: CGFloat { 0.35 }

    public required init() {
        super.init()
        let bridge = CanvasInteractionBridge(canvas: self)
        interactionBridge = bridge
        interaction.output = bridge
        store.delegate = self
        attachScreenLayer()
    }

    /// The canvas's size in points.
    public var viewSize: CGSize { frame.size }
    /// The canvas-wide node origin.
    public var nodeOrigin: NodeOrigin { configuration.nodeOrigin }
    /// The theme the canvas draws with.
    public var theme: SwiftFlowTheme { configuration.theme }
    var isLevelOfDetail: Bool { viewport.zoom < CanvasElement.levelOfDetailZoom }
    var records: RecordTable<NodeRecord> { store.records }
    var edgeRecords: RecordTable<EdgeRecord<EdgeData>> { store.edgeRecords }
    var handlesByNode: [String: [HandleRecord]] { store.handlesByNode }

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

    public override func hitTest(_ point: CGPoint) -> Element? { hitTestScene(point) }
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
            if isFocused { store.hasKeyboardFocus = true }
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
                                  scene: store)
    }

    /// Hover tracking tells the gesture layer when the pointer leaves the canvas (node/edge leave events).
    public override var wantsHover: Bool { true }

    public override func hoverDidChange(_ isHovered: Bool) {
        if !isHovered, eventHandler == nil { _ = interaction.handle(.pointerLeave, scene: store) }
    }

    public override func focusDidChange(_ isFocused: Bool) {
        guard eventHandler == nil else { return }
        if isFocused {
            // Focus given explicitly (a click, Tab, a FocusState binding) lets keys act on the canvas.
            store.hasKeyboardFocus = true
        } else {
            _ = interaction.handle(.focusOut, scene: store)
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

    /// Nodes, edges and handles come from the store, so off-screen nodes without elements are listed too.
    public override func appendAccessibilityNodes(to nodes: inout [AccessibilityNode]) -> Bool {
        CanvasAccessibilityTree(canvas: self).build(into: &nodes)
        return true
    }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 800, height: 600))
    }

    // MARK: - Ingesting a new graph

    /// Takes the view's latest values; only what changed is recomputed and repainted.
    func update(
        nodes newNodes: [Node<NodeData>], edges newEdges: [Edge<EdgeData>],
        configuration newConfiguration: CanvasConfiguration, callbacks newCallbacks: CanvasCallbacks<NodeData, EdgeData>
    ) {
        callbacks = newCallbacks
        store.onError = newCallbacks.onError
        store.locale = environment.locale
        store.showsReconnectAnchors = newCallbacks.onReconnect != nil && newConfiguration.nodesConnectable
            && !store.isInteractivityLocked
        retiredLists.retire(nodes: store.nodes, edges: store.edges)
        store.update(nodes: newNodes, edges: newEdges, configuration: newConfiguration)
        state.graphRevision &+= 1
        if !refreshChangedNodeHosts() { refreshChildren() }
        syncScreenLayerSelection()
        invalidateLayout()
        updateAnimating()
        interaction.configuration = store.interactionConfiguration
        interaction.callbacks = newCallbacks
        interaction.sceneDidUpdate(store)
        updateAccessibility(newConfiguration.accessibilityConfig)
        announcer.selectionMayHaveChanged(in: self)
    }

    /// Reads the accessibility labels and messages in the canvas's locale for its overlays and announcements.
    /// Closures cannot be compared, so a configuration with message closures is always passed on.
    private func updateAccessibility(_ config: AccessibilityConfig) {
        let resolved = config.resolved(locale: environment.locale)
        if resolved != state.accessibility || config.selectionAnnouncement != nil
            || config.connectionAnnouncement != nil {
            state.accessibility = resolved
        }
    }

    // MARK: - Damage

    func damageFlowRect(_ rect: CGRect) {
        damageFlowRect(rect, through: flowToWindow)
    }

    /// `damageFlowRect(_:)` with the flow-to-window transform worked out by the caller (once for many rects).
    private func damageFlowRect(_ rect: CGRect, through flowToWindow: CGAffineTransform) {
        guard isMounted, !rect.isNull else { return }
        let screen = rect.applying(flowToWindow)
        // The store keeps geometry inside `FlowRange`; anything else that overflowed repaints the whole canvas
        // rather than reach rectangle maths that trap on infinities.
        guard screen.hasFiniteEdges else { return damageAll() }
        guard screen.intersects(frame) else { return }
        setNeedsDisplay(in: screen.intersection(frame))
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

extension CanvasElement: CanvasStoreDelegate {
    func storeNeedsDisplay(flowRect: CGRect) { damageFlowRect(flowRect) }

    func storeNeedsDisplay(flowRects: [CGRect]) {
        guard isMounted, !flowRects.isEmpty else { return }
        let transform = flowToWindow
        for rect in flowRects { damageFlowRect(rect, through: transform) }
    }

    func storeNeedsFullDisplay() { damageAll() }

    func storeDidRestack(nodeId: String, z: Int) { hostsById[nodeId]?.zIndex = Double(z) }

    func storeDidRestackNodes(z: (String) -> Int?) {
        for (id, host) in hostsById {
            if let z = z(id) { host.zIndex = Double(z) }
        }
    }

    func storeDidChangeEdge(_ edgeId: String) {
        if edgeContent != nil { edgeHostsById[edgeId]?.invalidateLayout() }
    }

    /// Events routed through the window already passed the content, which declined them: they are the node's.
    func contentClaims(nodeId: String, at flowPoint: CGPoint) -> Bool {
        guard !isRoutingDeclinedEvent, let host = hostsById[nodeId], let hit = host.hitTest(flowPoint) else {
            return false
        }
        return hit !== host
    }

    var textMeasurer: TextMeasurer? { root?.textMeasurer }
}

/// The scene queries, answered by the store (tests and tools ask the element).
extension CanvasElement {
    public func geometry(of nodeId: String) -> NodeGeometry? { store.geometry(of: nodeId) }
    public func hit(at viewPoint: CGPoint) -> CanvasHit { store.hit(at: viewPoint) }
    public func nodeIds(in flowRect: CGRect, partially: Bool) -> [String] {
        store.nodeIds(in: flowRect, partially: partially)
    }
    public func edgeEndpoints(of edgeId: String) -> (source: CGPoint, target: CGPoint)? {
        store.edgeEndpoints(of: edgeId)
    }
}
