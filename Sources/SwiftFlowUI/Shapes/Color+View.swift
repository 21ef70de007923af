import Foundation
import SwiftFlowCore

extension Color: PrimitiveView {
    public func makeElement() -> Element { ShapeElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ShapeElement else { return }
        element.configure(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), .nonZero))
    }
}
