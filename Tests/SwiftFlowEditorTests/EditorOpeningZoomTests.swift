import Foundation
import Testing
@testable import SwiftFlowEditor
import SwiftFlow

/// The zoom a file opens at. The flow's limit is the spec's 400 % (React Flow's 200 %), so a fit of a small
/// graph in a big window came out near it (a two-node graph at 270–310 %); the window caps its first fit at
/// 100 % and honours a stored viewport within the zoom limits.
@MainActor
@Suite struct EditorOpeningZoomTests {
    static func graph(viewport: String = "") -> String {
        #"{"nodes": [\#(HostileInputTests.node("a", 0, #", "width": 150, "height": 40"#)), \#(HostileInputTests.node("b", 250, #", "width": 150, "height": 40"#))], "edges": [{"id": "ab", "source": "a", "target": "b"}]\#(viewport)}"#
    }

    /// Nodes 0…400 × 0…40 in a canvas over 1,000 points wide: React Flow's fit gives a zoom above 2; the window
    /// opens at 100 % with the graph's centre (200, 20) in the middle of the canvas. Fit View, asked for, still
    /// fits up to the flow's limit.
    @Test func aSmallGraphWithoutAViewportOpensAtHundredPercent() throws {
        let harness = try EditorHarness(graph: Self.graph())
        let instance = harness.session.instance
        #expect(instance.viewport.zoom == 1)
        let size = instance.viewSize
        #expect(size.width > 1000)
        #expect(abs(instance.viewport.x - (size.width / 2 - 200)) <= 1)
        #expect(abs(instance.viewport.y - (size.height / 2 - 20)) <= 1)
        #expect(harness.document.viewport?.zoom == 1)
        instance.fitView()
        harness.settle()
        #expect(instance.viewport.zoom > 2)
    }

    /// A stored viewport is shown as stored when its zoom is inside 0.1…4, clamped when it is not.
    @Test(arguments: [(1.5, 1.5), (10, 4), (0.01, 0.1)])
    func aStoredViewportIsHonouredWithinTheZoomLimits(stored: Double, shown: Double) throws {
        let harness = try EditorHarness(graph: Self.graph(viewport: #", "viewport": {"x": 30, "y": 40, "zoom": \#(stored)}"#))
        let viewport = harness.session.instance.viewport
        #expect(abs(viewport.zoom - shown) < 1e-12)
        #expect(viewport.x == 30 && viewport.y == 40)
        #expect(abs((harness.document.viewport?.zoom ?? 0) - shown) < 1e-12)
    }
}
