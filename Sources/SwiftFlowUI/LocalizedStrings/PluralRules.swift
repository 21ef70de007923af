import Foundation

/// A CLDR plural category: the form of a word a number takes ("1 węzeł", "2 węzły", "5 węzłów").
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// The CLDR cardinal plural rules of one language (unicode.org/cldr, "Language Plural Rules").
///
/// Covered: English, German and the other `one`/`other` languages (the default for languages not listed),
/// Polish, Russian/Ukrainian/Belarusian, Czech/Slovak, French, Portuguese, and the languages without plural
/// forms (Chinese, Japanese, Korean, …). Operands as CLDR names them: `i` the integer digits, `v` the number
/// of visible fraction digits.
public struct PluralRules: Sendable, Equatable {
    private enum Family: Sendable, Equatable {
        case oneOther, polish, eastSlavic, czech, french, portuguese, none
    }

    private let family: Family

    /// The rules of `language`, an identifier such as `pl`, `de_DE` or `pt-BR`.
    public init(language: String) {
        let code = language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)?.lowercased()
        family = switch code ?? "" {
        case "pl": .polish
        case "ru", "uk", "be": .eastSlavic
        case "cs", "sk": .czech
        case "fr": .french
        case "pt": .portuguese
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "my", "km", "yue", "jv", "su", "yo", "ig", "bo", "dz",
             "to", "wo", "sah", "ii", "kea", "ses", "sg", "nqo", "osa": .none
        default: .oneOther
        }
    }

    /// The category of the integer `value`.
    public func category(for value: Int) -> PluralCategory {
        category(i: value.magnitude, fractionDigits: 0)
    }

    /// The category of `value`; a whole number counts as an integer (as `%d` would show it), anything else
    /// as a number with visible fraction digits.
    public func category(for value: Double) -> PluralCategory {
        guard value.isFinite else { return .other }
        let magnitude = abs(value)
        if magnitude.rounded(.towardZero) == magnitude, magnitude < 9e18 {
            return category(i: UInt(magnitude), fractionDigits: 0)
        }
        return category(i: magnitude < 9e18 ? UInt(magnitude.rounded(.towardZero)) : 0, fractionDigits: 1)
    }

    private func category(i: UInt, fractionDigits v: Int) -> PluralCategory {
        let mod10 = i % 10, mod100 = i % 100
        switch family {
        case .oneOther:
            return i == 1 && v == 0 ? .one : .other
        case .none:
            return .other
        case .polish:
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .eastSlavic:
            guard v == 0 else { return .other }
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .czech:
            guard v == 0 else { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case .french:
            if i == 0 || i == 1 { return .one }
            return v == 0 && i % 1_000_000 == 0 ? .many : .other
        case .portuguese:
            if i == 0 || i == 1 { return .one }
            return v == 0 && i % 1_000_000 == 0 ? .many : .other
        }
    }
}
