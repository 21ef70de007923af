import Foundation

/// Flexible empty space that grows along its stack's axis (along both outside a stack).
public struct Spacer: PrimitiveView {
    /// The smallest length the spacer takes; nil for the default 8 points.
    public let minLength: CGFloat?

    /// A spacer at least `minLength` long (8 points by default).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public func makeElement() -> Element { SpacerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? SpacerElement)?.minLength = LayoutSanitizing.length(minLength) ?? StackLayout.defaultSpacing
    }
}

/// The element of `Spacer`.
final class SpacerElement: Element {
    var minLength: CGFloat = 8

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch environment.stackAxis {
        case .horizontal?:
            return CGSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical?:
            return CGSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return CGSize(width: max(minLength, proposal.width ?? minLength),
                          height: max(minLength, proposal.height ?? minLength))
        }
    }
}

/// A thin separating line across its stack (horizontal outside a stack and in a `VStack`).
public struct Divider: PrimitiveView {
    /// A divider.
    public init() {}

    public func makeElement() -> Element { DividerElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

/// The element of `Divider`.
final class DividerElement: Element {
    static let thickness: CGFloat = 1

    private var isVertical: Bool { environment.stackAxis == .horizontal }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        isVertical
            ? CGSize(width: Self.thickness, height: proposal.height ?? Self.thickness)
            : CGSize(width: proposal.width ?? Self.thickness, height: Self.thickness)
    }

    override func draw(in context: GraphicsContext) {
        context.fill(Path(frame), with: Theme.separator)
    }
}
