import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A container for app UI on the canvas, placed at one of nine positions 15 points from the edges. It is
/// drawn above the graph and takes pointer input before the canvas under it; outside its content the
/// canvas still receives the pointer.
public struct Panel<Content: View>: PrimitiveView {
    let position: PanelPosition
    let content: Content

    /// `content` at `position` (top right by default).
    public init(position: PanelPosition = .topRight, @ViewBuilder content: () -> Content) {
        self.position = position
        self.content = content()
    }

    public func makeElement() -> Element { PanelElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let panel = element as? PanelElement else { return }
        if panel.position != position { panel.invalidateLayout() }
        panel.position = position
        panel.zIndex = 1
        panel.updateChildren([content], environment: environment)
    }
}

/// The element of `Panel`: as big as the canvas, its content placed at the position; only the content
/// is hit, so the rest of the canvas stays interactive.
public final class PanelElement: Element {
    var position = PanelPosition.topRight

    public required init() {}

    public override var paintsOnlyChildren: Bool { true }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    public override func placeChildren(in rect: CGRect) {
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(width: nil, height: nil))
            child.place(in: position.frame(of: size, in: rect))
        }
    }
}
