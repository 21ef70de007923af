import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// How often the node content closure ran (each run is a node view made or re-evaluated).
@MainActor
final class NodeEvaluations {
    var count = 0
}

/// A pan to and fro by 10 points at zoom 1, as the benchmark's "pan by 10 points" does: the window slides its
/// pixels and repaints only the strip they uncover, and once the first step has made the elements of that strip
/// no step makes, drops or re-evaluates a node view (panmat's plan ahead used to make the whole slack around the
/// first frame's tight area, a few views every frame, while the view never went there).
@MainActor
@Suite struct PanToAndFroTests {
    static let size = CGSize(width: 600, height: 500)

    @Test func aPanToAndFroRepaintsOnlyTheStripAndMakesNoNodeViews() throws {
        let evaluations = NodeEvaluations()
        let instance = SwiftFlowInstance()
        // OneWayPanTests' grid: 40 × 20 nodes every 50 points across and 30 down, 2,400 points wide.
        let nodes = OneWayPanTests.graph()
        let root = CanvasHarness.root(width: Self.size.width, height: Self.size.height) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance,
                      colorMode: .light) { node in
                let _ = evaluations.count += 1
                Text(node.data)
            }
        }
        root.acceptsScrolls = true
        let canvas = try #require(CanvasHarness.canvas(in: root))
        _ = root.takeFrameDamage()
        #expect(canvas.viewport == Viewport(x: 0, y: 0, zoom: 1))
        let window = CGRect(origin: .zero, size: Self.size)
        var children = canvas.children.map(ObjectIdentifier.init)
        var evaluated = evaluations.count
        for step in 1...40 {
            // Odd steps move the content 10 points left (the view right), even ones back.
            let dx: CGFloat = step % 2 == 1 ? -10 : 10
            instance.setViewport(instance.viewport.panned(by: CGSize(width: dx, height: 0)))
            let damage = try #require(root.takeFrameDamage(), "step \(step)")
            #expect(damage.scroll == WindowScroll(rect: window, delta: CGSize(width: dx, height: 0)), "step \(step)")
            // The 10-point strip at the edge the content left, plus the one-point margin every damaged rectangle
            // gets (`WindowRoot.addDamage`) on its inner side; the outer side is the window's edge.
            let strip = dx < 0 ? CGRect(x: 589, y: 0, width: 11, height: 500) : CGRect(x: 0, y: 0, width: 11, height: 500)
            #expect(damage.rects == [strip], "step \(step): \(damage.rects)")
            let now = canvas.children.map(ObjectIdentifier.init)
            if step > 1 {
                #expect(now == children, "step \(step): node views made or dropped")
                #expect(evaluations.count == evaluated, "step \(step): node views evaluated")
            }
            children = now
            evaluated = evaluations.count
        }
        // Every node meeting the wanted area (the view and 50 points around it) still has its view.
        let wanted = CGRect(x: -50, y: -50, width: 700, height: 600)
        let missing = OneWayPanTests.nodes(meeting: wanted).filter { canvas.hostsById[$0] == nil }
        #expect(missing.isEmpty, "\(missing.sorted().prefix(5))")
    }
}
