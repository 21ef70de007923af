import Foundation
import SwiftFlowCore

/// Lays its children out in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column; `spacing` nil uses 8 points between views (none next to a Spacer).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeElement() -> Element { StackElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? StackElement)?.update(axis: .vertical, spacing: spacing, alignment: alignment.fraction,
                                           content: content, environment: environment)
    }
}
