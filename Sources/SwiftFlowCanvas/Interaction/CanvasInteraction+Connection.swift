import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Drawing new connections from handles and moving edge ends (reconnection).
extension CanvasInteraction {
    /// The gesture for a press on a handle, or `nil` when connecting from it is not allowed.
    func connectionStart(
        nodeId: String, handleId: String?, type: HandleType, at location: CGPoint, scene: Scene
    ) -> ConnectionGesture? {
        guard configuration.nodesConnectable, let node = node(nodeId, in: scene), node.connectable,
              let anchor = scene.handleAnchor(nodeId: nodeId, handleId: handleId, type: type),
              anchor.isConnectable else { return nil }
        let position = scene.handlePosition(nodeId: nodeId, handleId: handleId, type: type)
            ?? (type == .source ? node.sourcePosition : node.targetPosition)
        return ConnectionGesture(from: anchor, fromPosition: position, start: location, lastPointer: location)
    }

    /// The gesture for a press on an edge's reconnection anchor: the line starts at the edge's other end.
    func reconnectionStart(edgeId: String, end: HandleType, at location: CGPoint, scene: Scene) -> ConnectionGesture? {
        guard callbacks.onReconnect != nil, configuration.nodesConnectable,
              let edge = edge(edgeId, in: scene), edge.selected,
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
            ?? node(nodeId, in: scene).map { fixedType == .source ? $0.sourcePosition : $0.targetPosition }
            ?? fallback
        return ConnectionGesture(from: anchor, fromPosition: position, start: location, lastPointer: location,
                                 reconnectingEdgeId: edgeId)
    }

    func beginConnection(_ connection: ConnectionGesture, scene: Scene) {
        gesture = .connecting(connection)
        if connection.reconnectingEdgeId == nil {
            callbacks.onConnectStart?(OnConnectStartParams(
                nodeId: connection.from.nodeId, handleId: connection.from.handleId, handleType: connection.from.type
            ))
        }
        setCursor(.crosshair)
    }

    func moveConnection(to location: CGPoint, scene: Scene) -> Bool {
        guard case .connecting(var connection) = gesture else { return false }
        connection.lastPointer = location
        let pointer = scene.viewport.screenToFlow(location)
        let snapper = ConnectionSnapper(radius: connection.radius, mode: configuration.connectionMode)
        let candidates = scene.handleAnchors(near: pointer, radius: connection.radius)
        var line = ActiveConnection(
            fromNodeId: connection.from.nodeId, fromHandleId: connection.from.handleId,
            fromHandleType: connection.from.type, fromPosition: connection.fromPosition,
            fromPoint: connection.from.center, toPoint: pointer
        )
        connection.validConnection = nil
        if let match = snapper.match(pointer: pointer, from: connection.from, handles: candidates) {
            let valid = match.isValid && (callbacks.isValidConnection?(match.connection) ?? true)
            line.toNodeId = match.handle.nodeId
            line.toHandleId = match.handle.handleId
            line.toPosition = scene.handlePosition(nodeId: match.handle.nodeId, handleId: match.handle.handleId,
                                                   type: match.handle.type)
            line.isValid = valid
            if valid {
                line.toPoint = match.handle.center
                connection.validConnection = match.connection
            }
        }
        gesture = .connecting(connection)
        output?.setActiveConnection(line)
        startAutoPanIfNeeded(at: location, scene: scene)
        return true
    }

    func endConnection(_ connection: ConnectionGesture, scene: Scene) {
        output?.setActiveConnection(nil)
        if let edgeId = connection.reconnectingEdgeId {
            if let made = connection.validConnection, let edge = edge(edgeId, in: scene),
               let onReconnect = callbacks.onReconnect {
                recordHistory(scene: scene)
                onReconnect(edge, made)
            }
            return
        }
        if let made = connection.validConnection, let onConnect = callbacks.onConnect {
            recordHistory(scene: scene)
            onConnect(made)
        }
        callbacks.onConnectEnd?()
    }
}
