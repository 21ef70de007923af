import Foundation
import SwiftFlowCore

/// Adds space around its content.
final class PaddingElement: ModifierElement {
    var insets = EdgeInsets()

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inner = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
        let size = measureContent(inner)
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in rect: CGRect) {
        placeContent(in: insets.inset(rect))
    }
}

extension View {
    /// The default padding on every side, in points.
    static var defaultPadding: CGFloat { 16 }

    /// Adds `insets` of space around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        let insets = EdgeInsets(
            top: LayoutSanitizing.length(insets.top) ?? 0, leading: LayoutSanitizing.length(insets.leading) ?? 0,
            bottom: LayoutSanitizing.length(insets.bottom) ?? 0, trailing: LayoutSanitizing.length(insets.trailing) ?? 0
        )
        return modifier(ElementModifier<PaddingElement>(token: AnyHashable(insets)) { $0.insets = insets })
    }

    /// Adds `length` points (the default padding when nil) on the given edges.
    public func padding(_ edges: RectEdge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? Self.defaultPadding
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0
        ))
    }

    /// Adds `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}
