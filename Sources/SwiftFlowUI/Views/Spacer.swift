import Foundation
import SwiftFlowCore

/// Flexible empty space that grows along its stack's axis (along both outside a stack).
public struct Spacer: PrimitiveView {
    /// The smallest length the spacer takes; nil for the default 8 points.
    public let minLength: CGFloat?

    /// A spacer at least `minLength` long (8 points by default).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public func makeElement() -> Element { SpacerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? SpacerElement)?.minLength = LayoutSanitizing.length(minLength) ?? StackLayout.defaultSpacing
    }
}
