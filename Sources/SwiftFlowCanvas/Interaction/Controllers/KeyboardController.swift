import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Keys on the focused canvas: select all, copy/paste, undo/redo, delete, nudge, Tab focus, Return/Space,
/// Escape. Its only state is whether a held arrow key's undo step is still open.
@MainActor
final class KeyboardController<NodeData: Equatable & Sendable, EdgeData: Equatable & Sendable & Hashable> {
    typealias Scene = any CanvasSceneReading<NodeData, EdgeData>

    unowned let interaction: CanvasInteraction<NodeData, EdgeData>
    /// Whether the newest undo step is an arrow-key nudge that held-key repeats still extend.
    var nudgeStepOpen = false
    /// The coalescing key shared by an arrow press and its held-key repeats.
    static var nudgeCoalescingKey: String { "nudge" }

    init(interaction: CanvasInteraction<NodeData, EdgeData>) {
        self.interaction = interaction
    }

    private var configuration: CanvasConfiguration { interaction.configuration }

    /// Closes the nudge step on any action (or arrow release); pointer motion and hover do not count, so a
    /// held arrow keeps one step while the pointer moves.
    func observe(_ event: InputEvent) {
        let ends: Bool
        switch event {
        case .keyDown(let key): ends = !Self.isArrow(key.keysym) || !key.isRepeat
        case .keyUp(let key): ends = Self.isArrow(key.keysym)
        case .pointerDown, .pointerUp, .scroll, .focusOut, .focusIn: ends = true
        case .pointerMove, .pointerEnter, .pointerLeave: ends = false
        }
        if ends { endNudgeStep() }
    }

    /// Closes the held-arrow nudge step so the next nudge becomes an undo step of its own.
    func endNudgeStep() {
        guard nudgeStepOpen else { return }
        nudgeStepOpen = false
        interaction.scene?.history.endCoalescing()
    }

    private static func isArrow(_ keysym: UInt32) -> Bool {
        [KeyCode.leftArrow, .rightArrow, .upArrow, .downArrow].contains { $0.rawValue == keysym }
    }

    func keyDown(_ key: KeyEvent, scene: Scene) -> Bool {
        guard scene.hasKeyboardFocus else { return false }
        let modifiers = key.modifiers
        let shortcuts = configuration.keyboardShortcuts
        if modifiers.contains(.primary) {
            return command(Self.lowercased(key.keysym), shift: modifiers.contains(.shift), scene: scene)
        }
        switch key.keysym {
        case shortcuts.deleteKeyCode, shortcuts.forwardDeleteKeyCode:
            interaction.editing.deleteSelection(scene: scene)
            return true
        case KeyCode.leftArrow.rawValue, KeyCode.rightArrow.rawValue, KeyCode.upArrow.rawValue,
             KeyCode.downArrow.rawValue:
            let distance = modifiers.contains(.shift) ? shortcuts.shiftNudgeDistance : shortcuts.nudgeDistance
            return nudge(key.keysym, distance: distance, scene: scene)
        case KeyCode.tab.rawValue, KeyCode.isoLeftTab.rawValue:
            let backwards = modifiers.contains(.shift) || key.keysym == KeyCode.isoLeftTab.rawValue
            return moveFocus(backwards: backwards, scene: scene)
        case KeyCode.returnKey.rawValue, KeyCode.keypadEnter.rawValue, KeyCode.space.rawValue:
            guard let focused = scene.focusedElement else { return false }
            switch focused {
            case .node(let id): interaction.select(nodeIds: [id], edgeIds: [], scene: scene)
            case .edge(let id): interaction.select(nodeIds: [], edgeIds: [id], scene: scene)
            }
            return true
        case KeyCode.escape.rawValue:
            if let connection = interaction.active as? ConnectionController<NodeData, EdgeData>,
               connection.isConnecting {
                interaction.consumePress()
            }
            interaction.select(nodeIds: [], edgeIds: [], scene: scene)
            return true
        default:
            return false
        }
    }

    private func command(_ keysym: UInt32, shift: Bool, scene: Scene) -> Bool {
        switch keysym {
        case KeyCode.a.rawValue:
            interaction.editing.selectAll(scene: scene)
        case KeyCode.c.rawValue:
            interaction.editing.copySelection(scene: scene)
        case KeyCode.v.rawValue:
            interaction.editing.paste(scene: scene)
        case KeyCode.z.rawValue:
            if shift { interaction.editing.redo(scene: scene) } else { interaction.editing.undo(scene: scene) }
        case KeyCode.y.rawValue:
            interaction.editing.redo(scene: scene)
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

    /// Moves the selected draggable nodes by `distance` (O(k log N) for k selected nodes).
    private func nudge(_ keysym: UInt32, distance: CGFloat, scene: Scene) -> Bool {
        var delta = XYPosition.zero
        switch keysym {
        case KeyCode.leftArrow.rawValue: delta.x = -distance
        case KeyCode.rightArrow.rawValue: delta.x = distance
        case KeyCode.upArrow.rawValue: delta.y = -distance
        default: delta.y = distance
        }
        let selectedNodes = scene.selectedNodes
        let selected = Set(selectedNodes.map(\.id))
        let lookup = scene.partialLookup(around: selectedNodes.map(\.id), nodeOrigin: configuration.nodeOrigin)
        var moves: [NodeMove] = []
        let outside = scene.outOfRangeNodeIds
        for node in selectedNodes where interaction.isDraggable(node) && !outside.contains(node.id) {
            // A child moves with its selected parent already.
            if let parentId = node.parentId, selected.contains(parentId) { continue }
            guard let topLeft = lookup.geometry(node.id)?.absolutePosition,
                  let placement = lookup.placement(of: node.id, topLeft: FlowRange.clamp(topLeft + delta),
                                                   nodeExtent: configuration.coordinateExtent),
                  placement.position != node.position else { continue }
            moves.append(NodeMove(id: node.id, position: placement.position))
        }
        guard !moves.isEmpty else { return false }
        // A fresh press has already closed any earlier nudge step (see `observe`); its repeats join it.
        interaction.recordHistory(scene: scene, coalescingKey: Self.nudgeCoalescingKey)
        interaction.emit(nodes: ParentExpansion.changes(for: moves, in: lookup))
        return true
    }

    // MARK: - Focus

    /// Steps keyboard focus to the next (or previous) focusable node, then edge; returns whether it stayed
    /// inside the canvas.
    ///
    /// Stepping past either end, or having nothing to focus, clears the focus and reports the key as
    /// unhandled so the window's own Tab traversal moves on to the next control (no keyboard trap).
    private func moveFocus(backwards: Bool, scene: Scene) -> Bool {
        let outside = scene.outOfRangeNodeIds
        let order: [CanvasFocusElement] = scene.nodes
            .filter { $0.focusable && !$0.hidden && (outside.isEmpty || !outside.contains($0.id)) }.map { .node($0.id) }
            + scene.edges.filter { $0.focusable && !$0.hidden }.map { .edge($0.id) }
        let next: Int?
        if let focused = scene.focusedElement, let index = order.firstIndex(of: focused) {
            let candidate = backwards ? index - 1 : index + 1
            next = order.indices.contains(candidate) ? candidate : nil
        } else if order.isEmpty {
            next = nil
        } else {
            next = backwards ? order.count - 1 : 0
        }
        guard let next else {
            if scene.focusedElement != nil {
                scene.focusedElement = nil
                interaction.output?.requestRedraw()
            }
            return false
        }
        scene.focusedElement = order[next]
        if case .node(let id) = order[next] { scrollIntoView(nodeId: id, scene: scene) }
        interaction.output?.requestRedraw()
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
        interaction.jumpViewport(to: centred, scene: scene)
    }
}
