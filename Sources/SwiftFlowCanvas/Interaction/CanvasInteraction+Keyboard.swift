import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Keyboard commands: select all, copy/paste, undo/redo, delete, nudge, Tab focus, Return/Space, Escape.
extension CanvasInteraction {
    func keyDown(_ key: KeyEvent, scene: Scene) -> Bool {
        guard hasKeyboardFocus else { return false }
        let modifiers = key.modifiers
        let shortcuts = configuration.keyboardShortcuts
        if modifiers.contains(.primary) {
            return command(Self.lowercased(key.keysym), shift: modifiers.contains(.shift), scene: scene)
        }
        switch key.keysym {
        case shortcuts.deleteKeyCode, shortcuts.forwardDeleteKeyCode:
            deleteSelection(scene: scene)
            return true
        case KeyCode.leftArrow.rawValue, KeyCode.rightArrow.rawValue, KeyCode.upArrow.rawValue,
             KeyCode.downArrow.rawValue:
            let distance = modifiers.contains(.shift) ? shortcuts.shiftNudgeDistance : shortcuts.nudgeDistance
            return nudge(key.keysym, distance: distance, scene: scene)
        case KeyCode.tab.rawValue, KeyCode.isoLeftTab.rawValue:
            let backwards = modifiers.contains(.shift) || key.keysym == KeyCode.isoLeftTab.rawValue
            return moveFocus(backwards: backwards, scene: scene)
        case KeyCode.returnKey.rawValue, KeyCode.keypadEnter.rawValue, KeyCode.space.rawValue:
            guard let focused = focusedElement else { return false }
            switch focused {
            case .node(let id): select(nodeIds: [id], edgeIds: [], scene: scene)
            case .edge(let id): select(nodeIds: [], edgeIds: [id], scene: scene)
            }
            return true
        case KeyCode.escape.rawValue:
            if case .connecting(let connection) = gesture {
                output?.setActiveConnection(nil)
                gesture = .consumed
                if connection.reconnectingEdgeId == nil { callbacks.onConnectEnd?() }
            }
            select(nodeIds: [], edgeIds: [], scene: scene)
            return true
        default:
            return false
        }
    }

    private func command(_ keysym: UInt32, shift: Bool, scene: Scene) -> Bool {
        switch keysym {
        case KeyCode.a.rawValue:
            select(nodeIds: Set(scene.nodes.filter { !$0.hidden }.map(\.id)),
                   edgeIds: Set(scene.edges.filter { !$0.hidden }.map(\.id)), scene: scene)
        case KeyCode.c.rawValue:
            copySelection(scene: scene)
        case KeyCode.v.rawValue:
            paste(scene: scene)
        case KeyCode.z.rawValue:
            if shift { redo(scene: scene) } else { undo(scene: scene) }
        case KeyCode.y.rawValue:
            redo(scene: scene)
        default:
            return false
        }
        return true
    }

    /// X11 reports the upper-case keysym when Shift is held with a letter.
    private static func lowercased(_ keysym: UInt32) -> UInt32 {
        (0x41...0x5a).contains(keysym) ? keysym + 0x20 : keysym
    }

    // MARK: - Nudge

    private func nudge(_ keysym: UInt32, distance: CGFloat, scene: Scene) -> Bool {
        var delta = XYPosition.zero
        switch keysym {
        case KeyCode.leftArrow.rawValue: delta.x = -distance
        case KeyCode.rightArrow.rawValue: delta.x = distance
        case KeyCode.upArrow.rawValue: delta.y = -distance
        default: delta.y = distance
        }
        let lookup = NodeLookup(nodes: scene.nodes, nodeOrigin: configuration.nodeOrigin)
        let selected = Set(scene.nodes.filter(\.selected).map(\.id))
        var moves: [NodeMove] = []
        for node in scene.nodes where node.selected && isDraggable(node) {
            // A child moves with its selected parent already.
            if let parentId = node.parentId, selected.contains(parentId) { continue }
            guard let topLeft = lookup.geometry(node.id)?.absolutePosition,
                  let placement = lookup.placement(of: node.id, topLeft: topLeft + delta,
                                                   nodeExtent: configuration.coordinateExtent),
                  placement.position != node.position else { continue }
            moves.append(NodeMove(id: node.id, position: placement.position))
        }
        guard !moves.isEmpty else { return false }
        // A fresh press has already closed any earlier nudge step (see `handle`); its repeats join it.
        recordHistory(scene: scene, coalescingKey: Self.nudgeCoalescingKey)
        emit(nodes: ParentExpansion.changes(for: moves, in: lookup))
        return true
    }

    // MARK: - Focus

    /// Steps keyboard focus to the next (or previous) focusable node, then edge; returns whether it stayed
    /// inside the canvas.
    ///
    /// Stepping past either end, or having nothing to focus, clears the focus and reports the key as
    /// unhandled so the window's own Tab traversal moves on to the next control (no keyboard trap).
    private func moveFocus(backwards: Bool, scene: Scene) -> Bool {
        let order: [CanvasFocusElement] = scene.nodes.filter { $0.focusable && !$0.hidden }.map { .node($0.id) }
            + scene.edges.filter { $0.focusable && !$0.hidden }.map { .edge($0.id) }
        let next: Int?
        if let focused = focusedElement, let index = order.firstIndex(of: focused) {
            let candidate = backwards ? index - 1 : index + 1
            next = order.indices.contains(candidate) ? candidate : nil
        } else if order.isEmpty {
            next = nil
        } else {
            next = backwards ? order.count - 1 : 0
        }
        guard let next else {
            if focusedElement != nil {
                focusedElement = nil
                output?.requestRedraw()
            }
            return false
        }
        focusedElement = order[next]
        if case .node(let id) = order[next] { scrollIntoView(nodeId: id, scene: scene) }
        output?.requestRedraw()
        return true
    }

    /// Centres the node at the current zoom when any part of it is outside the view.
    private func scrollIntoView(nodeId: String, scene: Scene) {
        guard let bounds = scene.geometry(of: nodeId)?.bounds else { return }
        let viewport = scene.viewport
        let onScreen = viewport.flowToScreen(bounds)
        let view = CGRect(origin: .zero, size: scene.viewSize)
        guard !view.contains(onScreen) else { return }
        let centred = Viewport.centered(x: bounds.midX, y: bounds.midY, zoom: viewport.zoom,
                                        viewSize: scene.viewSize)
        jumpViewport(to: centred, scene: scene)
    }
}
