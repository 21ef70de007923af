import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// How the gesture layer acts on the canvas: the canvas element implements it.
///
/// Every call happens on the main actor, from inside `CanvasInteraction.handle(_:scene:)`, a timer it
/// scheduled, or a clipboard completion.
@MainActor
public protocol CanvasInteractionOutput: AnyObject {
    /// Shows `viewport` from now on; `CanvasSceneReading.viewport` must return it before the next event.
    func setViewport(_ viewport: Viewport)
    /// Eases the camera to `viewport` over 250 ms (double-click zoom). The canvas reports this move itself as it
    /// runs (`onMoveStart`, then `onViewportChange` and `onMove` per frame, `onMoveEnd`); a `setViewport`
    /// call meanwhile stops it.
    func animateViewport(to viewport: Viewport)
    /// The connection line to draw, or `nil` for none.
    func setActiveConnection(_ connection: ActiveConnection?)
    /// The selection box to draw, in canvas view coordinates, or `nil` for none.
    func setSelectionRect(_ rect: CGRect?)
    /// The pointer shape over the canvas.
    func setCursor(_ cursor: CursorShape)
    /// Something the canvas draws from the interaction's state changed (focus ring, hover).
    func requestRedraw()
    /// Puts `content` on the host clipboard.
    func writeClipboard(_ content: ClipboardContent)
    /// Reads the host clipboard (a graph when it holds one, else text); `completion` gets `nil` when it is empty.
    func readClipboard(completion: @escaping @MainActor (ClipboardContent?) -> Void)
    /// Runs `action` once after `seconds` (long-press, auto-pan frames, wheel idle).
    func scheduleTimer(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void)
    /// The interaction made `event` happen (after its callback ran); the canvas announces it.
    func didEdit(_ event: CanvasEditEvent)
}

extension CanvasInteractionOutput {
    /// Outputs that announce nothing (a headless driver) need not implement `didEdit(_:)`.
    public func didEdit(_ event: CanvasEditEvent) {}
}
