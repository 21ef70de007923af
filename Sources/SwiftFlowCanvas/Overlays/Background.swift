import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The canvas background pattern (dots, lines or cross) for the overlay; it draws beneath the nodes and
/// follows the viewport: the gap scales with the zoom and the pattern's origin moves with the translation.
public struct Background: PrimitiveView, Equatable {
    /// Dots, lines or crosses.
    public let variant: BackgroundVariant
    /// The pattern spacing in flow units.
    public let gap: CGFloat
    /// The dot diameter, or the line width, in flow units (lines: points).
    public let size: CGFloat
    /// The pattern colour; `nil` uses the variant's default.
    public let color: Color?

    /// A pattern every `gap` flow units; `size` is the dot diameter or line width; `color` nil uses the
    /// variant's default.
    public init(variant: BackgroundVariant = .dots, gap: CGFloat = 20, size: CGFloat = 1, color: Color? = nil) {
        self.variant = variant
        self.gap = gap
        self.size = size
        self.color = color
    }

    public func makeElement() -> Element { BackgroundElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let background = element as? BackgroundElement else { return }
        background.pattern = BackgroundPattern(variant: variant, gap: gap, size: size, color: color)
        background.state = environment.object(of: SwiftFlowState.self)
        background.zIndex = -1
    }
}

/// The element of `Background`: fills its frame, draws under the canvas content.
public final class BackgroundElement: Element {
    var pattern = BackgroundPattern(variant: .dots, gap: 20, size: 1, color: nil)
    weak var state: SwiftFlowState?
    var theme: SwiftFlowTheme = .default

    public required init() {}

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    public override func draw(in context: GraphicsContext) {
        context.saveState()
        context.clip(to: frame)
        pattern.draw(in: context, rect: context.clipBoundingRect.intersection(frame), origin: frame.origin,
                     viewport: state?.viewport ?? Viewport(), theme: theme)
        context.restoreState()
    }
}
