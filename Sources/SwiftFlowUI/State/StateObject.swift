import Foundation
import SwiftFlowCore

/// An observable object a view creates once and owns, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let location = ObjectLocation<ObjectType>()

    /// Declares an owned object; `thunk` runs once, when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The owned object.
    public var wrappedValue: ObjectType {
        if let holder = location.holder { return holder.object }
        // Read before the view was installed: make the object now and keep it for the installation.
        let holder = ObjectHolder(make())
        location.holder = holder
        return holder.object
    }

    /// Bindings to the object's properties (`$store.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    func install(in element: CompositeElement, slot: Int) {
        let pending = location.holder
        let holder = element.slot(slot) { pending ?? ObjectHolder(make()) }
        location.holder = holder
        element.observe(holder.object)
    }
}

extension StateObject: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool { true }
}

/// Keeps an object alive in an element's storage.
final class ObjectHolder<ObjectType: AnyObject> {
    let object: ObjectType

    init(_ object: ObjectType) {
        self.object = object
    }
}

@MainActor
final class ObjectLocation<ObjectType: AnyObject> {
    var holder: ObjectHolder<ObjectType>?
}
