import Foundation
import SwiftFlowCore

extension WindowRoot {
    /// The layer on top, which takes all input while it is up.
    public var topLayer: LayerElement? { layers.last }

    /// Puts `layer` above everything else (and above the layers already up).
    ///
    /// The layer becomes the focus scope: focus moves to its first text field (unless something in it already
    /// took focus) and comes back to where it was when the layer goes. A press in progress keeps its owner,
    /// but its moves go to the layer, so a menu opened by a press can be chosen from by dragging and releasing.
    public func present(_ layer: LayerElement) {
        guard !layers.contains(where: { $0 === layer }) else { return }
        layer.savedFocus = focusedElement
        layers.append(layer)
        layer.mount(in: self)
        // Laid out by the next update (presenting can happen in the middle of one).
        setNeedsLayout()
        if focusedElement.map({ !$0.isDescendant(of: layer) }) ?? true {
            focus(layer.initialFocus)
        }
        updateHover(at: pointerLocation)
    }

    /// Takes `layer` down. `requested` says the user asked (Escape, a press outside, a menu item chosen): then
    /// `layer` hears `onDismissRequest`. Layers above it that it presented go with it (their presenters
    /// unmount); others stay.
    public func dismiss(_ layer: LayerElement, requested: Bool = false) {
        guard let index = layers.firstIndex(where: { $0 === layer }) else { return }
        let wasTop = index == layers.count - 1
        layers.remove(at: index)
        layer.unmount()
        let scope: Element = layers.last ?? rootElement
        if wasTop {
            if let restored = layer.savedFocus, restored.isMounted, restored.isDescendant(of: scope) {
                focus(restored)
            } else if let focusedElement, !focusedElement.isMounted || !focusedElement.isDescendant(of: scope) {
                focus(nil)
            }
        } else {
            // A layer above remembered focus inside the one that went: it goes back where that one came from.
            for above in layers[index...] where !(above.savedFocus?.isMounted ?? true) {
                above.savedFocus = layer.savedFocus
            }
        }
        updateHover(at: pointerLocation)
        if requested { layer.onDismissRequest?() }
    }

    /// Routes `event` while `top` is up; returns false for events that the window handles as usual (focus
    /// and the pointer entering or leaving the window).
    func routeToLayer(_ event: InputEvent, top: LayerElement) -> Bool {
        switch event {
        case .pointerDown(let location, let button, _, _):
            if let hit = top.hitTest(location) {
                if button == .primary && hit !== top {
                    focus(Self.clickFocusTarget(from: hit).flatMap { $0.isDescendant(of: top) ? $0 : nil })
                }
                captured = deliver(event, along: Self.chain(from: hit))
            } else {
                // A press outside a popover or menu dismisses it and goes no further.
                dismiss(top, requested: true)
                captured = nil
            }
        case .pointerMove(let location, _, _):
            if let captured, captured.isDescendant(of: top) {
                _ = deliver(event, along: [captured])
            } else if let hit = top.hitTest(location) {
                _ = deliver(event, along: Self.chain(from: hit))
            }
            updateHover(at: location)
        case .pointerUp(let location, _, _):
            let owner = captured
            captured = nil
            if let owner, owner.isDescendant(of: top) {
                _ = deliver(event, along: [owner])
            } else {
                // A press that began below the layer ends there too, then the layer sees the release.
                if let owner { _ = deliver(event, along: [owner]) }
                if let hit = top.hitTest(location) { _ = deliver(event, along: Self.chain(from: hit)) }
            }
            updateHover(at: location)
        case .scroll(let location, _, _, _):
            if let hit = top.hitTest(location) { _ = deliver(event, along: Self.chain(from: hit)) }
        case .keyDown(let key):
            routeKeyToLayer(event, key: key, top: top)
        case .keyUp:
            let chain = focusedElement.flatMap { $0.isDescendant(of: top) ? Self.chain(from: $0) : nil } ?? [top]
            _ = deliver(event, along: chain)
        case .focusOut:
            // A menu does not outlive the window's focus (another window was clicked).
            if top is MenuLayerElement { dismiss(top, requested: true) }
            return false
        case .focusIn, .pointerEnter, .pointerLeave:
            return false
        }
        return true
    }

    /// A key goes to the focused element inside the layer, then to the layer's own shortcut handlers (a
    /// dialog's default and cancel buttons), then to the layer itself (Escape dismisses); Tab moves focus
    /// within the layer.
    private func routeKeyToLayer(_ event: InputEvent, key: KeyEvent, top: LayerElement) {
        let inside = focusedElement.flatMap { $0.isDescendant(of: top) && $0 !== top ? $0 : nil }
        let chain = inside.map { Self.chain(from: $0).filter { $0 !== top } } ?? []
        if deliver(event, along: chain) != nil { return }
        if deliverUnfocused(event, under: top) { return }
        if key.keysym == KeyCode.tab.rawValue || key.keysym == KeyCode.isoLeftTab.rawValue {
            moveFocus(forward: key.keysym == KeyCode.tab.rawValue && !key.modifiers.contains(.shift))
            return
        }
        _ = top.handle(event)
    }
}
