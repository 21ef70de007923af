import Foundation
import SwiftFlowCore

/// A stored property of a view that the toolkit connects to the view's element before `body` runs
/// (`@State`, `@Binding`, `@Environment`, `@StateObject`, …).
@MainActor @preconcurrency
public protocol DynamicProperty {}

/// The toolkit's side of a dynamic property: connect to the element's storage.
@MainActor
protocol InstallableProperty {
    func install(in element: CompositeElement, slot: Int)
}

/// Walks a view's stored properties and installs the dynamic ones.
@MainActor
enum DynamicPropertyInstaller {
    static func install(_ value: Any, in element: CompositeElement, base: Int = 0) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let property = child.value as? any InstallableProperty {
                property.install(in: element, slot: base + index)
            } else if child.value is any ViewModifier {
                // A custom modifier's own state lives with the view that hosts its body.
                install(child.value, in: element, base: (base + index + 1) * 1000)
            }
        }
    }
}
