import Foundation
import SwiftFlowCore

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// The storage the binding points into, when known, and the key path inside it; two bindings with
    /// the same source and path are the same input to a view.
    let source: ObjectIdentifier?
    let path: [AnyKeyPath]

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, source: nil, path: [])
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, source: ObjectIdentifier?, path: [AnyKeyPath]) {
        getter = get
        setter = set
        self.source = source
        self.path = path
    }

    /// The binding itself, for `@Binding var value: T` initialised with `_value = binding`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so `$binding` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = getter
        let setter = setter
        return Binding<Member>(
            get: { getter()[keyPath: keyPath] },
            set: { member in
                var whole = getter()
                whole[keyPath: keyPath] = member
                setter(whole)
            },
            source: source,
            path: path + [keyPath]
        )
    }
}

extension Binding: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let source, source == other.source else { return false }
        return path == other.path
    }
}
