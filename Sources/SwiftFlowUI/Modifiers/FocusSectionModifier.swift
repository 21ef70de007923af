import Foundation
import SwiftFlowCore

/// The element of `.focusSection()`: one stop of F6's cycle, which remembers the control last focused inside it.
final class FocusSectionElement: ModifierElement {
    /// The element inside that had focus last; F6 returns to it.
    weak var lastFocused: Element?
}

extension View {
    /// Makes the view one stop of the window's F6 cycle (Shift+F6 goes back): a toolbar, a side panel, a
    /// canvas. F6 moves focus to the control last focused in the next section, else to its first control.
    public func focusSection() -> some View {
        modifier(ElementModifier<FocusSectionElement>(token: AnyHashable("focusSection")) { _ in })
    }
}

extension WindowRoot {
    /// The `.focusSection()` areas that hold something focusable, in tree order (inside the top layer while
    /// one is up).
    var focusSections: [FocusSectionElement] {
        var result: [FocusSectionElement] = []
        func visit(_ element: Element) {
            if let section = element as? FocusSectionElement, !Self.focusableElements(in: section).isEmpty {
                result.append(section)
            }
            for child in element.children { visit(child) }
        }
        visit(layers.last ?? rootElement)
        return result
    }

    /// Moves focus to the next (or previous) focus section, wrapping around: to the control last focused there
    /// if it can still take focus, else to the section's first control. Focus shows its ring (keyboard focus).
    public func moveFocusSection(forward: Bool) {
        let sections = focusSections
        guard !sections.isEmpty else { return }
        let current = focusedElement.flatMap { focused in sections.lastIndex { focused.isDescendant(of: $0) } }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : sections.count - 1)) % sections.count
        } else {
            next = forward ? 0 : sections.count - 1
        }
        let section = sections[next]
        let candidates = Self.focusableElements(in: section)
        let target = section.lastFocused.flatMap { last in candidates.first { $0 === last } } ?? candidates.first
        focus(target, fromKeyboard: true)
    }

    /// Notes `element` as the last focused control of the sections it is in.
    func noteFocusInSections(_ element: Element) {
        var node = element.parent
        while let current = node {
            if let section = current as? FocusSectionElement { section.lastFocused = element }
            node = current.parent
        }
    }

    static func focusableElements(in element: Element) -> [Element] {
        var result: [Element] = []
        func visit(_ element: Element) {
            if element.acceptsFocus && element.isEnabled && element.isMounted { result.append(element) }
            for child in element.children { visit(child) }
        }
        visit(element)
        return result
    }
}
