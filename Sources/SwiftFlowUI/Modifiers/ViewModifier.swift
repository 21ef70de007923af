import Foundation
import SwiftFlowCore

/// A reusable change to a view, as SwiftUI's `ViewModifier`; apply it with `.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as passed to `body(content:)`.
    typealias Content = ViewModifierContent
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier the element tree implements directly with its own element.
///
/// Other modules can conform to bring their own modifier elements into the tree.
@MainActor @preconcurrency
public protocol PrimitiveViewModifier: ViewModifier where Body == Never {
    /// Creates the element for the modified view.
    func makeElement() -> Element
    /// Updates `element` from this modifier and reconciles `content` as its child.
    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues)
}

extension PrimitiveViewModifier {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a `ViewModifier`'s body receives.
public struct ViewModifierContent: PrimitiveView {
    let content: any View

    public func makeElement() -> Element { ContainerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        element.updateChildren([content], environment: environment)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public func makeElement() -> Element {
        if let primitive = modifier as? any PrimitiveViewModifier {
            return primitive.makeElement()
        }
        return ContainerElement()
    }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        if let primitive = modifier as? any PrimitiveViewModifier {
            primitive.updateElement(element, content: content, environment: environment)
        } else {
            element.updateChildren([ModifierBodyView(content: content, modifier: modifier)], environment: environment)
        }
    }
}

/// The content is a child view, which its own element compares: only the modifier decides, without a `Mirror`
/// walk of the wrapper (a node's label passes through several of them on each frame of its drag).
extension ModifiedContent: VisuallyComparable {
    public func looksSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return ViewEquality.fieldsLookSame(modifier, other.modifier)
    }
}

/// Evaluates a custom modifier's body; its composite element holds the modifier's state.
struct ModifierBodyView<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let modifier: Modifier

    var body: Modifier.Body {
        modifier.body(content: ViewModifierContent(content: content))
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
