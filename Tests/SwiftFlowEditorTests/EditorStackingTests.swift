import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Draw and hit order in the editor, as React Flow 12 stacks nodes by default (`zIndexMode` 'basic'): a node
/// being dragged (selected) is raised above everything, a child draws above its parent, and a later top-level
/// node draws above an earlier group, so a node dropped on a group stays in sight.
@MainActor
@Suite struct EditorStackingTests {
    /// g, a parent at (100, 100), 300 × 200, holds c at (20, 20) (on the canvas (120, 120)–(220, 160)); t, a
    /// top-level node after them in the list, is 100 × 40 at (600, 400). (g is a plain node, not a `group`, so
    /// that its label is drawn and shows where it is stacked; z-order treats every node with children alike.)
    private static let graph = """
    {"nodes": [
      {"id": "g", "position": {"x": 100, "y": 100}, "data": {"label": "G"}, "width": 300, "height": 200},
      {"id": "c", "parentId": "g", "position": {"x": 20, "y": 20}, "data": {"label": "C"}, "width": 100, "height": 40},
      {"id": "t", "position": {"x": 600, "y": 400}, "data": {"label": "T"}, "width": 100, "height": 40}
     ], "edges": [], "viewport": {"x": 0, "y": 0, "zoom": 1}}
    """

    /// The node labels in the order they are drawn, bottom to top.
    private func drawOrder(_ harness: EditorHarness) -> [String] {
        harness.texts().filter { ["G", "C", "T"].contains($0) }
    }

    @Test func aNodeDraggedOverAGroupDrawsAboveItAndStaysAboveAfterTheDrop() throws {
        let harness = try EditorHarness(graph: Self.graph)
        // z: g 0, c 1 (its parent's + 1), t 0: g, then t (later in the list), then c.
        #expect(drawOrder(harness) == ["G", "T", "C"], "\(harness.texts())")

        // Press on t and move it by (−350, −200) to (250, 200)–(350, 240): over g, clear of c.
        let start = harness.window(CGPoint(x: 650, y: 420))
        let end = harness.window(CGPoint(x: 300, y: 220))
        harness.root.handle(.pointerMove(location: start, buttons: [], modifiers: []))
        harness.root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        for step in 1...4 {
            let f = CGFloat(step) / 4
            harness.root.handle(.pointerMove(location: CGPoint(x: start.x + (end.x - start.x) * f,
                                                               y: start.y + (end.y - start.y) * f),
                                             buttons: [.primary], modifiers: []))
        }
        harness.settle()
        // While dragged: on top of the group and its child.
        #expect(drawOrder(harness).last == "T", "\(drawOrder(harness))")
        harness.root.handle(.pointerUp(location: end, button: .primary, modifiers: []))
        harness.settle()
        #expect(harness.node("t")?.position == XYPosition(x: 250, y: 200))
        #expect(harness.node("t")?.parentId == nil)
        #expect(drawOrder(harness).last == "T")

        // Deselected (a click on the empty pane), t still draws above g: it is later in the list at the same z.
        harness.click(harness.window(CGPoint(x: 900, y: 700)))
        #expect(harness.node("t")?.selected == false)
        let order = drawOrder(harness)
        #expect((order.firstIndex(of: "G") ?? 99) < (order.firstIndex(of: "T") ?? -1), "\(order)")
        // The child still draws above its parent.
        #expect((order.firstIndex(of: "G") ?? 99) < (order.firstIndex(of: "C") ?? -1))

        // Hit order follows: a click at (330, 230), inside t and inside g, selects t.
        harness.click(harness.window(CGPoint(x: 330, y: 230)))
        #expect(harness.document.selection.nodes.map(\.id) == ["t"])
        // And a click on g away from t and c selects g.
        harness.click(harness.window(CGPoint(x: 150, y: 280)))
        #expect(harness.document.selection.nodes.map(\.id) == ["g"])
    }
}
