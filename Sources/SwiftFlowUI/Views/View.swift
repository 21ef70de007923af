import Foundation
import SwiftFlowCore

/// A piece of user interface, described by value, as SwiftUI's `View`.
///
/// Conform a struct and give it a `body`; the toolkit evaluates it into the retained element tree and
/// evaluates it again only when state it read changes or its inputs change.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never

    /// `Never` has no body; primitive views use it as theirs.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the element tree builds directly instead of evaluating a `body`.
///
/// Other modules (the canvas) conform to this to bring their own `Element` subclass into the tree.
@MainActor @preconcurrency
public protocol PrimitiveView: View where Body == Never {
    /// Creates the element that represents this view.
    func makeElement() -> Element
    /// Brings `element` (made by `makeElement()` of a view of the same type) up to date with this view,
    /// typically by storing properties and reconciling child views with `element.updateChildren`.
    func updateElement(_ element: Element, environment: EnvironmentValues)
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
