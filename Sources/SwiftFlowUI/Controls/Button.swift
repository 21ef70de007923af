import Foundation
import SwiftFlowCore

/// What a button does, which changes how it looks.
public enum ButtonRole: Hashable, Sendable {
    case destructive, cancel
}

/// A control that runs an action when clicked, as SwiftUI's `Button`.
///
/// The look follows `.buttonStyle(_:)` and `.controlSize(_:)`; it shows hover, pressed and disabled states.
public struct Button<Label: View>: PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    /// The command the button runs, whose enabled state it shows.
    let command: Command?

    /// A button running `action`, labelled by `label`.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
        command = nil
    }

    public func makeElement() -> Element { ButtonElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? ButtonElement else { return }
        element.action = action
        element.role = role
        element.shortcut = environment.keyboardShortcut
        element.bind(command, registry: environment.commandRegistry)
        element.updateLabel(label, environment: environment)
    }
}

extension Button where Label == Text {
    /// A button labelled with the translation of `titleKey` (see `Text`).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button labelled with `title` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button that runs `command`, titled after it and enabled while it is (in a menu it also shows the
    /// command's shortcut; the key itself belongs to the registry installed with `.commands(_:)`).
    public init(_ command: Command, role: ButtonRole? = nil) {
        action = { command.perform() }
        label = Text(command.displayTitle)
        self.role = role
        self.command = command
    }
}

extension Button where Label == SwiftFlowUI.Label {
    /// A button with the icon `systemImage` and the translation of `titleKey` after it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
                action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftFlowUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with the icon `systemImage` and `title` as it is after it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil,
                                   action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftFlowUI.Label(title, systemImage: systemImage) }
    }
}

/// A title with an icon in front, as SwiftUI's `Label`.
public struct Label: View {
    let title: Text
    let systemImage: String

    /// The translation of `titleKey` after the icon `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        title = Text(titleKey)
        self.systemImage = systemImage
    }

    /// `title` as it is after the icon `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        self.systemImage = systemImage
    }

    public var body: some View {
        HStack(spacing: 4) {
            Image(systemName: systemImage)
            title
        }
    }
}

/// The element of `Button`.
final class ButtonElement: Element {
    override var accessibilityRole: AccessibilityRole? { .button }

    var action: () -> Void = {}
    var role: ButtonRole?
    /// The key combination that presses this button from anywhere in the window.
    var shortcut: KeyboardShortcut?
    /// The command the button runs; while it is disabled, so is the button.
    private(set) var command: Command?
    private var registrySubscription: AnyCancellable?
    private weak var subscribedRegistry: CommandRegistry?

    override var isEnabled: Bool {
        environment.isEnabled && (command?.isEnabled() ?? true)
    }

    /// Follows `command`'s enabled state: the registry's `refresh()` repaints the button.
    func bind(_ command: Command?, registry: CommandRegistry?) {
        self.command = command
        let wanted = command == nil ? nil : registry
        if wanted === subscribedRegistry && (wanted == nil || registrySubscription != nil) { return }
        subscribedRegistry = wanted
        registrySubscription = wanted?.objectWillChange.sink { [weak self] in self?.setNeedsDisplay() }
    }

    override var handlesUnfocusedKeyEvents: Bool { shortcut != nil }
    private var derivation = EnvironmentDerivation()
    private(set) var isPressed = false {
        didSet {
            guard isPressed != oldValue else { return }
            setNeedsDisplay()
            if customStyle != nil, let label { updateLabel(label, environment: environment) }
        }
    }
    private var label: (any View)?
    private var customStyle: AnyButtonStyle? { environment.customButtonStyle }
    private(set) var isHovered = false {
        didSet { if isHovered != oldValue { setNeedsDisplay() } }
    }

    private var appearance: ButtonAppearance {
        customStyle == nil ? environment.buttonAppearance : .plain
    }
    private var metrics: ControlMetrics { ControlMetrics(environment.controlSize) }

    func updateLabel(_ label: any View, environment: EnvironmentValues) {
        self.label = label
        if let style = environment.customButtonStyle {
            let configuration = ButtonStyleConfiguration(label: AnyView(erasing: label), isPressed: isPressed,
                                                         role: role)
            updateChildren([style.makeBody(configuration)], environment: environment)
            return
        }
        let appearance = environment.buttonAppearance
        let size = environment.controlSize
        let role = role
        let token = AnyHashable([AnyHashable(appearance), AnyHashable(size), AnyHashable(role),
                                 AnyHashable(environment.font)])
        let inner = derivation.derive(from: environment, token: token) { values in
            if values.font == nil { values.font = Font(size: ControlMetrics(size).fontSize) }
            switch appearance {
            case .borderedProminent:
                values.foregroundStyle = AnyShapeStyle(Color.white)
            case .borderless:
                values.foregroundStyle = AnyShapeStyle(role == .destructive ? Color.red : Color.accentColor)
            case .automatic, .bordered, .plain:
                if role == .destructive { values.foregroundStyle = AnyShapeStyle(Color.red) }
            }
            values.stackAxis = nil
        }
        updateChildren([label], environment: inner)
    }

    private var padding: CGSize {
        appearance == .plain ? .zero : CGSize(width: metrics.horizontalPadding, height: metrics.verticalPadding)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let pad = padding
        let inner = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - 2 * pad.width) },
            height: proposal.height.map { max(0, $0 - 2 * pad.height) }
        )
        let label = ModifierElement.measureGroup(layoutChildren, inner)
        let minHeight = appearance == .plain ? 0 : metrics.minHeight
        return CGSize(width: label.width + 2 * pad.width, height: max(minHeight, label.height + 2 * pad.height))
    }

    override func placeChildren(in rect: CGRect) {
        let pad = padding
        ModifierElement.placeGroup(layoutChildren, in: rect.insetBy(dx: pad.width, dy: pad.height))
    }

    override func render(in context: GraphicsContext, dirty: CGRect) {
        let dimmed = !isEnabled || (appearance == .plain && isPressed && customStyle == nil)
        if dimmed { context.beginLayer(opacity: isEnabled ? 0.6 : 0.45) }
        super.render(in: context, dirty: dirty)
        if dimmed { context.endLayer() }
    }

    override func draw(in context: GraphicsContext) {
        let shape = Path(roundedRect: frame, cornerRadius: metrics.cornerRadius)
        switch appearance {
        case .automatic, .bordered:
            let fill = isPressed ? Theme.controlPressed : isHovered && isEnabled ? Theme.controlHover
                : Theme.controlBackground
            context.fill(shape, with: fill)
            let border = Path(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: metrics.cornerRadius - 0.5)
            context.stroke(border, with: Theme.controlBorder, lineWidth: 1)
        case .borderedProminent:
            let base = role == .destructive ? Color.red : Theme.accent
            context.fill(shape, with: base)
            if isPressed {
                context.fill(shape, with: Color.black.opacity(0.2))
            } else if isHovered && isEnabled {
                context.fill(shape, with: Color.white.opacity(0.1))
            }
        case .borderless:
            if isPressed { context.fill(shape, with: Theme.controlPressed.opacity(0.6)) }
        case .plain:
            break
        }
    }

    override var isHitTarget: Bool { true }
    /// A button shows the plain pointer, also inside a container with a cursor of its own (a canvas node).
    override var cursor: CursorShape? { .arrow }

    override var wantsHover: Bool { true }
    override var acceptsFocus: Bool { true }
    /// Tab reaches buttons; a click does not take focus from a text field or the canvas.
    override var focusesOnClick: Bool { false }

    override func drawOverlay(in context: GraphicsContext) {
        guard isFocused, root?.isKeyWindow ?? true, appearance != .plain else { return }
        let ring = Path(roundedRect: frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: metrics.cornerRadius + 1.5)
        context.stroke(ring, with: Theme.focusRing, lineWidth: 3)
    }

    override var drawingBounds: CGRect { frame.insetBy(dx: -3, dy: -3) }

    override func hoverDidChange(_ isHovered: Bool) {
        self.isHovered = isHovered
    }

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let location, let button, _, _):
            guard button == .primary, isEnabled, frame.contains(location) else { return false }
            isPressed = true
            return true
        case .pointerMove(let location, _, _):
            guard isPressed || frame.contains(location) else { return false }
            if root?.isCapturing(self) == true { isPressed = frame.contains(location) }
            return root?.isCapturing(self) == true
        case .pointerUp(let location, _, _):
            let fire = isPressed && frame.contains(location) && isEnabled
            isPressed = false
            if fire { action() }
            return true
        case .keyDown(let key):
            guard isEnabled else { return false }
            if let shortcut, shortcut.matches(key) {
                action()
                return true
            }
            // Space presses the focused button.
            guard isFocused, key.keysym == KeyCode.space.rawValue, key.modifiers.isEmpty else { return false }
            action()
            return true
        default:
            return false
        }
    }

    override func willUnmount() {
        isPressed = false
    }
}

extension Button: MenuItemsProviding {
    func menuItems(in environment: EnvironmentValues) -> [MenuItem] {
        let title = command?.title ?? LabelTitle.of(label, locale: environment.locale) ?? ""
        let enabled = environment.isEnabled && (command?.isEnabled() ?? true)
        return [MenuItem(kind: .action(action), title: MenuTitle(title),
                         shortcut: environment.keyboardShortcut ?? command?.shortcut, isEnabled: enabled, role: role)]
    }
}
