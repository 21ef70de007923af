import Foundation
import SwiftFlowCore

/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let location = EnvironmentLocation()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value (the default before the view is installed).
    public var wrappedValue: Value {
        (location.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: InstallableProperty {
    func install(in element: CompositeElement, slot: Int) {
        location.values = element.environment
        element.readsEnvironment = true
    }
}

extension Environment: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool { true }
}

/// Holds the environment an `Environment` property reads from.
@MainActor
final class EnvironmentLocation {
    var values: EnvironmentValues?
}
