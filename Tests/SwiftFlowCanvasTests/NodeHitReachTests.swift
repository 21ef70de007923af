import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A node element passes over points outside the frames of its tree (`NodeHostElement.hitReach`), so a pointer
/// move does not visit every node's content; content that reaches past the node's box must still be hit there.
@MainActor
@Suite struct NodeHitReachTests {
    private static let red = Color(red: 1, green: 0, blue: 0)

    /// "wide" (10, 10) 100 × 40 holds a 300 × 20 bar, centred: (−90, 20)–(210, 40). "scaled" (10, 200) 100 × 40
    /// holds a 40 × 20 bar at (40, 210)–(80, 230), drawn 4 times as large about its centre (60, 220):
    /// (−20, 180)–(140, 260). "plain" (250, 200) is a default node.
    private func makeRoot() throws -> (WindowRoot, TestCanvas) {
        let nodes = [Node.box("wide", 10, 10), Node.box("scaled", 10, 200), Node.box("plain", 250, 200)]
        let root = CanvasHarness.root(width: 400, height: 300) {
            SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { node in Self.content(of: node) }
        }
        return (root, try #require(CanvasHarness.canvas(in: root)))
    }

    private static func content(of node: Node<String>) -> AnyView {
        switch node.id {
        case "wide": AnyView(Rectangle().fill(red).frame(width: 300, height: 20))
        case "scaled": AnyView(Rectangle().fill(red).frame(width: 40, height: 20).scaleEffect(4))
        default: AnyView(DefaultNodeView(node: node))
        }
    }

    private func hits(_ root: WindowRoot, _ canvas: TestCanvas, _ id: String, _ x: CGFloat, _ y: CGFloat) throws
        -> Bool {
        let host = try #require(canvas.hostsById[id])
        return root.rootElement.hitTest(CGPoint(x: x, y: y)).map { $0 === host || $0.isDescendant(of: host) } ?? false
    }

    @Test func contentPastTheNodesBoxIsHitThere() throws {
        let (root, canvas) = try makeRoot()
        // Right of the box (which ends at 110), on the bar; and past the bar's end.
        #expect(try hits(root, canvas, "wide", 180, 30))
        #expect(try hits(root, canvas, "wide", 205, 35))
        #expect(try !hits(root, canvas, "wide", 215, 30))
        // Left of the box, on the bar, still on the canvas (x ≥ 0).
        #expect(try hits(root, canvas, "wide", 5, 25))
    }

    @Test func contentDrawnLargerIsHitWhereItIsDrawn() throws {
        let (root, canvas) = try makeRoot()
        // (130, 250) maps back to (77.5, 227.5) on the bar: outside the node's box and the bar's frame.
        #expect(try hits(root, canvas, "scaled", 130, 250))
        #expect(try hits(root, canvas, "scaled", 2, 185))
        #expect(try !hits(root, canvas, "scaled", 150, 250))
    }

    @Test func aPlainNodeIsHitInsideItsBoxAndNotAFewPointsAway() throws {
        let (root, canvas) = try makeRoot()
        #expect(try hits(root, canvas, "plain", 300, 220))
        #expect(try !hits(root, canvas, "plain", 300, 260))
        #expect(try !hits(root, canvas, "plain", 240, 220))
    }
}
