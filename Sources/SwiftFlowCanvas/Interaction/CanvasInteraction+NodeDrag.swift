import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Dragging nodes: selection on drag, snapping, extents, expanding parents and auto-pan.
extension CanvasInteraction {
    func beginNodeDrag(_ press: ElementPress, at location: CGPoint, scene: Scene) -> Bool {
        let nodes = scene.nodes
        guard let grabbed = nodes.first(where: { $0.id == press.id }), isDraggable(grabbed) else {
            gesture = .consumed
            return true
        }
        var selected = Set(nodes.filter(\.selected).map(\.id))
        if !grabbed.selected, configuration.selectNodesOnDrag, configuration.elementsSelectable, grabbed.selectable {
            select(nodeIds: [grabbed.id], edgeIds: [], scene: scene)
            selected = [grabbed.id]
        }
        // The grabbed node alone unless it belongs to the selection; children of moving parents ride along.
        let moving: [Node<NodeData>]
        if selected.contains(grabbed.id) {
            moving = nodes.filter { node in
                selected.contains(node.id) && isDraggable(node)
                    && !(node.parentId.map { selected.contains($0) } ?? false)
            }
        } else {
            moving = [grabbed]
        }
        var startTopLeft: [String: XYPosition] = [:]
        for node in moving {
            if let geometry = scene.geometry(of: node.id) { startTopLeft[node.id] = geometry.absolutePosition }
        }
        let ids = moving.map(\.id).filter { startTopLeft[$0] != nil }
        guard !ids.isEmpty else {
            gesture = .consumed
            return true
        }
        let drag = NodeDragGesture(
            grabbedId: grabbed.id, ids: ids, startTopLeft: startTopLeft,
            startPointer: scene.viewport.screenToFlow(press.start), lastPointer: location
        )
        gesture = .draggingNodes(drag)
        return moveNodeDrag(to: location, scene: scene)
    }

    func moveNodeDrag(to location: CGPoint, scene: Scene) -> Bool {
        guard case .draggingNodes(var drag) = gesture else { return false }
        drag.lastPointer = location
        let pointer = scene.viewport.screenToFlow(location)
        let delta = XYPosition(x: pointer.x - drag.startPointer.x, y: pointer.y - drag.startPointer.y)
        let lookup = NodeLookup(nodes: scene.nodes, nodeOrigin: configuration.nodeOrigin)

        // Snap the first node, then move every node by the same offset so the group keeps its shape.
        var snapOffset = XYPosition.zero
        if configuration.snapToGrid, let first = drag.ids.first, let start = drag.startTopLeft[first] {
            let grid = SnapGrid(width: configuration.snapGrid.x, height: configuration.snapGrid.y)
            let free = start + delta
            snapOffset = grid.snap(free) - free
        }
        var moves: [NodeMove] = []
        for id in drag.ids {
            guard let start = drag.startTopLeft[id] else { continue }
            let target = start + delta + snapOffset
            guard let placement = lookup.placement(of: id, topLeft: target,
                                                   nodeExtent: configuration.coordinateExtent) else { continue }
            moves.append(NodeMove(id: id, position: placement.position))
        }
        var changes = ParentExpansion.changes(for: moves, in: lookup)
        let changed = moves.contains { drag.positions[$0.id] != $0.position }
        for case .position(let id, let position) in changes where drag.ids.contains(id) {
            drag.positions[id] = position
        }

        let wasStarted = drag.started
        if !wasStarted {
            drag.started = true
            recordHistory(scene: scene, coalescingKey: "drag:" + drag.ids.joined(separator: ","))
            changes = drag.ids.map { NodeChange<NodeData>.dragging($0, true) } + changes
            setCursor(.closedHand)
        }
        gesture = .draggingNodes(drag)
        if changed || !wasStarted { emit(nodes: changes) }

        // React Flow 12 reports every drag to the node callbacks with the grabbed node, and a drag of several
        // nodes to the selection callbacks as well.
        let moved = draggedNodes(drag, scene: scene, dragging: true)
        let grabbed = grabbedNode(drag, among: moved, scene: scene)
        if !wasStarted {
            if let grabbed { callbacks.onNodeDragStart?(grabbed) }
            if drag.isSelectionDrag { callbacks.onSelectionDragStart?(moved) }
        }
        if changed {
            if let grabbed { callbacks.onNodeDrag?(grabbed) }
            if drag.isSelectionDrag { callbacks.onSelectionDrag?(moved) }
        }
        startAutoPanIfNeeded(at: location, scene: scene)
        return true
    }

    func endNodeDrag(_ drag: NodeDragGesture, scene: Scene) {
        scene.history.endCoalescing()
        emit(nodes: drag.ids.map { .dragging($0, false) })
        let moved = draggedNodes(drag, scene: scene, dragging: false)
        if let grabbed = grabbedNode(drag, among: moved, scene: scene) { callbacks.onNodeDragStop?(grabbed) }
        if drag.isSelectionDrag { callbacks.onSelectionDragStop?(moved) }
        setCursor(.openHand)
    }

    /// The node the pointer holds; a child riding along with its selected parent is not among `moved`.
    private func grabbedNode(
        _ drag: NodeDragGesture, among moved: [Node<NodeData>], scene: Scene
    ) -> Node<NodeData>? {
        moved.first { $0.id == drag.grabbedId } ?? node(drag.grabbedId, in: scene)
    }

    /// The dragged nodes as they are after the changes emitted so far.
    private func draggedNodes(_ drag: NodeDragGesture, scene: Scene, dragging: Bool) -> [Node<NodeData>] {
        let ids = Set(drag.ids)
        return scene.nodes.filter { ids.contains($0.id) }.map { node in
            var copy = node
            if let position = drag.positions[node.id] { copy.position = position }
            copy.dragging = dragging
            return copy
        }
    }

    // MARK: - Auto-pan

    /// Starts auto-pan frames while a drag holds the pointer in the edge band; they stop on their own.
    /// Each run is one camera move: `onMoveStart` at its first pan, `onMove` per frame, `onMoveEnd` when it stops.
    func startAutoPanIfNeeded(at location: CGPoint, scene: Scene) {
        guard !autoPanRunning else { return }
        let delta = autoPan.delta(at: location, in: scene.viewSize)
        guard delta != .zero else { return }
        autoPanRunning = true
        autoPanToken += 1
        scheduleAutoPanFrame(token: autoPanToken)
    }

    private func scheduleAutoPanFrame(token: Int) {
        output?.scheduleTimer(after: autoPan.frameInterval) { [weak self] in
            self?.autoPanFrame(token: token)
        }
    }

    private func autoPanFrame(token: Int) {
        guard token == autoPanToken, let scene else { return }
        let pointer: CGPoint
        switch gesture {
        case .draggingNodes(let drag): pointer = drag.lastPointer
        case .connecting(let connection): pointer = connection.lastPointer
        case .selecting(let box): pointer = box.current
        default:
            return stopAutoPan(scene: scene)
        }
        let start = scene.viewport
        let next = start.panned(by: autoPan.delta(at: pointer, in: scene.viewSize))
        guard next.clamped() != start else { return stopAutoPan(scene: scene) }
        if !autoPanMoving {
            autoPanMoving = true
            callbacks.onMoveStart?(start)
        }
        guard commitViewport(next, scene: scene) else { return stopAutoPan(scene: scene) }
        callbacks.onMove?(scene.viewport)
        switch gesture {
        case .draggingNodes: _ = moveNodeDrag(to: pointer, scene: scene)
        case .connecting: _ = moveConnection(to: pointer, scene: scene)
        case .selecting: _ = updateSelectionBox(to: pointer, scene: scene)
        default: break
        }
        scheduleAutoPanFrame(token: token)
    }

    /// Ends the auto-pan run (pending frames do nothing) and its camera move, if it panned.
    func stopAutoPan(scene: Scene) {
        autoPanToken += 1
        autoPanRunning = false
        guard autoPanMoving else { return }
        autoPanMoving = false
        callbacks.onMoveEnd?(scene.viewport)
    }
}
