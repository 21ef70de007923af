import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Scrolls the view while a drag holds the pointer in the edge band (node drags, connections, selection
/// boxes). Each run is one camera move: `onMoveStart` at its first pan, `onMove` per frame, `onMoveEnd` when it
/// stops; after each pan the press's controller re-runs its move at the same pointer.
@MainActor
final class AutoPanController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The edge band and speed.
    var autoPan = AutoPan()
    /// Frames scheduled by an older run carry an older token and do nothing.
    private var token = 0
    private var running = false
    /// Whether the running auto-pan has reported `onMoveStart` (and owes an `onMoveEnd`).
    private var moving = false

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    /// Starts auto-pan frames while the pointer is in the edge band; they stop on their own.
    func startIfNeeded(at location: CGPoint, scene: Scene) {
        guard !running, autoPan.delta(at: location, in: scene.viewSize) != .zero else { return }
        running = true
        token += 1
        scheduleFrame(token: token)
    }

    /// Ends the run (pending frames do nothing) and its camera move, if it panned.
    func stop(scene: Scene) {
        token += 1
        running = false
        guard moving else { return }
        moving = false
        interaction.callbacks.onMoveEnd?(scene.viewport)
    }

    private func scheduleFrame(token: Int) {
        interaction.output?.scheduleTimer(after: autoPan.frameInterval) { [weak self] in
            self?.frame(token: token)
        }
    }

    private func frame(token: Int) {
        guard token == self.token, let scene = interaction.scene else { return }
        guard let controller = interaction.active, let pointer = controller.autoPanPointer else {
            return stop(scene: scene)
        }
        let start = scene.viewport
        let next = start.panned(by: autoPan.delta(at: pointer, in: scene.viewSize))
        guard interaction.configuration.clamped(next) != start else { return stop(scene: scene) }
        if !moving {
            moving = true
            interaction.callbacks.onMoveStart?(start)
        }
        guard interaction.commitViewport(next, scene: scene) else { return stop(scene: scene) }
        interaction.callbacks.onMove?(scene.viewport)
        controller.autoPanDidMove(scene: scene)
        scheduleFrame(token: token)
    }
}
