import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A floating toolbar centred on a point of the canvas (typically an edge's midpoint), at a constant
/// on-screen size, above the graph; it takes pointer input before what lies under it.
///
///     EdgeToolbar(isVisible: edge.selected, position: CGPoint(x: midX, y: midY)) { … }
///
/// Use it in custom edge views (`edgeContent`) or in the canvas's overlay. It adds no background of its own.
public struct EdgeToolbar<Content: View>: PrimitiveView {
    let isVisible: Bool
    let position: CGPoint
    let content: Content

    /// `content` centred on `position` (flow coordinates) while `isVisible`.
    public init(isVisible: Bool, position: CGPoint, @ViewBuilder content: () -> Content) {
        self.isVisible = isVisible
        self.position = position
        self.content = content()
    }

    public func makeElement() -> Element { FlowPointAnchorElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? FlowPointAnchorElement)?.place(content, at: position, visible: isVisible)
    }
}
