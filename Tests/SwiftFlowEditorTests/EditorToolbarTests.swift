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
}
