import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// What an `ControlsApp` saw: its @State after every evaluation and the callbacks it received.
@MainActor
final class ControlsLog {
    var nodes: [Node<String>] = []
    var edges: [Edge<EmptyEdgeData>] = []
    var events: [String] = []

    func node(_ id: String) -> Node<String>? { nodes.first { $0.id == id } }
}

/// A canvas app with nodes and edges in @State (changes applied as the spec's samples do) and an overlay.
struct ControlsApp<Overlay: View>: View {
    let log: ControlsLog
    var instance: SwiftFlowInstance?
    var colorMode: ColorMode = .light
    var accessibilityConfig: AccessibilityConfig = .default
    @State var nodes: [Node<String>]
    @State var edges: [Edge<EmptyEdgeData>] = []
    @ViewBuilder let overlay: () -> Overlay

    var body: some View {
        let log = log
        log.nodes = nodes
        log.edges = edges
        return SwiftFlow(
            nodes: nodes, edges: edges, swiftFlowInstance: instance,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onEdgesChange: { edges = applyEdgeChanges($0, edges: edges) },
            onConnect: { connection in
                log.events.append("connect \(connection.source)→\(connection.target)")
                edges = addEdge(connection, edges: edges)
            },
            onPaneClick: { log.events.append("paneClick") },
            onNodeDragStart: { log.events.append("dragStart \($0.id)") },
            colorMode: colorMode,
            accessibilityConfig: accessibilityConfig
        ) { node in
            ControlsNodeView(node: node)
        } overlay: {
            overlay()
        }
    }
}

/// A 100 × 50 node with a target handle on top and a source handle at the bottom.
struct ControlsNodeView: View {
    let node: Node<String>

    var body: some View {
        ZStack {
            Text(node.data)
            Handle(nodeId: node.id, type: .target, position: .top)
            Handle(nodeId: node.id, type: .source, position: .bottom)
        }
        .frame(width: 100, height: 50)
    }
}

/// Drives a window holding `ControlsApp`s through `WindowRoot.handle(_:)`.
///
/// The default graph: a at (100, 100), b at (300, 100), c at (100, 300), each 100 × 50; at zoom 1 with the
/// canvas at the window's origin flow and window points coincide. Handles: targets at the top middle
/// (a (150, 100), b (350, 100)), sources at the bottom middle (a (150, 150), b (350, 150)).
@MainActor
struct ControlsDriver {
    let root: WindowRoot

    static func graph() -> [Node<String>] {
        [("a", 100.0, 100.0), ("b", 300, 100), ("c", 100, 300)].map { id, x, y in
            Node(id: id, position: XYPosition(x: x, y: y), data: id.uppercased(), width: 100, height: 50)
        }
    }

    init<Content: View>(width: CGFloat = 600, height: CGFloat = 400, @ViewBuilder content: () -> Content) {
        root = WindowRoot(size: CGSize(width: width, height: height), textMeasurer: CairoTextMeasurer(),
                          host: PipelineHost(), content: content)
        root.update()
        root.update()
    }

    /// One canvas of the default graph with `overlay`.
    init<Overlay: View>(log: ControlsLog, width: CGFloat = 600, height: CGFloat = 400,
                        instance: SwiftFlowInstance? = nil, colorMode: ColorMode = .light,
                        accessibilityConfig: AccessibilityConfig = .default,
                        @ViewBuilder overlay: @escaping () -> Overlay) {
        self.init(width: width, height: height) {
            ControlsApp(log: log, instance: instance, colorMode: colorMode,
                       accessibilityConfig: accessibilityConfig, nodes: ControlsDriver.graph(), overlay: overlay)
        }
    }

    /// Every element of the window, depth first.
    var elements: [Element] {
        var result: [Element] = []
        func walk(_ element: Element) {
            result.append(element)
            element.children.forEach(walk)
        }
        walk(root.rootElement)
        return result
    }

    /// The canvases of the window, in tree order.
    var canvases: [TestCanvas] { elements.compactMap { $0 as? TestCanvas } }

    var canvas: TestCanvas? { canvases.first }

    /// The accessibility tree's buttons, in tree order.
    var buttons: [AccessibilityNode] {
        func collect(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
            nodes.flatMap { $0.role == .button ? [$0] : collect($0.children) }
        }
        return collect(root.accessibilityTree())
    }

    /// The frames of the buttons labelled `label`, in tree order.
    func frames(of label: String) -> [CGRect] {
        buttons.filter { $0.label == label }.map(\.frame)
    }

    /// Clicks the centre of the `index`th button labelled `label`; records an issue when there is none.
    func press(_ label: String, index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = frames(of: label)
        guard index < frames.count else {
            Issue.record("no button \(label) #\(index)", sourceLocation: sourceLocation)
            return
        }
        click(frames[index].midX, frames[index].midY)
    }

    func down(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerDown(location: CGPoint(x: x, y: y), button: .primary, clickCount: 1,
                                 modifiers: modifiers))
    }

    func move(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: [.primary], modifiers: modifiers))
    }

    func hover(_ x: CGFloat, _ y: CGFloat) {
        root.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: [], modifiers: []))
    }

    func up(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        root.handle(.pointerUp(location: CGPoint(x: x, y: y), button: .primary, modifiers: modifiers))
    }

    func click(_ x: CGFloat, _ y: CGFloat, _ modifiers: EventModifiers = []) {
        down(x, y, modifiers)
        up(x, y, modifiers)
    }

    /// Presses at the first point, moves through the others and releases at the last.
    func drag(_ points: [(CGFloat, CGFloat)], _ modifiers: EventModifiers = []) {
        guard let first = points.first, let last = points.last else { return }
        down(first.0, first.1, modifiers)
        for point in points.dropFirst() { move(point.0, point.1, modifiers) }
        up(last.0, last.1, modifiers)
    }
}
