import Foundation
import SwiftFlowCore

/// Draws and hit-tests its content through a transform about an anchor, without changing layout.
final class TransformElement: ModifierElement {
    var scale = CGSize(width: 1, height: 1)
    var rotation = Angle.zero
    var anchor = UnitPoint.center

    override var childTransform: CGAffineTransform? {
        guard scale != CGSize(width: 1, height: 1) || rotation != .zero else { return nil }
        let pivot = anchor.point(in: frame)
        // Move the anchor to the origin, scale and rotate there, then move it back.
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(rotationAngle: rotation.radians))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    override var drawingBounds: CGRect {
        childTransform.map { frame.applying($0).union(frame) } ?? frame
    }
}

extension View {
    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        let x = LayoutSanitizing.finite(x, or: 1), y = LayoutSanitizing.finite(y, or: 1)
        let token = AnyHashable([AnyHashable(x), AnyHashable(y), AnyHashable(anchor)])
        return modifier(ElementModifier<TransformElement>(token: token) {
            $0.scale = CGSize(width: x, height: y)
            $0.anchor = anchor
        })
    }

    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`; layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let token = AnyHashable([AnyHashable(angle), AnyHashable(anchor)])
        return modifier(ElementModifier<TransformElement>(token: token) {
            $0.rotation = angle
            $0.anchor = anchor
        })
    }
}
