import Foundation
import SwiftFlowCore

/// A pull-down button that opens a menu below itself: the element of `Menu` outside menus, and of a
/// `Picker` in the menu style. Tab focuses it; Space, Return or Down opens the menu from the keyboard.
final class MenuButtonElement: Element {
    static let chevronWidth: CGFloat = 16

    var title = MenuTitle("") {
        didSet {
            if title != oldValue {
                invalidateLayout()
                setNeedsDisplay()
            }
        }
    }
    /// Reads the menu's rows (in the element's environment) when it opens.
    var makeItems: (EnvironmentValues) -> [MenuItem] = { _ in [] }
    /// Whether the title underlines its mnemonic.
    var showsMnemonic = false
    private weak var menu: MenuLayerElement?
    private var isHovered = false {
        didSet { if isHovered != oldValue { setNeedsDisplay() } }
    }

    private var isOpen: Bool { menu?.isMounted == true }
    private var metrics: ControlMetrics { ControlMetrics(environment.controlSize) }
    private var font: Font { environment.font ?? Font(size: metrics.fontSize) }

    override var accessibilityRole: AccessibilityRole? { .button }
    override var accessibilityDefaultLabel: String? { title.text }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let text = root?.textMeasurer.measure(title.text, font: font) ?? TextMetrics(width: 0, ascent: 0, descent: 0)
        let width = (text.width + 2 * metrics.horizontalPadding + Self.chevronWidth).rounded(.up)
        let height = max(metrics.minHeight, (text.lineHeight + 2 * metrics.verticalPadding).rounded(.up))
        return CGSize(width: proposal.width.map { max($0, width) } ?? width, height: height)
    }

    override var drawingBounds: CGRect { frame.insetBy(dx: -3, dy: -3) }

    override func draw(in context: GraphicsContext) {
        let shape = Path(roundedRect: frame, cornerRadius: metrics.cornerRadius)
        let fill = isOpen ? Theme.controlPressed : isHovered && isEnabled ? Theme.controlHover
            : Theme.controlBackground
        context.fill(shape, with: fill)
        context.stroke(Path(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: metrics.cornerRadius - 0.5),
                       with: Theme.controlBorder, lineWidth: 1)
        let color: Color = isEnabled ? .primary : Theme.disabledText
        let line = context.textMeasurer.measure("", font: font)
        let baseline = frame.minY + (frame.height - line.lineHeight) / 2 + line.ascent
        let origin = CGPoint(x: frame.minX + metrics.horizontalPadding, y: baseline)
        if showsMnemonic {
            title.draw(font: font, color: color, at: origin, in: context)
        } else {
            context.drawText(title.text, font: font, color: color, at: origin)
        }
        var chevron = Path()
        let tip = CGPoint(x: frame.maxX - metrics.horizontalPadding - 4, y: frame.midY + 2)
        chevron.move(to: CGPoint(x: tip.x - 4, y: tip.y - 4))
        chevron.addLine(to: tip)
        chevron.addLine(to: CGPoint(x: tip.x + 4, y: tip.y - 4))
        context.stroke(chevron, with: color, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
        if isFocused && (root?.isKeyWindow ?? true) {
            let ring = Path(roundedRect: frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: metrics.cornerRadius + 1.5)
            context.stroke(ring, with: Theme.focusRing, lineWidth: 3)
        }
    }

    override var isHitTarget: Bool { true }
    override var acceptsFocus: Bool { true }
    override var focusesOnClick: Bool { false }
    override var wantsHover: Bool { true }
    override var cursor: CursorShape? { .arrow }

    override func hoverDidChange(_ isHovered: Bool) {
        self.isHovered = isHovered
    }

    /// Opens the menu below the button.
    func open(highlightFirst: Bool) {
        guard let root, isEnabled, !isOpen else { return }
        menu = MenuLayerElement.present(makeItems(environment), from: .below(convertToWindow(frame)),
                                        highlightFirst: highlightFirst, in: root) { [weak self] in
            self?.setNeedsDisplay()
        }
        setNeedsDisplay()
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .primary, frame.contains(location) else { return false }
            open(highlightFirst: false)
            return true
        case .pointerUp:
            return true
        case .keyDown(let key):
            guard isFocused, key.modifiers.isEmpty,
                  [KeyCode.space.rawValue, KeyCode.returnKey.rawValue, KeyCode.downArrow.rawValue].contains(key.keysym)
            else { return false }
            open(highlightFirst: true)
            return true
        default:
            return false
        }
    }

    override func willUnmount() {
        if let menu { root?.dismiss(menu) }
    }
}
