import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// The canvas has one initializer; both call shapes of the spec (with and without `overlay:`) go through it.
@MainActor
@Suite struct SwiftFlowInitializerTests {
    private let nodes = [Node(id: "a", position: XYPosition(x: 0, y: 0), data: "A")]
    private let edges = [Edge<EmptyEdgeData>]()

    @Test func withoutOverlayTheOverlayIsEmptyAndParametersArrive() {
        var moved = 0
        let flow = SwiftFlow(nodes: nodes, edges: edges, onMoveEnd: { _ in moved += 1 },
                             zoomOnDoubleClick: false, snapToGrid: true, colorMode: .dark) { node in
            Text(node.data)
        }
        #expect(type(of: flow) == SwiftFlow<String, EmptyEdgeData, Text, EmptyView>.self)
        #expect(type(of: flow.overlay()) == EmptyView.self)
        #expect(flow.configuration.zoomOnDoubleClick == false)
        #expect(flow.configuration.snapToGrid)
        #expect(flow.configuration.colorMode == .dark)
        // Untouched parameters keep the spec's defaults.
        #expect(flow.configuration.panOnDrag)
        #expect(flow.configuration.selectionMode == .partial)
        flow.callbacks.onMoveEnd?(Viewport(x: 0, y: 0, zoom: 1))
        #expect(moved == 1)
        #expect(flow.callbacks.onMoveStart == nil)
    }

    @Test func withOverlayTheTrailingClosureIsTheOverlay() {
        let flow = SwiftFlow(nodes: nodes, edges: edges, nodesDraggable: false) { node in
            Text(node.data)
        } overlay: {
            Text("panel")
        }
        #expect(type(of: flow) == SwiftFlow<String, EmptyEdgeData, Text, Text>.self)
        #expect(flow.configuration.nodesDraggable == false)
        #expect(flow.configuration.zoomOnDoubleClick)
    }
}
