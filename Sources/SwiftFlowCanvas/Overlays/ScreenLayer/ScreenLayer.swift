import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A canvas's layer of screen-anchored overlays (node toolbars, edge toolbars, edge label renderers): the
/// elements register here, wherever they sit in the tree, and the layer keeps the ones that show placed,
/// drawn above every node and hit before them.
///
/// "Canvas space" is the space the canvas's frame is in (window points for a canvas at the top of a window).
/// Only shown elements cost anything per camera move or frame; toolbars that follow the selection are
/// indexed by node id, so a selection change touches only the toolbars of the node that gained or lost it.
@MainActor
final class ScreenLayer {
    /// Flow coordinates → canvas space.
    private(set) var flowToCanvas = CGAffineTransform.identity
    /// The canvas's frame, in canvas space; overlays are clipped to it.
    private(set) var canvasFrame = CGRect.zero
    /// Window points → canvas space.
    private(set) var windowToCanvas = CGAffineTransform.identity
    /// The canvas's theme, for the toolbars' material background.
    var theme = SwiftFlowTheme.default
    /// The one selected node, if exactly one is selected (React Flow's rule for a toolbar without `isVisible`).
    private(set) var soleSelectedNodeId: String?
    /// The canvas element, to tell elements inside its tree from those in the overlay, and to damage.
    weak var canvas: Element?
    /// A node's absolute flow rectangle, for toolbars that name their node from outside its view.
    var nodeBounds: (String) -> CGRect? = { _ in nil }

    private var shown: [WeakAnchor] = []
    private var followersByNode: [String: [WeakAnchor]] = [:]

    /// How many anchored elements are shown (tests and benchmarks).
    var shownCount: Int { shown.count }

    // MARK: - The canvas reports

    /// The camera or the canvas's frame changed: every shown element moves to its new place.
    func cameraDidChange(flowToCanvas: CGAffineTransform, canvasFrame: CGRect, windowToCanvas: CGAffineTransform) {
        guard flowToCanvas != self.flowToCanvas || canvasFrame != self.canvasFrame
            || windowToCanvas != self.windowToCanvas else { return }
        self.flowToCanvas = flowToCanvas
        self.canvasFrame = canvasFrame
        self.windowToCanvas = windowToCanvas
        repositionShown()
    }

    /// The selection may have changed: the toolbars of the node that stopped or started being the only
    /// selected one hide or show.
    func selectionDidChange(soleSelectedNodeId: String?) {
        guard soleSelectedNodeId != self.soleSelectedNodeId else { return }
        let before = self.soleSelectedNodeId
        self.soleSelectedNodeId = soleSelectedNodeId
        for id in [before, soleSelectedNodeId].compactMap({ $0 }) {
            for anchor in followersByNode[id] ?? [] { anchor.element?.refresh() }
        }
    }

    /// The canvas laid out: nodes may have moved.
    func canvasDidLayout() {
        repositionShown()
    }

    private func repositionShown() {
        shown.removeAll { $0.element == nil }
        for anchor in shown { anchor.element?.reposition() }
    }

    // MARK: - Elements report

    /// `element` follows the selection of `nodeId` (nil: it no longer does).
    func setFollower(_ element: ScreenAnchoredElement, of nodeId: String?, previous: String?) {
        guard nodeId != previous else { return }
        if let previous {
            followersByNode[previous]?.removeAll { $0.element == nil || $0.element === element }
            if followersByNode[previous]?.isEmpty == true { followersByNode[previous] = nil }
        }
        if let nodeId { followersByNode[nodeId, default: []].append(WeakAnchor(element)) }
    }

    /// `element` started or stopped showing.
    func setShown(_ element: ScreenAnchoredElement, _ isShown: Bool) {
        shown.removeAll { $0.element == nil || $0.element === element }
        if isShown { shown.append(WeakAnchor(element)) }
    }

    /// Damages `rect` (canvas space).
    func damage(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        canvas?.setNeedsDisplay(in: rect.insetBy(dx: -1, dy: -1))
    }

    // MARK: - Drawing and hit-testing (elements inside the canvas's tree)

    /// Draws the shown elements of the canvas's tree, in the order they appeared; `context` draws in canvas space.
    func draw(in context: GraphicsContext, dirty: CGRect) {
        for anchor in shown {
            guard let element = anchor.element, element.isDrawnByLayer else { continue }
            element.renderInCanvasSpace(context, dirty: dirty)
        }
    }

    /// The front-most content of a shown element of the canvas's tree under `point` (canvas space).
    func hitTest(_ point: CGPoint) -> Element? {
        for anchor in shown.reversed() {
            guard let element = anchor.element, element.isDrawnByLayer else { continue }
            if let hit = element.hitTestInCanvasSpace(point) { return hit }
        }
        return nil
    }
}

/// A weak reference to an anchored element.
struct WeakAnchor {
    weak var element: ScreenAnchoredElement?

    init(_ element: ScreenAnchoredElement) {
        self.element = element
    }
}
