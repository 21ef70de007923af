import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Connects a canvas element to its gesture layer: the interaction's output, acting on the element.
///
/// The interaction holds its output weakly, so the element keeps this bridge; the bridge holds the element
/// weakly in turn, so neither keeps the other alive.
@MainActor
final class CanvasInteractionBridge<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    CanvasInteractionOutput
{
    weak var canvas: CanvasElement<NodeData, EdgeData>?

    init(canvas: CanvasElement<NodeData, EdgeData>) {
        self.canvas = canvas
    }

    func setViewport(_ viewport: Viewport) {
        // The interaction reports `onViewportChange` itself; the canvas must not report it a second time.
        canvas?.endViewportAnimation()
        canvas?.applyViewport(viewport, notify: false)
        canvas?.updateAnimating()
    }

    func animateViewport(to viewport: Viewport) {
        canvas?.setViewport(viewport, animated: true)
    }

    func setActiveConnection(_ connection: ActiveConnection?) {
        canvas?.activeConnection = connection
    }

    func setSelectionRect(_ rect: CGRect?) {
        canvas?.selectionRect = rect
    }

    func setCursor(_ cursor: CursorShape) {
        canvas?.cursorShape = cursor
    }

    func requestRedraw() {
        canvas?.damageAll()
    }

    func writeClipboard(_ content: ClipboardContent) {
        canvas?.root?.host?.setClipboard(content)
    }

    func readClipboard(completion: @escaping @MainActor (ClipboardContent?) -> Void) {
        guard let host = canvas?.root?.host else { return completion(nil) }
        host.requestClipboard(completion)
    }

    func didEdit(_ event: CanvasEditEvent) {
        canvas?.announce(event)
    }

    func scheduleTimer(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        let delay = seconds.isFinite ? max(0, seconds) : 0
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated { action() }
        }
    }
}
