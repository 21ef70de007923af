import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// While a file loads, the document behind the progress panel is a placeholder that the file's arrival replaces:
/// it must take no edit (a paste, a new node, a drag, a key) and no save, or the work would be silently lost.
@MainActor
@Suite struct EditorLoadingLockTests {
    private struct Snapshot: Equatable {
        let nodes: [String: XYPosition]
        let edges: [String]
        let dirty: Bool
    }

    private func snapshot(_ harness: EditorHarness) -> Snapshot {
        Snapshot(nodes: Dictionary(uniqueKeysWithValues: harness.document.nodes.map { ($0.id, $0.position) }),
                 edges: harness.document.edges.map(\.id), dirty: harness.document.isDirty)
    }

    /// Every way the window offers to change the graph, tried while "big.json" loads.
    private func tryEveryEdit(_ harness: EditorHarness) {
        harness.key("v")                                            // paste the copied node
        harness.key("d")                                            // duplicate the selection
        harness.key(KeyCode.rightArrow.rawValue)                    // nudge the selected node
        harness.key(KeyCode.forwardDelete.rawValue)                 // delete the selection
        harness.key(KeyCode.backspace.rawValue)
        harness.key("z")                                            // undo the earlier nudge
        harness.key("a", .shift)                                    // the node palette
        harness.returnKey()
        harness.doubleClick(harness.window(CGPoint(x: 800, y: 600))) // the palette on the pane
        harness.returnKey()
        harness.drag(from: harness.window(CGPoint(x: 575, y: 120)), to: harness.window(CGPoint(x: 700, y: 300)))
        harness.key("s")                                            // a save would write the placeholder
    }

    @Test func thePlaceholderTakesNoEditWhileAFileLoads() throws {
        let harness = try EditorHarness()
        // Node a selected and copied, and one edit to undo: each key below would change the graph.
        harness.click(harness.window(CGPoint(x: 175, y: 120)))
        harness.key("c")
        harness.key(KeyCode.rightArrow.rawValue)
        #expect(harness.node("a")?.position == XYPosition(x: 101, y: 100))
        let before = snapshot(harness)
        let savedBefore = try Data(contentsOf: harness.url)

        harness.session.loading = FileLoading(name: "big.json", phase: .decoding)
        harness.settle()
        tryEveryEdit(harness)

        #expect(snapshot(harness) == before)
        #expect(harness.session.palette == nil)
        #expect(try Data(contentsOf: harness.url) == savedBefore, "no save while the file loads")
        for id in ["edit.paste", "edit.undo", "edit.delete", "edit.addNode", "file.save", "file.saveAs"] {
            #expect(!harness.session.registry.isEnabled(id), "\(id) is off while a file loads")
        }

        // Once the file is in (here: the load ends), the same keys edit again.
        harness.session.loading = nil
        harness.settle()
        harness.key("v")
        #expect(harness.document.nodes.count == 4, "the paste lands once nothing is loading")
        harness.key("z")
        #expect(harness.document.nodes.count == 3, "and undo takes it back")
    }
}
