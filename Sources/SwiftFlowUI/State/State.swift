import Foundation
import SwiftFlowCore

/// A value a view owns, kept by its element across evaluations, as SwiftUI's `@State`.
///
/// Setting it re-evaluates the views whose `body` read it (and only those).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// Declares state with its initial value (used only when the view first appears).
    public init(wrappedValue value: Value) {
        location = StateLocation(initial: value)
    }

    /// Declares state with its initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it re-evaluates the views that read it.
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
    /// Declares optional state that starts as nil.
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
