import Foundation
import SwiftFlowCore

/// Groups views without adding layout; modifiers on a group apply to its content as a whole.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren([content], environment: environment)
    }
}
