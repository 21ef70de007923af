import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// What is under the idle pointer: the cursor it shows and the mouse enter/leave callbacks.
@MainActor
final class HoverController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The node under the pointer, if any.
    private(set) var nodeId: String?
    /// The edge under the pointer, if any.
    private(set) var edgeId: String?

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    func update(at location: CGPoint, scene: Scene) {
        var nodeId: String?
        var edgeId: String?
        switch scene.hit(at: location) {
        case .pane:
            interaction.setCursor(.arrow)
        case .node(let id):
            nodeId = id
            let draggable = scene.node(id: id).map(interaction.isDraggable) ?? false
            interaction.setCursor(draggable ? .openHand : .arrow)
        case .handle(let id, _, _):
            nodeId = id
            interaction.setCursor(.crosshair)
        case .resizeControl(let id, let index):
            nodeId = id
            interaction.setCursor(scene.resizeControl(nodeId: id, index: index)?.cursor ?? .arrow)
        case .control(let id):
            nodeId = id
        case .edge(let id):
            edgeId = id
            interaction.setCursor(.pointingHand)
        case .edgeAnchor(let id, _):
            edgeId = id
            interaction.setCursor(.crosshair)
        }
        set(nodeId: nodeId, edgeId: edgeId, scene: scene)
    }

    func clear(scene: Scene) {
        set(nodeId: nil, edgeId: nil, scene: scene)
    }

    private func set(nodeId: String?, edgeId: String?, scene: Scene) {
        let callbacks = interaction.callbacks
        if nodeId != self.nodeId {
            if let old = self.nodeId, let node = scene.node(id: old) { callbacks.onNodeMouseLeave?(node) }
            self.nodeId = nodeId
            if let nodeId, let node = scene.node(id: nodeId) { callbacks.onNodeMouseEnter?(node) }
        }
        if edgeId != self.edgeId {
            if let old = self.edgeId, let edge = scene.edge(id: old) { callbacks.onEdgeMouseLeave?(edge) }
            self.edgeId = edgeId
            if let edgeId, let edge = scene.edge(id: edgeId) { callbacks.onEdgeMouseEnter?(edge) }
        }
    }
}
