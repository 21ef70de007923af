import Foundation
import SwiftFlowCore

/// How a number field shows and reads its value: whole numbers or not, an optional range, and how many
/// fraction digits it shows. Text is plain ASCII ("-12.5", "3e2"), without grouping separators.
public struct NumberFormat: Hashable, Sendable {
    /// Whether a fraction may be typed.
    public var allowsFraction: Bool
    /// The values accepted; others are refused with a message.
    public var range: ClosedRange<Double>?
    /// The most fraction digits shown.
    public var maximumFractionDigits: Int

    /// A format; see `.number` and `.integer`.
    public init(allowsFraction: Bool = true, range: ClosedRange<Double>? = nil, maximumFractionDigits: Int = 6) {
        self.allowsFraction = allowsFraction
        self.range = range
        self.maximumFractionDigits = max(0, maximumFractionDigits)
    }

    /// Any finite number.
    public static let number = NumberFormat()
    /// Whole numbers.
    public static let integer = NumberFormat(allowsFraction: false)

    /// The same format accepting only values in `range`.
    public func range(_ range: ClosedRange<Double>) -> NumberFormat {
        var copy = self
        copy.range = range
        return copy
    }

    /// `value` as the field shows it: no exponent for ordinary sizes, trailing zeros dropped.
    public func format(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if !allowsFraction || value == value.rounded() && abs(value) < 1e15 {
            return String(Int64(value.rounded()))
        }
        var text = String(format: "%.\(maximumFractionDigits)f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The value `text` stands for, nil when it is not a number this format accepts (see `problem(in:)`).
    public func value(of text: String) -> Double? {
        problem(in: text) == nil ? Double(text.trimmingCharacters(in: .whitespaces)) : nil
    }

    /// Why `text` is not an acceptable value, in `locale`'s language, or nil when it is.
    public func problem(in text: String, locale: Locale = PreferredLanguages.processLocale) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, !trimmed.contains("n"), !trimmed.contains("i") else {
            return trimmed.isEmpty ? ToolkitStrings.text("number.empty", locale: locale)
                : ToolkitStrings.text("number.notANumber", locale: locale, .string(trimmed))
        }
        if !allowsFraction && value != value.rounded() { return ToolkitStrings.text("number.notWhole", locale: locale) }
        if let range, !range.contains(value) {
            return ToolkitStrings.text("number.outOfRange", locale: locale, .string(format(range.lowerBound)),
                                       .string(format(range.upperBound)))
        }
        return nil
    }

    /// Why `inserted` cannot be typed into a number, in `locale`'s language, or nil when it can.
    public func refusal(for inserted: String, locale: Locale = PreferredLanguages.processLocale) -> String? {
        let allowed = allowsFraction ? "0123456789.-+eE" : "0123456789-+"
        guard let bad = inserted.first(where: { !allowed.contains($0) }) else { return nil }
        return bad.isLetter ? ToolkitStrings.text("number.letter", locale: locale)
            : ToolkitStrings.text("number.character", locale: locale, .string(String(bad)))
    }

    @MainActor
    var rules: TextInputRules {
        TextInputRules(refusal: { refusal(for: $0, locale: $1) }, problem: { problem(in: $0, locale: $1) },
                       sameValue: { a, b in
                           guard let x = value(of: a), let y = value(of: b) else { return false }
                           return x == y
                       })
    }
}

extension TextField {
    /// A field editing a number: letters and other characters a number cannot have are refused, and text
    /// that is not an acceptable number (or outside the format's range) is shown with a red border and a
    /// message (in the field's locale), changing nothing until it is fixed. The placeholder is the
    /// translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, value: Binding<Double>, format: NumberFormat = .number) {
        self.init(placeholder: Text(titleKey), value: value, format: format)
    }

    /// A number field (see above) with `title` as it is as placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: Binding<Double>, format: NumberFormat = .number) {
        self.init(placeholder: Text(title), value: value, format: format)
    }

    /// A field editing a whole number (see the `Double` version).
    public init(_ titleKey: LocalizedStringKey, value: Binding<Int>, format: NumberFormat = .integer) {
        self.init(placeholder: Text(titleKey), value: value, format: format)
    }

    /// A whole-number field with `title` as it is as placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: Binding<Int>, format: NumberFormat = .integer) {
        self.init(placeholder: Text(title), value: value, format: format)
    }

    private init(placeholder: Text, value: Binding<Double>, format: NumberFormat) {
        self.init(placeholder: placeholder, text: Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in if let number = format.value(of: text) { value.wrappedValue = number } }
        ), rules: format.rules)
    }

    private init(placeholder: Text, value: Binding<Int>, format: NumberFormat) {
        var whole = format
        whole.allowsFraction = false
        self.init(placeholder: placeholder, text: Binding(
            get: { whole.format(Double(value.wrappedValue)) },
            set: { text in
                if let number = whole.value(of: text), let int = Int(exactly: number) { value.wrappedValue = int }
            }
        ), rules: whole.rules)
    }
}
