import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

@MainActor
@Suite struct CanvasCustomContentTests {
    /// A custom edge view strokes the path it is given: the straight path (100,20) → (300,20) in green.
    @Test func edgeContentDrawsTheGivenPath() throws {
        let edge = Edge<EmptyEdgeData>(id: "e", source: "a", target: "b", type: .straight)
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [.box("a", 0, 0), .box("b", 300, 0)], edges: [edge],
                      edgeContent: { _, result in AnyView(result.path.stroke(Color.green, lineWidth: 4)) },
                      colorMode: .light) { _ in EmptyView() }
        }
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 200, 20, (52, 199, 89), name: "edge-content")
    }

    /// The in-progress connection (straight line type) runs from (50,100) to (250,100) in the theme's
    /// connection colour (red here); the pane above it stays white.
    @Test func activeConnectionLineIsDrawn() throws {
        var theme = SwiftFlowTheme.default
        theme.connectionLineColor = .red
        theme.edgeWidth = 4
        let root = CanvasHarness.root {
            SwiftFlow(nodes: [Node<String>](), edges: [Edge<EmptyEdgeData>](), connectionLineType: .straight,
                      theme: theme, colorMode: .light) { _ in EmptyView() }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        canvas.activeConnection = ActiveConnection(
            fromNodeId: "a", fromHandleId: nil, fromHandleType: .source, fromPosition: .right,
            fromPoint: CGPoint(x: 50, y: 100), toPoint: CGPoint(x: 250, y: 100))
        let image = try CanvasHarness.render(root)
        CanvasHarness.expectPixel(image, 150, 100, (255, 59, 48), name: "connection-line")
        CanvasHarness.expectPixel(image, 150, 90, (255, 255, 255), name: "connection-line-clear")
    }

    /// DefaultNodeView of a "default" node renders a target and a source handle on the node's sides.
    @Test func defaultNodeViewHasHandlesPerType() throws {
        let nodes: [Node<String>] = [
            Node(id: "in", position: XYPosition(x: 0, y: 0), data: "In", type: "input"),
            Node(id: "mid", position: XYPosition(x: 0, y: 100), data: "Mid"),
            Node(id: "grp", position: XYPosition(x: 0, y: 200), data: "G", type: "group", width: 100, height: 50),
        ]
        let root = CanvasHarness.root {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { node in DefaultNodeView(node: node) }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.handlesByNode["in"]?.map(\.type) == [.source])
        #expect(canvas.handlesByNode["mid"]?.map(\.type) == [.target, .source])
        #expect(canvas.handlesByNode["grp"] ?? [] == [])
        #expect(canvas.geometry(of: "mid")?.size.width == 150)
    }
}
