import Foundation
@testable import SwiftFlowUI
import SwiftFlowCore

/// Records what actions ran, in order.
@MainActor
final class ActionLog {
    private(set) var entries: [String] = []

    func callAsFunction(_ entry: String) {
        entries.append(entry)
    }
}

@MainActor
extension WindowRoot {
    /// Presses `button` at `point` without releasing.
    func press(_ point: CGPoint, button: PointerButton = .primary, count: Int = 1) {
        handle(.pointerDown(location: point, button: button, clickCount: count, modifiers: []))
        update()
    }

    /// Releases `button` at `point`.
    func release(_ point: CGPoint, button: PointerButton = .primary) {
        handle(.pointerUp(location: point, button: button, modifiers: []))
        update()
    }

    /// Moves the pointer to `point`, holding `buttons`.
    func move(_ point: CGPoint, buttons: Set<PointerButton> = []) {
        handle(.pointerMove(location: point, buttons: buttons, modifiers: []))
        update()
    }

    /// A right-button click at `point`.
    func rightClick(_ point: CGPoint) {
        press(point, button: .secondary)
        release(point, button: .secondary)
    }

    /// The menu on top, if the top layer is one.
    var menu: MenuLayerElement? { topLayer as? MenuLayerElement }

    /// The titles of the rows of panel `index` of the open menu.
    func menuTitles(panel index: Int = 0) -> [String] {
        guard let menu, menu.panels.indices.contains(index) else { return [] }
        return menu.panels[index].items.map { $0.isSeparator ? "-" : $0.title.text }
    }

    /// The highlighted row of each open panel.
    var menuHighlights: [Int?] { menu?.panels.map(\.highlighted) ?? [] }
}

@MainActor
extension WindowRoot {
    /// Every element of type `T` in the content and the layers, in tree order.
    func allElements<T: Element>(of type: T.Type) -> [T] {
        var result: [T] = []
        func visit(_ element: Element) {
            if let match = element as? T { result.append(match) }
            for child in element.children { visit(child) }
        }
        visit(rootElement)
        for layer in layers { visit(layer) }
        return result
    }

    /// The element's frame in window points.
    func windowFrame(of element: Element) -> CGRect {
        element.convertToWindow(element.frame)
    }
}
