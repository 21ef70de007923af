import Foundation
import Testing
import SwiftFlowCore
@testable import SwiftFlowUI

/// A leaf that takes focus.
private final class ProbeElement: Element {
    override var acceptsFocus: Bool { true }
}

private struct Probe: PrimitiveView {
    func makeElement() -> Element { ProbeElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

/// A container whose keyed children the test sets directly.
private final class ShelfElement: Element {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

private struct Shelf: PrimitiveView {
    func makeElement() -> Element { ShelfElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren(keyed: ["a", "b"].map { (AnyHashable($0), AnyView(Probe().padding(2))) },
                               environment: environment)
    }
}

/// The window forgets an unmounted subtree's elements (focus, animation, wake-up) in one pass per subtree: the
/// elements deep inside it go, those of a sibling subtree stay.
@MainActor
@Suite struct SubtreeUnmountTests {
    @Test func removingASubtreeForgetsItsNestedElementsOnly() throws {
        let root = WindowRoot.make(width: 200, height: 100) { Shelf() }
        let shelf = try #require(root.elements(of: ShelfElement.self).first)
        let childA = try #require(shelf.children.first { $0.key == AnyHashable("a") })
        let probes = root.elements(of: ProbeElement.self)
        #expect(probes.count == 2)
        let probeA = try #require(probes.first { $0.isDescendant(of: childA) })
        let probeB = try #require(probes.first { !$0.isDescendant(of: childA) })
        // The probes sit below the padding's element, not directly under the shelf.
        #expect(probeA.parent !== shelf)
        root.focus(probeA)
        probeA.setAnimating(true)
        probeB.requestAnimationFrame(at: 5)
        #expect(root.focusedElement === probeA)

        shelf.updateChildren(keyed: [(AnyHashable("b"), AnyView(Probe().padding(2)))], environment: shelf.environment)
        #expect(!probeA.isMounted && !childA.isMounted)
        #expect(root.focusedElement == nil)
        #expect(probeB.isMounted)
        // b's wake-up stands; a's every-frame animation is gone, so the next frame is b's wake-up at 5.
        #expect(probeB.animationFrameRequest == 5)
        #expect(root.nextAnimationTime == 5)

        root.focus(probeB)
        shelf.updateChildren(keyed: [], environment: shelf.environment)
        #expect(root.focusedElement == nil)
        #expect(!root.isAnimating)
    }
}
