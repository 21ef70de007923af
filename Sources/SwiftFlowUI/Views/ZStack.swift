import Foundation
import SwiftFlowCore

/// Lays its children on top of each other, aligned, as SwiftUI's `ZStack`; later children are in front.
public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Views on top of each other, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeElement() -> Element { ZStackElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ZStackElement else { return }
        element.alignment = alignment
        // Outside a stack there is nothing to clear: the environment passes unchanged, with no copy of it.
        let inner = environment.stackAxis == nil ? environment
            : element.derivation.derive(from: environment, token: AnyHashable("z")) { $0.stackAxis = nil }
        element.updateChildren([content], environment: inner)
    }
}
