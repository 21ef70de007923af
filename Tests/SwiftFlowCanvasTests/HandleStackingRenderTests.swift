import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// React Flow's handles are children of the node's box, so they paint over its border and selection outline.
/// Node a, selected, spans (100, 100)–(200, 150); its outline is a 2-point #1a73e8 stroke on the frame inset by 1,
/// so its left side covers pixel columns 100–101 from y = 104 to 146. The left handle (6 points, centred on
/// (100, 125)) is a white 1-point ring around a #1a192b disc of radius 2: pixels (100, 124) and (100, 125) lie
/// wholly inside that disc (their far corners are √2 from its centre) and must be #1a192b, not the outline's blue.
@MainActor
@Suite struct HandleStackingRenderTests {
    private static let dot = (0x1a, 0x19, 0x2b)
    private static let outline = (0x1a, 0x73, 0xe8)

    private static func root<Content: View>(@ViewBuilder content: @escaping (Node<String>) -> Content) -> WindowRoot {
        CanvasHarness.root {
            SwiftFlow(nodes: [Node<String>.box("a", 100, 100, 100, 50, selected: true)], edges: [EmptyEdge](),
                      colorMode: .light, nodeContent: content)
        }
    }

    @Test func connectionHandlesAreDrawnAboveTheSelectionOutline() throws {
        let image = try CanvasHarness.render(Self.root { _ in Handle(type: .target, position: .left) })
        CanvasHarness.expectPixel(image, 100, 124, Self.dot, tolerance: 3, name: "handle-above-outline-124")
        CanvasHarness.expectPixel(image, 100, 125, Self.dot, tolerance: 3, name: "handle-above-outline-125")
        // Left of the border only the dot was ever drawn: (99, 125) is inside the disc too.
        CanvasHarness.expectPixel(image, 99, 125, Self.dot, tolerance: 3, name: "handle-outer-half")
        // Away from the handle the outline shows: column 100 at y = 135.
        CanvasHarness.expectPixel(image, 100, 135, Self.outline, tolerance: 3, name: "outline-beside-handle")
    }

    /// With a resizer frame the left line is the band x 99.5…100.5 (#3367d9). Connection handles lie above the
    /// lines (a press there starts a connection, not a resize: `CanvasStore` hit-tests them first), so (100, 125)
    /// is still wholly the dot's colour; drawn after the handle, the line would cover half of it.
    @Test func connectionHandlesAreDrawnAboveResizeLines() throws {
        let image = try CanvasHarness.render(Self.root { _ in
            ZStack {
                NodeResizer()
                Handle(type: .target, position: .left)
            }
        })
        CanvasHarness.expectPixel(image, 100, 125, Self.dot, tolerance: 3, name: "handle-above-resize-line")
        CanvasHarness.expectPixel(image, 100, 124, Self.dot, tolerance: 3, name: "handle-above-resize-line-124")
    }
}
