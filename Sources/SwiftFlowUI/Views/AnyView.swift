import Foundation
import SwiftFlowCore

/// A type-erased view; changing the wrapped view's type replaces its elements.
public struct AnyView: PrimitiveView {
    let wrapped: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            wrapped = any.wrapped
        } else {
            wrapped = view
        }
    }

    /// Wraps an existential view.
    public init(erasing view: any View) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren([wrapped], environment: environment)
    }
}
