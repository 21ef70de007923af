import Foundation
import SwiftFlowCore

/// The segments of a segmented picker.
struct SegmentedPickerCore: PrimitiveView {
    let options: [PickerOption]
    let selected: AnyHashable
    let select: (AnyHashable) -> Void

    func makeElement() -> Element { SegmentedPickerElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? SegmentedPickerElement else { return }
        element.select = select
        if element.options != options || element.selected != selected {
            element.options = options
            element.selected = selected
            element.invalidateLayout()
            element.setNeedsDisplay()
        }
    }
}

/// Draws the choices side by side in one rounded box, the selected one filled with the accent colour; a
/// click picks a segment, Left/Right move the choice when the control has focus.
final class SegmentedPickerElement: Element {
    static let segmentPadding: CGFloat = 12

    var options: [PickerOption] = []
    var selected: AnyHashable?
    var select: (AnyHashable) -> Void = { _ in }

    private var metrics: ControlMetrics { ControlMetrics(environment.controlSize) }
    private var font: Font { environment.font ?? Font(size: metrics.fontSize) }

    private func segmentWidths(measurer: TextMeasurer) -> [CGFloat] {
        options.map { (measurer.measure($0.title, font: font).width + 2 * Self.segmentPadding).rounded(.up) }
    }

    /// Each segment's rectangle, sharing out any extra width evenly.
    private var segmentFrames: [CGRect] {
        guard let measurer = root?.textMeasurer, !options.isEmpty else { return [] }
        let widths = segmentWidths(measurer: measurer)
        let extra = max(0, frame.width - widths.reduce(0, +)) / CGFloat(widths.count)
        var x = frame.minX
        return widths.map { width in
            defer { x += width + extra }
            return CGRect(x: x, y: frame.minY, width: width + extra, height: frame.height)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = root.map { segmentWidths(measurer: $0.textMeasurer).reduce(0, +) } ?? 0
        return CGSize(width: width, height: metrics.minHeight)
    }

    override var drawingBounds: CGRect { frame.insetBy(dx: -3, dy: -3) }

    override func draw(in context: GraphicsContext) {
        let radius = metrics.cornerRadius
        let box = Path(roundedRect: frame, cornerRadius: radius)
        context.fill(box, with: Theme.controlBackground)
        let line = context.textMeasurer.measure("", font: font)
        let baseline = frame.minY + (frame.height - line.lineHeight) / 2 + line.ascent
        for (index, rect) in segmentFrames.enumerated() {
            let option = options[index]
            let isSelected = option.tag == selected
            if isSelected {
                context.fill(Path(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: radius - 1),
                             with: Theme.accent.opacity(isEnabled ? 1 : 0.5))
            } else if index > 0 && options[index - 1].tag != selected {
                context.fill(Path(CGRect(x: rect.minX, y: rect.minY + 5, width: 1, height: rect.height - 10)),
                             with: Theme.separator)
            }
            let color: Color = isSelected ? .white : option.isEnabled && isEnabled ? .primary : Theme.disabledText
            let width = context.textMeasurer.measure(option.title, font: font).width
            context.drawText(option.title, font: font, color: color,
                             at: CGPoint(x: rect.midX - width / 2, y: baseline))
        }
        context.stroke(Path(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius - 0.5),
                       with: Theme.controlBorder, lineWidth: 1)
        if isFocused && (root?.isKeyWindow ?? true) {
            context.stroke(Path(roundedRect: frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: radius + 1.5),
                           with: Theme.focusRing, lineWidth: 3)
        }
    }

    override var isHitTarget: Bool { true }
    override var acceptsFocus: Bool { true }
    override var focusesOnClick: Bool { false }
    override var cursor: CursorShape? { .arrow }
    override var accessibilityRole: AccessibilityRole? { .group }
    override var accessibilityValue: String? { options.first { $0.tag == selected }?.title }

    private func pick(_ index: Int) {
        guard options.indices.contains(index), options[index].isEnabled, options[index].tag != selected else { return }
        selected = options[index].tag
        setNeedsDisplay()
        select(options[index].tag)
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .primary, let index = segmentFrames.firstIndex(where: { $0.contains(location) }) else {
                return false
            }
            pick(index)
            return true
        case .pointerUp:
            return true
        case .keyDown(let key):
            guard isFocused else { return false }
            let current = options.firstIndex { $0.tag == selected } ?? -1
            switch key.keysym {
            case KeyCode.rightArrow.rawValue:
                if let next = options.indices.first(where: { $0 > current && options[$0].isEnabled }) { pick(next) }
            case KeyCode.leftArrow.rawValue:
                if let previous = options.indices.last(where: { $0 < current && options[$0].isEnabled }) {
                    pick(previous)
                }
            default:
                return false
            }
            return true
        default:
            return false
        }
    }
}
