import Foundation
import SwiftFlowCore

/// Draws a menu panel: the panel, then each row with its checkmark, title (mnemonic underlined), shortcut
/// (right-aligned) and submenu arrow; the highlighted row in the accent colour, disabled rows greyed.
@MainActor
enum MenuPanelRenderer {
    static func draw(_ panel: MenuPanel, in context: GraphicsContext, dirty: CGRect) {
        guard panel.drawingBounds.intersects(dirty) else { return }
        PanelChrome.draw(panel.frame, cornerRadius: MenuMetrics.cornerRadius, fill: Theme.menuBackground,
                         in: context)
        let font = MenuMetrics.font
        let lineMetrics = context.textMeasurer.measure("", font: font)
        for (index, item) in panel.items.enumerated() where index < panel.rowFrames.count {
            let row = panel.rowFrames[index]
            guard row.intersects(dirty) else { continue }
            if item.isSeparator {
                let line = CGRect(x: row.minX + 1, y: row.midY.rounded(.down), width: row.width - 2, height: 1)
                context.fill(Path(line), with: Theme.separator)
                continue
            }
            let highlighted = index == panel.highlighted && item.isSelectable
            if highlighted {
                let band = row.insetBy(dx: MenuMetrics.highlightInset, dy: 1)
                context.fill(Path(roundedRect: band, cornerRadius: 4), with: Theme.menuHighlight)
            }
            let color: Color = highlighted ? Theme.menuHighlightText
                : !item.isSelectable ? Theme.disabledText
                : item.role == .destructive ? Color.red : Color.primary
            let baseline = row.minY + (row.height - lineMetrics.lineHeight) / 2 + lineMetrics.ascent
            if item.isChecked { drawCheckmark(in: row, color: color, context: context) }
            let origin = CGPoint(x: row.minX + MenuMetrics.checkColumn, y: baseline)
            if item.isSelectable {
                item.title.draw(font: font, color: color, at: origin, in: context)
            } else {
                context.drawText(item.title.text, font: font, color: color, at: origin)
            }
            var trailing = row.maxX - MenuMetrics.trailingPadding
            if item.isSubmenu {
                drawChevron(at: CGPoint(x: trailing - 4, y: row.midY), color: color, context: context)
                trailing -= MenuMetrics.chevronColumn
            }
            if let shortcut = item.shortcut {
                let text = shortcut.displayName
                let width = context.textMeasurer.measure(text, font: font).width
                context.drawText(text, font: font, color: highlighted ? color : Theme.menuShortcutText,
                                 at: CGPoint(x: trailing - width, y: baseline))
            }
        }
    }

    private static func drawCheckmark(in row: CGRect, color: Color, context: GraphicsContext) {
        let x = row.minX + 9
        let y = row.midY
        var check = Path()
        check.move(to: CGPoint(x: x, y: y))
        check.addLine(to: CGPoint(x: x + 3.5, y: y + 3.5))
        check.addLine(to: CGPoint(x: x + 10, y: y - 4))
        context.stroke(check, with: color, style: StrokeStyle(lineWidth: 1.8, lineCap: .round, lineJoin: .round))
    }

    private static func drawChevron(at tip: CGPoint, color: Color, context: GraphicsContext) {
        var chevron = Path()
        chevron.move(to: CGPoint(x: tip.x - 4, y: tip.y - 4.5))
        chevron.addLine(to: CGPoint(x: tip.x, y: tip.y))
        chevron.addLine(to: CGPoint(x: tip.x - 4, y: tip.y + 4.5))
        context.stroke(chevron, with: color, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
    }
}
