import Foundation

/// Numbers as the locale writes them, for counts and percentages shown in the UI: `1.000` and `120 %` in
/// German, `1,000` and `120%` in English, `12 345` in Polish (which leaves four-digit numbers ungrouped).
public enum LocalizedNumber {
    /// `value` with the locale's digit grouping.
    public static func string(_ value: Int, locale: Locale) -> String {
        value.formatted(.number.locale(locale))
    }

    /// `value` with the locale's decimal separator and grouping, rounded to at most `fractionDigits` digits.
    public static func string(_ value: Double, fractionDigits: Int, locale: Locale) -> String {
        value.formatted(.number.precision(.fractionLength(0...max(fractionDigits, 0))).locale(locale))
    }

    /// `fraction` as a whole percentage (`1.2` → `120 %` in German), as the locale writes percentages.
    public static func percent(_ fraction: Double, locale: Locale) -> String {
        guard fraction.isFinite else { return String(fraction) }
        return fraction.formatted(.percent.precision(.fractionLength(0)).locale(locale))
    }
}
