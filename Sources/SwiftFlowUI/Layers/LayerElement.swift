import Foundation
import SwiftFlowCore

/// How a window layer treats input outside it.
public enum LayerKind: Hashable, Sendable {
    /// A popover or menu: a press outside dismisses it and goes no further.
    case transient
    /// A dialog: input outside it is swallowed and the content below is dimmed.
    case modal
}

/// The root of one window layer: a tree drawn above the window's content that takes all input while it is
/// on top (see `WindowRoot.present(_:)`).
///
/// A layer has no parent, so its frames are window points and key events never bubble out of it. It is
/// placed in the whole window; subclasses place their content and say which part of the window they cover.
open class LayerElement: Element {
    /// What a press outside the layer does.
    public var kind: LayerKind = .transient
    /// Called when the window dismisses the layer for the user (Escape, a press outside); the owner
    /// typically sets its `isPresented` binding to false.
    public var onDismissRequest: (() -> Void)?
    /// The element that had focus before the layer came up, focused again when it goes.
    weak var savedFocus: Element?

    /// The element focused when the layer comes up: its first enabled text field, if any.
    open var initialFocus: Element? {
        var result: Element?
        func visit(_ element: Element) {
            guard result == nil else { return }
            if element.isTextInput && element.acceptsFocus && element.isEnabled { result = element; return }
            for child in element.children { visit(child) }
        }
        visit(self)
        return result
    }

    override open var isHitTarget: Bool { true }

    /// A modal layer covers the window; a transient one only what it shows (subclasses say where).
    override open func contains(_ point: CGPoint) -> Bool { kind == .modal }

    /// Asks the window to take the layer down as the user would (the owner hears `onDismissRequest`).
    public func requestDismiss() {
        root?.dismiss(self, requested: true)
    }

    /// Escape dismisses; other events that reach the layer itself stop here.
    override open func handle(_ event: InputEvent) -> Bool {
        if case .keyDown(let key) = event, key.keysym == KeyCode.escape.rawValue,
           key.modifiers.intersection([.control, .alt, .shift, .super]).isEmpty {
            requestDismiss()
        }
        return true
    }
}
