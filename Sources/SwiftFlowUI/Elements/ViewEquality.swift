import Foundation
import SwiftFlowCore

/// Compares view values field by field to decide whether an element must be updated.
@MainActor
enum ViewEquality {
    /// Whether `new` has the same inputs as `old`, so that a composite view need not evaluate its body
    /// again. Fields that cannot be compared (closures) count as different.
    static func inputsEqual(_ old: any View, _ new: any View) -> Bool {
        compare(old, new, opaqueEqual: false, skipViews: false, depth: 0)
    }

    /// Whether two primitive view values look the same: child views (which their own elements compare)
    /// and closures are ignored.
    static func visuallyEqual(_ old: any View, _ new: any View) -> Bool {
        compare(old, new, opaqueEqual: true, skipViews: true, depth: 0)
    }

    private static func compare(_ a: Any, _ b: Any, opaqueEqual: Bool, skipViews: Bool, depth: Int) -> Bool {
        if depth > 0, let property = a as? any ComparableDynamicProperty {
            return property.isSameProperty(as: b)
        }
        if let equatable = a as? any Equatable {
            return equatable.isEqual(to: b)
        }
        if type(of: a) is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        if depth > 0 && skipViews && a is any View { return true }
        guard depth < 12, type(of: a) == type(of: b) else { return false }
        let mirrorA = Mirror(reflecting: a)
        let mirrorB = Mirror(reflecting: b)
        switch mirrorA.displayStyle {
        case .struct?, .tuple?, .optional?:
            guard mirrorA.children.count == mirrorB.children.count else { return false }
            for (childA, childB) in zip(mirrorA.children, mirrorB.children) {
                if !compare(childA.value, childB.value, opaqueEqual: opaqueEqual, skipViews: skipViews,
                            depth: depth + 1) {
                    return false
                }
            }
            return true
        case .collection?:
            guard mirrorA.children.count == mirrorB.children.count else { return false }
            for (childA, childB) in zip(mirrorA.children, mirrorB.children) {
                if !compare(childA.value, childB.value, opaqueEqual: opaqueEqual, skipViews: skipViews,
                            depth: depth + 1) {
                    return false
                }
            }
            return true
        case nil:
            // Closures and other opaque values.
            return opaqueEqual && mirrorA.children.isEmpty
        default:
            return false
        }
    }
}

/// A property wrapper that knows when two copies of it refer to the same source.
@MainActor
protocol ComparableDynamicProperty {
    func isSameProperty(as other: Any) -> Bool
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
