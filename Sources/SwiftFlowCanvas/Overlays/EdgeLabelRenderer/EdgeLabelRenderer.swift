import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Interactive content centred on a point of the canvas, counter-scaled so it keeps its on-screen size at
/// every zoom; use it for edge labels and buttons in custom edge views (`edgeContent`) or in the overlay:
///
///     EdgeLabelRenderer(position: CGPoint(x: midX, y: midY)) { Button("Delete") { removeEdge(edge.id) } }
///
/// It is drawn above the graph and takes pointer input before the edge (or node) under it.
public struct EdgeLabelRenderer<Content: View>: PrimitiveView {
    let position: CGPoint
    let content: Content

    /// `content` centred on `position`, in flow (canvas) coordinates.
    public init(position: CGPoint, @ViewBuilder content: () -> Content) {
        self.position = position
        self.content = content()
    }

    public func makeElement() -> Element { FlowPointAnchorElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let anchor = element as? FlowPointAnchorElement else { return }
        anchor.flowPoint = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        anchor.isVisible = true
        anchor.content = content
        anchor.refresh()
    }
}
