import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Pan and zoom (React Flow's XYPanZoom): a press on the pane that becomes a click, a pan or a selection box;
/// middle-button pans; the wheel; double-click zoom. Keeps only the state of the current press and wheel run.
@MainActor
final class PanZoomController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    PointerGestureController {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The pane press not yet moved past the click threshold, if any.
    private var press: ElementPress?
    /// Whether dragging from the press draws a selection box (else it pans, when `pressPans`).
    private var pressDrawsBox = false
    private var pressPans = false
    /// The previous pointer while panning, and whether the pan has moved (reported `onMoveStart`).
    private var panLast: CGPoint?
    private var panMoved = false
    private var wheelToken = 0
    private var wheelMoving = false

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    private var configuration: CanvasConfiguration { interaction.configuration }
    private var callbacks: CanvasCallbacks<NodeData, EdgeData> { interaction.callbacks }

    // MARK: - Presses

    /// Takes a primary press on the pane; a double-click zooms in × 2 about the view centre, animated.
    func pressPane(_ press: ElementPress, scene: Scene) -> Self {
        let shift = press.modifiers.contains(.shift)
        pressDrawsBox = configuration.elementsSelectable && (configuration.selectionOnDrag ? !shift : shift)
        pressPans = configuration.panOnDrag && !pressDrawsBox
        self.press = press
        panLast = nil
        panMoved = false
        if press.clickCount == 2, configuration.zoomOnDoubleClick {
            // The spec zooms about the view centre (React Flow: the pointer); animated as React Flow does.
            let size = scene.viewSize
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            let target = scene.viewport.zoomed(by: 2, around: centre, minZoom: configuration.minZoom,
                                               maxZoom: configuration.maxZoom)
            if target != scene.viewport, target.x.isFinite, target.y.isFinite {
                interaction.output?.animateViewport(to: target)
            }
        }
        if press.clickCount == 2 { callbacks.onPaneDoubleClick?(scene.viewport.screenToFlow(press.start)) }
        return self
    }

    /// Takes a middle-button press: it pans at once, when `panOnDrag` allows.
    func beginMiddlePan(at location: CGPoint) -> Self? {
        guard configuration.panOnDrag else { return nil }
        press = nil
        panLast = location
        panMoved = false
        return self
    }

    func pointerMove(to location: CGPoint, scene: Scene) {
        if let press {
            guard interaction.pressBecomesDrag(from: press.start, to: location) else { return }
            self.press = nil
            if pressDrawsBox {
                interaction.take(interaction.selectionBox.begin(at: press.start, scene: scene))
                interaction.selectionBox.pointerMove(to: location, scene: scene)
                return
            }
            guard pressPans else { return interaction.consumePress() }
            panLast = press.start
        }
        pan(to: location, scene: scene)
    }

    func pointerUp(at location: CGPoint, scene: Scene) {
        if press != nil {
            press = nil
            callbacks.onPaneClick?()
            interaction.select(nodeIds: [], edgeIds: [], scene: scene)
            return
        }
        panLast = nil
        if panMoved { callbacks.onMoveEnd?(scene.viewport) }
        panMoved = false
        interaction.setCursor(.arrow)
    }

    private func pan(to location: CGPoint, scene: Scene) {
        guard let last = panLast else { return }
        let delta = CGSize(width: location.x - last.x, height: location.y - last.y)
        if !panMoved {
            panMoved = true
            callbacks.onMoveStart?(scene.viewport)
            interaction.setCursor(.closedHand)
        }
        panLast = location
        if interaction.commitViewport(scene.viewport.panned(by: delta), scene: scene) {
            callbacks.onMove?(scene.viewport)
        }
    }

    // MARK: - Wheel

    /// Zoom about the pointer (a sideways wheel pans), Ctrl+wheel as pinch, or pan on scroll.
    func scroll(at location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: EventModifiers,
                scene: Scene) -> Bool {
        let notch = interaction.wheelNotch
        guard deltaX.isFinite, deltaY.isFinite, notch > 0 else { return false }
        let viewport = scene.viewport
        let next: Viewport
        if modifiers.contains(.primary) {
            // Ctrl+wheel is how pinches arrive on Linux.
            guard configuration.zoomOnPinch, deltaY != 0 else { return false }
            next = viewport.zoomed(by: zoomFactor(deltaY, notch: notch), around: location,
                                   minZoom: configuration.minZoom, maxZoom: configuration.maxZoom)
        } else if configuration.panOnScroll {
            // Shift+wheel already arrives as deltaX: the host turns it sideways.
            var dx = deltaX
            var dy = deltaY
            switch configuration.panOnScrollMode {
            case .free: break
            case .vertical: dx = 0
            case .horizontal: dy = 0
            }
            guard dx != 0 || dy != 0 else { return false }
            next = viewport.panned(by: CGSize(width: -dx * 0.5, height: -dy * 0.5))
        } else if configuration.zoomOnScroll {
            if deltaY != 0 {
                next = viewport.zoomed(by: zoomFactor(deltaY, notch: notch), around: location,
                                   minZoom: configuration.minZoom, maxZoom: configuration.maxZoom)
            } else {
                // A sideways wheel (or Shift+wheel) pans horizontally, as panOnScroll's horizontal part does.
                guard deltaX != 0 else { return false }
                next = viewport.panned(by: CGSize(width: -deltaX * 0.5, height: 0))
            }
        } else {
            return false
        }
        if !wheelMoving {
            wheelMoving = true
            callbacks.onMoveStart?(viewport)
        }
        if interaction.commitViewport(next, scene: scene) { callbacks.onMove?(scene.viewport) }
        wheelToken += 1
        let token = wheelToken
        interaction.output?.scheduleTimer(after: interaction.wheelIdleDelay) { [weak self] in
            guard let self, self.wheelToken == token, self.wheelMoving, let scene = self.interaction.scene else {
                return
            }
            self.wheelMoving = false
            self.callbacks.onMoveEnd?(scene.viewport)
        }
        return true
    }

    /// × 1.2 per notch: scrolling down (positive delta) zooms out.
    private func zoomFactor(_ deltaY: CGFloat, notch: CGFloat) -> CGFloat {
        pow(Viewport.zoomStep, -deltaY / notch)
    }
}
