import Foundation
import Testing
@testable import SwiftFlowCanvas
import SwiftFlowCore
import SwiftFlowUI

/// A custom connection line view is a child of the canvas while a connection lasts, next to the node elements:
/// the layout must place it (it is not a node's or an edge's element), the hit test must try it with the node
/// elements (`NodeHitIndex` lists node elements only) and it must leave the children, the index and the hit test
/// when the connection ends — also for a second connection, which makes a new one.
@MainActor
@Suite struct ConnectionLineChildTests {
    /// "a" (100, 100) 100 × 40 with a source handle in the middle of its right side, (200, 120); "b" (400, 100)
    /// 100 × 40. The window is 800 × 400 at zoom 1 and offset 0: window points are flow points.
    private static func flow() -> some View {
        SwiftFlow(nodes: [Node.box("a", 100, 100), .box("b", 400, 100)], edges: [Edge<EmptyEdgeData>](),
                  connectionLineContent: { _, start, current in
                      AnyView(Path { path in
                          path.move(to: start)
                          path.addLine(to: current)
                      }.stroke(Color.blue, lineWidth: 2))
                  }) { node in
            ZStack {
                Rectangle().fill(Color.red)
                if node.id == "a" { Handle(type: .source, position: .right) }
            }
        }
    }

    private func press(_ root: WindowRoot, _ x: CGFloat, _ y: CGFloat) {
        root.handle(.pointerDown(location: CGPoint(x: x, y: y), button: .primary, clickCount: 1, modifiers: []))
        root.update()
    }

    private func move(_ root: WindowRoot, _ x: CGFloat, _ y: CGFloat) {
        root.handle(.pointerMove(location: CGPoint(x: x, y: y), buttons: [.primary], modifiers: []))
        root.update()
    }

    private func release(_ root: WindowRoot, _ x: CGFloat, _ y: CGFloat) {
        root.handle(.pointerUp(location: CGPoint(x: x, y: y), button: .primary, modifiers: []))
        root.update()
    }

    /// The canvas's children other than node elements.
    private func others(_ canvas: TestCanvas) -> [Element] {
        canvas.children.filter { !($0 is NodeHostElement) }
    }

    /// The canvas's own hit test agrees with the full loop over every child, front first, across the window.
    private func expectHitsMatchTheFullLoop(_ canvas: TestCanvas, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in stride(from: CGFloat(3), to: 400, by: 11) {
            for x in stride(from: CGFloat(2), to: 800, by: 13) {
                var expected: Element?
                for child in canvas.paintOrder.reversed() {
                    if let hit = child.hitTest(CGPoint(x: x, y: y)) {
                        expected = hit
                        break
                    }
                }
                let hit = canvas.hitTest(CGPoint(x: x, y: y))
                if expected.map({ $0 !== hit }) ?? (hit !== canvas) {
                    Issue.record("at (\(x), \(y)): \(String(describing: hit)) instead of \(String(describing: expected))",
                                 sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    @Test func theLineIsPlacedHitTestedAndGoesWithTheConnection() throws {
        let root = CanvasHarness.root(width: 800, height: 400) { Self.flow() }
        let canvas = try #require(CanvasHarness.canvas(in: root))
        #expect(canvas.children.count == 2 && canvas.nodeHitIndex.count == 2)

        for round in 1...2 {
            press(root, 200, 120)
            move(root, 300, 250)
            #expect(canvas.activeConnection?.fromNodeId == "a")
            // One child besides the two node elements: the line, placed over the visible flow area (0, 0)–(800,
            // 400) like a custom edge view, whatever the node elements around it.
            let line = try #require(others(canvas).first)
            #expect(others(canvas).count == 1 && canvas.children.count == 3, "round \(round)")
            #expect(line.isMounted && line.frame == CGRect(x: 0, y: 0, width: 800, height: 400), "round \(round)")
            #expect(canvas.nodeHitIndex.count == 2 && canvas.hostsById.count == 2, "round \(round)")
            expectHitsMatchTheFullLoop(canvas)
            // The pointer moves on: the same line follows.
            move(root, 350, 300)
            #expect(others(canvas).count == 1 && others(canvas).first === line, "round \(round)")
            #expect(line.frame == CGRect(x: 0, y: 0, width: 800, height: 400), "round \(round)")

            release(root, 350, 300)
            #expect(canvas.activeConnection == nil)
            #expect(others(canvas).isEmpty && !line.isMounted, "round \(round)")
            #expect(canvas.children.count == 2 && canvas.nodeHitIndex.count == 2, "round \(round)")
            expectHitsMatchTheFullLoop(canvas)
            // Node "a" is hit on its box, the pane beside it is the canvas's own.
            let onA = try #require(canvas.hitTest(CGPoint(x: 150, y: 110)))
            let hostA = try #require(canvas.hostsById["a"])
            #expect(onA === hostA || onA.isDescendant(of: hostA))
            #expect(canvas.hitTest(CGPoint(x: 300, y: 250)) === canvas)
        }
    }
}
