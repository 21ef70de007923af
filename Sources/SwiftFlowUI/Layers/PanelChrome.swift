import Foundation
import SwiftFlowCore

/// The look of a floating panel (dialog, popover, menu): a soft shadow, a fill and a thin border.
enum PanelChrome {
    /// How far the shadow reaches beyond the panel.
    static let shadowRadius: CGFloat = 10
    static let shadowOffset: CGFloat = 3

    /// The area the panel and its shadow cover.
    static func bounds(of rect: CGRect) -> CGRect {
        rect.insetBy(dx: -shadowRadius, dy: -shadowRadius).offsetBy(dx: 0, dy: shadowOffset).union(rect)
    }

    static func draw(_ rect: CGRect, cornerRadius: CGFloat, fill: Color, in context: GraphicsContext) {
        // No blur in the drawing protocol: rings of faint rounded rectangles fade the shadow out.
        let steps = 6
        let base = rect.offsetBy(dx: 0, dy: shadowOffset)
        for step in 0..<steps {
            let spread = shadowRadius * CGFloat(step + 1) / CGFloat(steps)
            let ring = base.insetBy(dx: -spread + 2, dy: -spread + 2)
            context.fill(Path(roundedRect: ring, cornerRadius: cornerRadius + spread),
                         with: Color.black.opacity(0.045))
        }
        context.fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: fill)
        context.stroke(Path(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5),
                       with: Theme.panelBorder, lineWidth: 1)
    }
}
