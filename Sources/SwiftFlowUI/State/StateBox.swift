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

    /// Collections longer than this are not compared element by element (see `isSame`).
    static var comparedElementLimit: Int { 32 }

    /// Whether setting `b` over `a` changes nothing, so the readers need not be evaluated again. A value that is
    /// not `Equatable` always counts as a change.
    ///
    /// Cheap on every set, whatever the value's size: the same bits (a collection's buffer, a string's storage,
    /// a number) are the same value, O(1). Otherwise `==` decides, except for a collection of more than
    /// `comparedElementLimit` elements in other storage: that counts as a change, as it nearly always is (a drag
    /// frame sets the node array with one node moved, and `==` read every node before it, O(N) a frame at
    /// 100,000 nodes). An equal copy in new storage then costs one evaluation of the readers more, no more than
    /// the comparison would have.
    static func isSame(_ a: Value, _ b: Value) -> Bool {
        guard let equatable = a as? any Equatable else { return false }
        if hasSameBits(a, b) { return true }
        if let collection = a as? any RandomAccessCollection, collection.count > comparedElementLimit { return false }
        return equatable.isEqualTo(b)
    }

    /// Whether `a` and `b` are stored as the same bytes (for a reference or a buffer: the same object).
    private static func hasSameBits(_ a: Value, _ b: Value) -> Bool {
        withUnsafeBytes(of: a) { first in
            withUnsafeBytes(of: b) { second in
                first.count == second.count
                    && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
            }
        }
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
