import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// What an overlay test app saw: its lists after every evaluation, the changes it received, button taps.
@MainActor
final class OverlayLog {
    var nodes: [Node<String>] = []
    var edges: [Edge<EmptyEdgeData>] = []
    var nodeChanges: [NodeChange<String>] = []
    var edgeChanges: [EdgeChange<EmptyEdgeData>] = []
    var taps: [String] = []

    func node(_ id: String) -> Node<String>? { nodes.first { $0.id == id } }
    func edge(_ id: String) -> Edge<EmptyEdgeData>? { edges.first { $0.id == id } }
}

/// How the test app decorates its nodes with a `NodeToolbar`.
struct ToolbarSetup {
    var isVisible: Bool? = true
    var position = ToolbarPosition.top
    var align = ToolbarAlign.center
    var offset: CGFloat = 10
    /// Only these nodes get a toolbar (nil: all).
    var nodeIds: Set<String>?
}

/// A canvas app with its lists in @State. Each node shows its name; with a `toolbar` setup each node view
/// carries a NodeToolbar holding a 40 × 20 button "Tool <id>", so the toolbar's box is 48 × 28 (4 points of
/// padding). `edgeContent` and `overlay` are passed through.
struct OverlayApp<Overlay: View>: View {
    let log: OverlayLog
    @State var nodes: [Node<String>]
    @State var edges: [Edge<EmptyEdgeData>]
    var toolbar: ToolbarSetup?
    var edgeContent: ((Edge<EmptyEdgeData>, EdgePathResult) -> AnyView)?
    var theme = SwiftFlowTheme.default
    var colorMode = ColorMode.light
    @ViewBuilder var overlay: () -> Overlay

    var body: some View {
        let log = log, toolbar = toolbar
        log.nodes = nodes
        log.edges = edges
        return SwiftFlow(
            nodes: nodes, edges: edges, edgeContent: edgeContent,
            onNodesChange: { changes in
                log.nodeChanges.append(contentsOf: changes)
                nodes = applyNodeChanges(changes, nodes: nodes)
            },
            onEdgesChange: { changes in
                log.edgeChanges.append(contentsOf: changes)
                edges = applyEdgeChanges(changes, edges: edges)
            },
            theme: theme, colorMode: colorMode
        ) { node in
            Text(node.data).overlay {
                if let toolbar, toolbar.nodeIds?.contains(node.id) ?? true {
                    NodeToolbar(isVisible: toolbar.isVisible, position: toolbar.position, align: toolbar.align,
                                offset: toolbar.offset) {
                        Button("Tool \(node.id)") { log.taps.append(node.id) }.frame(width: 40, height: 20)
                    }
                }
            }
        } overlay: {
            overlay()
        }
    }
}

extension OverlayApp where Overlay == EmptyView {
    init(log: OverlayLog, nodes: [Node<String>], edges: [Edge<EmptyEdgeData>] = [], toolbar: ToolbarSetup? = nil,
         edgeContent: ((Edge<EmptyEdgeData>, EdgePathResult) -> AnyView)? = nil,
         theme: SwiftFlowTheme = .default, colorMode: ColorMode = .light) {
        self.init(log: log, nodes: nodes, edges: edges, toolbar: toolbar, edgeContent: edgeContent, theme: theme,
                  colorMode: colorMode, overlay: { EmptyView() })
    }
}

/// Drives a window through `WindowRoot.handle(_:)` and finds what the overlays show.
@MainActor
struct OverlayDriver {
    let root: WindowRoot

    init<Content: View>(width: CGFloat = 600, height: CGFloat = 400, @ViewBuilder content: () -> Content) {
        root = CanvasHarness.root(width: width, height: height, content: content)
    }

    init(root: WindowRoot) {
        self.root = root
    }

    var canvas: TestCanvas? { CanvasHarness.canvas(in: root) }

    /// Every element of `type` in the window, in tree order.
    func elements<T: Element>(_ type: T.Type) -> [T] {
        var result: [T] = []
        func walk(_ element: Element) {
            if let match = element as? T { result.append(match) }
            element.children.forEach(walk)
        }
        walk(root.rootElement)
        return result
    }

    /// The accessibility tree's buttons, flattened, by label.
    var buttons: [String: CGRect] {
        var result: [String: CGRect] = [:]
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                if node.role == .button { result[node.label] = node.frame }
                walk(node.children)
            }
        }
        walk(root.accessibilityTree())
        return result
    }

    /// The boxes of the node toolbars that show, in window points (the canvases sit at the window's top).
    var shownToolbarBoxes: [CGRect] {
        elements(NodeToolbarElement.self).filter(\.isShown).map(\.box)
    }

    /// The label of the button whose subtree the window hit-tests at `point`, if any.
    func buttonLabel(at point: CGPoint) -> String? {
        var element = root.rootElement.hitTest(point)
        while let current = element {
            if current.accessibilityRole == .button {
                return buttons.first { $0.value == current.convertToWindow(current.frame) }?.key
            }
            element = current.parent
        }
        return nil
    }

    func click(_ point: CGPoint, _ modifiers: EventModifiers = []) {
        root.handle(.pointerDown(location: point, button: .primary, clickCount: 1, modifiers: modifiers))
        root.handle(.pointerUp(location: point, button: .primary, modifiers: modifiers))
        root.update()
    }

    func drag(from start: CGPoint, by delta: CGSize) {
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        for step in 1...3 {
            let t = CGFloat(step) / 3
            root.handle(.pointerMove(location: CGPoint(x: start.x + delta.width * t, y: start.y + delta.height * t),
                                     buttons: [.primary], modifiers: []))
        }
        let end = CGPoint(x: start.x + delta.width, y: start.y + delta.height)
        root.handle(.pointerUp(location: end, button: .primary, modifiers: []))
        root.update()
    }
}

extension CGRect {
    /// Whether every coordinate is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: CGFloat = 0.001) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    var centre: CGPoint { CGPoint(x: midX, y: midY) }
}
