import Foundation
import SwiftFlowCore

/// Sizes of menu panels and rows.
enum MenuMetrics {
    static let font = Font.body
    static let rowHeight: CGFloat = 24
    static let separatorHeight: CGFloat = 9
    static let verticalPadding: CGFloat = 4
    /// Room before the title for a checkmark.
    static let checkColumn: CGFloat = 26
    static let trailingPadding: CGFloat = 12
    /// The least space between a title and its shortcut.
    static let shortcutGap: CGFloat = 32
    /// Room after the title for a submenu's arrow.
    static let chevronColumn: CGFloat = 16
    static let minimumWidth: CGFloat = 160
    static let cornerRadius: CGFloat = 6
    /// Rows inset from the panel's sides for the highlight.
    static let highlightInset: CGFloat = 4
}

/// One open panel of a menu: its rows, where they are (window points) and which one is highlighted.
@MainActor
struct MenuPanel {
    var items: [MenuItem]
    var frame: CGRect = .zero
    /// Each row's rectangle, in window points.
    var rowFrames: [CGRect] = []
    var highlighted: Int?

    init(items: [MenuItem]) {
        self.items = items
    }

    /// The size the rows need, measured with `measurer`.
    func size(measurer: TextMeasurer) -> CGSize {
        var titleWidth: CGFloat = 0
        var shortcutWidth: CGFloat = 0
        var height = 2 * MenuMetrics.verticalPadding
        var hasSubmenu = false
        for item in items {
            height += item.isSeparator ? MenuMetrics.separatorHeight : MenuMetrics.rowHeight
            titleWidth = max(titleWidth, measurer.measure(item.title.text, font: MenuMetrics.font).width)
            if let shortcut = item.shortcut {
                shortcutWidth = max(shortcutWidth, measurer.measure(shortcut.displayName, font: MenuMetrics.font).width)
            }
            hasSubmenu = hasSubmenu || item.isSubmenu
        }
        var width = MenuMetrics.checkColumn + titleWidth + MenuMetrics.trailingPadding
        if shortcutWidth > 0 { width += MenuMetrics.shortcutGap + shortcutWidth }
        if hasSubmenu { width += MenuMetrics.chevronColumn }
        return CGSize(width: max(MenuMetrics.minimumWidth, width.rounded(.up)), height: height)
    }

    /// Puts the panel at `frame` and lays its rows out inside.
    mutating func place(at frame: CGRect) {
        self.frame = frame
        var y = frame.minY + MenuMetrics.verticalPadding
        rowFrames = items.map { item in
            let height = item.isSeparator ? MenuMetrics.separatorHeight : MenuMetrics.rowHeight
            defer { y += height }
            return CGRect(x: frame.minX, y: y, width: frame.width, height: height)
        }
    }

    /// The row at `point` (window points), if any.
    func row(at point: CGPoint) -> Int? {
        guard frame.contains(point) else { return nil }
        return rowFrames.firstIndex { $0.contains(point) }
    }

    /// The next selectable row after `start` going `step` (+1 down, −1 up), wrapping around; from nil, the
    /// first (or last) selectable row.
    func nextSelectable(from start: Int?, step: Int) -> Int? {
        let count = items.count
        guard count > 0 else { return nil }
        var index = start ?? (step > 0 ? -1 : count)
        for _ in 0..<count {
            index = ((index + step) % count + count) % count
            if items[index].isSelectable { return index }
        }
        return nil
    }

    /// The area the panel and its shadow cover.
    var drawingBounds: CGRect { PanelChrome.bounds(of: frame) }
}
