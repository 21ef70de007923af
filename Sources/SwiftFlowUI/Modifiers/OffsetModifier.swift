import Foundation
import SwiftFlowCore

/// Draws its content moved by an offset without changing layout.
final class OffsetElement: ModifierElement {
    var offset = CGSize.zero

    override func placeChildren(in rect: CGRect) {
        placeContent(in: rect.offsetBy(dx: offset.width, dy: offset.height))
    }
}

/// Takes all the space offered and centres its content on a point of it.
final class PositionElement: ModifierElement {
    var position = CGPoint.zero

    /// It takes all the space offered but draws only its content.
    override var paintsOnlyChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect) {
        let items = contentItems
        let size = Self.measureGroup(items, ProposedViewSize(rect.size))
        let origin = CGPoint(x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2)
        Self.placeGroup(items, in: CGRect(origin: origin, size: size))
    }
}

extension View {
    /// Moves the view by `offset` when drawn; layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        let offset = CGSize(width: LayoutSanitizing.finite(offset.width),
                            height: LayoutSanitizing.finite(offset.height))
        return modifier(ElementModifier<OffsetElement>(token: AnyHashable([offset.width, offset.height])) {
            $0.offset = offset
        })
    }

    /// Moves the view by `x`, `y` when drawn; layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centres the view at `position` in the space its parent offers (and takes all of that space).
    public func position(_ position: CGPoint) -> some View {
        let position = CGPoint(x: LayoutSanitizing.finite(position.x), y: LayoutSanitizing.finite(position.y))
        return modifier(ElementModifier<PositionElement>(token: AnyHashable([position.x, position.y])) {
            $0.position = position
        })
    }

    /// Centres the view at (`x`, `y`) in the space its parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
