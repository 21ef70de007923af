import Foundation
import SwiftFlowCore

/// A frame of fixed width and/or height, with the content aligned inside.
final class FixedFrameElement: ModifierElement {
    var width: CGFloat?
    var height: CGFloat?
    var alignment = Alignment.center

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard width == nil || height == nil else { return CGSize(width: width ?? 0, height: height ?? 0) }
        let size = measureContent(contentProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func placeChildren(in rect: CGRect) {
        let items = contentItems
        let size = Self.measureGroup(items, contentProposal(ProposedViewSize(rect.size)))
        let origin = alignment.origin(of: size, in: rect)
        Self.placeGroup(items, in: CGRect(origin: origin, size: size))
    }
}

/// A frame with minimum, ideal and maximum sizes, with the content aligned inside.
///
/// Follows SwiftUI: the proposal is clamped to [min, max] for the content, then the frame's own size is
/// the content's size pulled towards the proposal within [min, max].
final class FlexibleFrameElement: ModifierElement {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment = Alignment.center

    private static func clampProposal(_ value: CGFloat?, ideal: CGFloat?, min lower: CGFloat?, max upper: CGFloat?)
        -> CGFloat? {
        guard var value else { return ideal }
        if let lower, lower > value { value = lower }
        if let upper, upper < value { value = upper }
        return value
    }

    private static func resolve(_ child: CGFloat, proposal: CGFloat?, min lower: CGFloat?, max upper: CGFloat?)
        -> CGFloat {
        var result = child
        if let proposal {
            if let lower { result = Swift.max(lower, Swift.min(result, proposal)) }
            if let upper { result = Swift.min(upper, Swift.max(result, proposal)) }
        } else {
            if let lower { result = Swift.max(lower, result) }
            if let upper { result = Swift.min(upper, result) }
        }
        return result
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.clampProposal(proposal.width, ideal: idealWidth, min: minWidth, max: maxWidth),
            height: Self.clampProposal(proposal.height, ideal: idealHeight, min: minHeight, max: maxHeight)
        )
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inner = contentProposal(proposal)
        let child = measureContent(inner)
        return CGSize(
            width: Self.resolve(child.width, proposal: inner.width, min: minWidth, max: maxWidth),
            height: Self.resolve(child.height, proposal: inner.height, min: minHeight, max: maxHeight)
        )
    }

    override func placeChildren(in rect: CGRect) {
        let items = contentItems
        let size = Self.measureGroup(items, contentProposal(ProposedViewSize(rect.size)))
        Self.placeGroup(items, in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
    }
}

extension View {
    /// Gives the view a fixed width and/or height; the content is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(ElementModifier<FixedFrameElement>(token: AnyHashable([AnyHashable(width), AnyHashable(height),
                                                                         AnyHashable(alignment)])) {
            $0.width = LayoutSanitizing.length(width)
            $0.height = LayoutSanitizing.length(height)
            $0.alignment = alignment
        })
    }

    /// Gives the view flexible size limits; `.infinity` as a maximum makes it take all offered space.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let values: [AnyHashable] = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].map {
            AnyHashable($0)
        } + [AnyHashable(alignment)]
        return modifier(ElementModifier<FlexibleFrameElement>(token: AnyHashable(values)) {
            $0.minWidth = LayoutSanitizing.length(minWidth)
            $0.idealWidth = LayoutSanitizing.length(idealWidth)
            $0.maxWidth = LayoutSanitizing.maximum(maxWidth)
            $0.minHeight = LayoutSanitizing.length(minHeight)
            $0.idealHeight = LayoutSanitizing.length(idealHeight)
            $0.maxHeight = LayoutSanitizing.maximum(maxHeight)
            $0.alignment = alignment
        })
    }
}
