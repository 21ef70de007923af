import Foundation
import SwiftFlowCore

/// Draws its content as a group with an opacity.
final class OpacityElement: ModifierElement {
    var opacity: Double = 1

    override func render(in context: GraphicsContext, dirty: CGRect) {
        if opacity >= 1 {
            renderChildren(in: context, dirty: dirty)
        } else if opacity > 0 {
            context.beginLayer(opacity: opacity)
            renderChildren(in: context, dirty: dirty)
            context.endLayer()
        }
    }
}

extension View {
    /// Draws the view with `opacity` (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        let value = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        return modifier(ElementModifier<OpacityElement>(token: AnyHashable(value)) { $0.opacity = value })
    }
}
