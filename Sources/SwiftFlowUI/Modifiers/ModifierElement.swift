import Foundation
import SwiftFlowCore

/// An element that wraps one piece of content and passes layout through to it; modifier elements
/// subclass it and change one thing.
open class ModifierElement: Element {
    /// The layout items of the content (child 0).
    public var contentItems: [Element] {
        guard let first = children.first else { return [] }
        return first.isTransparent ? first.layoutChildren : [first]
    }

    /// The size of the content for `proposal`.
    public func measureContent(_ proposal: ProposedViewSize) -> CGSize {
        Self.measureGroup(contentItems, proposal)
    }

    /// Places the content in `rect`.
    public func placeContent(in rect: CGRect) {
        Self.placeGroup(contentItems, in: rect)
    }

    override open func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measureContent(proposal)
    }

    override open func placeChildren(in rect: CGRect) {
        placeContent(in: rect)
    }

    /// Measures several items as SwiftUI measures a view made of several: as a vertical stack.
    public static func measureGroup(_ items: [Element], _ proposal: ProposedViewSize) -> CGSize {
        if items.isEmpty { return .zero }
        if items.count == 1 { return items[0].measure(proposal) }
        return StackLayout(axis: .vertical, spacing: nil, alignment: 0.5).size(of: items, proposal: proposal)
    }

    /// Places several items in `rect`: one is centred, more are stacked vertically.
    public static func placeGroup(_ items: [Element], in rect: CGRect, alignment: Alignment = .center) {
        if items.count == 1 {
            let size = items[0].measure(ProposedViewSize(rect.size))
            items[0].place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
        } else if items.count > 1 {
            StackLayout(axis: .vertical, spacing: nil, alignment: alignment.horizontal.fraction).place(items, in: rect)
        }
    }
}

/// A modifier made of an element class and a closure that configures it.
struct ElementModifier<E: ModifierElement>: PrimitiveViewModifier {
    let configure: (E) -> Void
    /// What the modifier sets, compared to skip work when it did not change.
    let token: AnyHashable?

    init(token: AnyHashable?, configure: @escaping (E) -> Void) {
        self.token = token
        self.configure = configure
    }

    func makeElement() -> Element { E() }

    func updateElement(_ element: Element, content: any View, environment: EnvironmentValues) {
        guard let element = element as? E else { return }
        configure(element)
        element.updateChildren([content], environment: environment)
    }
}
