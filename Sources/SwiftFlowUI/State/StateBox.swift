import Foundation
import SwiftFlowCore

/// The persistent storage behind one `@State` property of one element.
@MainActor
final class StateBox<Value>: DependencySource {
    private var stored: Value
    private var dependents: [ObjectIdentifier: WeakElement] = [:]

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            if let reader = DependencyTracker.current {
                dependents[ObjectIdentifier(reader)] = WeakElement(reader)
                reader.recordRead(of: self)
            }
            return stored
        }
        set {
            let unchanged = StateBox.isSame(stored, newValue)
            stored = newValue
            guard !unchanged else { return }
            for dependent in dependents.values {
                dependent.element?.invalidate()
            }
        }
    }

    func removeDependent(_ element: CompositeElement) {
        dependents[ObjectIdentifier(element)] = nil
    }

    private static func isSame(_ a: Value, _ b: Value) -> Bool {
        guard let equatable = a as? any Equatable else { return false }
        return equatable.isEqualTo(b)
    }
}

/// A weak reference to a composite element.
@MainActor
struct WeakElement {
    weak var element: CompositeElement?

    init(_ element: CompositeElement) {
        self.element = element
    }
}

extension Equatable {
    fileprivate func isEqualTo(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
