import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The toolbar in a narrow window.
@MainActor
@Suite struct EditorToolbarTests {
    /// At 800 points the buttons (about 580 points of them) and the file name do not all fit: the file name gives
    /// way, the buttons' labels stay on one line whole. The toolbar wrapped "Inspector" into "Inspect" / "or" and
    /// "Zoom In", "Add Node" onto two lines while the file name kept its room.
    @Test func buttonLabelsStayWholeInANarrowWindow() throws {
        let harness = try EditorHarness()
        harness.root.size = CGSize(width: 800, height: 800)
        harness.settle()
        let texts = harness.texts()
        for label in ["Save", "Undo", "Redo", "Zoom In", "Zoom Out", "Fit View", "Add Node", "Inspector"] {
            #expect(texts.contains(label), "\(label) in \(texts.prefix(20))")
        }
        #expect(!texts.contains("Inspect") && !texts.contains("or"))
    }

    /// The status line in a 700-point window: "Opened chainforge_basic_comparison.flow.json: 3 nodes, 1 edge" (about
    /// 330 points) fits beside the zoom and the counts, but the spacer took half of the row and the message wrapped
    /// onto three lines, making the status bar taller and the canvas shorter.
    @Test func theStatusLineTakesTheRoomItNeedsBeforeTheSpacer() throws {
        let harness = try EditorHarness(fileName: "chainforge_basic_comparison.flow.json")
        harness.root.size = CGSize(width: 700, height: 800)
        harness.settle()
        let texts = harness.texts()
        #expect(texts.contains("Opened chainforge_basic_comparison.flow.json: 3 nodes, 1 edge"), "\(texts.suffix(8))")
        #expect(texts.contains("Zoom 100%") && texts.contains("3 nodes · 1 edge"))
    }

    /// A long message still wraps (up to four lines) rather than being cut, and the zoom and counts stay whole.
    @Test func aLongStatusWrapsBesideTheZoomAndTheCounts() throws {
        let harness = try EditorHarness()
        harness.root.size = CGSize(width: 700, height: 800)
        harness.document.status = String(repeating: "a reason that goes on ", count: 8) + "END"
        harness.settle()
        let texts = harness.texts()
        #expect(texts.contains { $0.hasSuffix("END") }, "the end of the message is shown")
        #expect(texts.contains("Zoom 100%") && texts.contains("3 nodes · 1 edge"))
    }
}
