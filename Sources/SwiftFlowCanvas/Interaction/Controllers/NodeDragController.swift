import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Node presses and drags (React Flow's XYDrag): a click selects, a drag moves the grabbed node or the
/// selection with snapping, extents, expanding parents and auto-pan. Each move costs O(k log N) for the k
/// moving nodes: placement reads a lookup of just those nodes, their ancestors and siblings.
@MainActor
final class NodeDragController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    PointerGestureController {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// The node pressed and the press, until the pointer passes the drag threshold.
    private var pressedId = ""
    private var press: ElementPress?
    /// The drag in progress, once started.
    private var drag: NodeDragGesture?

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    private var configuration: CanvasConfiguration { interaction.configuration }
    private var callbacks: CanvasCallbacks<NodeData, EdgeData> { interaction.callbacks }

    /// Takes a primary press on a node (or on a handle it may not connect from).
    func press(nodeId: String, _ press: ElementPress, scene: Scene) -> Self {
        pressedId = nodeId
        self.press = press
        drag = nil
        return self
    }

    func pointerMove(to location: CGPoint, scene: Scene) {
        if let press {
            guard interaction.pressBecomesDrag(from: press.start, to: location) else { return }
            self.press = nil
            begin(press, at: location, scene: scene)
            return
        }
        move(to: location, scene: scene)
    }

    func pointerUp(at location: CGPoint, scene: Scene) {
        if let press {
            self.press = nil
            click(press, scene: scene)
        } else if let drag {
            end(drag, scene: scene)
        }
        drag = nil
    }

    var autoPanPointer: CGPoint? { drag?.lastPointer }

    func autoPanDidMove(scene: Scene) {
        if let pointer = drag?.lastPointer { move(to: pointer, scene: scene) }
    }

    // MARK: - Click

    private func click(_ press: ElementPress, scene: Scene) {
        guard let node = scene.node(id: pressedId) else { return }
        callbacks.onNodeClick?(node)
        if press.clickCount == 2 { callbacks.onNodeDoubleClick?(node) }
        guard configuration.elementsSelectable, node.selectable else { return }
        if press.modifiers.contains(.primary) {
            interaction.emit(nodes: [.selection(node.id, !node.selected)])
        } else {
            interaction.select(nodeIds: [node.id], edgeIds: [], scene: scene)
        }
    }

    // MARK: - Drag

    private func begin(_ press: ElementPress, at location: CGPoint, scene: Scene) {
        guard let grabbed = scene.node(id: pressedId), interaction.isDraggable(grabbed) else {
            return interaction.consumePress()
        }
        // The grabbed node alone unless it belongs to the selection; children of moving parents ride along.
        var moving = [grabbed]
        if grabbed.selected {
            let selected = scene.selectedNodes
            let selectedIds = Set(selected.map(\.id))
            moving = selected.filter { node in
                interaction.isDraggable(node) && !(node.parentId.map { selectedIds.contains($0) } ?? false)
            }
        } else if configuration.selectNodesOnDrag, configuration.elementsSelectable, grabbed.selectable {
            interaction.select(nodeIds: [grabbed.id], edgeIds: [], scene: scene)
        }
        var startTopLeft: [String: XYPosition] = [:]
        for node in moving {
            if let geometry = scene.geometry(of: node.id) { startTopLeft[node.id] = geometry.absolutePosition }
        }
        let ids = moving.map(\.id).filter { startTopLeft[$0] != nil }
        guard !ids.isEmpty else { return interaction.consumePress() }
        drag = NodeDragGesture(grabbedId: grabbed.id, ids: ids, startTopLeft: startTopLeft,
                               startPointer: scene.viewport.screenToFlow(press.start), lastPointer: location)
        move(to: location, scene: scene)
    }

    private func move(to location: CGPoint, scene: Scene) {
        guard var drag else { return }
        drag.lastPointer = location
        let pointer = scene.viewport.screenToFlow(location)
        let delta = XYPosition(x: pointer.x - drag.startPointer.x, y: pointer.y - drag.startPointer.y)
        let lookup = scene.partialLookup(around: drag.ids, nodeOrigin: configuration.nodeOrigin)

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
            // A drag never pushes a node out of the drawable range.
            let target = FlowRange.clamp(start + delta + snapOffset)
            guard let placement = lookup.placement(of: id, topLeft: target,
                                                   nodeExtent: configuration.coordinateExtent) else { continue }
            moves.append(NodeMove(id: id, position: placement.position))
        }
        var changes = ParentExpansion.changes(for: moves, in: lookup)
        let changed = moves.contains { drag.positions[$0.id] != $0.position }
        for case .position(let id, let position) in changes where drag.idSet.contains(id) {
            drag.positions[id] = position
        }

        let wasStarted = drag.started
        if !wasStarted {
            drag.started = true
            interaction.recordHistory(scene: scene, coalescingKey: "drag:" + drag.ids.joined(separator: ","))
            changes = drag.ids.map { NodeChange<NodeData>.dragging($0, true) } + changes
            interaction.setCursor(.closedHand)
        }
        self.drag = drag
        if changed || !wasStarted { interaction.emit(nodes: changes) }

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
        interaction.autoPanner.startIfNeeded(at: location, scene: scene)
    }

    private func end(_ drag: NodeDragGesture, scene: Scene) {
        scene.history.endCoalescing()
        interaction.emit(nodes: drag.ids.map { .dragging($0, false) })
        let moved = draggedNodes(drag, scene: scene, dragging: false)
        if let grabbed = grabbedNode(drag, among: moved, scene: scene) { callbacks.onNodeDragStop?(grabbed) }
        if drag.isSelectionDrag { callbacks.onSelectionDragStop?(moved) }
        interaction.setCursor(.openHand)
    }

    /// The node the pointer holds; a child riding along with its selected parent is not among `moved`.
    private func grabbedNode(
        _ drag: NodeDragGesture, among moved: [Node<NodeData>], scene: Scene
    ) -> Node<NodeData>? {
        moved.first { $0.id == drag.grabbedId } ?? scene.node(id: drag.grabbedId)
    }

    /// The dragged nodes as they are after the changes emitted so far, in list order.
    private func draggedNodes(_ drag: NodeDragGesture, scene: Scene, dragging: Bool) -> [Node<NodeData>] {
        drag.ids.compactMap { id in
            guard var node = scene.node(id: id) else { return nil }
            if let position = drag.positions[id] { node.position = position }
            node.dragging = dragging
            return node
        }
    }
}
