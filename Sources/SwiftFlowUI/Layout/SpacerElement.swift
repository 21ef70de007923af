import Foundation
import SwiftFlowCore

/// The element of `Spacer`.
final class SpacerElement: Element {
    var minLength: CGFloat = 8

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch environment.stackAxis {
        case .horizontal?:
            return CGSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical?:
            return CGSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return CGSize(width: max(minLength, proposal.width ?? minLength),
                          height: max(minLength, proposal.height ?? minLength))
        }
    }
}
