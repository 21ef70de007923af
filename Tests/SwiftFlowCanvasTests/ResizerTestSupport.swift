import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// What a resizer test app saw: its node list after every evaluation, the change batches and callback events.
@MainActor
final class ResizerLog {
    var nodes: [Node<String>] = []
    var changes: [[NodeChange<String>]] = []
    var events: [String] = []

    func node(_ id: String) -> Node<String>? { nodes.first { $0.id == id } }

    /// "start 100x50"-style text for a callback.
    static func text(_ name: String, _ params: ResizeParams) -> String {
        func number(_ value: CGFloat) -> String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
        return "\(name) \(number(params.x)),\(number(params.y)) \(number(params.width))x\(number(params.height))"
    }
}

/// Nodes in @State with `applyNodeChanges`; each node's content is a label with `resizer(node)` as its overlay.
struct ResizerTestApp: View {
    let log: ResizerLog
    @State var nodes: [Node<String>]
    let nodeOrigin: NodeOrigin
    let snapToGrid: Bool
    /// A size for the label, so that nodes without `width`/`height` measure to it.
    let contentSize: CGSize?
    let resizer: (Node<String>) -> AnyView

    var body: some View {
        let log = log
        log.nodes = nodes
        let resizer = resizer
        return SwiftFlow(
            nodes: nodes, edges: [EmptyEdge](),
            onNodesChange: { changes in
                log.changes.append(changes)
                nodes = applyNodeChanges(changes, nodes: nodes)
            },
            onNodeDragStart: { log.events.append("dragStart \($0.id)") },
            snapToGrid: snapToGrid, colorMode: .light, nodeOrigin: nodeOrigin
        ) { node in
            if let size = contentSize {
                Text(node.data).frame(width: size.width, height: size.height).overlay { resizer(node) }
            } else {
                Text(node.data).overlay { resizer(node) }
            }
        }
    }
}

typealias EmptyEdge = Edge<EmptyEdgeData>

/// Drives a `ResizerTestApp` in a 600 × 500 window whose canvas starts at the window's origin at zoom 1, so
/// window and flow points coincide until `zoom(_:)`.
@MainActor
struct ResizerDriver {
    let log = ResizerLog()
    let host = PipelineHost()
    let root: WindowRoot

    /// Node "a": 100 × 50 at (100, 100).
    static let single = [Node<String>.box("a", 100, 100, 100, 50)]

    /// The app with `nodes`; every node shows `resizer(node)` (React Flow's whole frame by default). The
    /// change log starts empty after the first layout (which reports the nodes' sizes).
    init(nodes: [Node<String>] = ResizerDriver.single, nodeOrigin: NodeOrigin = .topLeft, snapToGrid: Bool = false,
         contentSize: CGSize? = nil,
         resizer: @escaping (Node<String>) -> AnyView = { _ in AnyView(NodeResizer()) }) {
        let log = log
        root = WindowRoot(size: CGSize(width: 600, height: 500), textMeasurer: CairoTextMeasurer(), host: host) {
            ResizerTestApp(log: log, nodes: nodes, nodeOrigin: nodeOrigin, snapToGrid: snapToGrid,
                           contentSize: contentSize, resizer: resizer)
        }
        root.update()
        root.update()
        log.changes = []
    }

    var canvas: TestCanvas? { CanvasHarness.canvas(in: root) }

    /// Moves the camera (flow × zoom + translation = window point).
    func zoom(_ zoom: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        canvas?.setViewport(Viewport(x: x, y: y, zoom: zoom))
        root.update()
        root.update()
    }

    /// Presses at `from`, moves through `through`, releases at the last point.
    func drag(from: CGPoint, through points: [CGPoint]) {
        root.handle(.pointerDown(location: from, button: .primary, clickCount: 1, modifiers: []))
        for point in points {
            root.handle(.pointerMove(location: point, buttons: [.primary], modifiers: []))
        }
        root.handle(.pointerUp(location: points.last ?? from, button: .primary, modifiers: []))
        root.update()
    }

    func drag(from: (CGFloat, CGFloat), to: (CGFloat, CGFloat)) {
        drag(from: CGPoint(x: from.0, y: from.1), through: [CGPoint(x: to.0, y: to.1)])
    }

    func hover(_ x: CGFloat, _ y: CGFloat) {
        root.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: [], modifiers: []))
        root.update()
    }

    func key(_ code: KeyCode, _ modifiers: EventModifiers = []) {
        root.handle(.keyDown(KeyEvent(keysym: code.rawValue, modifiers: modifiers)))
        root.update()
    }

    /// The node's `position` and size (fixed `width`/`height`).
    func frame(_ id: String) -> CGRect? {
        guard let node = log.node(id), let width = node.width, let height = node.height else { return nil }
        return CGRect(x: node.position.x, y: node.position.y, width: width, height: height)
    }
}
