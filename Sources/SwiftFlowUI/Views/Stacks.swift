import Foundation

/// Lays its children out in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row; `spacing` nil uses 8 points between views (none next to a Spacer).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeElement() -> Element { StackElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? StackElement)?.update(axis: .horizontal, spacing: spacing, alignment: alignment.fraction,
                                           content: content, environment: environment)
    }
}

/// Lays its children out in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column; `spacing` nil uses 8 points between views (none next to a Spacer).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeElement() -> Element { StackElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? StackElement)?.update(axis: .vertical, spacing: spacing, alignment: alignment.fraction,
                                           content: content, environment: environment)
    }
}

/// Lays its children on top of each other, aligned, as SwiftUI's `ZStack`; later children are in front.
public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Views on top of each other, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeElement() -> Element { ZStackElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ZStackElement else { return }
        element.alignment = alignment
        let inner = element.derivation.derive(from: environment, token: AnyHashable("z")) { $0.stackAxis = nil }
        element.updateChildren([content], environment: inner)
    }
}

/// The element of `HStack` and `VStack`.
final class StackElement: Element {
    private(set) var layout = StackLayout(axis: .vertical, spacing: nil, alignment: 0.5)
    private var derivation = EnvironmentDerivation()

    func update(axis: Axis, spacing: CGFloat?, alignment: CGFloat, content: any View, environment: EnvironmentValues) {
        layout = StackLayout(axis: axis, spacing: spacing, alignment: alignment)
        let inner = derivation.derive(from: environment, token: AnyHashable(axis)) { $0.stackAxis = axis }
        updateChildren([content], environment: inner)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.size(of: layoutChildren, proposal: proposal)
    }

    override func placeChildren(in rect: CGRect) {
        layout.place(layoutChildren, in: rect)
    }
}

/// The element of `ZStack`: as big as its biggest child, children aligned inside.
final class ZStackElement: Element {
    var alignment = Alignment.center
    var derivation = EnvironmentDerivation()

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = layoutChildren.map { $0.measure(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: CGRect) {
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size))
        }
    }
}
