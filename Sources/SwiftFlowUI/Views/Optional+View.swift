import Foundation
import SwiftFlowCore

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        switch self {
        case .some(let view): element.updateChildren([view], environment: environment)
        case .none: element.updateChildren([], environment: environment)
        }
    }
}
