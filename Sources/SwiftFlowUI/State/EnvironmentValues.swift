import Foundation
import SwiftFlowCore

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
///
/// Extend it with properties backed by `EnvironmentKey`s for custom values.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Changes whenever a value written above may have changed; unchanged stamps let elements skip work.
    public internal(set) var stamp = 0

    /// An environment holding only default values.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The environment object of type `T`, if an ancestor provided one.
    public func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    /// Provides `object` to descendants that declare `@EnvironmentObject var x: T`.
    public mutating func setObject<T: AnyObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = object
    }
}

/// Hands out fresh environment stamps.
@MainActor
enum EnvironmentStamp {
    private static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }
}

/// Derives a child environment and keeps its stamp stable while neither the parent stamp nor the
/// written value changes. Public for hosts that write one environment for many children once, instead of a
/// modifier around each (a canvas's node views).
@MainActor
public struct EnvironmentDerivation {
    private var inputStamp: Int?
    private var token: AnyHashable?
    private var outputStamp = 0

    /// A derivation that has derived nothing yet.
    public init() {}

    /// The environment with `modify` applied; `token` identifies what was written (nil: unknown, so
    /// treated as changed).
    public mutating func derive(from environment: EnvironmentValues, token: AnyHashable?,
                         modify: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        if inputStamp != environment.stamp || token == nil || token != self.token {
            inputStamp = environment.stamp
            self.token = token
            outputStamp = EnvironmentStamp.next()
        }
        var result = environment
        modify(&result)
        result.stamp = outputStamp
        return result
    }
}
