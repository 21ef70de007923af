import Foundation
@testable import SwiftFlowUI
import SwiftFlowCore

/// A text measurer with fixed metrics: every character is 0.6 × size wide, ascent 0.8 × size,
/// descent 0.2 × size.
final class FixedMeasurer: TextMeasurer {
    func measure(_ text: String, font: Font) -> TextMetrics {
        TextMetrics(width: CGFloat(text.count) * 0.6 * font.size, ascent: 0.8 * font.size, descent: 0.2 * font.size)
    }
}

/// A graphics context that records what was drawn (in device space).
final class RecordingContext: GraphicsContext {
    enum Operation: Equatable {
        case fill(CGRect, Color)
        case stroke(CGRect, Color, StrokeStyle)
        case text(String, Font, Color, CGPoint)
        case image(CGRect)
        case layer(Double)
    }

    var isDarkMode = false
    private(set) var transform = CGAffineTransform.identity
    private(set) var operations: [Operation] = []
    private var stack: [(CGAffineTransform, CGRect)] = []
    private var clip = CGRect.infinite
    let textMeasurer: TextMeasurer

    init(measurer: TextMeasurer = FixedMeasurer()) {
        textMeasurer = measurer
    }

    func saveState() { stack.append((transform, clip)) }

    func restoreState() {
        if let last = stack.popLast() { (transform, clip) = last }
    }

    func concatenate(_ transform: CGAffineTransform) {
        self.transform = transform.concatenating(self.transform)
    }

    func clip(to rect: CGRect) {
        clip = clip.intersection(rect.applying(transform))
    }

    func clip(to path: Path, rule: FillRule) {
        clip = clip.intersection(path.applying(transform).boundingRect)
    }

    var clipBoundingRect: CGRect { clip.applying(transform.inverted()) }

    func fill(_ path: Path, with color: Color, rule: FillRule) {
        operations.append(.fill(path.applying(transform).boundingRect, color))
    }

    func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        operations.append(.stroke(path.applying(transform).boundingRect, color, style))
    }

    func drawText(_ text: String, font: Font, color: Color, at baselineOrigin: CGPoint) {
        operations.append(.text(text, font, color, baselineOrigin.applying(transform)))
    }

    func drawImage(_ image: ImageBitmap, in rect: CGRect, opacity: Double) {
        operations.append(.image(rect.applying(transform)))
    }

    func beginLayer(opacity: Double) { operations.append(.layer(opacity)) }

    func endLayer() {}

    /// The strings drawn, in order.
    var texts: [String] {
        operations.compactMap { if case .text(let string, _, _, _) = $0 { return string } else { return nil } }
    }
}

/// A window host that records cursors and redraw requests and keeps a clipboard.
@MainActor
final class TestHost: WindowHost {
    var cursor: CursorShape?
    /// What is on the clipboard; `clipboard` views it as text (setting it stands for another program's copy).
    var clipboardContent: ClipboardContent?
    var clipboard: String? {
        get { clipboardContent?.plainText }
        set { clipboardContent = newValue.map(ClipboardContent.text) }
    }
    var redrawRequests = 0

    func setCursor(_ shape: CursorShape) { cursor = shape }

    func requestClipboard(_ completion: @escaping @MainActor (ClipboardContent?) -> Void) {
        completion(clipboardContent)
    }

    func setClipboard(_ content: ClipboardContent) { clipboardContent = content }

    func setNeedsRedraw() { redrawRequests += 1 }
}

/// Counts body evaluations by name.
@MainActor
final class EvaluationLog {
    private(set) var counts: [String: Int] = [:]
    var events: [String] = []

    func evaluated(_ name: String) {
        counts[name, default: 0] += 1
    }

    func count(_ name: String) -> Int { counts[name, default: 0] }
}

@MainActor
extension WindowRoot {
    /// A root of `size` with the fixed measurer, laid out.
    static func make<Content: View>(width: CGFloat = 200, height: CGFloat = 100, host: WindowHost? = nil,
                                    @ViewBuilder content: () -> Content) -> WindowRoot {
        let root = WindowRoot(size: CGSize(width: width, height: height), textMeasurer: FixedMeasurer(), host: host,
                              content: content)
        root.update()
        return root
    }

    /// Every element of type `T`, in tree order.
    func elements<T: Element>(of type: T.Type) -> [T] {
        var result: [T] = []
        func visit(_ element: Element) {
            if let match = element as? T { result.append(match) }
            for child in element.children { visit(child) }
        }
        visit(rootElement)
        return result
    }

    /// Clicks (press and release) at `point`.
    func click(_ point: CGPoint, count: Int = 1) {
        handle(.pointerDown(location: point, button: .primary, clickCount: count, modifiers: []))
        handle(.pointerUp(location: point, button: .primary, modifiers: []))
        update()
    }

    /// Presses a key with optional text and modifiers.
    func key(_ keysym: UInt32, text: String? = nil, modifiers: EventModifiers = []) {
        handle(.keyDown(KeyEvent(keysym: keysym, text: text, modifiers: modifiers)))
        handle(.keyUp(KeyEvent(keysym: keysym, text: text, modifiers: modifiers)))
        update()
    }

    /// Types `string` one character at a time.
    func type(_ string: String) {
        for character in string {
            key(KeyCode.keysym(character), text: String(character))
        }
    }

    /// Renders the whole window into a recording context.
    func renderAll() -> RecordingContext {
        let context = RecordingContext()
        render(into: context, dirty: CGRect(origin: .zero, size: size))
        return context
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
