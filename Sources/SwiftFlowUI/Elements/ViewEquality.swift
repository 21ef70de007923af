import Foundation
import SwiftFlowCore

/// Compares view values field by field to decide whether an element must be updated.
@MainActor
enum ViewEquality {
    /// Whether `new` has the same inputs as `old`, so that a composite view need not evaluate its body
    /// again. Fields that cannot be compared (closures) count as different.
    static func inputsEqual(_ old: any View, _ new: any View) -> Bool {
        // A view that stores a closure never has equal inputs: say so without walking its other fields
        // (the canvas view's node list would be compared element by element first).
        if type(of: old) == type(of: new), storesClosure(old) { return false }
        return compare(old, new, opaqueEqual: false, skipViews: false, depth: 0)
    }

    /// Whether two primitive view values look the same: child views (which their own elements compare)
    /// and closures are ignored.
    static func visuallyEqual(_ old: any View, _ new: any View) -> Bool {
        if let comparable = old as? any VisuallyComparable { return comparable.looksSame(as: new) }
        if sameBytes(old, new) { return true }
        return compare(old, new, opaqueEqual: true, skipViews: true, depth: 0)
    }

    /// Whether two views of one type hold the very same bits: the same values, the same buffers and objects
    /// referenced, the same closures. Such views look the same without a `Mirror` walk (what a node's content
    /// re-evaluated on each frame of its drag mostly gives back). Different bits prove nothing (padding, two
    /// equal strings in different buffers): `compare` decides then.
    static func sameBytes(_ old: any View, _ new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        func matches<V: View>(_ old: V) -> Bool {
            guard let new = new as? V else { return false }
            return withUnsafeBytes(of: old) { a in
                withUnsafeBytes(of: new) { b in
                    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
                }
            }
        }
        return matches(old)
    }

    /// Per view type: whether `inputsEqual` always says "changed" because a stored property is a closure.
    private static var closureHolders: [ObjectIdentifier: Bool] = [:]

    /// Whether `view`'s type keeps a (non-optional) closure among its stored properties and is compared field by
    /// field (not `Equatable`, not a class); found once per type with `Mirror`.
    static func storesClosure(_ view: any View) -> Bool {
        let key = ObjectIdentifier(type(of: view))
        if let known = closureHolders[key] { return known }
        var holds = false
        if !(view is any Equatable), !(type(of: view) is AnyClass) {
            let mirror = Mirror(reflecting: view)
            if mirror.displayStyle == .struct {
                holds = mirror.children.contains { isClosure($0.value) }
            }
        }
        closureHolders[key] = holds
        return holds
    }

    /// Whether `compare` finds `value` opaque, so never equal to anything when closures count as different: a
    /// function (or a metatype), as opposed to a comparable, a class instance or a value with fields.
    private static func isClosure(_ value: Any) -> Bool {
        if value is any ComparableDynamicProperty || value is any Equatable || type(of: value) is AnyClass {
            return false
        }
        return Mirror(reflecting: value).displayStyle == nil
    }

    /// Whether two stored values of views look the same, by the rules of `visuallyEqual` for a view's fields.
    static func fieldsLookSame(_ a: Any, _ b: Any) -> Bool {
        compare(a, b, opaqueEqual: true, skipViews: true, depth: 1)
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

/// A primitive view that compares how it looks itself, instead of field by field through `Mirror`: the same
/// answer as `ViewEquality.visuallyEqual` (closures and child views ignored), without reflection. Views that
/// an element compares on every update of a large canvas (a node's resize frame) adopt it.
@MainActor
public protocol VisuallyComparable {
    /// Whether `other` (a view of any type) draws exactly as this view does.
    func looksSame(as other: Any) -> Bool
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
