import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// The minimap scene most tests share, worked out by hand.
///
/// A 400 × 300 canvas at viewport (0, 0, zoom 2) shows the flow rectangle (0, 0, 200, 150). Nodes a (0, 0,
/// 100 × 40) and b (300, 200, 100 × 40) span (0, 0)–(400, 240), so the bounds are (0, 0, 400, 240):
/// viewScale = max(400 / 200, 240 / 150) = 2, offset = 5 · 2 = 10, view box (−10, −40 − 0, 420, 320)
/// (y: 0 − (300 − 240) / 2 − 10 = −40), scale = min(200 / 420, 150 / 320) = 0.46875, translation
/// x = (200 − 420 · 0.46875) / 2 + 10 · 0.46875 = 6.25, y = 0 + 40 · 0.46875 = 18.75. The map sits at the
/// bottom right, 15 points in: (185, 135, 200, 150). So flow (x, y) is drawn at window
/// (191.25 + 0.46875 x, 153.75 + 0.46875 y): node a covers (191.25, 153.75)–(238.125, 172.5), node b
/// (331.875, 247.5)–(378.75, 266.25), the viewport rectangle (191.25, 153.75)–(285, 224.0625).
@MainActor
enum MiniMapScene {
    static let nodes: [Node<String>] = [.box("a", 0, 0), .box("b", 300, 200)]
    static let viewport = Viewport(x: 0, y: 0, zoom: 2)
    static let mapFrame = CGRect(x: 185, y: 135, width: 200, height: 150)

    /// The window point where flow `point` is drawn.
    static func window(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: 191.25 + 0.46875 * x, y: 153.75 + 0.46875 * y)
    }

    /// A 400 × 300 window with one canvas of `nodes` showing `overlay`, at `viewport`.
    static func root<Overlay: View>(nodes: [Node<String>] = nodes, instance: SwiftFlowInstance,
                                    colorMode: ColorMode = .light,
                                    accessibility: AccessibilityConfig = .default,
                                    @ViewBuilder overlay: @escaping () -> Overlay) -> WindowRoot {
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                      colorMode: colorMode, accessibilityConfig: accessibility,
                      nodeContent: { _ in EmptyView() }, overlay: overlay)
        }
        instance.setViewport(viewport)
        root.update()
        return root
    }

    /// Every minimap element in the window, in tree order.
    static func maps(in root: WindowRoot) -> [MiniMapElement] {
        var found: [MiniMapElement] = []
        func visit(_ element: Element) {
            if let map = element as? MiniMapElement { found.append(map) }
            for child in element.children { visit(child) }
        }
        visit(root.rootElement)
        return found
    }

    /// A press at `from`, moves through `points`, and a release at the last one (window points).
    static func drag(_ root: WindowRoot, from start: CGPoint, through points: [CGPoint]) {
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        for point in points {
            root.handle(.pointerMove(location: point, buttons: [.primary], modifiers: []))
        }
        root.handle(.pointerUp(location: points.last ?? start, button: .primary, modifiers: []))
    }

    /// A press and release at `point`.
    static func click(_ root: WindowRoot, at point: CGPoint) {
        drag(root, from: point, through: [])
    }
}
