import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's gesture layer: a headless state machine that turns input events into the spec's changes
/// and callbacks (spec: interactions.md, callbacks.md; undo and copy/paste from state-management.md).
///
/// The canvas element owns one, sets `configuration`, `callbacks` and `output` on every update, calls
/// `sceneDidUpdate(_:)` after new nodes or edges arrive, and passes each input event (in its own view
/// coordinates) to `handle(_:scene:)`. The interaction never changes the graph itself: it emits
/// `onNodesChange` / `onEdgesChange` and the other callbacks, and reads the result on the next update.
@MainActor
public final class CanvasInteraction<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    /// The scene as the interaction reads it.
    public typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    /// The view's parameters; set by the canvas on every update.
    public var configuration = CanvasConfiguration()
    /// The view's callbacks; set by the canvas on every update.
    public var callbacks = CanvasCallbacks<NodeData, EdgeData>()
    /// Where the interaction sends viewport, cursor, overlay, clipboard and timer requests.
    public weak var output: (any CanvasInteractionOutput)?
    /// Encodes Copy / Paste for the host clipboard; without it the copied payload stays in memory.
    public var clipboardCodec: CanvasClipboardCodec<NodeData, EdgeData>?
    /// The scroll delta, in points, that one wheel notch produces (zoom is × 1.2 per notch).
    public var wheelNotch: CGFloat = 40
    /// Seconds a still press takes to open a context menu.
    public var longPressDelay: TimeInterval = 0.5
    /// Seconds without wheel events after which a wheel movement ends (`onMoveEnd`).
    public var wheelIdleDelay: TimeInterval = 0.15
    /// The edge band that scrolls the view while dragging.
    public var autoPan = AutoPan()
    /// Click versus drag.
    public var clickClassifier = ClickClassifier()

    /// Whether the canvas takes keys: set by a press inside it, cleared when the window loses focus (kept in
    /// the scene's store).
    public internal(set) var hasKeyboardFocus: Bool {
        get { scene?.hasKeyboardFocus ?? false }
        set { scene?.hasKeyboardFocus = newValue }
    }
    /// The element Tab moved keyboard focus to (kept in the scene's store).
    public internal(set) var focusedElement: CanvasFocusElement? {
        get { scene?.focusedElement }
        set { scene?.focusedElement = newValue }
    }
    /// The node under the pointer, if any.
    public internal(set) var hoveredNodeId: String?
    /// The edge under the pointer, if any.
    public internal(set) var hoveredEdgeId: String?
    /// The undo stack (50 steps) of graph states before each mutation the interaction emitted (kept in the
    /// scene's store).
    public internal(set) var history: History<GraphSnapshot<NodeData, EdgeData>> {
        get { scene?.history ?? History(limit: 50) }
        set { scene?.history = newValue }
    }
    /// The deletion waiting for `onBeforeDelete`, so callers (and tests) can await it.
    public internal(set) var pendingDeletion: Task<Void, Never>?

    /// Whether a press is in progress; while it is, the canvas should send moves and the release here even
    /// when the pointer leaves its bounds.
    public var capturesPointer: Bool {
        if case .idle = gesture { return false }
        return true
    }

    var gesture: PointerGesture = .idle
    /// The button that started `gesture`; only its release ends it.
    var gestureButton: PointerButton?
    /// The scene of the latest event or update (timers and async work act on it).
    weak var scene: (any CanvasSceneReading<NodeData, EdgeData>)?
    var lastSelection: (nodes: [String], edges: [String])?
    /// The scene's `selectionStamp` when the selection was last observed.
    var lastSelectionRevision: Int?
    var longPressToken = 0
    var autoPanToken = 0
    var autoPanRunning = false
    /// Whether the running auto-pan has reported `onMoveStart` (and owes an `onMoveEnd`).
    var autoPanMoving = false
    var wheelToken = 0
    var wheelMoving = false
    /// Whether the newest undo step is an arrow-key nudge that held-key repeats still extend.
    var nudgeStepOpen = false

    public init() {}

    // MARK: - Entry points

    /// Handles one input event (locations in the canvas's view coordinates); returns whether it was used.
    ///
    /// While a drag is in progress the canvas should keep sending pointer moves and the release even
    /// when the pointer leaves its bounds.
    @discardableResult
    public func handle(_ event: InputEvent, scene: some CanvasSceneReading<NodeData, EdgeData>) -> Bool {
        self.scene = scene
        observeSelection(in: scene)
        if Self.endsNudgeStep(event) { endNudgeStep() }
        switch event {
        case .pointerDown(let location, let button, let clickCount, let modifiers):
            return pointerDown(at: location, button: button, clickCount: clickCount, modifiers: modifiers,
                               scene: scene)
        case .pointerMove(let location, let buttons, let modifiers):
            return pointerMove(to: location, buttons: buttons, modifiers: modifiers, scene: scene)
        case .pointerUp(let location, let button, let modifiers):
            return pointerUp(at: location, button: button, modifiers: modifiers, scene: scene)
        case .scroll(let location, let deltaX, let deltaY, let modifiers):
            return scroll(at: location, deltaX: deltaX, deltaY: deltaY, modifiers: modifiers, scene: scene)
        case .keyDown(let key):
            return keyDown(key, scene: scene)
        case .keyUp:
            return false
        case .focusOut:
            hasKeyboardFocus = false
            return false
        case .focusIn:
            return false
        case .pointerEnter(let location):
            updateHover(at: location, scene: scene)
            return false
        case .pointerLeave:
            clearHover(scene: scene)
            return false
        }
    }

    /// Tells the interaction that new nodes, edges or viewport arrived; fires `onSelectionChange` when the
    /// set of selected nodes or edges differs from the last one seen.
    public func sceneDidUpdate(_ scene: some CanvasSceneReading<NodeData, EdgeData>) {
        self.scene = scene
        observeSelection(in: scene)
        if case .node(let id) = focusedElement, scene.node(id: id) == nil {
            focusedElement = nil
        } else if case .edge(let id) = focusedElement, scene.edge(id: id) == nil {
            focusedElement = nil
        }
    }

    // MARK: - Shared helpers

    /// Fires `onSelectionChange` once per change of the selected sets (the first observation only records).
    func observeSelection(in scene: Scene) {
        if let stamp = scene.selectionStamp {
            // Nothing selected or deselected since the last look: nothing to compare.
            if lastSelection != nil, stamp == lastSelectionRevision { return }
            lastSelectionRevision = stamp
        }
        let nodes = scene.selectedNodes
        let edges = scene.selectedEdges
        let current = (nodes: nodes.map(\.id), edges: edges.map(\.id))
        defer { lastSelection = current }
        guard let last = lastSelection else { return }
        if Set(last.nodes) != Set(current.nodes) || Set(last.edges) != Set(current.edges) {
            callbacks.onSelectionChange?(nodes, edges)
        }
    }

    /// Shows `viewport` (clamped) and reports it; returns whether it changed.
    @discardableResult
    func commitViewport(_ viewport: Viewport, scene: Scene) -> Bool {
        let clamped = viewport.clamped()
        guard clamped != scene.viewport, clamped.x.isFinite, clamped.y.isFinite else { return false }
        output?.setViewport(clamped)
        callbacks.onViewportChange?(clamped)
        return true
    }

    /// Moves the viewport in one step (keyboard focus scrolling) with a whole move lifecycle.
    func jumpViewport(to viewport: Viewport, scene: Scene) {
        let start = scene.viewport
        guard viewport.clamped() != start else { return }
        callbacks.onMoveStart?(start)
        if commitViewport(viewport, scene: scene) { callbacks.onMove?(scene.viewport) }
        callbacks.onMoveEnd?(scene.viewport)
    }

    /// Records the graph as it is now, before a mutation the interaction is about to emit.
    func recordHistory(scene: Scene, coalescingKey: String? = nil) {
        scene.history.record(GraphSnapshot(nodes: scene.nodes, edges: scene.edges), coalescingKey: coalescingKey)
        nudgeStepOpen = coalescingKey == Self.nudgeCoalescingKey
    }

    /// The coalescing key shared by an arrow press and its held-key repeats.
    static var nudgeCoalescingKey: String { "nudge" }

    /// Closes the held-arrow nudge step so the next nudge becomes an undo step of its own.
    func endNudgeStep() {
        guard nudgeStepOpen else { return }
        nudgeStepOpen = false
        scene?.history.endCoalescing()
    }

    /// Whether `event` is an action (or an arrow release) after which further nudging starts a new undo step.
    /// Pointer motion and hover do not count, so a held arrow keeps one step while the pointer moves.
    private static func endsNudgeStep(_ event: InputEvent) -> Bool {
        switch event {
        case .keyDown(let key):
            return !isArrow(key.keysym) || !key.isRepeat
        case .keyUp(let key):
            return isArrow(key.keysym)
        case .pointerDown, .pointerUp, .scroll, .focusOut, .focusIn:
            return true
        case .pointerMove, .pointerEnter, .pointerLeave:
            return false
        }
    }

    private static func isArrow(_ keysym: UInt32) -> Bool {
        [KeyCode.leftArrow, .rightArrow, .upArrow, .downArrow].contains { $0.rawValue == keysym }
    }

    func emit(nodes: [NodeChange<NodeData>], edges: [EdgeChange<EdgeData>] = []) {
        if !nodes.isEmpty { callbacks.onNodesChange?(nodes) }
        if !edges.isEmpty { callbacks.onEdgesChange?(edges) }
    }

    /// Selects exactly the given nodes and edges (among selectable ones when `elementsSelectable`).
    func select(nodeIds: Set<String>, edgeIds: Set<String>, scene: Scene) {
        guard configuration.elementsSelectable else { return }
        let nodeChanges: [NodeChange<NodeData>] = scene.nodes.compactMap { node in
            let wanted = nodeIds.contains(node.id) && node.selectable
            return wanted != node.selected ? .selection(node.id, wanted) : nil
        }
        let edgeChanges: [EdgeChange<EdgeData>] = scene.edges.compactMap { edge in
            let wanted = edgeIds.contains(edge.id) && edge.selectable
            return wanted != edge.selected ? .selection(edge.id, wanted) : nil
        }
        emit(nodes: nodeChanges, edges: edgeChanges)
    }

    func node(_ id: String, in scene: Scene) -> Node<NodeData>? {
        scene.node(id: id)
    }

    func edge(_ id: String, in scene: Scene) -> Edge<EdgeData>? {
        scene.edge(id: id)
    }

    /// Whether the user may drag this node.
    func isDraggable(_ node: Node<NodeData>) -> Bool {
        configuration.nodesDraggable && node.draggable
    }

    func setCursor(_ cursor: CursorShape) {
        output?.setCursor(cursor)
    }
}
