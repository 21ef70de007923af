import Foundation

/// The wheel: zoom about the pointer, Ctrl+wheel as pinch, or pan on scroll.
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
            var dx = deltaX
            var dy = deltaY
            if modifiers.contains(.shift), dx == 0 {
                dx = dy
                dy = 0
            }
            switch configuration.panOnScrollMode {
            case .free: break
            case .vertical: dx = 0
            case .horizontal: dy = 0
            }
            guard dx != 0 || dy != 0 else { return false }
            next = viewport.panned(by: CGSize(width: -dx * 0.5, height: -dy * 0.5))
        } else if configuration.zoomOnScroll {
            guard deltaY != 0 else { return false }
            next = viewport.zoomed(by: zoomFactor(deltaY), around: location)
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
