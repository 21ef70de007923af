import Foundation
import SwiftFlowCore

/// An observable object passed into a view, which re-evaluates when the object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object.
        public subscript<Member>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>
        ) -> Binding<Member> {
            let root = root
            return Binding(
                get: { root[keyPath: keyPath] },
                set: { root[keyPath: keyPath] = $0 },
                source: ObjectIdentifier(root),
                path: [keyPath]
            )
        }
    }
}

extension ObservedObject: InstallableProperty {
    func install(in element: CompositeElement, slot: Int) {
        element.observe(wrappedValue)
    }
}

extension ObservedObject: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? ObservedObject<ObjectType> else { return false }
        return other.wrappedValue === wrappedValue
    }
}
