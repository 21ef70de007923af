import Foundation
import SwiftFlowCore

/// The element of `MenuBar`: draws the titles, opens menus and answers F10, Alt+mnemonic and the menus'
/// shortcuts.
final class MenuBarElement: Element {
    static let height: CGFloat = 26
    static let titlePadding: CGFloat = 9
    static let leadingInset: CGFloat = 4

    /// The bar's menus, as submenu rows.
    var menus: [MenuItem] = [] {
        didSet {
            let titles = menus.map(\.title)
            let enabled = menus.map(\.isEnabled)
            if titles != shownTitles || enabled != shownEnabled {
                shownTitles = titles
                shownEnabled = enabled
                invalidateLayout()
                setNeedsDisplay()
            }
        }
    }
    /// The menu that is open, if any.
    var openIndex: Int? {
        didSet { if openIndex != oldValue { repaintTitles(oldValue, openIndex) } }
    }
    private var shownTitles: [MenuTitle] = []
    private var shownEnabled: [Bool] = []
    private var hoveredIndex: Int? {
        didSet { if hoveredIndex != oldValue { repaintTitles(oldValue, hoveredIndex) } }
    }
    private weak var menu: MenuLayerElement?

    private var font: Font { MenuMetrics.font }

    // MARK: Geometry

    var menuCount: Int { menus.count }

    func isMenuEnabled(_ index: Int) -> Bool {
        menus.indices.contains(index) && menus[index].isEnabled
    }

    /// The rows of menu `index`, read now.
    func items(ofMenu index: Int) -> [MenuItem] {
        menus.indices.contains(index) ? menus[index].submenuItems : []
    }

    /// The title rectangles in the element's frame space.
    private var titleFrames: [CGRect] {
        guard let measurer = root?.textMeasurer else { return [] }
        var x = frame.minX + Self.leadingInset
        return menus.map { menu in
            let width = (measurer.measure(menu.title.text, font: font).width + 2 * Self.titlePadding).rounded(.up)
            defer { x += width }
            return CGRect(x: x, y: frame.minY, width: width, height: frame.height)
        }
    }

    /// Repaints only the titles whose look changed.
    private func repaintTitles(_ indices: Int?...) {
        let frames = titleFrames
        for index in indices.compactMap({ $0 }) where frames.indices.contains(index) {
            setNeedsDisplay(in: frames[index])
        }
    }

    func titleFrameInWindow(_ index: Int) -> CGRect {
        let frames = titleFrames
        return frames.indices.contains(index) ? convertToWindow(frames[index]) : convertToWindow(frame)
    }

    func titleIndex(atWindowPoint point: CGPoint) -> Int? {
        titleFrames.firstIndex { convertToWindow($0).contains(point) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let titles = titleFrames.reduce(Self.leadingInset) { $0 + $1.width }
        return CGSize(width: proposal.width ?? titles, height: Self.height)
    }

    // MARK: Drawing

    override func draw(in context: GraphicsContext) {
        context.fill(Path(frame), with: Theme.menuBarBackground)
        context.fill(Path(CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)),
                     with: Theme.separator)
        let line = context.textMeasurer.measure("", font: font)
        for (index, rect) in titleFrames.enumerated() {
            let menu = menus[index]
            let open = index == openIndex
            if open {
                context.fill(Path(roundedRect: rect.insetBy(dx: 1, dy: 3), cornerRadius: 4), with: Theme.menuHighlight)
            } else if index == hoveredIndex && menu.isEnabled {
                context.fill(Path(roundedRect: rect.insetBy(dx: 1, dy: 3), cornerRadius: 4), with: Theme.controlHover)
            }
            let color: Color = open ? Theme.menuHighlightText : menu.isEnabled ? .primary : Theme.disabledText
            let baseline = rect.minY + (rect.height - line.lineHeight) / 2 + line.ascent
            menu.title.draw(font: font, color: color, at: CGPoint(x: rect.minX + Self.titlePadding, y: baseline),
                            in: context)
        }
    }

    // MARK: Input

    override var isHitTarget: Bool { true }
    override var wantsHover: Bool { true }
    override var cursor: CursorShape? { .arrow }
    override var handlesUnfocusedKeyEvents: Bool { !menus.isEmpty }
    override var accessibilityRole: AccessibilityRole? { .group }
    override var accessibilityDefaultLabel: String? { "Menu bar" }

    override func hoverDidChange(_ isHovered: Bool) {
        if !isHovered { hoveredIndex = nil }
    }

    /// Opens menu `index`; `highlightFirst` when opened from the keyboard.
    func open(_ index: Int, highlightFirst: Bool) {
        guard let root, isMenuEnabled(index) else { return }
        if let menu, menu.isMounted { root.dismiss(menu) }
        openIndex = index
        menu = MenuLayerElement.present(items(ofMenu: index), from: .bar(self, index: index),
                                        highlightFirst: highlightFirst, in: root) { [weak self] in
            self?.openIndex = nil
        }
    }

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerMove(let location, _, _):
            hoveredIndex = titleFrames.firstIndex { $0.contains(location) }
            return false
        case .pointerDown(let location, let button, _, _):
            guard button == .primary, let index = titleFrames.firstIndex(where: { $0.contains(location) }) else {
                return false
            }
            open(index, highlightFirst: false)
            return true
        case .pointerUp:
            return true
        case .keyDown(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        let modifiers = key.modifiers.intersection([.control, .alt, .shift, .super])
        if key.keysym == Keysym.function(10) && modifiers.isEmpty {
            if let first = menus.indices.first(where: isMenuEnabled) { open(first, highlightFirst: true) }
            return true
        }
        if modifiers == .alt, let index = menus.indices.first(where: { menus[$0].title.matchesMnemonic(key) }) {
            open(index, highlightFirst: true)
            return true
        }
        guard !modifiers.isEmpty || key.keysym >= 0xff00 else { return false }
        let enabledMenus = menus.filter(\.isEnabled)
        guard let item = MenuShortcutLookup.item(for: key, in: enabledMenus) else { return false }
        // A disabled item's key is taken but does nothing.
        if item.isEnabled { item.perform() }
        return true
    }

    override func willUnmount() {
        if let menu, menu.isMounted { root?.dismiss(menu) }
    }
}
