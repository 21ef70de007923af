import Foundation
import SwiftFlowCore

/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    /// An empty view.
    public init() {}

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren([], environment: environment)
    }
}
