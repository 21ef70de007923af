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
    /// Per view or modifier type: true when it stores no dynamic property, no modifier and no optional (which a cast
    /// looks into: it may hold one in another value), so its values need no walk. A struct's stored properties have the
    /// types it declares, so the answer found on the first value holds for every value of the type.
    private static var inertTypes: [ObjectIdentifier: Bool] = [:]

    static func install(_ value: Any, in element: CompositeElement, base: Int = 0) {
        let type = ObjectIdentifier(Swift.type(of: value))
        // A node's view is evaluated again on every frame of its drag: a `Mirror` walk each time was a tenth of it.
        let known = inertTypes[type]
        if known == true { return }
        let mirror = Mirror(reflecting: value)
        var found = false
        for (index, child) in mirror.children.enumerated() {
            if let property = child.value as? any InstallableProperty {
                property.install(in: element, slot: base + index)
                found = true
            } else if child.value is any ViewModifier {
                // A custom modifier's own state lives with the view that hosts its body.
                install(child.value, in: element, base: (base + index + 1) * 1000)
                found = true
            }
        }
        if known == nil {
            inertTypes[type] = !found && mirror.displayStyle == .struct && !mirror.children.contains { child in
                Mirror(reflecting: child.value).displayStyle == .optional
            }
        }
    }
}
