import Foundation
import SwiftFlowCore

/// Gives a modifier's tag value without knowing its type.
@MainActor
protocol TagProviding {
    var tagValue: AnyHashable { get }
}

/// The modifier behind `.tag(_:)`: it changes nothing on screen and marks the view with a value.
struct TagModifier<Value: Hashable>: PrimitiveViewModifier, TagProviding {
    let value: Value

    var tagValue: AnyHashable { AnyHashable(value) }

    func makeElement() -> Element { ContainerElement() }

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        element.updateChildren([content], environment: environment)
    }
}

extension View {
    /// Marks the view with `tag`: a `Picker` sets its selection to the tag of the choice picked.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        modifier(TagModifier(value: tag))
    }
}
