import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Presses, moves and releases: clicks, pans, selection boxes and context menus.
extension CanvasInteraction {
    func pointerDown(
        at location: CGPoint, button: PointerButton, clickCount: Int, modifiers: EventModifiers, scene: Scene
    ) -> Bool {
        hasKeyboardFocus = true
        if case .idle = gesture { updateHover(at: location, scene: scene) }
        let hit = scene.hit(at: location)
        if case .control = hit { return false }
        switch gesture {
        case .idle:
            break
        default:
            // A second button pressed during a drag is ignored; the drag goes on.
            guard button == gestureButton else { return true }
            // The release of the previous press never arrived (a lost grab): finish that gesture first.
            _ = pointerUp(at: location, button: button, modifiers: modifiers, scene: scene)
        }
        if button == .secondary { return openContextMenu(for: hit, scene: scene) }
        if button == .middle {
            guard configuration.panOnDrag else { return false }
            gesture = .panning(last: location, moved: false)
            gestureButton = button
            return true
        }
        guard button == .primary else { return false }
        gestureButton = button
        switch hit {
        case .pane, .control:
            let shift = modifiers.contains(.shift)
            let drawsBox = configuration.elementsSelectable && (configuration.selectionOnDrag ? !shift : shift)
            let pans = configuration.panOnDrag && !drawsBox
            gesture = .pane(PanePress(start: location, clickCount: clickCount, modifiers: modifiers,
                                      drawsBox: drawsBox, pans: pans))
            if clickCount == 2, configuration.zoomOnDoubleClick {
                // The spec zooms about the view centre (React Flow: the pointer); animated as React Flow does.
                let size = scene.viewSize
                let centre = CGPoint(x: size.width / 2, y: size.height / 2)
                let target = scene.viewport.zoomed(by: 2, around: centre).clamped()
                if target != scene.viewport, target.x.isFinite, target.y.isFinite {
                    output?.animateViewport(to: target)
                }
            }
        case .node(let id):
            gesture = .node(ElementPress(id: id, start: location, clickCount: clickCount, modifiers: modifiers))
        case .edge(let id):
            gesture = .edge(ElementPress(id: id, start: location, clickCount: clickCount, modifiers: modifiers))
        case .handle(let nodeId, let handleId, let type):
            guard let connection = connectionStart(nodeId: nodeId, handleId: handleId, type: type,
                                                   at: location, scene: scene) else {
                gesture = .node(ElementPress(id: nodeId, start: location, clickCount: clickCount,
                                             modifiers: modifiers))
                break
            }
            gesture = .handle(connection)
        case .edgeAnchor(let edgeId, let end):
            guard let connection = reconnectionStart(edgeId: edgeId, end: end, at: location, scene: scene) else {
                gesture = .edge(ElementPress(id: edgeId, start: location, clickCount: clickCount,
                                             modifiers: modifiers))
                break
            }
            gesture = .handle(connection)
        }
        startLongPress(for: hit)
        return true
    }

    func pointerMove(
        to location: CGPoint, buttons: Set<PointerButton>, modifiers: EventModifiers, scene: Scene
    ) -> Bool {
        switch gesture {
        case .idle:
            if buttons.isEmpty { updateHover(at: location, scene: scene) }
            return false
        case .consumed:
            return true
        case .pane(let press):
            guard clickClassifier.isDrag(from: press.start, to: location) else { return true }
            cancelLongPress()
            if press.drawsBox {
                let nodes = scene.nodes.map { ($0.id, $0.selected) }
                let edges = scene.edges.map { ($0.id, $0.selected) }
                gesture = .selecting(SelectionBoxGesture(
                    startFlow: scene.viewport.screenToFlow(press.start), start: press.start, current: press.start,
                    nodeSelection: Dictionary(nodes, uniquingKeysWith: { first, _ in first }),
                    edgeSelection: Dictionary(edges, uniquingKeysWith: { first, _ in first })
                ))
                return updateSelectionBox(to: location, scene: scene)
            }
            guard press.pans else {
                gesture = .consumed
                return true
            }
            gesture = .panning(last: press.start, moved: false)
            return pan(to: location, scene: scene)
        case .panning:
            return pan(to: location, scene: scene)
        case .selecting:
            return updateSelectionBox(to: location, scene: scene)
        case .node(let press):
            guard clickClassifier.isDrag(from: press.start, to: location) else { return true }
            cancelLongPress()
            return beginNodeDrag(press, at: location, scene: scene)
        case .draggingNodes:
            return moveNodeDrag(to: location, scene: scene)
        case .edge(let press):
            if clickClassifier.isDrag(from: press.start, to: location) {
                cancelLongPress()
                gesture = .consumed
            }
            return true
        case .handle(let connection):
            guard clickClassifier.isDrag(from: connection.start, to: location) else { return true }
            cancelLongPress()
            beginConnection(connection, scene: scene)
            return moveConnection(to: location, scene: scene)
        case .connecting:
            return moveConnection(to: location, scene: scene)
        }
    }

    func pointerUp(at location: CGPoint, button: PointerButton, modifiers: EventModifiers, scene: Scene) -> Bool {
        guard button == gestureButton else { return button == .secondary }
        gestureButton = nil
        cancelLongPress()
        stopAutoPan(scene: scene)
        let current = gesture
        gesture = .idle
        switch current {
        case .idle:
            return false
        case .consumed:
            return true
        case .pane:
            callbacks.onPaneClick?()
            select(nodeIds: [], edgeIds: [], scene: scene)
        case .panning(_, let moved):
            if moved { callbacks.onMoveEnd?(scene.viewport) }
            setCursor(.arrow)
        case .selecting:
            output?.setSelectionRect(nil)
        case .node(let press):
            clickNode(press, scene: scene)
        case .draggingNodes(let drag):
            endNodeDrag(drag, scene: scene)
        case .edge(let press):
            clickEdge(press, scene: scene)
        case .handle:
            break
        case .connecting(let connection):
            endConnection(connection, scene: scene)
        }
        updateHover(at: location, scene: scene)
        return true
    }

    // MARK: - Clicks

    private func clickNode(_ press: ElementPress, scene: Scene) {
        guard let node = node(press.id, in: scene) else { return }
        callbacks.onNodeClick?(node)
        if press.clickCount == 2 { callbacks.onNodeDoubleClick?(node) }
        guard configuration.elementsSelectable, node.selectable else { return }
        if press.modifiers.contains(.primary) {
            emit(nodes: [.selection(node.id, !node.selected)])
        } else {
            select(nodeIds: [node.id], edgeIds: [], scene: scene)
        }
    }

    private func clickEdge(_ press: ElementPress, scene: Scene) {
        guard let edge = edge(press.id, in: scene) else { return }
        callbacks.onEdgeClick?(edge)
        if press.clickCount == 2 { callbacks.onEdgeDoubleClick?(edge) }
        guard configuration.elementsSelectable, edge.selectable else { return }
        if press.modifiers.contains(.primary) {
            emit(nodes: [], edges: [.selection(edge.id, !edge.selected)])
        } else {
            select(nodeIds: [], edgeIds: [edge.id], scene: scene)
        }
    }

    // MARK: - Panning

    private func pan(to location: CGPoint, scene: Scene) -> Bool {
        guard case .panning(let last, let moved) = gesture else { return false }
        let delta = CGSize(width: location.x - last.x, height: location.y - last.y)
        if !moved {
            callbacks.onMoveStart?(scene.viewport)
            setCursor(.closedHand)
        }
        gesture = .panning(last: location, moved: true)
        if commitViewport(scene.viewport.panned(by: delta), scene: scene) {
            callbacks.onMove?(scene.viewport)
        }
        return true
    }

    // MARK: - Selection box

    func updateSelectionBox(to location: CGPoint, scene: Scene) -> Bool {
        guard case .selecting(var box) = gesture else { return false }
        box.current = location
        box.start = scene.viewport.flowToScreen(box.startFlow)
        let rect = box.rect
        output?.setSelectionRect(rect)
        let flowRect = scene.viewport.screenToFlow(rect)
        let inside = Set(scene.nodeIds(in: flowRect, partially: configuration.selectionMode == .partial))
        var nodeChanges: [NodeChange<NodeData>] = []
        var selectedNodes: Set<String> = []
        for node in scene.nodes {
            let wanted = inside.contains(node.id) && node.selectable && !node.hidden
            if wanted { selectedNodes.insert(node.id) }
            if box.nodeSelection[node.id] != wanted {
                box.nodeSelection[node.id] = wanted
                nodeChanges.append(.selection(node.id, wanted))
            }
        }
        var edgeChanges: [EdgeChange<EdgeData>] = []
        for edge in scene.edges {
            // React Flow selects every selectable edge connected to a boxed node.
            let wanted = edge.selectable && (selectedNodes.contains(edge.source) || selectedNodes.contains(edge.target))
            if box.edgeSelection[edge.id] != wanted {
                box.edgeSelection[edge.id] = wanted
                edgeChanges.append(.selection(edge.id, wanted))
            }
        }
        gesture = .selecting(box)
        emit(nodes: nodeChanges, edges: edgeChanges)
        startAutoPanIfNeeded(at: location, scene: scene)
        return true
    }

    // MARK: - Context menus

    @discardableResult
    func openContextMenu(for hit: CanvasHit, scene: Scene) -> Bool {
        switch hit {
        case .pane:
            callbacks.onPaneContextMenu?()
        case .node(let id), .handle(let id, _, _), .control(let id):
            guard let node = node(id, in: scene) else { return false }
            callbacks.onNodeContextMenu?(node)
        case .edge(let id), .edgeAnchor(let id, _):
            guard let edge = edge(id, in: scene) else { return false }
            callbacks.onEdgeContextMenu?(edge)
        }
        return true
    }

    private func startLongPress(for hit: CanvasHit) {
        longPressToken += 1
        let token = longPressToken
        output?.scheduleTimer(after: longPressDelay) { [weak self] in
            guard let self, self.longPressToken == token, let scene = self.scene else { return }
            switch self.gesture {
            case .pane, .node, .edge, .handle:
                self.gesture = .consumed
                self.openContextMenu(for: hit, scene: scene)
            default:
                break
            }
        }
    }

    func cancelLongPress() {
        longPressToken += 1
    }

    // MARK: - Hover

    func updateHover(at location: CGPoint, scene: Scene) {
        let hit = scene.hit(at: location)
        var nodeId: String?
        var edgeId: String?
        switch hit {
        case .pane:
            setCursor(.arrow)
        case .node(let id):
            nodeId = id
            let draggable = node(id, in: scene).map(isDraggable) ?? false
            setCursor(draggable ? .openHand : .arrow)
        case .handle(let id, _, _):
            nodeId = id
            setCursor(.crosshair)
        case .control(let id):
            nodeId = id
        case .edge(let id):
            edgeId = id
            setCursor(.pointingHand)
        case .edgeAnchor(let id, _):
            edgeId = id
            setCursor(.crosshair)
        }
        setHover(nodeId: nodeId, edgeId: edgeId, scene: scene)
    }

    func clearHover(scene: Scene) {
        setHover(nodeId: nil, edgeId: nil, scene: scene)
    }

    private func setHover(nodeId: String?, edgeId: String?, scene: Scene) {
        if nodeId != hoveredNodeId {
            if let old = hoveredNodeId, let node = node(old, in: scene) { callbacks.onNodeMouseLeave?(node) }
            hoveredNodeId = nodeId
            if let nodeId, let node = node(nodeId, in: scene) { callbacks.onNodeMouseEnter?(node) }
        }
        if edgeId != hoveredEdgeId {
            if let old = hoveredEdgeId, let edge = edge(old, in: scene) { callbacks.onEdgeMouseLeave?(edge) }
            hoveredEdgeId = edgeId
            if let edgeId, let edge = edge(edgeId, in: scene) { callbacks.onEdgeMouseEnter?(edge) }
        }
    }
}
