import Foundation
import SwiftFlowCore

/// Makes the element for a view: primitive views make their own, all others get a composite element.
@MainActor
enum ElementFactory {
    static func makeElement(for view: any View) -> Element {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeElement()
        }
        return CompositeElement()
    }
}
