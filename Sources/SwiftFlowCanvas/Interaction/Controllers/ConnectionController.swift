import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Connections and edges (React Flow's XYHandle): a press on a handle draws a new connection, a press on a
/// selected edge's end anchor moves that end (reconnection), a press on an edge clicks it.
@MainActor
final class ConnectionController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    PointerGestureController {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The connection pressed or being drawn.
    private var connection: ConnectionGesture?
    /// Whether the pointer passed the threshold and the line is drawn.
    private(set) var isConnecting = false
    /// The edge pressed (not on an anchor) and the press, waiting for the release.
    private var edgePress: (id: String, press: ElementPress)?

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    private var configuration: CanvasConfiguration { interaction.configuration }
    private var callbacks: CanvasCallbacks<NodeData, EdgeData> { interaction.callbacks }

    // MARK: - Presses

    /// Takes a press on a handle, or returns nil when connecting from it is not allowed.
    func pressHandle(nodeId: String, handleId: String?, type: HandleType, _ press: ElementPress,
                     scene: Scene) -> Self? {
        guard configuration.nodesConnectable, let node = scene.node(id: nodeId), node.connectable,
              let anchor = scene.handleAnchor(nodeId: nodeId, handleId: handleId, type: type),
              anchor.isConnectable else { return nil }
        let position = scene.handlePosition(nodeId: nodeId, handleId: handleId, type: type)
            ?? (type == .source ? node.sourcePosition : node.targetPosition)
        return start(ConnectionGesture(from: anchor, fromPosition: position, start: press.start,
                                       lastPointer: press.start))
    }

    /// Takes a press on an edge's reconnection anchor: the line starts at the edge's other end.
    func pressAnchor(edgeId: String, end: HandleType, _ press: ElementPress, scene: Scene) -> Self? {
        guard callbacks.onReconnect != nil, configuration.nodesConnectable,
              let edge = scene.edge(id: edgeId), edge.selected,
              (configuration.defaultEdgeOptions?.applied(to: edge) ?? edge).reconnectable else { return nil }
        // Moving the target end keeps the source fixed, and the other way round.
        let fixedType = end.opposite
        let nodeId = fixedType == .source ? edge.source : edge.target
        let handleId = fixedType == .source ? edge.sourceHandle : edge.targetHandle
        let anchor: HandleAnchor
        if let rendered = scene.handleAnchor(nodeId: nodeId, handleId: handleId, type: fixedType) {
            anchor = rendered
        } else if let ends = scene.edgeEndpoints(of: edgeId) {
            anchor = HandleAnchor(nodeId: nodeId, handleId: handleId, type: fixedType,
                                  center: fixedType == .source ? ends.source : ends.target)
        } else {
            return nil
        }
        let fallback: Position = fixedType == .source ? .right : .left
        let position = scene.handlePosition(nodeId: nodeId, handleId: handleId, type: fixedType)
            ?? scene.node(id: nodeId).map { fixedType == .source ? $0.sourcePosition : $0.targetPosition }
            ?? fallback
        return start(ConnectionGesture(from: anchor, fromPosition: position, start: press.start,
                                       lastPointer: press.start, reconnectingEdgeId: edgeId))
    }

    /// Takes a press on an edge's body: a click on release, nothing on a drag.
    func pressEdge(edgeId: String, _ press: ElementPress, scene: Scene) -> Self {
        connection = nil
        isConnecting = false
        edgePress = (edgeId, press)
        return self
    }

    private func start(_ gesture: ConnectionGesture) -> Self {
        connection = gesture
        isConnecting = false
        edgePress = nil
        return self
    }

    // MARK: - Moves and release

    func pointerMove(to location: CGPoint, scene: Scene) {
        if let edgePress {
            if interaction.pressBecomesDrag(from: edgePress.press.start, to: location) { interaction.consumePress() }
            return
        }
        guard let gesture = connection else { return }
        if !isConnecting {
            guard interaction.pressBecomesDrag(from: gesture.start, to: location) else { return }
            isConnecting = true
            if gesture.reconnectingEdgeId == nil {
                callbacks.onConnectStart?(OnConnectStartParams(
                    nodeId: gesture.from.nodeId, handleId: gesture.from.handleId, handleType: gesture.from.type
                ))
            }
            interaction.setCursor(.crosshair)
        }
        move(to: location, scene: scene)
    }

    func pointerUp(at location: CGPoint, scene: Scene) {
        if let edgePress {
            self.edgePress = nil
            return click(edgeId: edgePress.id, edgePress.press, scene: scene)
        }
        guard let gesture = connection, isConnecting else { return }
        connection = nil
        isConnecting = false
        finish(gesture, scene: scene)
    }

    var autoPanPointer: CGPoint? { isConnecting ? connection?.lastPointer : nil }

    func autoPanDidMove(scene: Scene) {
        if isConnecting, let pointer = connection?.lastPointer { move(to: pointer, scene: scene) }
    }

    /// Escape: the line goes away and nothing connects.
    func cancel(scene: Scene) {
        edgePress = nil
        guard let gesture = connection, isConnecting else { return }
        connection = nil
        isConnecting = false
        interaction.output?.setActiveConnection(nil)
        if gesture.reconnectingEdgeId == nil { callbacks.onConnectEnd?() }
    }

    private func move(to location: CGPoint, scene: Scene) {
        guard var gesture = connection else { return }
        gesture.lastPointer = location
        let pointer = scene.viewport.screenToFlow(location)
        let snapper = ConnectionSnapper(radius: gesture.radius, mode: configuration.connectionMode)
        let candidates = scene.handleAnchors(near: pointer, radius: gesture.radius)
        var line = ActiveConnection(
            fromNodeId: gesture.from.nodeId, fromHandleId: gesture.from.handleId,
            fromHandleType: gesture.from.type, fromPosition: gesture.fromPosition,
            fromPoint: gesture.from.center, toPoint: pointer
        )
        gesture.validConnection = nil
        if let match = snapper.match(pointer: pointer, from: gesture.from, handles: candidates) {
            let valid = match.isValid && (callbacks.isValidConnection?(match.connection) ?? true)
            line.toNodeId = match.handle.nodeId
            line.toHandleId = match.handle.handleId
            line.toPosition = scene.handlePosition(nodeId: match.handle.nodeId, handleId: match.handle.handleId,
                                                   type: match.handle.type)
            line.isValid = valid
            if valid {
                line.toPoint = match.handle.center
                gesture.validConnection = match.connection
            }
        }
        connection = gesture
        interaction.output?.setActiveConnection(line)
        interaction.autoPanner.startIfNeeded(at: location, scene: scene)
    }

    private func finish(_ gesture: ConnectionGesture, scene: Scene) {
        interaction.output?.setActiveConnection(nil)
        if let edgeId = gesture.reconnectingEdgeId {
            if let made = gesture.validConnection, let edge = scene.edge(id: edgeId),
               let onReconnect = callbacks.onReconnect {
                interaction.recordHistory(scene: scene)
                onReconnect(edge, made)
                interaction.output?.didEdit(.reconnected(edgeId: edgeId, made))
            }
            return
        }
        if let made = gesture.validConnection, let onConnect = callbacks.onConnect {
            interaction.recordHistory(scene: scene)
            onConnect(made)
            interaction.output?.didEdit(.connected(made))
        } else if let onDrop = callbacks.onConnectDropOnPane, case .pane = scene.hit(at: gesture.lastPointer) {
            onDrop(OnConnectStartParams(nodeId: gesture.from.nodeId, handleId: gesture.from.handleId,
                                        handleType: gesture.from.type),
                   scene.viewport.screenToFlow(gesture.lastPointer))
        }
        callbacks.onConnectEnd?()
    }

    private func click(edgeId: String, _ press: ElementPress, scene: Scene) {
        guard let edge = scene.edge(id: edgeId) else { return }
        callbacks.onEdgeClick?(edge)
        if press.clickCount == 2 { callbacks.onEdgeDoubleClick?(edge) }
        guard configuration.elementsSelectable, edge.selectable else { return }
        if press.modifiers.contains(.primary) {
            interaction.emit(nodes: [], edges: [.selection(edge.id, !edge.selected)])
        } else {
            interaction.select(nodeIds: [], edgeIds: [edge.id], scene: scene)
        }
    }
}
