import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// An element whose content keeps its on-screen size whatever the zoom, in a box placed from the camera
/// beside a node or on a flow point. Subclasses say when it shows (`wantsToShow`) and where its box goes
/// (`boxFrame`, in canvas space: see `ScreenLayer`).
///
/// Its own frame is what its parent gives it (a node view's frame for a toolbar overlaid on it, the canvas
/// for one in the overlay). Its children are laid out in screen points measured from where the flow origin is
/// on screen ("anchor space"): a pan moves that origin, not the children, so their frames stay put and the
/// pixels the canvas slides stay right; only zooming re-places them. Inside the canvas's tree the layer draws
/// it after the graph and hit-tests it first; in the overlay it draws itself, clipped to the canvas. While
/// hidden it has no children, so hidden toolbars cost nothing and stay out of the accessibility tree.
class ScreenAnchoredElement: Element {
    /// The view shown while the element shows.
    var content: any View = EmptyView()
    /// Space between the content and the edge of its box (where a background is drawn).
    var padding: CGFloat { 0 }

    private(set) weak var layer: ScreenLayer?
    /// Whether the canvas's layer draws this element (it is inside the canvas's tree).
    private(set) var isDrawnByLayer = false
    private(set) var isShown = false
    /// The box, content and padding, in anchor space (null while hidden).
    private(set) var anchorBox = CGRect.null
    /// This element's frame space → canvas space, as of the last placement.
    private(set) var frameToCanvas = CGAffineTransform.identity
    /// Anchor space → this element's frame space (the children's transform).
    private var anchorToFrame = CGAffineTransform.identity
    /// Where the flow origin was on screen (canvas space) at the last placement.
    private var anchorOrigin = CGPoint.zero
    private var followedNodeId: String?

    required init() {}

    // MARK: - Subclass hooks

    /// Whether the element shows now.
    func wantsToShow(in layer: ScreenLayer) -> Bool { true }

    /// The node whose selection decides whether the element shows (nil: it does not follow a selection).
    var selectionNodeId: String? { nil }

    /// The box for content of `size` (padding included), in canvas space; nil hides it.
    func boxFrame(for size: CGSize, in layer: ScreenLayer) -> CGRect? { nil }

    /// Draws behind the content; `box` and the context are in anchor space.
    func drawBackground(of box: CGRect, in context: GraphicsContext, layer: ScreenLayer) {}

    /// Whether a press on the box outside the content is this element's (a toolbar's background).
    var takesPressesOnBox: Bool { false }

    // MARK: - Showing and placing

    /// The box in canvas space (null while hidden).
    var box: CGRect { anchorBox.isNull ? .null : anchorBox.offsetBy(dx: anchorOrigin.x, dy: anchorOrigin.y) }

    /// Re-reads the layer from the environment and whether to show, then places the content.
    func refresh() {
        guard isMounted else { return }
        let current = environment.screenLayer
        if current !== layer {
            layer?.setShown(self, false)
            layer?.setFollower(self, of: nil, previous: followedNodeId)
            followedNodeId = nil
            isShown = false
            layer = current
        }
        guard let layer else { return hide() }
        isDrawnByLayer = layer.canvas.map { isDescendant(of: $0) } ?? false
        let follow = selectionNodeId
        layer.setFollower(self, of: follow, previous: followedNodeId)
        followedNodeId = follow
        let show = wantsToShow(in: layer)
        if show != isShown {
            isShown = show
            layer.setShown(self, show)
        }
        if show {
            updateChildren([content], environment: environment)
            reposition()
        } else {
            hide()
        }
    }

    private func hide() {
        if let layer, isShown { layer.setShown(self, false) }
        isShown = false
        layer?.damage(box)
        anchorBox = .null
        if !children.isEmpty { updateChildren([], environment: environment) }
    }

    /// Measures the content and places its box from the camera and the anchor.
    func reposition() {
        guard isShown, let layer else { return }
        frameToCanvas = Self.transform(from: self, toCanvasOf: layer)
        let origin = CGPoint(x: layer.flowToCanvas.tx, y: layer.flowToCanvas.ty)
        let oldBox = box
        anchorOrigin = origin
        anchorToFrame = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(frameToCanvas.inverted())
        let items = layoutChildren
        let contentSize = ModifierElement.measureGroup(items, .unspecified)
        let size = CGSize(width: contentSize.width + 2 * padding, height: contentSize.height + 2 * padding)
        let newBox = boxFrame(for: size, in: layer)?.offsetBy(dx: -origin.x, dy: -origin.y) ?? .null
        // A pan leaves the anchor box where it is (up to rounding): the pixels slide with the canvas, and
        // nothing is re-placed or repainted.
        if !Self.nearlyEqual(newBox, anchorBox) {
            anchorBox = newBox
            layer.damage(oldBox)
            layer.damage(box)
        }
        guard !anchorBox.isNull else { return }
        ModifierElement.placeGroup(items, in: anchorBox.insetBy(dx: padding, dy: padding))
    }

    private static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
        if a.isNull || b.isNull { return a.isNull && b.isNull }
        let tolerance: CGFloat = 1e-6
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// The frame space of `element` → the canvas space of `layer`: up through the ancestors' transforms to
    /// window points, then into the canvas's space.
    static func transform(from element: Element, toCanvasOf layer: ScreenLayer) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var node = element.parent
        while let current = node {
            if let transform = current.childTransform { result = result.concatenating(transform) }
            node = current.parent
        }
        return result.concatenating(layer.windowToCanvas)
    }

    // MARK: - Element

    override func didMount() { refresh() }

    override func willUnmount() {
        layer?.setShown(self, false)
        layer?.setFollower(self, of: nil, previous: followedNodeId)
        followedNodeId = nil
        isShown = false
        layer = nil
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in rect: CGRect) { reposition() }

    override var childTransform: CGAffineTransform? { anchorToFrame }

    override var drawingBounds: CGRect { anchorBox.isNull ? .null : anchorBox.applying(anchorToFrame) }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        guard isShown, !isDrawnByLayer, let layer else { return }
        context.saveState()
        context.concatenate(frameToCanvas.inverted())
        renderInCanvasSpace(context, dirty: dirty.applying(frameToCanvas), layer: layer)
        context.restoreState()
    }

    /// Draws the background and the content; `context` and `dirty` are in canvas space.
    func renderInCanvasSpace(_ context: GraphicsContext, dirty: CGRect) {
        guard let layer else { return }
        renderInCanvasSpace(context, dirty: dirty, layer: layer)
    }

    private func renderInCanvasSpace(_ context: GraphicsContext, dirty: CGRect, layer: ScreenLayer) {
        guard isShown, !anchorBox.isNull else { return }
        let visible = layer.canvasFrame.intersection(dirty)
        guard !visible.isNull, !visible.isEmpty else { return }
        context.saveState()
        context.clip(to: layer.canvasFrame)
        context.concatenate(CGAffineTransform(translationX: anchorOrigin.x, y: anchorOrigin.y))
        let anchorDirty = visible.offsetBy(dx: -anchorOrigin.x, dy: -anchorOrigin.y)
        if anchorBox.intersects(anchorDirty) { drawBackground(of: anchorBox, in: context, layer: layer) }
        for child in paintOrder { child.render(in: context, dirty: anchorDirty) }
        context.restoreState()
    }

    override func hitTest(_ point: CGPoint) -> Element? {
        hitTestInCanvasSpace(point.applying(frameToCanvas))
    }

    /// The content (or, for a toolbar, the element itself) under `point`, in canvas space.
    func hitTestInCanvasSpace(_ point: CGPoint) -> Element? {
        guard allowsHitTesting, isShown, let layer, layer.canvasFrame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - anchorOrigin.x, y: point.y - anchorOrigin.y)
        for child in paintOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return takesPressesOnBox && anchorBox.contains(local) ? self : nil
    }

    /// Presses that reach the element (on its content or box) are not the canvas's: they must not select or
    /// drag what lies under it. The wheel still zooms the canvas.
    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown, .pointerMove, .pointerUp: return true
        default: return false
        }
    }

    override var cursor: CursorShape? { .arrow }
}
