import Foundation
import Testing
import SwiftFlow

@MainActor
@Suite struct ResizerSpecSampleTests {
    private static func drag(in root: WindowRoot, from start: CGPoint, to end: CGPoint) {
        root.handle(.pointerDown(location: start, button: .primary, clickCount: 1, modifiers: []))
        root.handle(.pointerMove(location: end, buttons: [.primary], modifiers: []))
        root.handle(.pointerUp(location: end, button: .primary, modifiers: []))
        root.update()
    }

    private static func size(in root: WindowRoot) throws -> CGSize? {
        try #require(SampleHarness.canvas(in: root)).nodes.first?.size
    }

    @Test func nodeResizerResizesFromTheBottomRightWithinItsLimitsAndReportsEachStep() throws {
        printedLines.removeAll()
        let root = SampleHarness.root { ResizerSampleApp { NodeResizerSampleNode(node: $0) } }
        // The bottom-right corner (150, 60) dragged by (+30, +20).
        Self.drag(in: root, from: CGPoint(x: 150, y: 60), to: CGPoint(x: 180, y: 80))
        #expect(try Self.size(in: root) == CGSize(width: 180, height: 80))
        #expect(printedLines == ["Resized to 180.0 × 80.0"])
        // Far out: 500 × 400 at most; far in: 100 × 50 at least. The top-left corner never moves.
        Self.drag(in: root, from: CGPoint(x: 180, y: 80), to: CGPoint(x: 900, y: 590))
        #expect(try Self.size(in: root) == CGSize(width: 500, height: 400))
        Self.drag(in: root, from: CGPoint(x: 500, y: 400), to: CGPoint(x: 0, y: 0))
        #expect(try Self.size(in: root) == CGSize(width: 100, height: 50))
        #expect(try #require(SampleHarness.canvas(in: root)).nodes.first?.position == XYPosition(x: 0, y: 0))
        #expect(printedLines.last == "Resized to 100.0 × 50.0")
    }

    @Test func nodeResizeControlResizesWithinItsLimits() throws {
        let root = SampleHarness.root { ResizerSampleApp { NodeResizeControlSampleNode(node: $0) } }
        Self.drag(in: root, from: CGPoint(x: 150, y: 60), to: CGPoint(x: 120, y: 100))
        #expect(try Self.size(in: root) == CGSize(width: 120, height: 100))
        Self.drag(in: root, from: CGPoint(x: 120, y: 100), to: CGPoint(x: 20, y: 20))
        #expect(try Self.size(in: root) == CGSize(width: 100, height: 50))
    }
}
