import Foundation
import SwiftFlowCore

/// Where a presentation layer puts its content.
enum PresentationPlacement: Equatable {
    /// Centred in the window (dialogs, sheets).
    case centered
    /// Below a rectangle in window points, or above it when there is no room (popovers).
    case below(CGRect)
}

/// A layer showing views: a dialog centred over a dimmed window, or a popover next to an anchor.
///
/// The content gets its ideal size, limited to the window; the layer draws the panel behind it.
final class PresentationLayerElement: LayerElement {
    static let windowInset: CGFloat = 24

    var placement = PresentationPlacement.centered {
        didSet { if placement != oldValue { invalidateLayout() } }
    }
    /// The panel's rectangle, in window points.
    private(set) var panelFrame: CGRect = .zero

    private var cornerRadius: CGFloat { kind == .modal ? 10 : 8 }

    override func contains(_ point: CGPoint) -> Bool {
        kind == .modal || panelFrame.contains(point)
    }

    override var drawingBounds: CGRect {
        kind == .modal ? frame : PanelChrome.bounds(of: panelFrame)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in rect: CGRect) {
        let items = layoutChildren
        let room = rect.insetBy(dx: Self.windowInset, dy: Self.windowInset)
        var size = ModifierElement.measureGroup(items, .unspecified)
        if size.width > room.width || size.height > room.height {
            size = ModifierElement.measureGroup(items, ProposedViewSize(
                width: min(size.width, room.width), height: min(size.height, room.height)))
            size = CGSize(width: min(size.width, room.width), height: min(size.height, room.height))
        }
        let panel: CGRect
        switch placement {
        case .centered: panel = LayerPlacement.centered(size: size, in: rect)
        case .below(let anchor): panel = LayerPlacement.below(anchor, size: size, in: rect, gap: 4)
        }
        if panel != panelFrame {
            if kind != .modal { setNeedsDisplay() }
            panelFrame = panel
            setNeedsDisplay()
        }
        ModifierElement.placeGroup(items, in: panel, alignment: .topLeading)
    }

    override func draw(in context: GraphicsContext) {
        if kind == .modal { context.fill(Path(frame), with: Theme.backdrop) }
        PanelChrome.draw(panelFrame, cornerRadius: cornerRadius, fill: Theme.panelBackground, in: context)
    }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        if drawingBounds.intersects(dirty) { draw(in: context) }
        // The content stays inside the rounded panel.
        context.saveState()
        context.clip(to: Path(roundedRect: panelFrame, cornerRadius: cornerRadius), rule: .nonZero)
        renderChildren(in: context, dirty: dirty)
        context.restoreState()
    }
}
