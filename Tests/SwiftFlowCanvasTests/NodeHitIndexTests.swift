import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// The canvas hit-tests only the node elements whose reach holds the point (`NodeHitIndex`); the answer must be
/// the one the full loop over every node element in paint order gives: content reaching far outside its node's
/// box (further than a grid cell, or over too many cells to list), a node drawn above another, nodes moved and
/// removed.
@MainActor
@Suite struct NodeHitIndexTests {
    private static let red = Color(red: 1, green: 0, blue: 0)

    /// "long" (100, 100) 100 × 40 holds a 1,300 × 20 bar, centred: (−500, 110)–(800, 130), so its reach spans
    /// six 256-point cells. "huge" (100, 400) 100 × 40 holds a 30,000 × 20 bar: (−14,850, 410)–(15,050, 430),
    /// over a hundred cells, so it is tried at every point. "low" (600, 90) 100 × 60 lies under the long bar
    /// (listed first, drawn first); "high" (250, 90) 100 × 60 over it (listed after). "a" (900, 600) 100 × 60 and
    /// "b" (950, 620) 100 × 60 overlap; "b" is drawn above unless `aOnTop` gives "a" the higher z.
    private static func nodes(aOnTop: Bool = false, longAt x: CGFloat = 100, without: String? = nil)
        -> [Node<String>] {
        var a = Node.box("a", 900, 600, 100, 60)
        if aOnTop { a.zIndex = 5 }
        let all = [Node.box("low", 600, 90, 100, 60), Node.box("long", x, 100), Node.box("high", 250, 90, 100, 60),
                   Node.box("huge", 100, 400), a, Node.box("b", 950, 620, 100, 60)]
        return all.filter { $0.id != without }
    }

    private static func content(of node: Node<String>) -> AnyView {
        switch node.id {
        case "long": AnyView(Rectangle().fill(red).frame(width: 1300, height: 20))
        case "huge": AnyView(Rectangle().fill(red).frame(width: 30000, height: 20))
        // Fills the node's box, so all of it is hit (a default node's label is the only part that is).
        default: AnyView(Rectangle().fill(red))
        }
    }

    private static func flow(_ nodes: [Node<String>]) -> some View {
        SwiftFlow(nodes: nodes, edges: [Edge<EmptyEdgeData>]()) { node in content(of: node) }
    }

    private func makeRoot(_ nodes: [Node<String>] = nodes()) throws -> (WindowRoot, TestCanvas) {
        let root = CanvasHarness.root(width: 1400, height: 800) { Self.flow(nodes) }
        return (root, try #require(CanvasHarness.canvas(in: root)))
    }

    /// The node whose element (or something in it) is hit at window point (x, y), if any.
    private func node(_ root: WindowRoot, _ canvas: TestCanvas, _ x: CGFloat, _ y: CGFloat) -> String? {
        guard let hit = root.rootElement.hitTest(CGPoint(x: x, y: y)) else { return nil }
        return canvas.hostsById.first { $0.value === hit || hit.isDescendant(of: $0.value) }?.key
    }

    /// What the full loop over the canvas's children finds at window point (x, y): every child, front first.
    private func fullLoop(_ canvas: TestCanvas, _ x: CGFloat, _ y: CGFloat) -> Element? {
        // The canvas's ancestors place it without a transform: its parent's space is the window's.
        let point = CGPoint(x: x, y: y).applying((canvas.childTransform ?? .identity).inverted())
        for child in canvas.paintOrder.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return nil
    }

    @Test func contentAFewCellsPastItsBoxIsHitThere() throws {
        let (root, canvas) = try makeRoot()
        // On the long bar, 500 points right of the node's box and 300 left of it (canvas x ≥ 0 from 0).
        #expect(node(root, canvas, 790, 120) == "long")
        #expect(node(root, canvas, 20, 125) == "long")
        // Past the bar's end and below it.
        #expect(node(root, canvas, 810, 120) == nil)
        #expect(node(root, canvas, 790, 135) == nil)
    }

    @Test func contentOverTooManyCellsToListIsHitAnywhereAlongIt() throws {
        let (root, canvas) = try makeRoot()
        #expect(node(root, canvas, 1390, 420) == "huge")
        #expect(node(root, canvas, 3, 415) == "huge")
        #expect(node(root, canvas, 1390, 440) == nil)
    }

    @Test func theNodeDrawnOnTopWins() throws {
        let (root, canvas) = try makeRoot()
        // The long bar crosses "low" (listed before it: drawn under) and "high" (listed after: drawn over).
        #expect(node(root, canvas, 650, 120) == "long")
        #expect(node(root, canvas, 300, 120) == "high")
        // Off the bar, each node is itself.
        #expect(node(root, canvas, 650, 140) == "low")
        #expect(node(root, canvas, 300, 95) == "high")
        // "a" and "b" overlap on (950, 620)–(1000, 660): "b" is listed later, then "a" gets the higher z.
        #expect(node(root, canvas, 975, 640) == "b")
        #expect(node(root, canvas, 920, 610) == "a")
        let (rootOnTop, canvasOnTop) = try makeRoot(Self.nodes(aOnTop: true))
        #expect(node(rootOnTop, canvasOnTop, 975, 640) == "a")
        #expect(node(rootOnTop, canvasOnTop, 1030, 650) == "b")
    }

    @Test func aMovedNodeIsHitWhereItIsNowAndARemovedOneNowhere() throws {
        let (root, canvas) = try makeRoot()
        #expect(node(root, canvas, 790, 120) == "long")
        // The long node moves 600 right: its bar now spans (100, 110)–(1,400, 130).
        root.setContent { Self.flow(Self.nodes(longAt: 700)) }
        root.update()
        #expect(node(root, canvas, 1090, 120) == "long")
        #expect(node(root, canvas, 150, 120) == "long")
        #expect(node(root, canvas, 20, 125) == nil)
        root.setContent { Self.flow(Self.nodes(longAt: 700, without: "long")) }
        root.update()
        #expect(node(root, canvas, 1090, 120) == nil)
        #expect(node(root, canvas, 650, 120) == "low")
        #expect(canvas.nodeHitIndex.count == canvas.hostsById.count)
    }

    @Test func everyPointHitsWhatTheFullLoopHits() throws {
        for nodes in [Self.nodes(), Self.nodes(aOnTop: true), Self.nodes(longAt: 700)] {
            let (root, canvas) = try makeRoot(nodes)
            defer { withExtendedLifetime(root) {} }
            #expect(canvas.nodeHitIndex.count == canvas.hostsById.count)
            var tried = 0, onNodes = 0
            for y in stride(from: CGFloat(2), to: 800, by: 7) {
                for x in stride(from: CGFloat(1), to: 1400, by: 9) {
                    let expected = fullLoop(canvas, x, y)
                    // The canvas itself (overlays of the window above it are not the question here).
                    let hit = canvas.hitTest(CGPoint(x: x, y: y))
                    tried += 1
                    if expected != nil { onNodes += 1 }
                    if expected.map({ $0 !== hit }) ?? (hit !== canvas) {
                        Issue.record("at (\(x), \(y)): \(String(describing: hit)) instead of \(String(describing: expected))")
                        return
                    }
                }
            }
            // The sweep did cross nodes' content (not only the pane).
            #expect(onNodes > 300 && onNodes < tried)
        }
    }
}
