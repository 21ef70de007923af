import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// A plain element whose drawn pixels can be slid (as a canvas pans).
private final class SlidingElement: Element {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }
}

private struct Sliding: PrimitiveView {
    func makeElement() -> Element { SlidingElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

@MainActor
@Suite struct LayerScrollTests {
    @Test func aPopoverAboveSlidPixelsIsRepaintedWhereItIs() throws {
        let root = WindowRoot.make(width: 400, height: 300) {
            Sliding()
                .frame(width: 400, height: 300)
                .popover(isPresented: .constant(true), anchor: .location(CGPoint(x: 100, y: 100))) {
                    Color.clear.frame(width: 80, height: 40)
                }
        }
        root.acceptsScrolls = true
        _ = root.takeFrameDamage()
        let panel = try #require((root.topLayer as? PresentationLayerElement)?.panelFrame)
        // The popover sits below the point, 4 points down: (100, 104)–(180, 144).
        #expect(panel == CGRect(x: 100, y: 104, width: 80, height: 40))
        let element = try #require(root.elements(of: SlidingElement.self).first)
        element.scrollContents(by: CGSize(width: 0, height: 10))
        let frame = try #require(root.takeFrameDamage())
        #expect(frame.scroll?.delta == CGSize(width: 0, height: 10))
        // The moved pixels under the popover (its panel and shadow) are painted again, at both places.
        let shadowed = PanelChrome.bounds(of: panel)
        #expect(frame.rects.contains { $0.contains(shadowed) })
        #expect(frame.rects.contains { $0.contains(shadowed.offsetBy(dx: 0, dy: 10)) })
    }
}
