import Foundation
import SwiftFlowCore

/// The element of `List`: rows stacked in a clipped, scrolling box, with the selected row highlighted.
final class ListElement: Element {
    static let cornerRadius: CGFloat = 5

    private(set) var ids: [AnyHashable] = []
    private var indexByID: [AnyHashable: Int] = [:]
    /// The selected row's id.
    private(set) var selected: AnyHashable?
    private var select: ((AnyHashable?) -> Void)?
    private var activate: ((AnyHashable) -> Void)?
    /// How far the rows are scrolled up.
    private(set) var scrollOffset: CGFloat = 0
    private var contentHeight: CGFloat = 0
    /// Set when the selection changed: the next layout scrolls it into view.
    private var revealSelection = false

    func configure(ids: [AnyHashable], selected: AnyHashable?, select: ((AnyHashable?) -> Void)?,
                   activate: ((AnyHashable) -> Void)?) {
        if ids != self.ids {
            self.ids = ids
            indexByID = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        self.select = select
        self.activate = activate
        if selected != self.selected {
            self.selected = selected
            revealSelection = true
            invalidateLayout()
            setNeedsDisplay()
        }
    }

    private var rows: [Element] { layoutChildren }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? rows.map { $0.measure(.unspecified).width }.max() ?? 0
        let height = rows.reduce(0) { $0 + $1.measure(ProposedViewSize(width: width, height: nil)).height }
        return CGSize(width: width, height: proposal.height ?? height)
    }

    override func placeChildren(in rect: CGRect) {
        var y = rect.minY
        for row in rows {
            let height = row.measure(ProposedViewSize(width: rect.width, height: nil)).height
            row.place(in: CGRect(x: rect.minX, y: y, width: rect.width, height: height))
            y += height
        }
        contentHeight = y - rect.minY
        scroll(to: scrollOffset)
        if revealSelection {
            revealSelection = false
            scrollSelectionIntoView()
        }
    }

    override var childTransform: CGAffineTransform? {
        scrollOffset == 0 ? nil : CGAffineTransform(translationX: 0, y: -scrollOffset)
    }

    /// Scrolls to `offset`, clamped to the content.
    func scroll(to offset: CGFloat) {
        let clamped = max(0, min(offset, contentHeight - frame.height))
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
    }

    /// Scrolls the least that shows the whole selected row.
    private func scrollSelectionIntoView() {
        guard let selected, let index = indexByID[selected], index < rows.count else { return }
        let row = rows[index].frame
        if row.minY - scrollOffset < frame.minY {
            scroll(to: row.minY - frame.minY)
        } else if row.maxY - scrollOffset > frame.maxY {
            scroll(to: row.maxY - frame.maxY)
        }
    }

    // MARK: Drawing

    override var drawingBounds: CGRect { frame.insetBy(dx: -3, dy: -3) }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        guard drawingBounds.intersects(dirty) else { return }
        let shape = Path(roundedRect: frame, cornerRadius: Self.cornerRadius)
        context.fill(shape, with: Theme.textFieldBackground)
        context.saveState()
        context.clip(to: shape, rule: .nonZero)
        if let selected, let index = indexByID[selected], index < rows.count {
            let band = rows[index].frame.offsetBy(dx: 0, dy: -scrollOffset)
            context.fill(Path(band), with: isFocused ? Theme.selection : Theme.inactiveSelection)
        }
        renderChildren(in: context, dirty: dirty.intersection(frame))
        context.restoreState()
        context.stroke(Path(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.cornerRadius - 0.5),
                       with: Theme.controlBorder, lineWidth: 1)
        if isFocused && (root?.isKeyWindow ?? true) {
            let ring = Path(roundedRect: frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: Self.cornerRadius + 1.5)
            context.stroke(ring, with: Theme.focusRing, lineWidth: 3)
        }
    }

    // MARK: Input

    override var isHitTarget: Bool { true }
    override var acceptsFocus: Bool { true }
    override var accessibilityRole: AccessibilityRole? { .group }

    override func focusDidChange(_ isFocused: Bool) {
        setNeedsDisplay()
    }

    override func hitTest(_ point: CGPoint) -> Element? {
        guard allowsHitTesting, frame.contains(point) else { return nil }
        // Rows are not hit targets of their own: the list takes the press and finds the row.
        return self
    }

    /// The index of the row at `point` (in the frame's space).
    private func rowIndex(at point: CGPoint) -> Int? {
        let content = CGPoint(x: point.x, y: point.y + scrollOffset)
        return rows.firstIndex { $0.frame.contains(content) }
    }

    /// Selects row `index` (clamped) and scrolls it into view.
    private func selectRow(_ index: Int) {
        guard !ids.isEmpty else { return }
        let key = ids[max(0, min(index, ids.count - 1))]
        if key != selected {
            selected = key
            setNeedsDisplay()
            select?(key)
        }
        scrollSelectionIntoView()
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .pointerDown(let location, let button, let clickCount, _):
            guard button == .primary, frame.contains(location) else { return false }
            if let index = rowIndex(at: location) {
                selectRow(index)
                if clickCount == 2, let selected { activate?(selected) }
            }
            return true
        case .pointerUp:
            return true
        case .scroll(_, _, let dy, _):
            let before = scrollOffset
            scroll(to: scrollOffset + dy)
            return scrollOffset != before
        case .keyDown(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        let current = selected.flatMap { indexByID[$0] }
        let page = max(1, Int(frame.height / max(1, rows.first?.frame.height ?? 20)) - 1)
        switch key.keysym {
        case KeyCode.downArrow.rawValue: selectRow(current.map { $0 + 1 } ?? 0)
        case KeyCode.upArrow.rawValue: selectRow(current.map { $0 - 1 } ?? ids.count - 1)
        case KeyCode.pageDown.rawValue: selectRow((current ?? -1) + page)
        case KeyCode.pageUp.rawValue: selectRow((current ?? ids.count) - page)
        case KeyCode.home.rawValue: selectRow(0)
        case KeyCode.end.rawValue: selectRow(ids.count - 1)
        case KeyCode.returnKey.rawValue, KeyCode.keypadEnter.rawValue:
            guard let selected, let activate else { return false }
            activate(selected)
        default:
            return false
        }
        return true
    }
}
