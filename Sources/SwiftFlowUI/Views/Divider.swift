import Foundation
import SwiftFlowCore

/// A thin separating line across its stack (horizontal outside a stack and in a `VStack`).
public struct Divider: PrimitiveView {
    /// A divider.
    public init() {}

    public func makeElement() -> Element { DividerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {}
}
