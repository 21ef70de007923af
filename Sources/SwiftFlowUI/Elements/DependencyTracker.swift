import Foundation
import SwiftFlowCore

/// Something a view's body can read that can later change (state storage).
@MainActor
protocol DependencySource: AnyObject {
    func removeDependent(_ element: CompositeElement)
}

/// Records which composite element is evaluating its body, so that reads of state register dependencies.
@MainActor
enum DependencyTracker {
    private static var stack: [CompositeElement] = []

    static var current: CompositeElement? { stack.last }

    static func evaluating<T>(_ element: CompositeElement, _ body: () -> T) -> T {
        stack.append(element)
        defer { stack.removeLast() }
        return body()
    }

    /// Evaluates `body` with no element recording reads (for actions and bindings read outside `body`).
    static func untracked<T>(_ body: () -> T) -> T {
        let saved = stack
        stack = []
        defer { stack = saved }
        return body()
    }
}
