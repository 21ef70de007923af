import Foundation

/// Fills a localized format with its arguments, as `String(format:locale:)` with Apple's `.stringsdict`
/// rules: `%#@name@` variables become the plural form their argument selects, conversions without a position
/// take the arguments in order, `%2$@` takes the second. With a locale, plain integers show its digit
/// grouping (`1.000` in German) and decimals its separator, as SwiftUI's `Text` shows interpolated numbers.
public enum LocalizedFormatter {
    /// `format` (or `plurals`' format when given) filled with `arguments`; plural forms chosen by `rules`.
    /// A conversion whose argument is missing is left as written.
    public static func format(_ format: String, arguments: [LocalizationArgument], locale: Locale?,
                              plurals: PluralFormat? = nil, rules: PluralRules) -> String {
        var builder = Expansion(arguments: arguments, plurals: plurals, rules: rules)
        builder.expand(FormatToken.parse(plurals?.format ?? format), boundTo: nil, depth: 0)
        var result = ""
        for piece in builder.pieces {
            switch piece {
            case .text(let text):
                result += text
            case .conversion(let conversion, let index):
                if arguments.indices.contains(index) {
                    result += render(conversion, arguments[index], locale: locale)
                } else {
                    result += conversion.cFormat(integer: false)
                }
            }
        }
        return result
    }

    /// One conversion of one argument.
    static func render(_ conversion: FormatConversion, _ argument: LocalizationArgument, locale: Locale?) -> String {
        if conversion.kind == "@" || conversion.kind == "s" || conversion.kind == "S" {
            return padded(argument.text, conversion)
        }
        if conversion.kind == "c" || conversion.kind == "C" {
            return padded(Unicode.Scalar(UInt32(clamping: argument.integer)).map { String(Character($0)) } ?? "",
                          conversion)
        }
        if conversion.isInteger {
            if let locale, conversion.isPlainDecimal {
                return LocalizedNumber.string(argument.integer, locale: locale)
            }
            return String(format: conversion.cFormat(integer: true), Int64(argument.integer))
        }
        let text = String(format: conversion.cFormat(integer: false), argument.double)
        guard let locale, let separator = locale.decimalSeparator, separator != "." else { return text }
        return text.replacingOccurrences(of: ".", with: separator)
    }

    /// `text` widened to the conversion's width (`-` pads on the right).
    private static func padded(_ text: String, _ conversion: FormatConversion) -> String {
        guard let width = Int(conversion.width), text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return conversion.flags.contains("-") ? text + padding : padding + text
    }

    private enum Piece {
        case text(String)
        case conversion(FormatConversion, argument: Int)
    }

    /// Replaces variables by their forms and gives every conversion the index of its argument.
    private struct Expansion {
        let arguments: [LocalizationArgument]
        let plurals: PluralFormat?
        let rules: PluralRules
        var pieces: [Piece] = []
        /// The argument the next conversion without a position takes.
        var next = 0

        init(arguments: [LocalizationArgument], plurals: PluralFormat?, rules: PluralRules) {
            self.arguments = arguments
            self.plurals = plurals
            self.rules = rules
        }

        /// Appends `tokens`; inside a variable's form (`boundTo`), conversions without a position print the
        /// variable's own argument.
        mutating func expand(_ tokens: [FormatToken], boundTo bound: Int?, depth: Int) {
            for token in tokens {
                switch token {
                case .text(let text):
                    pieces.append(.text(text))
                case .conversion(let conversion):
                    pieces.append(.conversion(conversion, argument: index(for: conversion.position, bound: bound)))
                case .variable(let name, let position):
                    let argument = index(for: position, bound: nil)
                    guard let plurals, depth < 8 else {
                        // Without a plural entry the variable prints its argument, which beats printing nothing.
                        pieces.append(.conversion(FormatConversion(position: nil, flags: "", width: "", precision: nil,
                                                                   length: "", kind: "@"), argument: argument))
                        continue
                    }
                    let value = arguments.indices.contains(argument) ? arguments[argument] : nil
                    let form = plurals.form(of: name, for: value, rules: rules)
                    expand(FormatToken.parse(form), boundTo: argument, depth: depth + 1)
                }
            }
        }

        private mutating func index(for position: Int?, bound: Int?) -> Int {
            if let position { return position - 1 }
            if let bound { return bound }
            defer { next += 1 }
            return next
        }
    }
}
