import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

@MainActor
@Suite struct ReconnectAnchorRenderTests {
    /// Blue-ish pixels (the theme's selection blue, #1a73e8) in the 12 × 12 box centred on `point`.
    private func bluePixels(around point: (Int, Int), onReconnect: Bool) throws -> Int {
        let nodes = [
            Node(id: "a", position: .zero, data: "a", width: 100, height: 40),
            Node(id: "b", position: XYPosition(x: 300, y: 0), data: "b", width: 100, height: 40),
        ]
        let edges = [Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight, selected: true,
                                         reconnectable: true)]
        let reconnect: ((Edge<EmptyEdgeData>, Connection) -> Void)? = onReconnect ? { _, _ in } : nil
        let root = CanvasHarness.root(width: 500, height: 200) {
            SwiftFlow(nodes: nodes, edges: edges, onReconnect: reconnect) { node in Text(verbatim: node.data) }
        }
        let image = try CanvasHarness.render(root)
        var count = 0
        for y in (point.1 - 6)...(point.1 + 6) {
            for x in (point.0 - 6)...(point.0 + 6) {
                let p = image.pixel(x: x, y: y)
                if Int(p.b) > Int(p.r) + 80 { count += 1 }
            }
        }
        return count
    }

    @Test func selectedReconnectableEdgesShowAnchorsOnlyWhenReconnectionIsHandled() throws {
        // The edge runs from a's right side (100, 20) to b's left side (300, 20); the dots sit on those ends.
        #expect(try bluePixels(around: (102, 20), onReconnect: true) > 3)
        #expect(try bluePixels(around: (298, 20), onReconnect: true) > 3)
        #expect(try bluePixels(around: (102, 20), onReconnect: false) == 0)
    }
}
