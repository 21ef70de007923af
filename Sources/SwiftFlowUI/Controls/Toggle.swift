import Foundation
import SwiftFlowCore

/// A checkbox bound to a Boolean, with a label after it, as SwiftUI's `Toggle` on macOS.
public struct Toggle<Label: View>: PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A checkbox for `isOn` labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public func makeElement() -> Element { ToggleElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ToggleElement else { return }
        element.binding = isOn
        let value = DependencyTracker.untracked { isOn.wrappedValue }
        if value != element.isOn {
            element.isOn = value
            element.setNeedsDisplay()
        }
        element.updateChildren([label], environment: environment)
    }
}

extension Toggle where Label == Text {
    /// A checkbox labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A checkbox labelled with `title` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The element of `Toggle`: a box, then the label.
final class ToggleElement: Element {
    override var accessibilityRole: AccessibilityRole? { .checkbox }
    override var accessibilityValue: String? {
        ToolkitStrings.text(isOn ? "toggle.on" : "toggle.off", locale: environment.locale)
    }

    static let boxSize: CGFloat = 14
    static let gap: CGFloat = 6

    var binding: Binding<Bool> = .constant(false)
    var isOn = false
    private var isPressed = false

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - Self.boxSize - Self.gap) },
                                     height: proposal.height)
        let label = ModifierElement.measureGroup(layoutChildren, inner)
        let labelWidth = label.width > 0 ? label.width + Self.gap : 0
        return CGSize(width: Self.boxSize + labelWidth, height: max(Self.boxSize, label.height))
    }

    override func placeChildren(in rect: CGRect) {
        let labelRect = CGRect(x: rect.minX + Self.boxSize + Self.gap, y: rect.minY,
                               width: max(0, rect.width - Self.boxSize - Self.gap), height: rect.height)
        ModifierElement.placeGroup(layoutChildren, in: labelRect, alignment: .leading)
    }

    private var boxRect: CGRect {
        CGRect(x: frame.minX, y: frame.midY - Self.boxSize / 2, width: Self.boxSize, height: Self.boxSize)
    }

    override func draw(in context: GraphicsContext) {
        let box = Path(roundedRect: boxRect, cornerRadius: 3)
        let dim = isEnabled ? 1.0 : 0.45
        if isOn {
            context.fill(box, with: Theme.accent.opacity(dim))
            var check = Path()
            let r = boxRect
            check.move(to: CGPoint(x: r.minX + r.width * 0.25, y: r.minY + r.height * 0.52))
            check.addLine(to: CGPoint(x: r.minX + r.width * 0.43, y: r.minY + r.height * 0.7))
            check.addLine(to: CGPoint(x: r.minX + r.width * 0.76, y: r.minY + r.height * 0.32))
            context.stroke(check, with: .white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        } else {
            context.fill(box, with: (isPressed ? Theme.controlPressed : Theme.controlBackground).opacity(dim))
            let border = Path(roundedRect: boxRect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5)
            context.stroke(border, with: Theme.controlBorder, lineWidth: 1)
        }
    }

    override var isHitTarget: Bool { true }
    /// A toggle shows the plain pointer, also inside a container with a cursor of its own (a canvas node).
    override var cursor: CursorShape? { .arrow }

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(_, let button, _, _):
            guard button == .primary, isEnabled else { return false }
            isPressed = true
            setNeedsDisplay()
            return true
        case .pointerUp(let location, _, _):
            guard isPressed else { return false }
            isPressed = false
            if frame.contains(location) {
                isOn.toggle()
                binding.wrappedValue = isOn
            }
            setNeedsDisplay()
            return true
        case .keyDown(let key) where key.keysym == KeyCode.space.rawValue:
            guard isEnabled else { return false }
            isOn.toggle()
            binding.wrappedValue = isOn
            setNeedsDisplay()
            return true
        default:
            return false
        }
    }

    override var acceptsFocus: Bool { true }
}
