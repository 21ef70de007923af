import Foundation
import SwiftFlowCore

/// Gives its content an explicit identity: a new id makes new elements (and fresh state).
struct IdentityModifier<ID: Hashable>: PrimitiveViewModifier {
    let id: ID

    func makeElement() -> Element { IdentityElement() }

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        element.updateChildren(keyed: [(AnyHashable(id), content)], environment: environment)
    }
}

/// The element of `.id(_:)`: a pass-through that keys its content.
final class IdentityElement: ModifierElement {}

extension View {
    /// Ties the view's identity to `id`; when it changes, the view is rebuilt from scratch.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }

    /// Draws the view above siblings with a lower `value` (and hit-tests it before them).
    public func zIndex(_ value: Double) -> some View {
        let token = AnyHashable(["z", AnyHashable(value)] as [AnyHashable])
        return modifier(ElementModifier<ModifierElement>(token: token) { $0.zIndex = value })
    }

    /// Makes stacks offer space to this view before siblings of lower priority.
    public func layoutPriority(_ value: Double) -> some View {
        let token = AnyHashable(["priority", AnyHashable(value)] as [AnyHashable])
        return modifier(ElementModifier<ModifierElement>(token: token) { $0.layoutPriority = value })
    }

    /// The label accessibility clients read for this view.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(ElementModifier<ModifierElement>(token: AnyHashable(["label", label])) {
            $0.accessibilityLabel = label
        })
    }

    /// A hint describing what acting on this view does.
    public func accessibilityHint(_ hint: String) -> some View {
        modifier(ElementModifier<ModifierElement>(token: AnyHashable(["hint", hint])) { $0.accessibilityHint = hint })
    }
}
