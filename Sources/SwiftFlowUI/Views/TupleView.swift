import Foundation
import SwiftFlowCore

/// The views of one `@ViewBuilder` block, in order.
public struct TupleView<T>: PrimitiveView {
    /// The views, as a tuple.
    public let value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren(children, environment: environment)
    }
}
