import Foundation
import SwiftFlowCore

/// The element of `HStack` and `VStack`.
final class StackElement: Element {
    private(set) var layout = StackLayout(axis: .vertical, spacing: nil, alignment: 0.5)
    private var derivation = EnvironmentDerivation()

    func update(axis: Axis, spacing: CGFloat?, alignment: CGFloat, content: any View, environment: EnvironmentValues) {
        layout = StackLayout(axis: axis, spacing: spacing, alignment: alignment)
        let inner = derivation.derive(from: environment, token: AnyHashable(axis)) { $0.stackAxis = axis }
        updateChildren([content], environment: inner)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.size(of: layoutChildren, proposal: proposal)
    }

    override func placeChildren(in rect: CGRect) {
        layout.place(layoutChildren, in: rect)
    }
}
