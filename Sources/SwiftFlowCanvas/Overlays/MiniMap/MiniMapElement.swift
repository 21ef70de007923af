import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The map itself, inside `MiniMap`'s panel.
struct MiniMapSurface: PrimitiveView {
    let minimap: MiniMap

    func makeElement() -> Element { MiniMapElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let map = element as? MiniMapElement else { return }
        if map.minimap.size != minimap.size { map.invalidateLayout() }
        map.minimap = minimap
        map.attach(to: environment.object(of: SwiftFlowState.self))
    }
}

/// Draws the map (background, the cached node layer, the mask) and turns pointer input over it into
/// viewport changes of its canvas, which it finds through the environment's `SwiftFlowState`.
final class MiniMapElement: Element {
    var minimap = MiniMap()
    private(set) weak var state: SwiftFlowState?
    private var subscription: AnyCancellable?
    /// The cached node pixels.
    let nodeLayer = MiniMapNodeLayer()
    private var boundsCache: (source: ObjectIdentifier, sequence: Int, bounds: CGRect?)?
    /// The primary press being handled: where it started, the last location, whether it moved.
    private var press: (start: CGPoint, last: CGPoint, moved: Bool)?

    required init() {}

    /// The canvas the map shows.
    var source: (any MiniMapSource)? { state?.canvas as? any MiniMapSource }

    /// Follows `newState`: the map repaints whenever its canvas publishes a change (the viewport, a new graph).
    func attach(to newState: SwiftFlowState?) {
        guard newState !== state || subscription == nil else { return }
        state = newState
        nodeLayer.reset()
        boundsCache = nil
        subscription = newState?.objectWillChange.sink { [weak self] _ in self?.setNeedsDisplay() }
    }

    override func willUnmount() {
        subscription = nil
        nodeLayer.reset()
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { minimap.size }

    // MARK: - Layout of the map

    /// The map's layout for the canvas as it is now; nil before the canvas is attached.
    func currentLayout() -> (layout: MiniMapLayout, nodeBounds: CGRect?, source: any MiniMapSource)? {
        guard let source else { return nil }
        let nodeBounds = self.nodeBounds(of: source)
        let layout = MiniMapLayout(nodeBounds: nodeBounds, viewport: source.viewport, viewSize: source.viewSize,
                                   size: frame.size, offsetScale: minimap.behavior.offsetScale)
        return (layout, nodeBounds, source)
    }

    /// The visible nodes' bounds, recomputed only when a node changed at or beyond their edge: a change
    /// strictly inside (dragging a node in the middle of the graph) leaves them as they are.
    private func nodeBounds(of source: any MiniMapSource) -> CGRect? {
        let id = ObjectIdentifier(source), sequence = source.miniMapChangeSequence
        if let cached = boundsCache, cached.source == id {
            if cached.sequence == sequence { return cached.bounds }
            if let bounds = cached.bounds, let rects = source.miniMapChangedRects(after: cached.sequence),
               rects.allSatisfy({ Self.isStrictlyInside($0, bounds) }) {
                boundsCache = (id, sequence, bounds)
                return bounds
            }
        }
        let bounds = source.miniMapNodeBounds()
        boundsCache = (id, sequence, bounds)
        return bounds
    }

    private static func isStrictlyInside(_ rect: CGRect, _ bounds: CGRect) -> Bool {
        rect.minX > bounds.minX && rect.minY > bounds.minY && rect.maxX < bounds.maxX && rect.maxY < bounds.maxY
    }

    // MARK: - Drawing

    override func draw(in context: GraphicsContext) {
        let appearance = minimap.appearance
        context.saveState()
        context.clip(to: frame)
        context.fill(Path(frame), with: appearance.resolvedBackground)
        if let (layout, nodeBounds, source) = currentLayout(), layout.isDrawable {
            nodeLayer.draw(in: context, layout: layout, origin: frame.origin, nodeBounds: nodeBounds, source: source,
                           paint: minimap.nodePaint)
            context.saveState()
            context.concatenate(layout.flowToMap.concatenating(
                CGAffineTransform(translationX: frame.minX, y: frame.minY)))
            let mask = layout.maskPath
            context.fill(mask, with: appearance.resolvedMask, rule: .evenOdd)
            let stroke = appearance.resolvedMaskStroke
            if !stroke.isInvisible {
                context.stroke(mask, with: stroke, lineWidth: appearance.maskStrokeWidth(in: layout))
            }
            context.restoreState()
            if appearance.drawsViewportOutline {
                drawViewportOutline(layout, in: context)
            }
        }
        context.restoreState()
    }

    /// A constant-width outline around the viewport rectangle, at least a few points across, in map points.
    private func drawViewportOutline(_ layout: MiniMapLayout, in context: GraphicsContext) {
        let width = MiniMapAppearance.viewportOutlineWidth
        let marker = layout.viewportMarker(minimumSide: MiniMapAppearance.viewportOutlineMinimumSide)
        guard !marker.isNull, marker.width > width, marker.height > width else { return }
        let rect = marker.offsetBy(dx: frame.minX, dy: frame.minY).insetBy(dx: width / 2, dy: width / 2)
        context.stroke(Path(rect), with: MiniMapAppearance.defaultViewportOutline, lineWidth: width)
    }

    // MARK: - Input

    override var isHitTarget: Bool { true }

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .primary else { return false }
            press = (location, location, false)
            return true
        case .pointerMove(let location, _, _):
            guard var current = press else { return false }
            if location != current.start { current.moved = true }
            if minimap.behavior.pannable, location != current.last {
                pan(by: CGSize(width: location.x - current.last.x, height: location.y - current.last.y))
            }
            current.last = location
            press = current
            return true
        case .pointerUp(let location, let button, _):
            guard button == .primary, let current = press else { return false }
            press = nil
            if !current.moved { click(at: location) }
            return true
        case .scroll(_, _, let deltaY, _):
            if minimap.behavior.zoomable { zoom(byWheel: deltaY) }
            // The wheel over the map never reaches the canvas, as React Flow's map swallows it.
            return true
        default:
            return false
        }
    }

    private func pan(by delta: CGSize) {
        guard let (layout, _, source) = currentLayout() else { return }
        let next = MiniMapNavigation.panned(source.viewport, by: delta, viewScale: layout.viewScale,
                                            inverse: minimap.behavior.inversePan)
        source.setViewport(next, animated: false)
    }

    private func zoom(byWheel deltaY: CGFloat) {
        guard deltaY != 0, deltaY.isFinite, let source else { return }
        let viewport = source.viewport
        let zoom = MiniMapNavigation.zoom(viewport.zoom, afterWheel: deltaY, notch: source.miniMapWheelNotch,
                                          zoomStep: minimap.behavior.zoomStep)
        let centre = CGPoint(x: source.viewSize.width / 2, y: source.viewSize.height / 2)
        source.setViewport(viewport.zoomed(to: zoom, around: centre, minZoom: source.minZoom,
                                           maxZoom: source.maxZoom), animated: false)
    }

    /// A press released where it started: the node on top there (`onNodeClick`), then the flow point
    /// (`onClick`), as the node's and then the map's click handlers fire in React Flow.
    private func click(at location: CGPoint) {
        guard minimap.onClick != nil || minimap.onNodeClick != nil,
              let (layout, _, source) = currentLayout(), layout.isDrawable else { return }
        let flowPoint = layout.flowPoint(CGPoint(x: location.x - frame.minX, y: location.y - frame.minY))
        if let onNodeClick = minimap.onNodeClick, let hit = source.miniMapNode(at: flowPoint) {
            onNodeClick(hit)
        }
        minimap.onClick?(XYPosition(flowPoint))
    }

    // MARK: - Accessibility

    override var accessibilityRole: AccessibilityRole? { .group }

    override var accessibilityDefaultLabel: String? {
        minimap.ariaLabel ?? state?.accessibility.miniMapAriaLabel
    }
}
