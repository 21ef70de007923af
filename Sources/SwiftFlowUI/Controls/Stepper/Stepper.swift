import Foundation
import SwiftFlowCore

/// A pair of − and + buttons after a label, as SwiftUI's `Stepper`.
///
/// With a value and bounds, + adds `step` and − subtracts it, never leaving the bounds; the button that
/// would is disabled. Up and Down (or + and −) step it when it has focus.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool

    /// A stepper that calls `onIncrement` and `onDecrement` (nil disables that button).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
    }

    /// A stepper moving `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = min(max(value.wrappedValue.advanced(by: step), bounds.lowerBound),
                                               bounds.upperBound) }
        decrement = { value.wrappedValue = max(min(value.wrappedValue.advanced(by: -step), bounds.upperBound),
                                               bounds.lowerBound) }
        canIncrement = { value.wrappedValue < bounds.upperBound }
        canDecrement = { value.wrappedValue > bounds.lowerBound }
    }

    public var body: some View {
        // Read here so that the buttons follow the value.
        let up = canIncrement()
        let down = canDecrement()
        HStack(spacing: 8) {
            label
            StepperCore(increment: up ? increment : nil, decrement: down ? decrement : nil)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with the translation of `titleKey` moving `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled `title` as it is moving `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// The two buttons of a stepper.
struct StepperCore: PrimitiveView {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    func makeElement() -> Element { StepperElement() }

    func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? StepperElement else { return }
        if (element.increment == nil) != (increment == nil) || (element.decrement == nil) != (decrement == nil) {
            element.setNeedsDisplay()
        }
        element.increment = increment
        element.decrement = decrement
    }
}

/// The element of a stepper's buttons: − on the left, + on the right, in one rounded box.
final class StepperElement: Element {
    static let buttonSize = CGSize(width: 22, height: 22)

    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    private var pressed: Bool?

    private var minusRect: CGRect {
        CGRect(x: frame.minX, y: frame.minY, width: frame.width / 2, height: frame.height)
    }
    private var plusRect: CGRect {
        CGRect(x: frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: 2 * Self.buttonSize.width, height: Self.buttonSize.height)
    }

    override var drawingBounds: CGRect { frame.insetBy(dx: -3, dy: -3) }

    override func draw(in context: GraphicsContext) {
        let box = Path(roundedRect: frame, cornerRadius: 5)
        context.fill(box, with: Theme.controlBackground)
        if let pressed {
            context.fill(Path(pressed ? plusRect : minusRect), with: Theme.controlPressed)
        }
        context.fill(Path(CGRect(x: frame.midX - 0.5, y: frame.minY + 4, width: 1, height: frame.height - 8)),
                     with: Theme.separator)
        let style = StrokeStyle(lineWidth: 1.6, lineCap: .round)
        let enabled = isEnabled
        var minus = Path()
        minus.move(to: CGPoint(x: minusRect.midX - 4.5, y: frame.midY))
        minus.addLine(to: CGPoint(x: minusRect.midX + 4.5, y: frame.midY))
        context.stroke(minus, with: enabled && decrement != nil ? .primary : Theme.disabledText, style: style)
        var plus = Path()
        plus.move(to: CGPoint(x: plusRect.midX - 4.5, y: frame.midY))
        plus.addLine(to: CGPoint(x: plusRect.midX + 4.5, y: frame.midY))
        plus.move(to: CGPoint(x: plusRect.midX, y: frame.midY - 4.5))
        plus.addLine(to: CGPoint(x: plusRect.midX, y: frame.midY + 4.5))
        context.stroke(plus, with: enabled && increment != nil ? .primary : Theme.disabledText, style: style)
        context.stroke(Path(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4.5), with: Theme.controlBorder,
                       lineWidth: 1)
        if isFocused && (root?.isKeyWindow ?? true) {
            context.stroke(Path(roundedRect: frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: 6.5),
                           with: Theme.focusRing, lineWidth: 3)
        }
    }

    override var isHitTarget: Bool { true }
    override var acceptsFocus: Bool { true }
    override var focusesOnClick: Bool { false }
    override var cursor: CursorShape? { .arrow }
    override var accessibilityRole: AccessibilityRole? { .group }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .primary, frame.contains(location) else { return false }
            let up = location.x >= frame.midX
            pressed = up
            setNeedsDisplay()
            (up ? increment : decrement)?()
            return true
        case .pointerUp:
            pressed = nil
            setNeedsDisplay()
            return true
        case .keyDown(let key):
            guard isFocused else { return false }
            switch key.keysym {
            case KeyCode.upArrow.rawValue, Keysym.plus, Keysym.keypadAdd: increment?()
            case KeyCode.downArrow.rawValue, Keysym.minus, Keysym.keypadSubtract: decrement?()
            default: return false
            }
            return true
        default:
            return false
        }
    }
}
