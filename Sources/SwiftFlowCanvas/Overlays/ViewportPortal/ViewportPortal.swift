import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Content in flow (canvas) coordinates that moves and scales with the graph, drawn above it; meant for the
/// canvas's overlay:
///
///     ViewportPortal(viewport: viewport) { Text("Annotation").position(x: 100, y: 200) }
///
/// `.position(x:y:)` inside centres a view on that flow point; other views sit with their top-left corner at
/// the flow origin. Inside a canvas the portal follows the canvas's live camera; `viewport` is the camera it
/// uses when there is no canvas around it.
public struct ViewportPortal<Content: View>: PrimitiveView {
    let viewport: Viewport
    let content: Content

    /// `content` in flow coordinates.
    public init(viewport: Viewport, @ViewBuilder content: () -> Content) {
        self.viewport = viewport
        self.content = content()
    }

    public func makeElement() -> Element { ViewportPortalElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let portal = element as? ViewportPortalElement else { return }
        if portal.fallbackViewport != viewport { portal.setNeedsDisplay() }
        portal.fallbackViewport = viewport
        portal.updateChildren([content], environment: environment)
    }
}

/// The element of `ViewportPortal`: as big as what its parent offers (the canvas, in the overlay), its
/// children laid out in flow coordinates and drawn through the camera, clipped to its frame.
final class ViewportPortalElement: Element {
    var fallbackViewport = Viewport()
    /// The canvas space → this element's frame space, worked out when placed.
    private var canvasToFrame = CGAffineTransform.identity

    required init() {}

    /// It draws only its content: a pan repaints that, not the whole canvas it spans.
    override var paintsOnlyChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// Each child is offered the flow area the canvas shows at its smallest zoom (so the offer does not change
    /// while zooming) and placed at the flow origin with the size it picks: a `.position(x:y:)` view takes
    /// the whole offer, so its point is in flow coordinates.
    override func placeChildren(in rect: CGRect) {
        if let layer = environment.screenLayer {
            canvasToFrame = ScreenAnchoredElement.transform(from: self, toCanvasOf: layer).inverted()
        }
        let offer = ProposedViewSize(width: rect.width / Viewport.minZoom, height: rect.height / Viewport.minZoom)
        for child in layoutChildren {
            child.place(in: CGRect(origin: .zero, size: child.measure(offer)))
        }
    }

    /// Flow coordinates → this element's frame space: through the canvas's camera, or `fallbackViewport`
    /// from the frame's origin without a canvas.
    override var childTransform: CGAffineTransform? {
        if let layer = environment.screenLayer {
            return layer.flowToCanvas.concatenating(canvasToFrame)
        }
        let camera = fallbackViewport
        return CGAffineTransform(scaleX: camera.zoom, y: camera.zoom)
            .concatenating(CGAffineTransform(translationX: frame.minX + camera.x, y: frame.minY + camera.y))
    }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        let visible = frame.intersection(dirty)
        guard !visible.isNull, !visible.isEmpty else { return }
        context.saveState()
        context.clip(to: frame)
        renderChildren(in: context, dirty: visible)
        context.restoreState()
    }

    override func hitTest(_ point: CGPoint) -> Element? {
        guard frame.contains(point) else { return nil }
        return super.hitTest(point)
    }
}
