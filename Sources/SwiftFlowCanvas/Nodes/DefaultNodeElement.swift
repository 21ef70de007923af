import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The element of a `DefaultNodeView`: its children are the label's `Text` (none for a group) and the handles,
/// laid out as `ZStack { Text(label).padding(10).frame(width: 150); handles }` lays them out, step by step with
/// the same arithmetic (so every label lands on the same pixels), without an element per stack, frame, padding,
/// conditional and `ForEach`: 6 elements per default node view instead of 15.
public final class DefaultNodeElement: Element {
    /// The label box's fixed width and the padding around the label (React Flow's default node).
    static let labelBoxWidth: CGFloat = 150
    static let labelPadding: CGFloat = 10

    /// The view the children were last built from, and the environment stamp they were built in.
    var builtFrom: Any?
    var builtStamp = -1
    /// How many times the children were built (tests: selecting a node leaves its label and handles alone).
    public internal(set) var buildCount = 0

    public required init() {}

    /// The label's element, if the node shows one: the first child when it is not a handle.
    var label: Element? {
        guard let first = children.first, !(first is HandleElement) else { return nil }
        return first
    }

    /// The size of the label box (`Text.padding(10).frame(width: 150)`) for `proposal`.
    private func labelBoxSize(_ label: Element, _ proposal: ProposedViewSize) -> CGSize {
        // The frame proposes its width and passes the height on; the padding takes 10 from each side.
        let padded = paddedSize(label, ProposedViewSize(width: Self.labelBoxWidth, height: proposal.height))
        return CGSize(width: Self.labelBoxWidth, height: padded.height)
    }

    /// The size of `Text.padding(10)` for `proposal`.
    private func paddedSize(_ label: Element, _ proposal: ProposedViewSize) -> CGSize {
        let twice = 2 * Self.labelPadding
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - twice) },
                                     height: proposal.height.map { max(0, $0 - twice) })
        let size = label.measure(inner)
        return CGSize(width: size.width + twice, height: size.height + twice)
    }

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // As a ZStack: as big as its biggest child (handles take no room).
        let label = label
        var width: CGFloat = 0, height: CGFloat = 0
        for child in children {
            let size = child === label ? labelBoxSize(child, proposal) : child.measure(proposal)
            width = max(width, size.width)
            height = max(height, size.height)
        }
        return CGSize(width: width, height: height)
    }

    public override func placeChildren(in rect: CGRect) {
        let label = label
        for child in children {
            guard child === label else {
                let size = child.measure(ProposedViewSize(rect.size))
                child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size))
                continue
            }
            // The stack centres the label box; the frame centres the padded label in it; the padding insets it.
            let boxSize = labelBoxSize(child, ProposedViewSize(rect.size))
            let box = CGRect(origin: Alignment.center.origin(of: boxSize, in: rect), size: boxSize)
            let paddedSize = paddedSize(child, ProposedViewSize(width: Self.labelBoxWidth, height: box.height))
            let padded = CGRect(origin: Alignment.center.origin(of: paddedSize, in: box), size: paddedSize)
            let twice = 2 * Self.labelPadding
            let inner = CGRect(x: padded.minX + Self.labelPadding, y: padded.minY + Self.labelPadding,
                               width: max(0, padded.width - twice), height: max(0, padded.height - twice))
            let size = child.measure(ProposedViewSize(inner.size))
            child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: inner), size: size))
        }
    }

    /// `render` without `skipped` (the label, which the node host drew with its box): this element draws
    /// nothing of its own, only its children.
    func renderChildren(in context: GraphicsContext, dirty: CGRect, skipping skipped: Element) {
        for child in paintOrder where child !== skipped { child.render(in: context, dirty: dirty) }
    }
}
