import Foundation
import SwiftFlowCore

/// Clips its content (drawing and hit-testing) to a shape fitted to its frame.
final class ClipElement: ModifierElement {
    var shape: any Shape = Rectangle()

    private var clipPath: Path { shape.path(in: frame) }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        guard frame.intersects(dirty) else { return }
        context.saveState()
        context.clip(to: clipPath, rule: .nonZero)
        renderChildren(in: context, dirty: dirty)
        context.restoreState()
    }

    override func hitTest(_ point: CGPoint) -> Element? {
        guard clipPath.contains(point) else { return nil }
        return super.hitTest(point)
    }
}

extension View {
    /// Clips the view to `shape` fitted to its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(ElementModifier<ClipElement>(token: (shape as? any Hashable).map { AnyHashable($0) }) {
            $0.shape = shape
        })
    }

    /// Clips the view to its frame.
    public func clipped() -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to its frame with rounded corners of `radius` points.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
