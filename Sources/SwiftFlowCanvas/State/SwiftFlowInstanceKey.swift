import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The environment key of the canvas's `SwiftFlowInstance`.
private struct SwiftFlowInstanceKey: EnvironmentKey {
    static var defaultValue: SwiftFlowInstance? { nil }
}

extension EnvironmentValues {
    /// The `SwiftFlowInstance` of the enclosing canvas (the one passed to `SwiftFlow`, else the canvas's own).
    public var swiftFlowInstance: SwiftFlowInstance? {
        get { self[SwiftFlowInstanceKey.self] }
        set { self[SwiftFlowInstanceKey.self] = newValue }
    }
}
