import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The element of a `SwiftFlow` view: holds the canvas and the overlay (in screen space, on top), owns the
/// `SwiftFlowState`, and draws its subtree in the canvas's light or dark appearance.
public final class SwiftFlowHostElement: Element {
    /// The state shared with overlays.
    public let state = SwiftFlowState()
    /// The instance used when the caller passes none.
    let ownInstance = SwiftFlowInstance()
    var isDark = false
    var theme = SwiftFlowTheme.default

    public required init() {}

    public override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 800, height: 600))
    }

    public override func placeChildren(in rect: CGRect) {
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(rect.size))
            child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size))
        }
    }

    public override func render(in context: GraphicsContext, dirty: CGRect) {
        let appearance = context.isDarkMode == isDark ? context : AppearanceContext(base: context, dark: isDark)
        let visible = frame.intersection(dirty)
        if !visible.isNull && !visible.isEmpty {
            appearance.fill(Path(visible), with: theme.backgroundColor)
        }
        renderChildren(in: appearance, dirty: dirty)
    }

    /// Its first act is filling its frame with the theme's background: opaque there when that colour is.
    public override func paintsOpaquely(_ rect: CGRect) -> Bool {
        theme.backgroundColor.components(dark: isDark).opacity >= 1 && frame.contains(rect)
    }

    /// The canvas element inside, if mounted.
    public var canvas: Element? { children.first }
}
