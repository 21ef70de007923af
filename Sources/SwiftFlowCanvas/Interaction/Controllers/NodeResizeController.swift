import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Drags of resize controls (React Flow's XYResizer): each pointer move resizes the node from its start
/// rectangle (`NodeResize`) and emits `.position` (when the top or left edge moved), `.dimensions(setAttributes:
/// true)` and the moved-back positions of its children, so that nothing but the dragged edges moves on screen.
/// One gesture is one undo step; the cursor shows the control's resize arrow throughout.
@MainActor
final class NodeResizeController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable>:
    PointerGestureController {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    private var gesture: NodeResizeGesture?

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    private var configuration: CanvasConfiguration { interaction.configuration }

    /// Takes a primary press on a node's resize control; nil when the node cannot be resized (not measured).
    func press(nodeId: String, control index: Int, _ press: ElementPress, scene: Scene) -> Self? {
        guard let control = scene.resizeControl(nodeId: nodeId, index: index), let node = scene.node(id: nodeId),
              let geometry = scene.geometry(of: nodeId), geometry.isMeasured else { return nil }
        let parentBounds = geometry.parentId.flatMap { scene.geometry(of: $0)?.bounds }
        var extent: CGRect?
        switch node.extent {
        case .parent?:
            extent = parentBounds
        case .coordinateExtent(let box)?:
            // A child's extent is relative to its parent's top-left, as its position is.
            let offset = parentBounds?.origin ?? .zero
            extent = CGRect(x: box.minX + offset.x, y: box.minY + offset.y, width: box.maxX - box.minX,
                            height: box.maxY - box.minY)
        case nil:
            extent = nil
        }
        var childExtent: CGRect?
        var childPositions: [(id: String, position: XYPosition)] = []
        for childId in scene.childIds(of: nodeId) {
            guard let child = scene.node(id: childId) else { continue }
            childPositions.append((childId, child.position))
            // Children that may not leave the node (or that would grow it back) bound how far it shrinks.
            if child.extent == .parent || child.expandParent, let bounds = scene.geometry(of: childId)?.bounds {
                childExtent = childExtent?.union(bounds) ?? bounds
            }
        }
        gesture = NodeResizeGesture(
            nodeId: nodeId, control: control, pressLocation: press.start,
            startPointer: flowPointer(press.start, scene: scene), startRect: geometry.bounds, origin: geometry.origin,
            parentId: geometry.parentId, extent: extent, childExtent: childExtent, childPositions: childPositions,
            expandsParent: node.expandParent && geometry.parentId != nil, rect: geometry.bounds,
            position: node.position)
        interaction.setCursor(control.cursor)
        return self
    }

    func pointerMove(to location: CGPoint, scene: Scene) {
        guard var gesture else { return }
        if !gesture.started {
            guard location != gesture.pressLocation else { return }
            gesture.started = true
            interaction.cancelLongPress()
            gesture.control.onResizeStart?(gesture.params())
        }
        defer { self.gesture = gesture }
        let pointer = flowPointer(location, scene: scene)
        let delta = XYPosition(x: pointer.x - gesture.startPointer.x, y: pointer.y - gesture.startPointer.y)
        let control = gesture.control
        let rect = NodeResize.rect(start: gesture.startRect, control: control.position, delta: delta,
                                   boundaries: control.boundaries, keepAspectRatio: control.keepAspectRatio,
                                   extent: gesture.extent, childExtent: gesture.childExtent)
        guard rect != gesture.rect else { return }
        // A step that would take the node out of the drawable range is not taken.
        guard FlowRange.contains(size: rect.width), FlowRange.contains(size: rect.height),
              FlowRange.contains(XYPosition(x: rect.minX, y: rect.minY)) else { return }
        // The position follows the parent's current top-left (a parent grown to the left or top has moved).
        let parentTopLeft = gesture.parentId.flatMap { scene.geometry(of: $0)?.absolutePosition } ?? .zero
        let position = XYPosition(x: rect.minX - parentTopLeft.x + gesture.origin.x * rect.width,
                                  y: rect.minY - parentTopLeft.y + gesture.origin.y * rect.height)
        let params = ResizeParams(
            x: position.x, y: position.y, width: rect.width, height: rect.height,
            directionX: Self.direction(rect.width - gesture.rect.width, movesStart: control.position.movesLeftEdge),
            directionY: Self.direction(rect.height - gesture.rect.height, movesStart: control.position.movesTopEdge))
        if control.shouldResize?(params) == false { return }

        if !gesture.emitted {
            gesture.emitted = true
            interaction.recordHistory(scene: scene, coalescingKey: "resize:" + gesture.nodeId)
        }
        let changes = self.changes(to: rect, position: position, gesture: gesture, scene: scene)
        gesture.rect = rect
        gesture.position = position
        control.onResize?(params)
        interaction.emit(nodes: changes)
    }

    func pointerUp(at location: CGPoint, scene: Scene) {
        finish(scene: scene)
    }

    func cancel(scene: Scene) {
        finish(scene: scene)
    }

    /// Ends the gesture where it is: closes its undo step and reports the final geometry.
    private func finish(scene: Scene) {
        guard let gesture else { return }
        self.gesture = nil
        if gesture.emitted { scene.history.endCoalescing() }
        if gesture.started { gesture.control.onResizeEnd?(gesture.params()) }
    }

    // MARK: - Steps

    /// The node's new position and size, its parent's growth (`expandParent`), and its children moved back by
    /// as much as its top-left moved.
    private func changes(to rect: CGRect, position: XYPosition, gesture: NodeResizeGesture,
                         scene: Scene) -> [NodeChange<NodeData>] {
        let id = gesture.nodeId
        var changes: [NodeChange<NodeData>] = []
        if gesture.expandsParent {
            var lookupNodes = scene.partialLookup(around: [id], nodeOrigin: configuration.nodeOrigin).nodes
            if let index = lookupNodes.firstIndex(where: { $0.id == id }) {
                lookupNodes[index].width = rect.width
                lookupNodes[index].height = rect.height
            }
            let lookup = NodeLookup(nodes: lookupNodes, nodeOrigin: configuration.nodeOrigin)
            changes = ParentExpansion.changes(for: [NodeMove(id: id, position: position)], in: lookup)
        } else if position != gesture.position {
            changes.append(.position(id, position))
        }
        if rect.size != gesture.rect.size {
            changes.append(.dimensions(id: id, size: rect.size, setAttributes: true))
        }
        let moved = XYPosition(x: rect.minX - gesture.startRect.minX, y: rect.minY - gesture.startRect.minY)
        if rect.origin != gesture.rect.origin {
            for child in gesture.childPositions {
                changes.append(.position(child.id, child.position - moved))
            }
        }
        return changes
    }

    /// The pointer in flow coordinates, snapped to the grid when the canvas snaps (React Flow snaps the pointer,
    /// not the edges).
    private func flowPointer(_ location: CGPoint, scene: Scene) -> CGPoint {
        let pointer = scene.viewport.screenToFlow(location)
        guard configuration.snapToGrid else { return pointer }
        return SnapGrid(width: configuration.snapGrid.x, height: configuration.snapGrid.y).snap(pointer)
    }

    /// React Flow's step direction: the sign of the size change, flipped for a moving left or top edge.
    private static func direction(_ change: CGFloat, movesStart: Bool) -> Int {
        let sign = change > 0 ? 1 : (change < 0 ? -1 : 0)
        return movesStart ? -sign : sign
    }
}
