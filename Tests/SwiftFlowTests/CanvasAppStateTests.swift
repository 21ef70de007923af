import Testing
import SwiftFlow

/// An app as canvas.md shows it, whose overlay shows `@State` that canvas callbacks write.
struct ViewportReadoutApp: View {
    @State var nodes: [Node<MyData>] = initialNodes
    @State var edges: [FlowEdge<EmptyEdgeData>] = initialEdges
    @State var zoomText = "100%"

    var body: some View {
        SwiftFlow(
            nodes: nodes, edges: edges,
            onNodesChange: { nodes = applyNodeChanges($0, nodes: nodes) },
            onViewportChange: { zoomText = String(format: "%.0f%%", $0.zoom * 100) }
        ) { node in
            MyNodeView(node: node)
        } overlay: {
            Panel(position: .topRight) {
                Text("Zoom: \(zoomText)")
            }
        }
    }
}

@MainActor
@Suite struct CanvasAppStateTests {
    /// Two wheel notches over the canvas zoom to 1.2² = 1.44; onViewportChange writes "144%" into the app's
    /// state, and the panel reading it shows it after the next update.
    @Test func overlayShowsStateWrittenByOnViewportChange() throws {
        let root = SampleHarness.root { ViewportReadoutApp() }
        #expect(SampleHarness.texts(in: root).contains("Zoom: 100%"))
        let point = CGPoint(x: 500, y: 400)
        for _ in 0..<2 {
            root.handle(.scroll(location: point, deltaX: 0, deltaY: -40, modifiers: []))  // one notch up
            root.update()
        }
        let canvas = try #require(SampleHarness.canvas(in: root))
        #expect(abs(canvas.viewport.zoom - 1.44) < 1e-9)
        #expect(SampleHarness.texts(in: root).contains("Zoom: 144%"))
    }
}
