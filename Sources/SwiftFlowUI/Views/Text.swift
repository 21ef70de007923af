import Foundation
import SwiftFlowCore

/// A run of read-only text, as SwiftUI's `Text`: it wraps to the width offered, honours `lineLimit`,
/// and truncates with "…".
///
/// `Text("Save")` (a string literal) looks its key up in the main bundle's strings tables in the
/// environment's `\.locale`; `Text("Save", bundle: .module)` in another bundle; `Text(verbatim:)` and
/// `Text(someString)` show their text as it is.
public struct Text: PrimitiveView, Equatable {
    /// What the text shows: fixed characters, or a key to look up in the locale it is shown in.
    enum Content: Hashable {
        case verbatim(String)
        case localized(LocalizedStringKey, table: String?, bundle: Bundle?)
    }

    let content: Content
    var fontOverride: Font?
    var colorOverride: Color?
    var weightOverride: Font.Weight?
    var alignmentOverride: TextAlignment?
    var isItalic = false

    /// Text showing `content` as it is (no localisation lookup).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = .verbatim(String(content))
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.content = .verbatim(content)
    }

    /// Text showing the translation of `key` from `tableName` (default `Localizable`) of `bundle` (default
    /// the main bundle) in the environment's locale; the key itself when no table has it.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        content = .localized(key, table: tableName, bundle: bundle)
    }

    /// The characters shown in `locale`.
    public func string(in locale: Locale) -> String {
        switch content {
        case .verbatim(let string): string
        case .localized(let key, let table, let bundle): key.resolve(locale: locale, table: table, bundle: bundle)
        }
    }

    /// The characters shown in the process's locale.
    public var string: String { string(in: PreferredLanguages.processLocale) }

    public func makeElement() -> Element { TextElement() }

    public func updateElement(_ element: Element, environment: EnvironmentValues) {
        (element as? TextElement)?.update(self, locale: environment.locale)
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.fontOverride = font
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.colorOverride = color
        return copy
    }

    /// This text with its lines aligned by `alignment`: what `.multilineTextAlignment(_:)` around it does,
    /// without an environment of its own (views made by the thousand, such as node labels, use it).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.alignmentOverride = alignment
        return copy
    }

    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weightOverride = weight
        return copy
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in italics.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The font to draw with in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> Font {
        var result = fontOverride ?? environment.font ?? .body
        if let weightOverride { result.weight = weightOverride }
        if isItalic { result.isItalic = true }
        return result
    }
}

/// The element of `Text`.
final class TextElement: Element {
    override var accessibilityRole: AccessibilityRole? { .staticText }
    override var accessibilityDefaultLabel: String? { content }

    private(set) var text = Text(verbatim: "")
    /// The characters shown: the text's own, or its translation for the element's locale.
    private(set) var content = ""
    private var resolvedFor: (content: Text.Content, locale: Locale)?
    private var cache: [CGFloat?: TextLayout] = [:]
    /// A cached layout with every paragraph on one line: it serves every width from its own up (a label is laid
    /// out for the width offered, again for its own width once placed, and for that width plus rounding slack
    /// when drawn; each layout measures every word).
    private var unwrapped: TextLayout?
    private var cacheKey: LayoutInputs?
    /// The last drawn layout with the x offset of each line for the frame width and alignment it was drawn at
    /// (centred or trailing lines are measured once, not on every frame).
    private var drawnLines: (layout: TextLayout, width: CGFloat, alignment: TextAlignment, measurer: ObjectIdentifier,
                             offsets: [CGFloat])?

    /// What a layout depends on besides the width.
    fileprivate struct LayoutInputs: Hashable {
        let content: String
        let font: Font
        let lineLimit: Int?
        let truncation: TruncationMode
    }

    /// What drawing reads from the text and the environment, resolved once per change of either (a frame
    /// draws hundreds of labels, and each environment read is a dictionary lookup and a dynamic cast).
    private struct Resolved {
        let layoutInputs: LayoutInputs
        let color: Color
        let alignment: TextAlignment
    }
    private var resolved: Resolved?

    /// Everything `draw(in:)` paints depends on, relative to the frame's origin (its drawing reads nothing else).
    var pictureKey: TextPictureKey {
        let inputs = resolvedInputs
        return TextPictureKey(inputs: inputs.layoutInputs, color: inputs.color, alignment: inputs.alignment,
                              size: frame.size)
    }

    override var environment: EnvironmentValues {
        didSet { resolved = nil }
    }

    private var resolvedInputs: Resolved {
        if let resolved { return resolved }
        var color = text.colorOverride ?? environment.foregroundStyle?.resolve(in: environment) ?? .primary
        if !environment.isEnabled { color = color.opacity(0.5) }
        let result = Resolved(
            layoutInputs: LayoutInputs(content: content, font: text.resolvedFont(in: environment),
                                       lineLimit: environment.lineLimit, truncation: environment.truncationMode),
            color: color, alignment: text.alignmentOverride ?? environment.multilineTextAlignment)
        resolved = result
        return result
    }

    func update(_ text: Text, locale: Locale) {
        self.text = text
        resolved = nil
        if let resolvedFor, resolvedFor.content == text.content, resolvedFor.locale == locale { return }
        content = text.string(in: locale)
        resolvedFor = (text.content, locale)
    }

    private func layout(width: CGFloat?) -> TextLayout? {
        guard let measurer = root?.textMeasurer else { return nil }
        let key = resolvedInputs.layoutInputs
        if key != cacheKey {
            cache.removeAll()
            unwrapped = nil
            cacheKey = key
        }
        if let cached = cache[width] { return cached }
        if let unwrapped, width.map({ $0 >= unwrapped.size.width }) ?? true {
            cache[width] = unwrapped
            return unwrapped
        }
        let result = TextLayout(text: key.content, font: key.font, width: width, lineLimit: key.lineLimit,
                                truncation: key.truncation, measurer: measurer)
        if cache.count > 8 { cache.removeAll() }
        cache[width] = result
        if result.isUnwrapped { unwrapped = result }
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = layout(width: proposal.width) else { return .zero }
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    override var isHitTarget: Bool { true }

    override func draw(in context: GraphicsContext) {
        // Lay out for the frame width (plus rounding slack) so the drawn lines match the measured ones.
        guard let layout = layout(width: frame.width + 0.5) else { return }
        let inputs = resolvedInputs
        let font = inputs.layoutInputs.font, color = inputs.color, alignment = inputs.alignment
        let measurer = context.textMeasurer
        let measurerId = ObjectIdentifier(measurer)
        let offsets: [CGFloat]
        if let drawn = drawnLines, drawn.layout == layout, drawn.width == frame.width, drawn.alignment == alignment,
           drawn.measurer == measurerId {
            offsets = drawn.offsets
        } else {
            offsets = layout.lines.map { line in
                guard alignment != .leading else { return 0 }
                let width = measurer.measure(line, font: font).width
                return (frame.width - width) * (alignment == .center ? 0.5 : 1)
            }
            drawnLines = (layout, frame.width, alignment, measurerId, offsets)
        }
        var baseline = frame.minY + layout.metrics.ascent
        for (line, offset) in zip(layout.lines, offsets) {
            context.drawText(line, font: font, color: color, at: CGPoint(x: frame.minX + offset, y: baseline))
            baseline += layout.metrics.lineHeight
        }
    }
}

/// What a `Text` element's picture depends on (`Element.textPictureKey`): equal keys draw the same pixels relative
/// to the element's frame origin, at one scale and sub-pixel position.
public struct TextPictureKey: Hashable {
    fileprivate let inputs: TextElement.LayoutInputs
    let color: Color
    let alignment: TextAlignment
    let size: CGSize

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inputs)
        hasher.combine(color)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    public static func == (a: TextPictureKey, b: TextPictureKey) -> Bool {
        a.size == b.size && a.color == b.color && a.alignment == b.alignment && a.inputs == b.inputs
    }
}

extension Element {
    /// The picture key of a `Text` element (nil for any other element): a drawer that keeps a text's pixels
    /// together with its own (a node's box and label as one stamp) keys them by it.
    public var textPictureKey: TextPictureKey? { (self as? TextElement)?.pictureKey }
}
