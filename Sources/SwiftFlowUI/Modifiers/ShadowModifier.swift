import Foundation
import SwiftFlowCore

/// Draws a soft shadow of its frame behind its content.
///
/// The drawing protocol has no blur, so the shadow is a stack of translucent rounded rectangles that
/// fade out over `radius` points, offset by (`x`, `y`).
final class ShadowElement: ModifierElement {
    var color = Color.black.opacity(0.33)
    var radius: CGFloat = 4
    var offset = CGSize.zero

    override var drawingBounds: CGRect {
        frame.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -radius, dy: -radius).union(frame)
    }

    override func draw(in context: GraphicsContext) {
        let base = frame.offsetBy(dx: offset.width, dy: offset.height)
        let steps = max(1, min(8, Int(radius.rounded(.up))))
        let layerOpacity = 1 / Double(steps)
        for step in 0..<steps {
            let spread = radius * CGFloat(step + 1) / CGFloat(steps)
            let rect = base.insetBy(dx: -spread + radius / 2, dy: -spread + radius / 2)
            guard rect.width > 0, rect.height > 0 else { continue }
            context.fill(Path(roundedRect: rect, cornerRadius: spread), with: color.opacity(layerOpacity))
        }
    }
}

extension View {
    /// Draws a shadow behind the view's frame.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View {
        let token = AnyHashable([AnyHashable(color), AnyHashable(radius), AnyHashable(x), AnyHashable(y)])
        return modifier(ElementModifier<ShadowElement>(token: token) {
            $0.color = color
            $0.radius = LayoutSanitizing.length(radius) ?? 0
            $0.offset = CGSize(width: LayoutSanitizing.finite(x), height: LayoutSanitizing.finite(y))
        })
    }
}
