import Foundation

/// A value a view owns, kept by its element across evaluations, as SwiftUI's `@State`.
///
/// Setting it re-evaluates the views whose `body` read it (and only those).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(initial: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { location.box?.value ?? location.initial }
        nonmutating set {
            if let box = location.box {
                box.value = newValue
            } else {
                location.initial = newValue
            }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(
            get: { location.box?.value ?? location.initial },
            set: { newValue in
                if let box = location.box { box.value = newValue } else { location.initial = newValue }
            },
            source: location.box.map { ObjectIdentifier($0) },
            path: []
        )
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(in element: CompositeElement, slot: Int) {
        let initial = location.initial
        location.box = element.slot(slot) { StateBox(initial) }
    }
}

extension State: ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool { true }
}

/// Connects one copy of a `State` value to its element's storage.
@MainActor
final class StateLocation<Value> {
    var initial: Value
    var box: StateBox<Value>?

    init(initial: Value) {
        self.initial = initial
    }
}
