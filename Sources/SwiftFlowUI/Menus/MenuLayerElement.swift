import Foundation
import SwiftFlowCore

/// Where the first panel of a menu opens.
enum MenuOrigin {
    /// Under title `index` of a menu bar.
    case bar(MenuBarElement, index: Int)
    /// Below a rectangle in window points (a pull-down button or picker), at least as wide.
    case below(CGRect)
    /// At a point in window points (a context menu).
    case point(CGPoint)
}

/// A menu on screen: the window layer that shows a menu and its open submenus and runs the keyboard and
/// pointer around them.
///
/// Keys: Up/Down move (skipping separators and disabled rows, wrapping), Right opens a submenu (or the
/// next menu of a bar), Left closes one (or goes to the previous bar menu), Return or Space chooses,
/// Escape closes one level, Home/End jump, a letter picks the row with that mnemonic. Pointer: hovering
/// highlights and opens submenus, a click (or a press dragged onto a row and released) chooses.
final class MenuLayerElement: LayerElement {
    static let dragThreshold: CGFloat = 4

    private(set) var panels: [MenuPanel] = []
    private(set) var origin = MenuOrigin.point(.zero)
    /// Runs when the menu goes away, however it goes.
    var onClose: (() -> Void)?
    /// Where the pointer was when the menu opened; a press dragged past the threshold arms release-to-choose.
    private var openedAt: CGPoint?
    /// Whether a release over a row chooses it (the press began in the menu, or was dragged into it).
    private var armed = false

    /// Shows `items` from `origin` in `root`; `highlightFirst` for menus opened from the keyboard.
    @discardableResult
    static func present(_ items: [MenuItem], from origin: MenuOrigin, highlightFirst: Bool, in root: WindowRoot,
                        onClose: (() -> Void)? = nil) -> MenuLayerElement {
        let layer = MenuLayerElement()
        layer.kind = .transient
        layer.origin = origin
        layer.onClose = onClose
        layer.openedAt = root.pointerLocation
        var panel = MenuPanel(items: items)
        if highlightFirst { panel.highlighted = panel.nextSelectable(from: nil, step: 1) }
        layer.panels = [panel]
        root.present(layer)
        layer.layoutPanels()
        return layer
    }

    // MARK: Geometry

    private var windowBounds: CGRect {
        CGRect(origin: .zero, size: root?.size ?? .zero)
    }

    private var barFrame: CGRect? {
        if case .bar(let bar, _) = origin { return bar.convertToWindow(bar.frame) }
        return nil
    }

    override var drawingBounds: CGRect {
        panels.reduce(CGRect.null) { $0.union($1.drawingBounds) }
    }

    override func contains(_ point: CGPoint) -> Bool {
        panels.contains { $0.frame.contains(point) } || (barFrame?.contains(point) ?? false)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in rect: CGRect) {
        layoutPanels()
    }

    /// Places every panel: the first from the origin, each submenu beside its parent's highlighted row.
    private func layoutPanels() {
        guard let measurer = root?.textMeasurer else { return }
        let before = drawingBounds
        let bounds = windowBounds
        for index in panels.indices {
            var size = panels[index].size(measurer: measurer)
            let frame: CGRect
            if index == 0 {
                switch origin {
                case .bar(let bar, let title):
                    frame = LayerPlacement.below(bar.titleFrameInWindow(title), size: size, in: bounds, gap: 0)
                case .below(let anchor):
                    size.width = max(size.width, anchor.width)
                    frame = LayerPlacement.below(anchor, size: size, in: bounds)
                case .point(let point):
                    frame = LayerPlacement.at(CGPoint(x: point.x + 1, y: point.y + 1), size: size, in: bounds)
                }
            } else {
                let parent = panels[index - 1]
                let row = parent.highlighted.map { parent.rowFrames[$0] } ?? parent.frame
                frame = LayerPlacement.beside(row.insetBy(dx: 2, dy: 0), size: size, in: bounds,
                                              inset: MenuMetrics.verticalPadding)
            }
            panels[index].place(at: frame)
        }
        setNeedsDisplay(in: before.union(drawingBounds))
    }

    // MARK: Changes

    private func setHighlight(_ row: Int?, inPanel index: Int) {
        guard panels.indices.contains(index), panels[index].highlighted != row else { return }
        let old = panels[index].highlighted
        panels[index].highlighted = row
        for changed in [old, row].compactMap({ $0 }) where changed < panels[index].rowFrames.count {
            setNeedsDisplay(in: panels[index].rowFrames[changed])
        }
    }

    /// Closes the submenus deeper than panel `index`.
    private func closePanels(after index: Int) {
        guard panels.count > index + 1 else { return }
        let before = drawingBounds
        panels.removeSubrange((index + 1)...)
        setNeedsDisplay(in: before)
    }

    /// Opens the submenu of row `row` of panel `index`.
    private func openSubmenu(ofPanel index: Int, row: Int, highlightFirst: Bool) {
        closePanels(after: index)
        setHighlight(row, inPanel: index)
        let items = panels[index].items[row].submenuItems
        guard !items.isEmpty else { return }
        var panel = MenuPanel(items: items)
        if highlightFirst { panel.highlighted = panel.nextSelectable(from: nil, step: 1) }
        panels.append(panel)
        layoutPanels()
    }

    /// Chooses row `row` of panel `index`: a submenu opens; anything else closes the menu, then runs.
    private func choose(panel index: Int, row: Int, byKeyboard: Bool) {
        let item = panels[index].items[row]
        guard item.isSelectable else { return }
        if item.isSubmenu {
            openSubmenu(ofPanel: index, row: row, highlightFirst: byKeyboard)
            return
        }
        requestDismiss()
        item.perform()
    }

    /// Shows bar menu `index` in place of the current one.
    private func switchBar(to index: Int, highlightFirst: Bool) {
        guard case .bar(let bar, let current) = origin, index != current || highlightFirst else { return }
        let before = drawingBounds
        origin = .bar(bar, index: index)
        bar.openIndex = index
        var panel = MenuPanel(items: bar.items(ofMenu: index))
        if highlightFirst { panel.highlighted = panel.nextSelectable(from: nil, step: 1) }
        panels = [panel]
        setNeedsDisplay(in: before)
        layoutPanels()
    }

    override func willUnmount() {
        onClose?()
        onClose = nil
    }

    // MARK: Drawing

    override func render(in context: GraphicsContext, dirty: CGRect) {
        for panel in panels { MenuPanelRenderer.draw(panel, in: context, dirty: dirty) }
    }

    // MARK: Input

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerMove(let location, let buttons, _):
            if !buttons.isEmpty, let openedAt, hypot(location.x - openedAt.x, location.y - openedAt.y)
                > Self.dragThreshold {
                armed = true
            }
            pointerMoved(to: location)
        case .pointerDown(let location, _, _, _):
            pointerPressed(at: location)
        case .pointerUp(let location, _, _):
            defer { armed = false }
            guard armed, let (index, row) = row(at: location), !panels[index].items[row].isSubmenu else { break }
            choose(panel: index, row: row, byKeyboard: false)
        case .keyDown(let key):
            handleKey(key)
        default:
            break
        }
        return true
    }

    private func row(at point: CGPoint) -> (Int, Int)? {
        for index in panels.indices.reversed() {
            if let row = panels[index].row(at: point) { return (index, row) }
        }
        return nil
    }

    private func pointerMoved(to point: CGPoint) {
        if case .bar(let bar, let current) = origin, let title = bar.titleIndex(atWindowPoint: point) {
            if title != current && bar.isMenuEnabled(title) { switchBar(to: title, highlightFirst: false) }
            return
        }
        if let (index, row) = row(at: point) {
            let item = panels[index].items[row]
            // Over the row whose submenu is open: leave the submenu as it is.
            if panels.count > index + 1 && panels[index].highlighted == row { return }
            closePanels(after: index)
            setHighlight(item.isSelectable ? row : nil, inPanel: index)
            if item.isSubmenu && item.isSelectable { openSubmenu(ofPanel: index, row: row, highlightFirst: false) }
            return
        }
        if panels.contains(where: { $0.frame.contains(point) }) { return }
        // Outside: the deepest panel loses its highlight (rows that opened submenus keep theirs).
        setHighlight(nil, inPanel: panels.count - 1)
    }

    private func pointerPressed(at point: CGPoint) {
        if case .bar(let bar, let current) = origin, let title = bar.titleIndex(atWindowPoint: point) {
            // The open menu's title closes it; another title opens that menu.
            if title == current {
                requestDismiss()
            } else if bar.isMenuEnabled(title) {
                switchBar(to: title, highlightFirst: false)
            }
            return
        }
        armed = row(at: point) != nil
    }

    private func handleKey(_ key: KeyEvent) {
        guard let deepest = panels.indices.last else { return }
        let panel = panels[deepest]
        // A submenu the pointer opened has no highlight yet: Right, Return or Space go into it (as GTK's and
        // Qt's menus do), rather than to the next bar menu or nowhere.
        if deepest > 0, panel.highlighted == nil, Self.entersSubmenu.contains(key.keysym) {
            setHighlight(panel.nextSelectable(from: nil, step: 1), inPanel: deepest)
            return
        }
        switch key.keysym {
        case KeyCode.downArrow.rawValue:
            setHighlight(panel.nextSelectable(from: panel.highlighted, step: 1), inPanel: deepest)
        case KeyCode.upArrow.rawValue:
            setHighlight(panel.nextSelectable(from: panel.highlighted, step: -1), inPanel: deepest)
        case KeyCode.home.rawValue:
            setHighlight(panel.nextSelectable(from: nil, step: 1), inPanel: deepest)
        case KeyCode.end.rawValue:
            setHighlight(panel.nextSelectable(from: nil, step: -1), inPanel: deepest)
        case KeyCode.rightArrow.rawValue:
            if let row = panel.highlighted, panel.items[row].isSubmenu, panel.items[row].isSelectable {
                openSubmenu(ofPanel: deepest, row: row, highlightFirst: true)
            } else {
                stepBar(by: 1)
            }
        case KeyCode.leftArrow.rawValue:
            if deepest > 0 { closePanels(after: deepest - 1) } else { stepBar(by: -1) }
        case KeyCode.returnKey.rawValue, KeyCode.keypadEnter.rawValue, KeyCode.space.rawValue:
            if let row = panel.highlighted { choose(panel: deepest, row: row, byKeyboard: true) }
        case KeyCode.escape.rawValue:
            // One level at a time.
            if deepest > 0 { closePanels(after: deepest - 1) } else { requestDismiss() }
        case Keysym.function(10):
            requestDismiss()
        default:
            pickMnemonic(key, inPanel: deepest)
        }
    }

    private static let entersSubmenu: Set<UInt32> = [
        KeyCode.rightArrow.rawValue, KeyCode.returnKey.rawValue, KeyCode.keypadEnter.rawValue, KeyCode.space.rawValue,
    ]

    /// Moves to the next (or previous) enabled menu of the bar the menu came from.
    private func stepBar(by step: Int) {
        guard case .bar(let bar, let current) = origin else { return }
        let count = bar.menuCount
        var index = current
        for _ in 0..<count {
            index = ((index + step) % count + count) % count
            if bar.isMenuEnabled(index) {
                switchBar(to: index, highlightFirst: true)
                return
            }
        }
    }

    /// A letter chooses the one row with that mnemonic, or steps through several that share it.
    private func pickMnemonic(_ key: KeyEvent, inPanel index: Int) {
        guard key.modifiers.intersection([.control, .super]).isEmpty else { return }
        let panel = panels[index]
        let matches = panel.items.indices.filter {
            panel.items[$0].isSelectable && panel.items[$0].title.matchesMnemonic(key)
        }
        if matches.count == 1 {
            choose(panel: index, row: matches[0], byKeyboard: true)
        } else if !matches.isEmpty {
            let next = matches.first { $0 > (panel.highlighted ?? -1) } ?? matches[0]
            setHighlight(next, inPanel: index)
        }
    }
}
