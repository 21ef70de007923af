import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasLayer {
    /// `callbacks` with the change callbacks wrapped so that, while one runs, `CanvasEmission` names this
    /// canvas (a `SwiftFlowStore` called from inside attaches to it), and so that the instance re-reads
    /// `canUndo` / `canRedo` after each emission, connection and reconnection (undo steps are recorded just
    /// before those are emitted).
    /// Each emitted change list is noted in the canvas's store, which can then take the app's new lists
    /// through it (`AppliedChangeLog`). Callbacks the app did not set stay unset.
    @MainActor
    static func announcing(
        _ callbacks: CanvasCallbacks<NodeData, EdgeData>, state: SwiftFlowState, instance: SwiftFlowInstance,
        store: CanvasStore<NodeData, EdgeData>
    ) -> CanvasCallbacks<NodeData, EdgeData> {
        var wrapped = callbacks
        if let onNodesChange = callbacks.onNodesChange {
            wrapped.onNodesChange = { [weak state, weak instance, weak store] changes in
                // Noted first: the app applies the list inside the callback.
                store?.noteEmitted(nodeChanges: changes)
                CanvasEmission.emit(from: state) { onNodesChange(changes) }
                instance?.historyDidChange()
            }
        }
        if let onEdgesChange = callbacks.onEdgesChange {
            wrapped.onEdgesChange = { [weak state, weak instance, weak store] changes in
                store?.noteEmitted(edgeChanges: changes)
                CanvasEmission.emit(from: state) { onEdgesChange(changes) }
                instance?.historyDidChange()
            }
        }
        // A connection or reconnection records its undo step just before the callback, as a change does.
        if let onConnect = callbacks.onConnect {
            wrapped.onConnect = { [weak state, weak instance] connection in
                CanvasEmission.emit(from: state) { onConnect(connection) }
                instance?.historyDidChange()
            }
        }
        if let onReconnect = callbacks.onReconnect {
            wrapped.onReconnect = { [weak instance] edge, connection in
                onReconnect(edge, connection)
                instance?.historyDidChange()
            }
        }
        return wrapped
    }
}
