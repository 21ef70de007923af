import Foundation
import SwiftFlowCore

/// A scrollable region, as SwiftUI's `ScrollView`: the content gets its ideal length along the scroll
/// axes and is moved by wheel and touchpad scrolling, clipped to the region.
public struct ScrollView<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// A region scrolling along `axes` (indicators are not drawn).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func makeElement() -> Element { ScrollElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ScrollElement else { return }
        element.axes = axes
        let axis: Axis? = axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : nil
        let inner = element.derivation.derive(from: environment, token: AnyHashable(axes.rawValue)) {
            $0.stackAxis = axis
        }
        element.updateChildren([content], environment: inner)
    }
}

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// The element of `ScrollView`.
final class ScrollElement: Element {
    var axes: Axis.Set = .vertical
    var derivation = EnvironmentDerivation()
    /// How far the content is scrolled (positive: content moved up/left).
    private(set) var contentOffset = CGPoint.zero
    private var contentSize = CGSize.zero

    private func contentProposal(for size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = ModifierElement.measureGroup(layoutChildren, contentProposal(
            for: proposal.replacingUnspecifiedDimensions(by: .zero)))
        return CGSize(
            width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
            height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height
        )
    }

    override func placeChildren(in rect: CGRect) {
        let items = layoutChildren
        contentSize = ModifierElement.measureGroup(items, contentProposal(for: rect.size))
        clampOffset()
        let size = CGSize(width: max(contentSize.width, rect.width), height: max(contentSize.height, rect.height))
        ModifierElement.placeGroup(items, in: CGRect(origin: rect.origin, size: size), alignment: .top)
    }

    override var childTransform: CGAffineTransform? {
        contentOffset == .zero ? nil : CGAffineTransform(translationX: -contentOffset.x, y: -contentOffset.y)
    }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        guard frame.intersects(dirty) else { return }
        context.saveState()
        context.clip(to: frame)
        renderChildren(in: context, dirty: dirty.intersection(frame))
        context.restoreState()
    }

    override func hitTest(_ point: CGPoint) -> Element? {
        guard frame.contains(point) else { return nil }
        return super.hitTest(point) ?? (allowsHitTesting ? self : nil)
    }

    private func clampOffset() {
        contentOffset.x = max(0, min(contentOffset.x, contentSize.width - frame.width))
        contentOffset.y = max(0, min(contentOffset.y, contentSize.height - frame.height))
    }

    /// Scrolls so that `offset` is the top-left visible point of the content (clamped).
    func scroll(to offset: CGPoint) {
        let before = contentOffset
        contentOffset = offset
        clampOffset()
        if contentOffset != before { setNeedsDisplay() }
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard case .scroll(_, let dx, let dy, let modifiers) = event else { return false }
        var delta = CGPoint(x: dx, y: dy)
        // Shift turns vertical wheel motion into horizontal scrolling.
        if modifiers.contains(.shift) && dx == 0 { delta = CGPoint(x: dy, y: 0) }
        let target = CGPoint(
            x: axes.contains(.horizontal) ? contentOffset.x + delta.x : contentOffset.x,
            y: axes.contains(.vertical) ? contentOffset.y + delta.y : contentOffset.y
        )
        let before = contentOffset
        scroll(to: target)
        return contentOffset != before
    }
}
