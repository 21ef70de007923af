import Foundation

/// A value filled into a localized format: `%lld`/`%ld`/`%d` take integers, `%@` text, `%f` numbers.
public enum LocalizationArgument: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case string(String)

    /// The value as `%@` prints it.
    var text: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        }
    }

    /// The value as an integer conversion prints it (text that is no number counts as 0).
    var integer: Int {
        switch self {
        case .int(let value): value
        case .double(let value): Int(exactly: value.rounded(.towardZero)) ?? 0
        case .string(let value): Int(value) ?? 0
        }
    }

    /// The value as a floating-point conversion prints it.
    var double: Double {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string(let value): Double(value) ?? 0
        }
    }

    /// The plural category the value selects under `rules`.
    func pluralCategory(_ rules: PluralRules) -> PluralCategory {
        switch self {
        case .int(let value): rules.category(for: value)
        case .double(let value): rules.category(for: value)
        case .string(let value):
            if let integer = Int(value) { rules.category(for: integer) }
            else if let number = Double(value) { rules.category(for: number) }
            else { .other }
        }
    }

    /// Whether the value is zero (a `.stringsdict` `zero` form applies to it in every language, as on Apple
    /// platforms).
    var isZero: Bool {
        switch self {
        case .int(let value): value == 0
        case .double(let value): value == 0
        case .string(let value): Double(value) == 0
        }
    }
}
