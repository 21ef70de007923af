import Foundation
import SwiftFlowCore

/// Lays its children out in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row; `spacing` nil uses 8 points between views (none next to a Spacer).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeElement() -> Element { StackElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? StackElement)?.update(axis: .horizontal, spacing: spacing, alignment: alignment.fraction,
                                           content: content, environment: environment)
    }
}
