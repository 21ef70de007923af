import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI
import SwiftFlowCairo

/// Zooming out to low detail drops every node element; `RetiredElements` frees them after the frame (on the main
/// queue) instead of in it. Meanwhile they are out of the tree: nothing draws or hit-tests them, and zooming
/// back in before they are freed makes new elements that work.
@MainActor
@Suite struct RetiredElementsTests {
    /// 48 nodes 100 × 40 in 6 columns and 8 rows, n(6r + c) at (130c + 10, 60r + 10): all on an 800 × 600
    /// canvas at zoom 1.
    private static let nodes: [Node<String>] = (0..<48).map { (i: Int) -> Node<String> in
        let x = CGFloat(130 * (i % 6) + 10), y = CGFloat(60 * (i / 6) + 10)
        return Node.box("n\(i)", x, y, 100, 40)
    }

    private func makeCanvas() throws -> (WindowRoot, TestCanvas, SwiftFlowInstance) {
        let instance = SwiftFlowInstance()
        let root = CanvasHarness.root(width: 800, height: 600) {
            SwiftFlow(nodes: Self.nodes, edges: [Edge<EmptyEdgeData>](), swiftFlowInstance: instance) {
                DefaultNodeView(node: $0)
            }
        }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        return (root, canvas, instance)
    }

    /// Weak references to the node elements the canvas holds now, by node id.
    @MainActor
    private final class Witnesses {
        var hosts: [String: () -> NodeHostElement?] = [:]
        init(_ canvas: TestCanvas) {
            for (id, host) in canvas.hostsById {
                hosts[id] = { [weak host] in host }
            }
        }
        var alive: Int { hosts.values.filter { $0() != nil }.count }
    }

    @Test func zoomingOutKeepsTheDroppedElementsOutOfTheTreeUntilTheQueueFreesThem() throws {
        let (root, canvas, instance) = try makeCanvas()
        #expect(canvas.hostsById.count == 48)
        let witnesses = Witnesses(canvas)
        let oldN0 = try #require(canvas.hostsById["n0"])
        // Zoom 0.2 is below the low-detail zoom (0.35): no node has an element.
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 0.2))
        root.update()
        #expect(canvas.isLevelOfDetail)
        #expect(canvas.hostsById.isEmpty)
        #expect(!canvas.children.contains { $0 is NodeHostElement })
        // Alive, but unmounted and parentless in the tree's eyes: the canvas lists none of them.
        #expect(witnesses.alive == 48)
        #expect(canvas.retiredElements.count == 48)
        #expect(!oldN0.isMounted)
        _ = try CanvasHarness.render(root)
        // n0 is at (2, 2)–(22, 10) on screen: the canvas answers there, not the old element.
        let hit = root.rootElement.hitTest(CGPoint(x: 12, y: 6))
        #expect(hit != nil)
        #expect(hit.map { !$0.isDescendant(of: oldN0) } ?? false)
        canvas.retiredElements.release()
        // Only the element this test holds is left.
        #expect(witnesses.alive == 1 && witnesses.hosts["n0"]?() === oldN0)
    }

    @Test func zoomingBackInBeforeTheyAreFreedMakesNewWorkingElements() throws {
        let (root, canvas, instance) = try makeCanvas()
        let witnesses = Witnesses(canvas)
        let oldN7 = try #require(canvas.hostsById["n7"])
        let before = try CanvasHarness.render(root)
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 0.2))
        root.update()
        _ = try CanvasHarness.render(root)
        instance.setViewport(.identity)
        root.update()
        // The old elements still wait to be freed; the canvas made new ones for every node.
        #expect(witnesses.alive == 48)
        #expect(canvas.hostsById.count == 48)
        let newN7 = try #require(canvas.hostsById["n7"])
        #expect(newN7 !== oldN7)
        #expect(newN7.isMounted)
        // n7 (column 1, row 1) spans (140, 70)–(240, 110) in flow units, which zoom 1 puts on screen unmoved.
        #expect(newN7.frame == CGRect(x: 140, y: 70, width: 100, height: 40))
        let hit = try #require(root.rootElement.hitTest(CGPoint(x: 190, y: 90)))
        #expect(hit.isDescendant(of: newN7))
        #expect(!hit.isDescendant(of: oldN7))
        // The frame drawn with the new elements is the one drawn before zooming out.
        let after = try CanvasHarness.render(root)
        var differing = 0
        for y in 0..<600 {
            for x in 0..<800 where before.pixel(x: x, y: y) != after.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        canvas.retiredElements.release()
        // Only the element this test holds is left.
        #expect(witnesses.alive == 1 && witnesses.hosts["n7"]?() === oldN7)
        #expect(newN7.isMounted && canvas.hostsById["n7"] === newN7)
    }

    @Test func theMainQueueFreesThemAfterTheFrame() async throws {
        let (root, canvas, instance) = try makeCanvas()
        let witnesses = Witnesses(canvas)
        instance.setViewport(Viewport(x: 0, y: 0, zoom: 0.2))
        root.update()
        #expect(witnesses.alive == 48)
        // The freeing block runs once this test lets the main queue go on.
        var turns = 0
        while witnesses.alive > 0 && turns < 10_000 {
            try await Task.sleep(nanoseconds: 1_000_000)
            turns += 1
        }
        #expect(witnesses.alive == 0)
        #expect(canvas.retiredElements.count == 0)
    }

    @Test func aFewDroppedElementsAreFreedInPlace() throws {
        let (root, canvas, instance) = try makeCanvas()
        _ = instance
        // Dropping 2 of the 48 elements (fewer than the threshold) frees them in the same call.
        let fewer = Array(Self.nodes.dropLast(2))
        let witnesses = Witnesses(canvas)
        canvas.update(nodes: fewer, edges: [], configuration: canvas.configuration, callbacks: canvas.callbacks)
        root.update()
        #expect(canvas.hostsById.count == 46)
        #expect(witnesses.alive == 46)
        #expect(canvas.retiredElements.count == 0)
    }
}
