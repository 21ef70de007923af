import Foundation
import SwiftFlowCore

/// The element of `ZStack`: as big as its biggest child, children aligned inside.
final class ZStackElement: Element {
    var alignment = Alignment.center
    var derivation = EnvironmentDerivation()

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = layoutChildren.map { $0.measure(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: CGRect) {
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
        }
    }
}
