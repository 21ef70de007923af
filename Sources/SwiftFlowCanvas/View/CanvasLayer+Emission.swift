import Foundation
import SwiftFlowCore
import SwiftFlowUI

extension CanvasLayer {
    /// `callbacks` with the change callbacks wrapped so that, while one runs, `CanvasEmission` names this
    /// canvas (a `SwiftFlowStore` called from inside attaches to it), and so that the instance re-reads
    /// `canUndo` / `canRedo` after each emission (undo steps are recorded just before changes are emitted).
    /// Callbacks the app did not set stay unset.
    @MainActor
    static func announcing(
        _ callbacks: CanvasCallbacks<NodeData, EdgeData>, state: SwiftFlowState, instance: SwiftFlowInstance
    ) -> CanvasCallbacks<NodeData, EdgeData> {
        var wrapped = callbacks
        if let onNodesChange = callbacks.onNodesChange {
            wrapped.onNodesChange = { [weak state, weak instance] changes in
                CanvasEmission.emit(from: state) { onNodesChange(changes) }
                instance?.historyDidChange()
            }
        }
        if let onEdgesChange = callbacks.onEdgesChange {
            wrapped.onEdgesChange = { [weak state, weak instance] changes in
                CanvasEmission.emit(from: state) { onEdgesChange(changes) }
                instance?.historyDidChange()
            }
        }
        if let onConnect = callbacks.onConnect {
            wrapped.onConnect = { [weak state] connection in
                CanvasEmission.emit(from: state) { onConnect(connection) }
            }
        }
        return wrapped
    }
}
