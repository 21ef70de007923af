import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas's gesture layer: a headless arbiter that turns input events into the spec's changes and
/// callbacks (spec: interactions.md, callbacks.md; undo and copy/paste from state-management.md).
///
/// On a press it hit-tests and hands the press to one small controller (pan and zoom, node drag, selection
/// box, connection); moves and the release go to that controller until the button is up. Keys go to the
/// keyboard controller, the wheel to pan and zoom. Controllers keep only transient state: the graph,
/// selection, history, clipboard and focus live in the scene's store.
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
    public var autoPan: AutoPan {
        get { autoPanner.autoPan }
        set { autoPanner.autoPan = newValue }
    }
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
    public var hoveredNodeId: String? { hover.nodeId }
    /// The edge under the pointer, if any.
    public var hoveredEdgeId: String? { hover.edgeId }
    /// The undo stack (50 steps) of graph states before each mutation the interaction emitted (kept in the
    /// scene's store).
    public internal(set) var history: History<GraphSnapshot<NodeData, EdgeData>> {
        get { scene?.history ?? History(limit: 50) }
        set { scene?.history = newValue }
    }
    /// The deletion waiting for `onBeforeDelete`, so callers (and tests) can await it.
    public var pendingDeletion: Task<Void, Never>? { editing.pendingDeletion }

    /// Whether a press is in progress; while it is, the canvas should send moves and the release here even
    /// when the pointer leaves its bounds.
    public var capturesPointer: Bool { active != nil }
    /// Where the pointer was at the last pointer event over the canvas (view points); nil after it left.
    public private(set) var pointerLocation: CGPoint?

    // MARK: - Controllers

    lazy var panZoom = PanZoomController(interaction: self)
    lazy var nodeDrag = NodeDragController(interaction: self)
    lazy var nodeResize = NodeResizeController(interaction: self)
    lazy var selectionBox = SelectionBoxController(interaction: self)
    lazy var connection = ConnectionController(interaction: self)
    lazy var keyboard = KeyboardController(interaction: self)
    lazy var editing = EditingCommands(interaction: self)
    lazy var autoPanner = AutoPanController(interaction: self)
    lazy var hover = HoverController(interaction: self)

    /// The controller that owns the current press, if any.
    private(set) var active: (any PointerGestureController<NodeData, EdgeData>)?
    /// The button that started the current press; only its release ends it.
    private var activeButton: PointerButton?
    /// The scene of the latest event or update (timers and async work act on it).
    weak var scene: (any CanvasSceneReading<NodeData, EdgeData>)?
    private var lastSelection: (nodes: Set<String>, edges: Set<String>)?
    /// The scene's `selectionStamp` when the selection was last observed.
    private var lastSelectionStamp: Int?
    private var longPressToken = 0

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
        keyboard.observe(event)
        if case .pointerLeave = event { pointerLocation = nil } else if let location = event.location {
            pointerLocation = location
        }
        switch event {
        case .pointerDown(let location, let button, let clickCount, let modifiers):
            return pointerDown(at: location, button: button, clickCount: clickCount, modifiers: modifiers,
                               scene: scene)
        case .pointerMove(let location, let buttons, _):
            guard let active else {
                if buttons.isEmpty { hover.update(at: location, scene: scene) }
                return false
            }
            active.pointerMove(to: location, scene: scene)
            return true
        case .pointerUp(let location, let button, _):
            return pointerUp(at: location, button: button, scene: scene)
        case .scroll(let location, let deltaX, let deltaY, let modifiers):
            return panZoom.scroll(at: location, deltaX: deltaX, deltaY: deltaY, modifiers: modifiers, scene: scene)
        case .keyDown(let key):
            return keyboard.keyDown(key, scene: scene)
        case .keyUp:
            return false
        case .focusOut:
            hasKeyboardFocus = false
            return false
        case .focusIn:
            return false
        case .pointerEnter(let location):
            hover.update(at: location, scene: scene)
            return false
        case .pointerLeave:
            hover.clear(scene: scene)
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

    // MARK: - Arbitration

    private func pointerDown(
        at location: CGPoint, button: PointerButton, clickCount: Int, modifiers: EventModifiers, scene: Scene
    ) -> Bool {
        hasKeyboardFocus = true
        if active == nil { hover.update(at: location, scene: scene) }
        let hit = scene.hit(at: location)
        if case .control = hit { return false }
        if active != nil {
            // A second button pressed during a drag is ignored; the drag goes on.
            guard button == activeButton else { return true }
            // The release of the previous press never arrived (a lost grab): finish that press first.
            _ = pointerUp(at: location, button: button, scene: scene)
        }
        let controller: (any PointerGestureController<NodeData, EdgeData>)?
        switch button {
        case .secondary:
            return openContextMenu(for: hit, scene: scene)
        case .middle:
            controller = panZoom.beginMiddlePan(at: location)
        case .primary:
            controller = primaryController(for: hit, at: location, clickCount: clickCount, modifiers: modifiers,
                                           scene: scene)
        default:
            return false
        }
        guard let controller else { return false }
        take(controller, button: button)
        if button == .primary { startLongPress(for: hit) }
        return true
    }

    /// Picks the controller for a primary press from what was hit.
    private func primaryController(
        for hit: CanvasHit, at location: CGPoint, clickCount: Int, modifiers: EventModifiers, scene: Scene
    ) -> (any PointerGestureController<NodeData, EdgeData>)? {
        let press = ElementPress(start: location, clickCount: clickCount, modifiers: modifiers)
        switch hit {
        case .pane, .control:
            return panZoom.pressPane(press, scene: scene)
        case .node(let id):
            return nodeDrag.press(nodeId: id, press, scene: scene)
        case .resizeControl(let nodeId, let index):
            return nodeResize.press(nodeId: nodeId, control: index, press, scene: scene)
                ?? nodeDrag.press(nodeId: nodeId, press, scene: scene)
        case .edge(let id):
            return connection.pressEdge(edgeId: id, press, scene: scene)
        case .handle(let nodeId, let handleId, let type):
            return connection.pressHandle(nodeId: nodeId, handleId: handleId, type: type, press, scene: scene)
                ?? nodeDrag.press(nodeId: nodeId, press, scene: scene)
        case .edgeAnchor(let edgeId, let end):
            return connection.pressAnchor(edgeId: edgeId, end: end, press, scene: scene)
                ?? connection.pressEdge(edgeId: edgeId, press, scene: scene)
        }
    }

    /// Gives the current press to `controller` (a press can change hands, e.g. pane press → selection box).
    func take(_ controller: any PointerGestureController<NodeData, EdgeData>, button: PointerButton? = nil) {
        active = controller
        if let button { activeButton = button }
    }

    /// Ignores the rest of the current press (a long-press menu opened, or Escape cancelled it).
    func consumePress() {
        guard let scene else { return }
        active?.cancel(scene: scene)
        active = IgnoredPress<NodeData, EdgeData>()
    }

    private func pointerUp(at location: CGPoint, button: PointerButton, scene: Scene) -> Bool {
        guard button == activeButton, let controller = active else { return button == .secondary }
        active = nil
        activeButton = nil
        cancelLongPress()
        autoPanner.stop(scene: scene)
        controller.pointerUp(at: location, scene: scene)
        hover.update(at: location, scene: scene)
        return true
    }

    // MARK: - Context menus and long press

    @discardableResult
    func openContextMenu(for hit: CanvasHit, scene: Scene) -> Bool {
        switch hit {
        case .pane:
            callbacks.onPaneContextMenu?()
        case .node(let id), .handle(let id, _, _), .control(let id), .resizeControl(let id, _):
            guard let node = scene.node(id: id) else { return false }
            callbacks.onNodeContextMenu?(node)
        case .edge(let id), .edgeAnchor(let id, _):
            guard let edge = scene.edge(id: id) else { return false }
            callbacks.onEdgeContextMenu?(edge)
        }
        return true
    }

    /// A still press opens the context menu after `longPressDelay`; any drag cancels it.
    private func startLongPress(for hit: CanvasHit) {
        longPressToken += 1
        let token = longPressToken
        output?.scheduleTimer(after: longPressDelay) { [weak self] in
            guard let self, self.longPressToken == token, let scene = self.scene, self.active != nil,
                  !(self.active is IgnoredPress<NodeData, EdgeData>) else { return }
            self.consumePress()
            self.openContextMenu(for: hit, scene: scene)
        }
    }

    func cancelLongPress() {
        longPressToken += 1
    }

    /// Whether a press at `start` has become a drag at `location` (past the click threshold); a drag cancels the
    /// long-press menu.
    func pressBecomesDrag(from start: CGPoint, to location: CGPoint) -> Bool {
        guard clickClassifier.isDrag(from: start, to: location) else { return false }
        cancelLongPress()
        return true
    }

    // MARK: - Shared helpers

    /// Fires `onSelectionChange` once per change of the selected sets (the first observation only records).
    /// The sets are compared only after the scene's selection stamp moved, and the lists are built only for a
    /// listener.
    func observeSelection(in scene: Scene) {
        if let stamp = scene.selectionStamp {
            // Nothing selected or deselected since the last look: nothing to compare.
            if lastSelection != nil, stamp == lastSelectionStamp { return }
            lastSelectionStamp = stamp
            // Without a listener there is nothing to compare for: the sets (100,000 ids after select all) are
            // not read, and the listener's first observation records them.
            guard callbacks.onSelectionChange != nil else {
                lastSelection = nil
                return
            }
        }
        let current = (nodes: scene.selectedNodeIdSet, edges: scene.selectedEdgeIdSet)
        defer { lastSelection = current }
        guard let last = lastSelection, last.nodes != current.nodes || last.edges != current.edges,
              let onSelectionChange = callbacks.onSelectionChange else { return }
        onSelectionChange(scene.selectedNodes, scene.selectedEdges)
    }

    /// Shows `viewport` (clamped) and reports it; returns whether it changed.
    @discardableResult
    func commitViewport(_ viewport: Viewport, scene: Scene) -> Bool {
        let clamped = configuration.clamped(viewport)
        guard clamped != scene.viewport, clamped.x.isFinite, clamped.y.isFinite else { return false }
        output?.setViewport(clamped)
        callbacks.onViewportChange?(clamped)
        return true
    }

    /// Moves the viewport in one step (keyboard focus scrolling) with a whole move lifecycle.
    func jumpViewport(to viewport: Viewport, scene: Scene) {
        let start = scene.viewport
        guard configuration.clamped(viewport) != start else { return }
        callbacks.onMoveStart?(start)
        if commitViewport(viewport, scene: scene) { callbacks.onMove?(scene.viewport) }
        callbacks.onMoveEnd?(scene.viewport)
    }

    /// Records the graph as it is now, before a mutation the interaction is about to emit.
    func recordHistory(scene: Scene, coalescingKey: String? = nil) {
        scene.history.record(GraphSnapshot(nodes: scene.nodes, edges: scene.edges), coalescingKey: coalescingKey)
        keyboard.nudgeStepOpen = coalescingKey == KeyboardController<NodeData, EdgeData>.nudgeCoalescingKey
    }

    /// Closes the held-arrow nudge step so the next nudge becomes an undo step of its own.
    public func endNudgeStep() { keyboard.endNudgeStep() }

    func emit(nodes: [NodeChange<NodeData>], edges: [EdgeChange<EdgeData>] = []) {
        if !nodes.isEmpty { callbacks.onNodesChange?(nodes) }
        if !edges.isEmpty { callbacks.onEdgesChange?(edges) }
    }

    /// Selects exactly the given nodes and edges (among selectable ones when `elementsSelectable`).
    ///
    /// Costs O(k log k) for the k elements whose state changes, plus O(k) for the current selection, through
    /// the scene's selection sets; a large request (select all) walks the lists once instead.
    func select(nodeIds: Set<String>, edgeIds: Set<String>, scene: Scene) {
        guard configuration.elementsSelectable else { return }
        let nodeChanges = SelectionDiff.changes(
            wanted: nodeIds, selected: scene.selectedNodes, all: scene.nodes, lookup: { scene.node(id: $0) },
            index: { scene.listIndex(ofNode: $0) }, make: { NodeChange<NodeData>.selection($0, $1) })
        let edgeChanges = SelectionDiff.changes(
            wanted: edgeIds, selected: scene.selectedEdges, all: scene.edges, lookup: { scene.edge(id: $0) },
            index: { scene.listIndex(ofEdge: $0) }, make: { EdgeChange<EdgeData>.selection($0, $1) })
        emit(nodes: nodeChanges, edges: edgeChanges)
    }

    /// Whether the user may drag this node.
    func isDraggable(_ node: Node<NodeData>) -> Bool {
        configuration.nodesDraggable && node.draggable
    }

    func setCursor(_ cursor: CursorShape) {
        output?.setCursor(cursor)
    }

    // MARK: - Undo and redo (the other commands are `editing`'s)

    /// Restores the graph before the last recorded mutation.
    public func undo(scene: some CanvasSceneReading<NodeData, EdgeData>) { editing.undo(scene: scene) }
    /// Re-applies the last undone mutation.
    public func redo(scene: some CanvasSceneReading<NodeData, EdgeData>) { editing.redo(scene: scene) }
}

/// A press whose job is done (a long-press menu opened): moves and the release do nothing.
final class IgnoredPress<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    PointerGestureController {
    func pointerMove(to location: CGPoint, scene: any CanvasSceneReading<NodeData, EdgeData>) {}
    func pointerUp(at location: CGPoint, scene: any CanvasSceneReading<NodeData, EdgeData>) {}
}

/// A press on a node, edge or the pane, waiting to become a click or a drag.
struct ElementPress {
    var start: CGPoint
    var clickCount: Int
    var modifiers: EventModifiers
}
