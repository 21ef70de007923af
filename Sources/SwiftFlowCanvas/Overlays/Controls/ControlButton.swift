import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A square button in React Flow's Controls style (26 × 26, light or dark with the canvas), for use inside
/// `Controls` or a `Panel` (there it draws the Controls' faint shadow round itself). Its content, usually
/// an icon, is centred; a disabled button (`.disabled(true)`) dims its content and ignores the pointer.
public struct ControlButton<Content: View>: PrimitiveView {
    let action: () -> Void
    let content: Content

    /// A button that runs `action` when clicked, showing `content`.
    public init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    public func makeElement() -> Element { ControlButtonElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let button = element as? ControlButtonElement else { return }
        button.action = action
        // Icons take the Controls size and colour unless the content sets its own.
        button.updateChildren([content.font(ControlsPalette.iconFont).foregroundColor(ControlsPalette.icon)],
                              environment: environment)
    }
}

/// The element of `ControlButton`: at least 26 × 26 points, its content centred inside a 3-point padding;
/// runs its action when a primary press is released over it.
final class ControlButtonElement: Element {
    var action: () -> Void = {}
    private(set) var isPressed = false {
        didSet { if isPressed != oldValue { setNeedsDisplay() } }
    }
    private(set) var isHovered = false {
        didSet { if isHovered != oldValue { setNeedsDisplay() } }
    }

    override var accessibilityRole: AccessibilityRole? { .button }
    override var isHitTarget: Bool { true }
    override var wantsHover: Bool { true }
    override var cursor: CursorShape? { isEnabled ? .pointingHand : .arrow }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inset = 2 * ControlsPalette.buttonPadding
        let content = ModifierElement.measureGroup(layoutChildren, ProposedViewSize(width: nil, height: nil))
        return CGSize(width: max(ControlsPalette.buttonSide, content.width + inset),
                      height: max(ControlsPalette.buttonSide, content.height + inset))
    }

    override func placeChildren(in rect: CGRect) {
        let inner = rect.insetBy(dx: ControlsPalette.buttonPadding, dy: ControlsPalette.buttonPadding)
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(width: nil, height: nil))
            // Centred, then moved onto whole points so an odd-sized icon's centre lines fall on pixel
            // centres and its 1.6-point strokes stay sharp.
            let origin = Alignment.center.origin(of: size, in: inner)
            child.place(in: CGRect(origin: CGPoint(x: origin.x.rounded(.down), y: origin.y.rounded(.down)), size: size))
        }
    }

    /// Outside a Controls group the button draws the group's shadow itself, so it stands out on the canvas.
    private var drawsShadow: Bool { !environment.isInControlsGroup }

    override var drawingBounds: CGRect { drawsShadow ? frame.insetBy(dx: -2, dy: -2) : frame }

    override func draw(in context: GraphicsContext) {
        if drawsShadow {
            context.fill(Path(frame.insetBy(dx: -2, dy: -2)), with: ControlsPalette.shadowBlur)
            context.fill(Path(frame.insetBy(dx: -1, dy: -1)), with: ControlsPalette.shadowSpread)
        }
        let highlighted = isEnabled && (isHovered || isPressed)
        context.fill(Path(frame), with: highlighted ? ControlsPalette.hoverBackground : ControlsPalette.background)
    }

    override func hoverDidChange(_ isHovered: Bool) {
        self.isHovered = isHovered
    }

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let location, let button, _, _):
            // A press on a disabled button is swallowed, so it never reaches the canvas under it.
            guard button == .primary, frame.contains(location) else { return true }
            isPressed = isEnabled
            return true
        case .pointerMove(let location, _, _):
            // While this button holds the press it looks pressed only with the pointer over it.
            if root?.isCapturing(self) == true { isPressed = isEnabled && frame.contains(location) }
            return true
        case .pointerUp(let location, _, _):
            let fire = isPressed && isEnabled && frame.contains(location)
            isPressed = false
            if fire { action() }
            return true
        case .scroll:
            return true
        default:
            return false
        }
    }

    override func willUnmount() {
        isPressed = false
    }
}
