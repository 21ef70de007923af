import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// The wheel: zoom about the pointer (a sideways wheel pans), Ctrl+wheel as pinch, or pan on scroll.
extension CanvasInteraction {
    func scroll(
        at location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: EventModifiers, scene: Scene
    ) -> Bool {
        guard deltaX.isFinite, deltaY.isFinite, wheelNotch > 0 else { return false }
        let viewport = scene.viewport
        let next: Viewport
        if modifiers.contains(.primary) {
            // Ctrl+wheel is how pinches arrive on Linux.
            guard configuration.zoomOnPinch, deltaY != 0 else { return false }
            next = viewport.zoomed(by: zoomFactor(deltaY), around: location)
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
                next = viewport.zoomed(by: zoomFactor(deltaY), around: location)
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
        if commitViewport(next, scene: scene) { callbacks.onMove?(scene.viewport) }
        wheelToken += 1
        let token = wheelToken
        output?.scheduleTimer(after: wheelIdleDelay) { [weak self] in
            guard let self, self.wheelToken == token, self.wheelMoving, let scene = self.scene else { return }
            self.wheelMoving = false
            self.callbacks.onMoveEnd?(scene.viewport)
        }
        return true
    }

    /// × 1.2 per notch: scrolling down (positive delta) zooms out.
    private func zoomFactor(_ deltaY: CGFloat) -> CGFloat {
        pow(Viewport.zoomStep, -deltaY / wheelNotch)
    }
}
