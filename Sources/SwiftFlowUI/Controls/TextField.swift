import Foundation
import SwiftFlowCore

/// A single-line text editor bound to a string, as SwiftUI's `TextField`.
///
/// Typing updates the binding as it happens; Enter runs the `onSubmit` actions; Escape restores the text
/// the field had when it gained focus and gives up focus. Ctrl+A/C/X/V select all, copy, cut and paste
/// through the window host's clipboard.
public struct TextField: PrimitiveView {
    let placeholder: Text
    let text: Binding<String>
    /// What the field accepts (number fields); nil accepts any text.
    let rules: TextInputRules?

    /// A field showing the translation of `titleKey` as placeholder while `text` is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(placeholder: Text(titleKey), text: text, rules: nil)
    }

    /// A field showing `title` as it is as placeholder while `text` is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(placeholder: Text(title), text: text, rules: nil)
    }

    init(placeholder: Text, text: Binding<String>, rules: TextInputRules?) {
        self.placeholder = placeholder
        self.text = text
        self.rules = rules
    }

    public func makeElement() -> Element { TextFieldElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        guard let element = element as? TextFieldElement else { return }
        element.placeholder = placeholder.string(in: environment.locale)
        element.binding = text
        element.rules = rules
        element.syncFromBinding()
    }
}

/// The element of `TextField`.
final class TextFieldElement: Element {
    override var accessibilityRole: AccessibilityRole? { .textField }
    override var accessibilityDefaultLabel: String? { placeholder }
    override var accessibilityValue: String? { editor.text }

    static let horizontalPadding: CGFloat = 6
    static let verticalPadding: CGFloat = 4
    static let cornerRadius: CGFloat = 5

    var placeholder = ""
    var binding: Binding<String> = .constant("")
    var rules: TextInputRules?
    /// Why the last input was refused or is not acceptable; shown under the field, which turns red.
    private(set) var message: String? {
        didSet {
            guard message != oldValue else { return }
            setNeedsDisplay()
            if (message == nil) != (oldValue == nil) { invalidateLayout() }
        }
    }
    /// The text, caret and selection.
    private(set) var editor = TextEditingState()
    private var textAtFocus = ""
    private var scrollOffset: CGFloat = 0
    private var isDragging = false

    private var font: Font { environment.font ?? .body }

    func syncFromBinding() {
        // Text being corrected stays until it is fixed or abandoned.
        if message != nil && isFocused { return }
        let value = DependencyTracker.untracked { binding.wrappedValue }
        if value != editor.text && !(rules?.sameValue(value, editor.text) ?? false) {
            editor.setText(value)
            // Text replaced in code while the field is being edited (a completion) leaves the caret after
            // it, ready for more typing.
            if isFocused { editor.select(anchor: value.count, head: value.count) }
            message = nil
            setNeedsDisplay()
        }
    }

    /// Puts the bound value's text back and forgets a pending message.
    private func revertToBinding() {
        editor.setText(binding.wrappedValue)
        message = nil
        scrollOffset = 0
        setNeedsDisplay()
    }

    // MARK: Layout and drawing

    private var metrics: TextMetrics {
        root?.textMeasurer.measure("", font: font) ?? TextMetrics(width: 0, ascent: 0, descent: 0)
    }

    /// The height of the box (the message, if any, goes below it).
    private var fieldHeight: CGFloat { metrics.lineHeight.rounded(.up) + 2 * Self.verticalPadding }

    private var messageFont: Font { Font(size: max(9, font.size - 2)) }

    /// The box, without the message line.
    private var fieldFrame: CGRect {
        CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, fieldHeight))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var height = fieldHeight
        if message != nil, let measurer = root?.textMeasurer {
            height += 2 + measurer.measure("", font: messageFont).lineHeight.rounded(.up)
        }
        let measurer = root?.textMeasurer
        let ideal = max(
            measurer?.measure(editor.text, font: font).width ?? 0,
            measurer?.measure(placeholder, font: font).width ?? 0,
            60
        ).rounded(.up) + 2 * Self.horizontalPadding
        return CGSize(width: max(2 * Self.horizontalPadding, proposal.width ?? ideal), height: height)
    }

    private var textRect: CGRect {
        fieldFrame.insetBy(dx: Self.horizontalPadding, dy: Self.verticalPadding)
    }

    private func x(ofOffset offset: Int, measurer: TextMeasurer) -> CGFloat {
        measurer.measure(String(editor.text.prefix(offset)), font: font).width
    }

    /// The character offset nearest to a point's x position.
    private func offset(at point: CGPoint) -> Int {
        guard let measurer = root?.textMeasurer else { return editor.head }
        let target = point.x - textRect.minX + scrollOffset
        var best = 0
        var bestDistance = CGFloat.infinity
        for offset in 0...editor.text.count {
            let distance = abs(x(ofOffset: offset, measurer: measurer) - target)
            if distance < bestDistance {
                bestDistance = distance
                best = offset
            }
        }
        return best
    }

    private func scrollCaretIntoView() {
        guard let measurer = root?.textMeasurer else { return }
        let caret = x(ofOffset: editor.head, measurer: measurer)
        let width = textRect.width
        if caret - scrollOffset > width { scrollOffset = caret - width }
        if caret - scrollOffset < 0 { scrollOffset = caret }
        let total = measurer.measure(editor.text, font: font).width
        scrollOffset = max(0, min(scrollOffset, max(0, total - width)))
    }

    override var drawingBounds: CGRect {
        var bounds = frame.insetBy(dx: -3, dy: -3)
        if let message, let measurer = root?.textMeasurer {
            // A long message may run past the field's width.
            bounds.size.width = max(bounds.width, measurer.measure(message, font: messageFont).width + 6)
        }
        return bounds
    }

    override func draw(in context: GraphicsContext) {
        let box = fieldFrame
        let shape = Path(roundedRect: box, cornerRadius: Self.cornerRadius)
        context.fill(shape, with: Theme.textFieldBackground)
        let border = Path(roundedRect: box.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.cornerRadius - 0.5)
        context.stroke(border, with: message == nil ? Theme.controlBorder : Theme.invalidInput,
                       lineWidth: message == nil ? 1 : 1.5)
        let focused = isFocused && (root?.isKeyWindow ?? true)
        if focused {
            let ring = Path(roundedRect: box.insetBy(dx: -1.5, dy: -1.5), cornerRadius: Self.cornerRadius + 1.5)
            context.stroke(ring, with: message == nil ? Theme.focusRing : Theme.invalidInput.opacity(0.45),
                           lineWidth: 3)
        }
        let measurer = context.textMeasurer
        if let message {
            let small = measurer.measure("", font: messageFont)
            context.drawText(message, font: messageFont, color: Theme.invalidInput,
                             at: CGPoint(x: box.minX + 1, y: box.maxY + 2 + small.ascent))
        }
        let lineMetrics = measurer.measure("", font: font)
        let inner = textRect
        let baseline = box.minY + (box.height - lineMetrics.lineHeight) / 2 + lineMetrics.ascent
        context.saveState()
        context.clip(to: inner.insetBy(dx: -1, dy: 0))
        if editor.text.isEmpty {
            if !placeholder.isEmpty {
                context.drawText(placeholder, font: font, color: Theme.placeholder,
                                 at: CGPoint(x: inner.minX, y: baseline))
            }
        } else {
            if focused && !editor.selection.isEmpty {
                let start = x(ofOffset: editor.selection.lowerBound, measurer: measurer)
                let end = x(ofOffset: editor.selection.upperBound, measurer: measurer)
                let rect = CGRect(x: inner.minX - scrollOffset + start, y: baseline - lineMetrics.ascent,
                                  width: end - start, height: lineMetrics.lineHeight)
                context.fill(Path(rect), with: Theme.selection)
            }
            var color = environment.foregroundStyle?.resolve(in: environment) ?? .primary
            if !isEnabled { color = color.opacity(0.5) }
            context.drawText(editor.text, font: font, color: color,
                             at: CGPoint(x: inner.minX - scrollOffset, y: baseline))
        }
        if focused && editor.selection.isEmpty {
            let caret = x(ofOffset: editor.head, measurer: measurer)
            let rect = CGRect(x: inner.minX - scrollOffset + caret, y: baseline - lineMetrics.ascent,
                              width: 1, height: lineMetrics.lineHeight)
            context.fill(Path(rect), with: .primary)
        }
        context.restoreState()
    }

    // MARK: Input

    override var isHitTarget: Bool { true }
    override var acceptsFocus: Bool { true }
    override var isTextInput: Bool { true }
    override var cursor: CursorShape? { .iBeam }

    override func focusDidChange(_ isFocused: Bool) {
        if isFocused {
            textAtFocus = editor.text
            editor.selectAll()
        } else {
            if message != nil { revertToBinding() }
            editor.select(anchor: editor.head, head: editor.head)
            scrollOffset = 0
        }
        setNeedsDisplay()
    }

    override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .pointerDown(let location, let button, let clickCount, let modifiers):
            guard button == .primary else { return false }
            let offset = offset(at: location)
            switch clickCount {
            case 2: editor.selectWord(at: offset)
            case 3...: editor.selectAll()
            default:
                editor.select(anchor: modifiers.contains(.shift) ? editor.anchor : offset, head: offset)
            }
            isDragging = clickCount <= 1
            changed(textEdited: false)
            return true
        case .pointerMove(let location, _, _):
            guard isDragging else { return false }
            editor.select(anchor: editor.anchor, head: offset(at: location))
            changed(textEdited: false)
            return true
        case .pointerUp:
            isDragging = false
            return true
        case .keyDown(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        let shift = key.modifiers.contains(.shift)
        let control = key.modifiers.contains(.control)
        switch key.keysym {
        case KeyCode.returnKey.rawValue, KeyCode.keypadEnter.rawValue:
            // Without an onSubmit action, Return goes on to the window (a dialog's default button).
            // Invalid text is not submitted (nor passed on to a default button).
            if message != nil { return true }
            guard let submit = environment.submitAction else { return false }
            submit()
            return true
        case KeyCode.escape.rawValue:
            // In a dialog or popover, Escape closes it (the layer handles it).
            guard !environment.isInLayer else { return false }
            editor.setText(textAtFocus)
            message = nil
            binding.wrappedValue = textAtFocus
            root?.focus(nil)
            return true
        case KeyCode.backspace.rawValue:
            editor.deleteBackward(word: control)
            changed(textEdited: true)
        case KeyCode.forwardDelete.rawValue:
            editor.deleteForward(word: control)
            changed(textEdited: true)
        case KeyCode.leftArrow.rawValue:
            editor.moveLeft(extend: shift, word: control)
            changed(textEdited: false)
        case KeyCode.rightArrow.rawValue:
            editor.moveRight(extend: shift, word: control)
            changed(textEdited: false)
        case KeyCode.home.rawValue:
            editor.moveToStart(extend: shift)
            changed(textEdited: false)
        case KeyCode.end.rawValue:
            editor.moveToEnd(extend: shift)
            changed(textEdited: false)
        default:
            if control && !key.modifiers.contains(.alt) {
                return handleShortcut(key)
            }
            guard let text = key.text, !text.isEmpty, !key.modifiers.contains(.alt),
                  !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else {
                return false
            }
            guard accepts(text) else { return true }
            editor.insert(text)
            changed(textEdited: true)
        }
        return true
    }

    private func handleShortcut(_ key: KeyEvent) -> Bool {
        switch key.keysym | 0x20 {
        case KeyCode.keysym("a"):
            editor.selectAll()
            changed(textEdited: false)
        case KeyCode.keysym("c"):
            if !editor.selection.isEmpty { root?.host?.setClipboardText(editor.selectedText) }
        case KeyCode.keysym("x"):
            if !editor.selection.isEmpty {
                root?.host?.setClipboardText(editor.selectedText)
                editor.insert("")
                changed(textEdited: true)
            }
        case KeyCode.keysym("v"):
            root?.host?.requestClipboardText { [weak self] text in
                guard let self, let text, self.isMounted, self.accepts(text) else { return }
                self.editor.insert(text)
                self.changed(textEdited: true)
            }
        default:
            return false
        }
        return true
    }

    /// Whether `text` may be typed or pasted; if not, says why.
    private func accepts(_ text: String) -> Bool {
        guard let refusal = rules?.refusal(text, environment.locale) else { return true }
        message = refusal
        return false
    }

    private func changed(textEdited: Bool) {
        if textEdited {
            if let rules {
                message = rules.problem(editor.text, environment.locale)
                if message == nil { binding.wrappedValue = editor.text }
            } else {
                binding.wrappedValue = editor.text
            }
        }
        scrollCaretIntoView()
        setNeedsDisplay()
    }
}
