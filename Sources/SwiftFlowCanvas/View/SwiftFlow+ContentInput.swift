import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension SwiftFlow {
    /// Declares what the node content reads besides its node. The canvas re-evaluates a node's view only when
    /// that node changes; content that also reads app state (the editor's node views ask which nodes hold
    /// others) passes that state here, and every node view is re-evaluated when it changes (compared with
    /// `==` on each update, so pass something small or whose storage is kept while unchanged).
    @MainActor
    public func nodeContentDepends<Input: Hashable & Sendable>(on input: Input) -> SwiftFlow {
        var copy = self
        copy.configuration.nodeContentInput = NodeContentInput(input)
        return copy
    }
}

/// A value node content reads besides its node (`SwiftFlow.nodeContentDepends(on:)`), compared with `==`.
public struct NodeContentInput: Hashable, @unchecked Sendable {
    // Unchecked: the box only ever holds a `Sendable` value (its one initializer asks for one).
    private let value: AnyHashable

    public init<Input: Hashable & Sendable>(_ input: Input) {
        value = AnyHashable(input)
    }
}
