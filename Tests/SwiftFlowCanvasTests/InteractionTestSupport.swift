import Foundation
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A handle of the fake scene: a 6 × 6 box around `center` (flow coordinates).
struct FakeHandle {
    var nodeId: String
    var handleId: String?
    var type: HandleType
    var center: CGPoint
    var position: Position
    var isConnectable = true
}

/// A scene with hand-placed geometry: nodes are their `position`/`width`/`height`, edges and reconnection
/// anchors are rectangles, hit-testing goes anchors → handles → nodes (last on top) → edges → pane.
@MainActor
final class FakeScene: CanvasSceneReading {
    typealias NodeData = String
    typealias EdgeData = EmptyEdgeData

    var nodes: [Node<String>]
    var edges: [Edge<EmptyEdgeData>]
    var viewport = Viewport()
    var viewSize = CGSize(width: 800, height: 600)
    var handles: [FakeHandle] = []
    var edgeRects: [String: CGRect] = [:]
    var anchorRects: [(edgeId: String, end: HandleType, rect: CGRect)] = []
    var controlRects: [(nodeId: String, rect: CGRect)] = []
    var history = History<GraphSnapshot<String, EmptyEdgeData>>(limit: 50)
    var clipboard: ClipboardPayload<String, EmptyEdgeData>?
    var focusedElement: CanvasFocusElement?
    var hasKeyboardFocus = false

    init(nodes: [Node<String>], edges: [Edge<EmptyEdgeData>] = []) {
        self.nodes = nodes
        self.edges = edges
    }

    func geometry(of nodeId: String) -> NodeGeometry? {
        NodeLookup(nodes: nodes).geometry(nodeId)
    }

    func hit(at viewPoint: CGPoint) -> CanvasHit {
        let point = viewport.screenToFlow(viewPoint)
        if let anchor = anchorRects.last(where: { $0.rect.contains(point) }) {
            return .edgeAnchor(edgeId: anchor.edgeId, end: anchor.end)
        }
        if let control = controlRects.last(where: { $0.rect.contains(point) }) {
            return .control(nodeId: control.nodeId)
        }
        if let handle = handles.last(where: { frame(of: $0).contains(point) }) {
            return .handle(nodeId: handle.nodeId, handleId: handle.handleId, type: handle.type)
        }
        let lookup = NodeLookup(nodes: nodes)
        if let node = nodes.last(where: { !$0.hidden && (lookup.bounds(of: $0.id)?.contains(point) ?? false) }) {
            return .node(id: node.id)
        }
        if let edge = edges.last(where: { edgeRects[$0.id]?.contains(point) ?? false }) {
            return .edge(id: edge.id)
        }
        return .pane
    }

    func handleAnchors(near flowPoint: CGPoint, radius: CGFloat) -> [HandleAnchor] {
        handles.compactMap { anchor(for: $0) }.filter {
            hypot($0.center.x - flowPoint.x, $0.center.y - flowPoint.y) <= radius
        }
    }

    func handleAnchor(nodeId: String, handleId: String?, type: HandleType) -> HandleAnchor? {
        handles.first { $0.nodeId == nodeId && $0.handleId == handleId && $0.type == type }.flatMap(anchor(for:))
    }

    func handlePosition(nodeId: String, handleId: String?, type: HandleType) -> Position? {
        handles.first { $0.nodeId == nodeId && $0.handleId == handleId && $0.type == type }?.position
    }

    func nodeIds(in flowRect: CGRect, partially: Bool) -> [String] {
        let lookup = NodeLookup(nodes: nodes)
        return nodes.filter { node in
            guard !node.hidden, let bounds = lookup.bounds(of: node.id) else { return false }
            return partially ? bounds.intersects(flowRect) : flowRect.contains(bounds)
        }.map(\.id)
    }

    func edgeEndpoints(of edgeId: String) -> (source: CGPoint, target: CGPoint)? {
        guard let edge = edges.first(where: { $0.id == edgeId }),
              let source = handleAnchor(nodeId: edge.source, handleId: edge.sourceHandle, type: .source),
              let target = handleAnchor(nodeId: edge.target, handleId: edge.targetHandle, type: .target)
        else { return nil }
        return (source.center, target.center)
    }

    private func frame(of handle: FakeHandle) -> CGRect {
        CGRect(x: handle.center.x - 3, y: handle.center.y - 3, width: 6, height: 6)
    }

    private func anchor(for handle: FakeHandle) -> HandleAnchor? {
        guard let node = nodes.first(where: { $0.id == handle.nodeId }) else { return nil }
        return HandleAnchor(nodeId: handle.nodeId, handleId: handle.handleId, type: handle.type,
                            center: handle.center, isConnectable: handle.isConnectable && node.connectable)
    }
}

/// Records what the interaction asks of the canvas; timers wait until the test fires them.
@MainActor
final class RecordingOutput: CanvasInteractionOutput {
    let scene: FakeScene
    var viewports: [Viewport] = []
    /// Animated camera moves asked for; the canvas runs (and reports) them, so the fake scene keeps its viewport.
    var animatedViewports: [Viewport] = []
    var connections: [ActiveConnection?] = []
    var selectionRects: [CGRect?] = []
    var cursors: [CursorShape] = []
    var redraws = 0
    /// What is on the clipboard; `clipboard` views it as text (setting it stands for another program's copy).
    var clipboardContent: ClipboardContent?
    var clipboard: String? {
        get { clipboardContent?.plainText }
        set { clipboardContent = newValue.map(ClipboardContent.text) }
    }
    var timers: [(delay: TimeInterval, action: @MainActor () -> Void)] = []

    init(scene: FakeScene) {
        self.scene = scene
    }

    func setViewport(_ viewport: Viewport) {
        viewports.append(viewport)
        scene.viewport = viewport
    }

    func animateViewport(to viewport: Viewport) { animatedViewports.append(viewport) }
    func setActiveConnection(_ connection: ActiveConnection?) { connections.append(connection) }
    func setSelectionRect(_ rect: CGRect?) { selectionRects.append(rect) }
    func setCursor(_ cursor: CursorShape) { cursors.append(cursor) }
    func requestRedraw() { redraws += 1 }
    func writeClipboard(_ content: ClipboardContent) { clipboardContent = content }
    func readClipboard(completion: @escaping @MainActor (ClipboardContent?) -> Void) {
        completion(clipboardContent)
    }

    func scheduleTimer(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        timers.append((seconds, action))
    }

    /// Runs the timers scheduled so far (not the ones they schedule), optionally only those of `delay`.
    func fireTimers(delay: TimeInterval? = nil) {
        let due = timers.filter { delay == nil || $0.delay == delay }
        timers.removeAll { delay == nil || $0.delay == delay }
        for timer in due { timer.action() }
    }
}

/// An interaction wired to a fake scene: changes are applied to the scene at once, and every callback
/// is logged as a line.
@MainActor
final class Harness {
    let scene: FakeScene
    let output: RecordingOutput
    let interaction = CanvasInteraction<String, EmptyEdgeData>()
    var log: [String] = []
    var nodeChanges: [[NodeChange<String>]] = []
    var edgeChanges: [[EdgeChange<EmptyEdgeData>]] = []
    var connects: [Connection] = []
    var reconnects: [(edge: String, connection: Connection)] = []
    var viewportChanges: [Viewport] = []

    init(
        nodes: [Node<String>], edges: [Edge<EmptyEdgeData>] = [],
        configure: (inout CanvasConfiguration) -> Void = { _ in }
    ) {
        scene = FakeScene(nodes: nodes, edges: edges)
        output = RecordingOutput(scene: scene)
        var configuration = CanvasConfiguration()
        configure(&configuration)
        interaction.configuration = configuration
        interaction.output = output
        interaction.callbacks = makeCallbacks()
        interaction.sceneDidUpdate(scene)
    }

    private func makeCallbacks() -> CanvasCallbacks<String, EmptyEdgeData> {
        var callbacks = CanvasCallbacks<String, EmptyEdgeData>()
        callbacks.onNodesChange = { [unowned self] changes in
            nodeChanges.append(changes)
            scene.nodes = applyNodeChanges(changes, nodes: scene.nodes)
            interaction.sceneDidUpdate(scene)
        }
        callbacks.onEdgesChange = { [unowned self] changes in
            edgeChanges.append(changes)
            scene.edges = applyEdgeChanges(changes, edges: scene.edges)
            interaction.sceneDidUpdate(scene)
        }
        callbacks.onConnect = { [unowned self] in connects.append($0); log.append("connect") }
        callbacks.onConnectStart = { [unowned self] params in
            log.append("connectStart \(params.nodeId ?? "-") \(params.handleId ?? "-")")
        }
        callbacks.onConnectEnd = { [unowned self] in log.append("connectEnd") }
        callbacks.onViewportChange = { [unowned self] in viewportChanges.append($0) }
        callbacks.onMoveStart = { [unowned self] _ in log.append("moveStart") }
        callbacks.onMove = { [unowned self] _ in log.append("move") }
        callbacks.onMoveEnd = { [unowned self] _ in log.append("moveEnd") }
        callbacks.onSelectionChange = { [unowned self] nodes, edges in
            log.append("selection \(nodes.map(\.id).joined(separator: ","))|\(edges.map(\.id).joined(separator: ","))")
        }
        callbacks.onPaneClick = { [unowned self] in log.append("paneClick") }
        callbacks.onNodeClick = { [unowned self] in log.append("nodeClick \($0.id)") }
        callbacks.onNodeDoubleClick = { [unowned self] in log.append("nodeDoubleClick \($0.id)") }
        callbacks.onNodeDragStart = { [unowned self] in log.append("dragStart \($0.id) \($0.position)") }
        callbacks.onNodeDrag = { [unowned self] in log.append("drag \($0.id) \($0.position)") }
        callbacks.onNodeDragStop = { [unowned self] in log.append("dragStop \($0.id) \($0.position)") }
        callbacks.onSelectionDragStart = { [unowned self] in log.append("selectionDragStart \(ids($0))") }
        callbacks.onSelectionDrag = { [unowned self] in log.append("selectionDrag \(ids($0))") }
        callbacks.onSelectionDragStop = { [unowned self] in log.append("selectionDragStop \(ids($0))") }
        callbacks.onNodeMouseEnter = { [unowned self] in log.append("nodeEnter \($0.id)") }
        callbacks.onNodeMouseLeave = { [unowned self] in log.append("nodeLeave \($0.id)") }
        callbacks.onNodeContextMenu = { [unowned self] in log.append("nodeMenu \($0.id)") }
        callbacks.onEdgeClick = { [unowned self] in log.append("edgeClick \($0.id)") }
        callbacks.onEdgeDoubleClick = { [unowned self] in log.append("edgeDoubleClick \($0.id)") }
        callbacks.onEdgeMouseEnter = { [unowned self] in log.append("edgeEnter \($0.id)") }
        callbacks.onEdgeMouseLeave = { [unowned self] in log.append("edgeLeave \($0.id)") }
        callbacks.onEdgeContextMenu = { [unowned self] in log.append("edgeMenu \($0.id)") }
        callbacks.onPaneContextMenu = { [unowned self] in log.append("paneMenu") }
        callbacks.onNodesDelete = { [unowned self] in log.append("nodesDelete \(ids($0))") }
        callbacks.onEdgesDelete = { [unowned self] in log.append("edgesDelete \($0.map(\.id).joined(separator: ","))") }
        callbacks.onDelete = { [unowned self] nodes, edges in
            log.append("delete \(ids(nodes))|\(edges.map(\.id).joined(separator: ","))")
        }
        return callbacks
    }

    private func ids(_ nodes: [Node<String>]) -> String { nodes.map(\.id).joined(separator: ",") }

    /// Replaces one callback (or several) and keeps the rest.
    func setCallbacks(_ change: (inout CanvasCallbacks<String, EmptyEdgeData>) -> Void) {
        change(&interaction.callbacks)
    }

    @discardableResult
    func down(_ x: CGFloat, _ y: CGFloat, button: PointerButton = .primary, count: Int = 1,
              _ modifiers: EventModifiers = []) -> Bool {
        interaction.handle(.pointerDown(location: CGPoint(x: x, y: y), button: button, clickCount: count,
                                        modifiers: modifiers), scene: scene)
    }

    @discardableResult
    func move(_ x: CGFloat, _ y: CGFloat, buttons: Set<PointerButton> = [.primary],
              _ modifiers: EventModifiers = []) -> Bool {
        interaction.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: buttons, modifiers: modifiers),
                           scene: scene)
    }

    @discardableResult
    func up(_ x: CGFloat, _ y: CGFloat, button: PointerButton = .primary, _ modifiers: EventModifiers = []) -> Bool {
        interaction.handle(.pointerUp(location: CGPoint(x: x, y: y), button: button, modifiers: modifiers),
                           scene: scene)
    }

    func click(_ x: CGFloat, _ y: CGFloat, count: Int = 1, _ modifiers: EventModifiers = []) {
        down(x, y, count: count, modifiers)
        up(x, y, modifiers)
    }

    @discardableResult
    func scroll(_ x: CGFloat, _ y: CGFloat, dx: CGFloat = 0, dy: CGFloat, _ modifiers: EventModifiers = []) -> Bool {
        interaction.handle(.scroll(location: CGPoint(x: x, y: y), deltaX: dx, deltaY: dy, modifiers: modifiers),
                           scene: scene)
    }

    @discardableResult
    func key(_ keysym: UInt32, _ modifiers: EventModifiers = [], isRepeat: Bool = false) -> Bool {
        interaction.handle(.keyDown(KeyEvent(keysym: keysym, modifiers: modifiers, isRepeat: isRepeat)), scene: scene)
    }

    @discardableResult
    func key(_ code: KeyCode, _ modifiers: EventModifiers = []) -> Bool {
        key(code.rawValue, modifiers)
    }

    /// The log without hover enter/leave lines.
    var actions: [String] {
        let hover = ["nodeEnter ", "nodeLeave ", "edgeEnter ", "edgeLeave "]
        return log.filter { line in !hover.contains { line.hasPrefix($0) } }
    }

    func node(_ id: String) -> Node<String>? { scene.nodes.first { $0.id == id } }
    func edge(_ id: String) -> Edge<EmptyEdgeData>? { scene.edges.first { $0.id == id } }

    /// Forgets what was recorded so far.
    func clear() {
        log.removeAll()
        nodeChanges.removeAll()
        edgeChanges.removeAll()
        viewportChanges.removeAll()
        output.viewports.removeAll()
        output.cursors.removeAll()
    }
}

/// The standard test graph: `a` at (100, 100) and `b` at (300, 100), 100 × 50 each, joined by `e1`
/// (a's source handle "a-s" at (200, 125) → b's target handle "b-t" at (300, 125)); `c` at (300, 300)
/// with target handle "c-t" at (300, 325). Every node also has the other handle type: "a-t" at
/// (100, 125), "b-s" at (400, 125), "c-s" at (400, 325). The edge's hit box is the gap between a and b.
enum TestGraph {
    static func nodes(selected: Set<String> = []) -> [Node<String>] {
        [
            Node(id: "a", position: XYPosition(x: 100, y: 100), data: "A", width: 100, height: 50,
                 selected: selected.contains("a")),
            Node(id: "b", position: XYPosition(x: 300, y: 100), data: "B", width: 100, height: 50,
                 selected: selected.contains("b")),
            Node(id: "c", position: XYPosition(x: 300, y: 300), data: "C", width: 100, height: 50,
                 selected: selected.contains("c")),
        ]
    }

    static func edges(selected: Bool = false, reconnectable: Bool = false) -> [Edge<EmptyEdgeData>] {
        [Edge(id: "e1", source: "a", target: "b", sourceHandle: "a-s", targetHandle: "b-t", selected: selected,
              reconnectable: reconnectable)]
    }

    @MainActor
    static func harness(
        selected: Set<String> = [], edgeSelected: Bool = false, reconnectable: Bool = false,
        configure: (inout CanvasConfiguration) -> Void = { _ in }
    ) -> Harness {
        let harness = Harness(nodes: nodes(selected: selected),
                              edges: edges(selected: edgeSelected, reconnectable: reconnectable), configure: configure)
        harness.scene.handles = [
            FakeHandle(nodeId: "a", handleId: "a-s", type: .source, center: CGPoint(x: 200, y: 125), position: .right),
            FakeHandle(nodeId: "a", handleId: "a-t", type: .target, center: CGPoint(x: 100, y: 125), position: .left),
            FakeHandle(nodeId: "b", handleId: "b-t", type: .target, center: CGPoint(x: 300, y: 125), position: .left),
            FakeHandle(nodeId: "b", handleId: "b-s", type: .source, center: CGPoint(x: 400, y: 125), position: .right),
            FakeHandle(nodeId: "c", handleId: "c-t", type: .target, center: CGPoint(x: 300, y: 325), position: .left),
            FakeHandle(nodeId: "c", handleId: "c-s", type: .source, center: CGPoint(x: 400, y: 325), position: .right),
        ]
        harness.scene.edgeRects = ["e1": CGRect(x: 210, y: 120, width: 80, height: 10)]
        return harness
    }
}
