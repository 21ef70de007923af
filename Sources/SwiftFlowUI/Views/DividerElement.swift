import Foundation
import SwiftFlowCore

/// The element of `Divider`.
final class DividerElement: Element {
    static let thickness: CGFloat = 1

    private var isVertical: Bool { environment.stackAxis == .horizontal }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        isVertical
            ? CGSize(width: Self.thickness, height: proposal.height ?? Self.thickness)
            : CGSize(width: proposal.width ?? Self.thickness, height: Self.thickness)
    }

    override func draw(in context: GraphicsContext) {
        context.fill(Path(frame), with: Theme.separator)
    }
}
