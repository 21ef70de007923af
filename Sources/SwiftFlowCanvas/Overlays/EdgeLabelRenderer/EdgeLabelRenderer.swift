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
        (element as? FlowPointAnchorElement)?.place(content, at: position, visible: true)
    }
}
