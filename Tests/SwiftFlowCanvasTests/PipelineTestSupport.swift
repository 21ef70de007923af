import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// What the pipeline app saw: its @State after every evaluation, and the callbacks it received.
@MainActor
final class PipelineLog {
    var nodes: [Node<String>] = []
    var edges: [Edge<EmptyEdgeData>] = []
    var text = ""
    var events: [String] = []
    var viewports: [Viewport] = []
    var connections: [Connection] = []
    var buttonTaps = 0
    /// The `dragging` flag of node "a" each time the app's state changed while a drag ran.
    var draggingSeen: [Bool] = []

    func node(_ id: String) -> Node<String>? { nodes.first { $0.id == id } }
}

/// A window host that keeps the clipboard text in memory (what X11's CLIPBOARD selection does across processes).
@MainActor
final class PipelineHost: WindowHost {
    /// What is on the clipboard; `clipboard` views it as text (setting it stands for another program's copy).
    var clipboardContent: ClipboardContent?
    var clipboard: String? {
        get { clipboardContent?.plainText }
        set { clipboardContent = newValue.map(ClipboardContent.text) }
    }
    var cursors: [CursorShape] = []
    func setCursor(_ shape: CursorShape) { cursors.append(shape) }
    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) {
        completion(clipboardContent)
    }
    func setClipboard(_ content: ClipboardContent) { clipboardContent = content }
    func setNeedsRedraw() {}
}

/// The spec's sample app: nodes and edges in @State, changes applied with applyNodeChanges /
/// applyEdgeChanges / addEdge. Node "b" carries a Button and a TextField in its content.
struct PipelineApp: View {
    let log: PipelineLog
    @State var nodes: [Node<String>]
    @State var edges: [Edge<EmptyEdgeData>]
    @State var text = ""
    /// A dotted background and a panel at the bottom right in the overlay.
    var showsOverlay = false
    /// A pannable, zoomable minimap at the top right in the overlay.
    var showsMiniMap = false

    var body: some View {
        let log = log
        log.nodes = nodes
        log.edges = edges
        log.text = text
        return SwiftFlow(
            nodes: nodes, edges: edges,
            onNodesChange: { changes in
                nodes = applyNodeChanges(changes, nodes: nodes)
                if let a = nodes.first(where: { $0.id == "a" }), changes.contains(where: { $0.id == "a" }) {
                    log.draggingSeen.append(a.dragging)
                }
            },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
            onConnect: { connection in
                log.connections.append(connection)
                edges = addEdge(connection, edges: edges)
            },
            onViewportChange: { log.viewports.append($0) },
            onMoveStart: { _ in log.events.append("moveStart") },
            onMove: { _ in log.events.append("move") },
            onMoveEnd: { _ in log.events.append("moveEnd") },
            onSelectionChange: { nodes, _ in log.events.append("selection \(nodes.map(\.id).sorted())") },
            onNodeDragStart: { log.events.append("dragStart \($0.id)") },
            onNodeDragStop: { log.events.append("dragStop \($0.id)") },
            onNodeMouseEnter: { log.events.append("enter \($0.id)") },
            onNodeMouseLeave: { log.events.append("leave \($0.id)") },
            onNodeContextMenu: { log.events.append("contextMenu \($0.id)") },
            colorMode: .light
        ) { node in
            PipelineNodeView(node: node, log: log, text: $text)
        } overlay: {
            if showsOverlay {
                Background(variant: .dots)
                Panel(position: .bottomRight) {
                    Text("Fixed panel").padding(8).background(Color.red)
                }
                Controls()
            }
            if showsMiniMap { MiniMap(position: .topRight, pannable: true, zoomable: true) }
        }
    }
}

/// A node with a target handle on top and a source handle at the bottom; "b" also has a Button and a TextField.
struct PipelineNodeView: View {
    let node: Node<String>
    let log: PipelineLog
    @Binding var text: String

    var body: some View {
        ZStack {
            if node.id == "b" {
                VStack(spacing: 0) {
                    Button("Go") { log.buttonTaps += 1 }
                    TextField("Name", text: $text)
                }
            } else {
                Text(node.data)
            }
            Handle(nodeId: node.id, type: .target, position: .top)
            Handle(nodeId: node.id, type: .source, position: .bottom)
        }
        .frame(width: 100, height: 50)
    }
}

/// Drives a `PipelineApp` in a headless window through `WindowRoot.handle(_:)`.
///
/// The graph: a at (100, 100), b at (300, 100), c at (100, 300), each 100 × 50 at zoom 1 with the canvas at
/// the window's origin, so flow and window points coincide. Handles: targets at the top middle
/// (a (150, 100), b (350, 100), c (150, 300)), sources at the bottom middle (a (150, 150), b (350, 150),
/// c (150, 350)).
@MainActor
struct PipelineDriver {
    let log = PipelineLog()
    let host = PipelineHost()
    let root: WindowRoot

    static func graph(selected: Set<String> = []) -> [Node<String>] {
        [("a", 100.0, 100.0), ("b", 300, 100), ("c", 100, 300)].map { id, x, y in
            Node(id: id, position: XYPosition(x: x, y: y), data: id.uppercased(), width: 100, height: 50,
                 selected: selected.contains(id))
        }
    }

    init(nodes: [Node<String>] = PipelineDriver.graph(), edges: [Edge<EmptyEdgeData>] = [],
         showsOverlay: Bool = false, showsMiniMap: Bool = false) {
        let log = log
        root = WindowRoot(size: CGSize(width: 600, height: 500), textMeasurer: CairoTextMeasurer(), host: host) {
            PipelineApp(log: log, nodes: nodes, edges: edges, showsOverlay: showsOverlay, showsMiniMap: showsMiniMap)
        }
        root.update()
        root.update()
    }

    var canvas: TestCanvas? {
        CanvasHarness.canvas(in: root)
    }

    /// The first element of `type` in the window, for clicking controls at their real place.
    func element(named type: String) -> Element? {
        func find(_ element: Element) -> Element? {
            if String(describing: Swift.type(of: element)).hasPrefix(type) { return element }
            for child in element.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        return find(root.rootElement)
    }

    /// The centre of `element` in window points.
    func centre(of element: Element) -> CGPoint {
        let rect = element.convertToWindow(element.frame)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    func down(_ x: CGFloat, _ y: CGFloat, button: PointerButton = .primary, count: Int = 1,
              _ modifiers: EventModifiers = []) {
        root.handle(.pointerDown(location: CGPoint(x: x, y: y), button: button, clickCount: count,
                                 modifiers: modifiers))
    }

    func move(_ x: CGFloat, _ y: CGFloat, buttons: Set<PointerButton> = [.primary], _ modifiers: EventModifiers = []) {
        root.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: buttons, modifiers: modifiers))
    }

    func up(_ x: CGFloat, _ y: CGFloat, button: PointerButton = .primary, _ modifiers: EventModifiers = []) {
        root.handle(.pointerUp(location: CGPoint(x: x, y: y), button: button, modifiers: modifiers))
    }

    func click(_ x: CGFloat, _ y: CGFloat, button: PointerButton = .primary, count: Int = 1,
               _ modifiers: EventModifiers = []) {
        down(x, y, button: button, count: count, modifiers)
        up(x, y, button: button, modifiers)
    }

    func key(_ code: KeyCode, _ modifiers: EventModifiers = [], text: String? = nil) {
        root.handle(.keyDown(KeyEvent(keysym: code.rawValue, text: text, modifiers: modifiers)))
    }

    func type(_ character: Character) {
        let scalar = character.unicodeScalars.first.map(\.value) ?? 0
        root.handle(.keyDown(KeyEvent(keysym: scalar, text: String(character))))
    }
}
