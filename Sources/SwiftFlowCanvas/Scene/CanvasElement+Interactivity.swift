import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Controls' interactive lock (React Flow's `setInteractive`), for `CanvasControlling`.
extension CanvasElement {
    /// Whether node dragging, connecting and element selecting follow the view's configuration (true) or
    /// are all off because the lock is closed (false).
    public var isInteractive: Bool { !store.isInteractivityLocked }

    /// Opens (true) or closes (false) the lock for this canvas only; the gesture layer obeys at once.
    public func setInteractive(_ interactive: Bool) {
        guard interactive == store.isInteractivityLocked else { return }
        store.isInteractivityLocked = !interactive
        let configuration = store.interactionConfiguration
        interaction.configuration = configuration
        // Reconnection dots on selected edges show only while connecting is allowed.
        let anchors = callbacks.onReconnect != nil && configuration.nodesConnectable
        if anchors != store.showsReconnectAnchors {
            store.showsReconnectAnchors = anchors
            damageAll()
        }
        state.isInteractive = interactive
    }
}
