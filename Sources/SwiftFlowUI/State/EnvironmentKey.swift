import Foundation
import SwiftFlowCore

/// A key for a value in `EnvironmentValues`; declare one and extend `EnvironmentValues` with a property.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value used where no ancestor set one.
    static var defaultValue: Value { get }
}
