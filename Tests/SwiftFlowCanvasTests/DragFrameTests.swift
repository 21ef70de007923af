import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A drag frame lays out only the node that moved: the others keep their places and handles, and the edges of
/// the moved node follow it. Coordinates as in `PipelineDriver` (zoom 1, flow = window points).
@MainActor
@Suite struct DragFrameTests {
    private static let edges = [
        Edge<EmptyEdgeData>(id: "ab", source: "a", target: "b"),
        Edge<EmptyEdgeData>(id: "bc", source: "b", target: "c"),
    ]

    /// An edge ends at the outer side of its 6-point handle, 3 points outside the node (React Flow's
    /// `getHandlePosition`). a (100, 100) dragged by (10, 10) to (110, 110): its source end, below the bottom
    /// middle, goes from (150, 153) to (160, 163); b's target end stays above b's top middle, (350, 97), and the
    /// edge b → c keeps both ends, (350, 153) below b and (150, 297) above c.
    @Test func edgesFollowTheDraggedNodeAndTheOthersStay() throws {
        let app = PipelineDriver(edges: Self.edges)
        let canvas = try #require(app.canvas)
        let hostB = try #require(canvas.hostsById["b"]), hostC = try #require(canvas.hostsById["c"])
        #expect(canvas.edgeEndpoints(of: "ab")?.source == CGPoint(x: 150, y: 153))

        app.down(150, 125)
        app.move(155, 130)
        app.move(160, 135)
        #expect(app.log.node("a")?.position == XYPosition(x: 110, y: 110))
        #expect(canvas.hostsById["a"]?.frame == CGRect(x: 110, y: 110, width: 100, height: 50))
        let ab = try #require(canvas.edgeEndpoints(of: "ab"))
        #expect(ab.source == CGPoint(x: 160, y: 163))
        #expect(ab.target == CGPoint(x: 350, y: 97))
        let bc = try #require(canvas.edgeEndpoints(of: "bc"))
        #expect(bc.source == CGPoint(x: 350, y: 153))
        #expect(bc.target == CGPoint(x: 150, y: 297))
        // The same elements, where they were, with the handles they reported.
        #expect(canvas.hostsById["b"] === hostB && canvas.hostsById["c"] === hostC)
        #expect(hostB.frame == CGRect(x: 300, y: 100, width: 100, height: 50))
        #expect(hostC.frame == CGRect(x: 100, y: 300, width: 100, height: 50))
        #expect(canvas.store.handlesByNode["b"]?.map(\.position) == [.top, .bottom])
        #expect(canvas.store.handlesByNode["c"]?.map(\.position) == [.top, .bottom])
        app.up(160, 135)
        #expect(app.log.node("a")?.position == XYPosition(x: 110, y: 110))
    }
}
