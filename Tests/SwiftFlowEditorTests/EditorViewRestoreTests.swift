import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// Closing and reopening shows the graph where it was on screen: the file keeps the view it was saved with,
/// also for a new graph that was never panned (the canvas reports a viewport only when it changes).
@MainActor
@Suite struct EditorViewRestoreTests {
    @Test func aNewGraphSavedWithoutPanningReopensAtTheSameView() throws {
        let probe = try EditorHarness()
        let url = probe.folder.appendingPathComponent("made.json")
        let harness = try EditorHarness()
        harness.session.replaceDocument(with: EditorDocument())
        harness.session.openAtStart(url)
        harness.settle()
        // A node placed with the palette at window point (300, 600), far from where a fit would centre it.
        harness.move(to: CGPoint(x: 300, y: 600))
        harness.key(KeyCode.keysym("A"), [.shift], text: "A")
        harness.returnKey()
        let id = try #require(harness.document.nodes.first?.id)
        let before = harness.session.instance.viewport
        #expect(before == Viewport(x: 0, y: 0, zoom: 1))
        let position = try #require(harness.node(id)).position
        let shownBefore = harness.window(CGPoint(x: position.x, y: position.y))
        harness.key("s")
        let saved = try harness.saved(url)
        #expect(saved["viewport"] == ["x": 0, "y": 0, "zoom": 1])

        let reopened = try EditorHarness(graph: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        #expect(reopened.session.instance.viewport == before)
        let reopenedPosition = try #require(reopened.node(id)).position
        #expect(reopened.window(CGPoint(x: reopenedPosition.x, y: reopenedPosition.y)) == shownBefore)
    }
}
