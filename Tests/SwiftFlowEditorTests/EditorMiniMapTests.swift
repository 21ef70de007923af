import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The editor's minimap: shown by default, hidden and shown again with Ctrl+M (View ▸ Mini Map), and a drag
/// in it pans the canvas.
@MainActor
@Suite struct EditorMiniMapTests {
    private func miniMap(in harness: EditorHarness) -> AccessibilityNode? {
        func find(_ nodes: [AccessibilityNode]) -> AccessibilityNode? {
            for node in nodes {
                if node.role == .group, node.label == "Mini Map" { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return find(harness.root.accessibilityTree())
    }

    @Test func ctrlMHidesAndShowsTheMap() throws {
        let harness = try EditorHarness()
        #expect(harness.session.showsMiniMap)
        #expect(miniMap(in: harness) != nil)
        harness.key("m")
        #expect(!harness.session.showsMiniMap)
        #expect(miniMap(in: harness) == nil)
        harness.key("m")
        #expect(miniMap(in: harness)?.frame.size == CGSize(width: 200, height: 150))
    }

    /// The map is pannable: dragging 20 points left and 10 up inside it moves the viewport's translation
    /// the other way (the viewport rectangle follows the pointer), at zoom 1 by 20 and 10 times the map's
    /// view scale, so both grow.
    @Test func draggingInTheMapPansTheCanvas() throws {
        let harness = try EditorHarness()
        let map = try #require(miniMap(in: harness))
        let before = harness.session.instance.viewport
        let centre = CGPoint(x: map.frame.midX, y: map.frame.midY)
        harness.drag(from: centre, to: CGPoint(x: centre.x - 20, y: centre.y - 10))
        let after = harness.session.instance.viewport
        #expect(after.zoom == before.zoom)
        #expect(after.x > before.x + 20 && after.y > before.y + 10)
    }
}
