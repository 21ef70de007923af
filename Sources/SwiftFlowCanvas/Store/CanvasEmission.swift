import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Which canvas is calling one of its change callbacks right now.
///
/// The canvas sets it around `onNodesChange`, `onEdgesChange` and `onConnect`, so a store method called from
/// inside such a callback learns which canvas it serves (the `@StateObject var store` case, without a provider).
@MainActor
enum CanvasEmission {
    /// The state of the canvas whose callback is running, if any.
    private(set) static weak var emittingState: SwiftFlowState?

    /// Runs `body` with `state` as the emitting canvas, restoring the previous one afterwards (callbacks nest).
    static func emit(from state: SwiftFlowState?, _ body: () -> Void) {
        let previous = emittingState
        emittingState = state
        defer { emittingState = previous }
        body()
    }
}
