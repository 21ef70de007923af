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

/// The element of `Panel`: as big as the canvas, its content placed at the position. The content's whole
/// frame is hit (React Flow's panel takes `pointer-events: all`), gaps and padding included, so a press
/// there never reaches the canvas; outside it the canvas stays interactive.
public final class PanelElement: Element {
    var position = PanelPosition.topRight

    public required init() {}

    public override var paintsOnlyChildren: Bool { true }

    public override func hitTest(_ point: CGPoint) -> Element? {
        if let hit = super.hitTest(point) { return hit }
        guard allowsHitTesting else { return nil }
        return layoutChildren.contains { $0.frame.contains(point) } ? self : nil
    }

    /// Pointer events on the content that no control inside took end here instead of reaching the canvas.
    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown, .pointerMove, .pointerUp, .scroll: return true
        default: return false
        }
    }

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
