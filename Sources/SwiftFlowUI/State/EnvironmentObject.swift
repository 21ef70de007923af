import Foundation
import SwiftFlowCore

/// An observable object provided by an ancestor with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`.
///
/// Reading it when no ancestor provided one is a programming error and stops the program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let location = ObjectLocation<ObjectType>()

    /// Declares a dependency on an environment object of `ObjectType`.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = location.holder?.object else {
            fatalError("No object of type \(ObjectType.self) in the environment: add .environmentObject(_:) above")
        }
        return object
    }

    /// Bindings to the object's properties (`$store.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(in element: CompositeElement, slot: Int) {
        element.readsEnvironment = true
        guard let object = element.environment.object(of: ObjectType.self) else {
            location.holder = nil
            return
        }
        location.holder = ObjectHolder(object)
        element.observe(object)
    }
}

extension EnvironmentObject: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool { true }
}
