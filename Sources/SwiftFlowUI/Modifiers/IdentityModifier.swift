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

    /// The label accessibility clients read for this view: `label` as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// The label accessibility clients read for this view: the translation of `labelKey` (see `Text`).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The label accessibility clients read for this view, in the view's locale.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(ElementModifier<ModifierElement>(token: AnyHashable(["label", AnyHashable(label.content)])) {
            $0.accessibilityLabel = label.string(in: $0.environment.locale)
        })
    }

    /// A hint describing what acting on this view does: `hint` as it is.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// A hint describing what acting on this view does: the translation of `hintKey`.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// A hint describing what acting on this view does, in the view's locale.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(ElementModifier<ModifierElement>(token: AnyHashable(["hint", AnyHashable(hint.content)])) {
            $0.accessibilityHint = hint.string(in: $0.environment.locale)
        })
    }
}
