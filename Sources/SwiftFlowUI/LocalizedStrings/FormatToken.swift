import Foundation

/// A piece of a printf-style format string as Apple's localized formats use them: text, a conversion such as
/// `%@`, `%ld`, `%2$@`, `%.1f`, or a `.stringsdict` variable `%#@name@`.
enum FormatToken: Equatable, Sendable {
    case text(String)
    case conversion(FormatConversion)
    /// `%#@name@` or `%2$#@name@`: replaced by the plural form its argument selects.
    case variable(name: String, position: Int?)

    /// The tokens of `format`; a `%` that starts no valid conversion stays text.
    static func parse(_ format: String) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var text = ""
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                text.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                text += "%"
                index += 2
                continue
            }
            guard let (token, next) = parseDirective(scalars, from: index) else {
                text += "%"
                index += 1
                continue
            }
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
            tokens.append(token)
            index = next
        }
        if !text.isEmpty { tokens.append(.text(text)) }
        return tokens
    }

    /// Parses the directive starting at the `%` at `start`; returns it and the index after it.
    private static func parseDirective(_ s: [Unicode.Scalar], from start: Int) -> (FormatToken, Int)? {
        var index = start + 1
        func digits() -> String {
            var result = ""
            while index < s.count, ("0"..."9").contains(s[index]) {
                result.unicodeScalars.append(s[index])
                index += 1
            }
            return result
        }
        // An argument position is digits followed by `$`; otherwise the digits were a width.
        var position: Int?
        let positionStart = index
        let leading = digits()
        if !leading.isEmpty, index < s.count, s[index] == "$", let value = Int(leading), value > 0 {
            position = value
            index += 1
        } else {
            index = positionStart
        }
        if index + 1 < s.count, s[index] == "#", s[index + 1] == "@" {
            index += 2
            var name = ""
            while index < s.count, s[index] != "@" {
                name.unicodeScalars.append(s[index])
                index += 1
            }
            guard index < s.count, !name.isEmpty else { return nil }
            return (.variable(name: name, position: position), index + 1)
        }
        var flags = ""
        while index < s.count, "-+ #0'".unicodeScalars.contains(s[index]) {
            flags.unicodeScalars.append(s[index])
            index += 1
        }
        let width = digits()
        var precision: String?
        if index < s.count, s[index] == "." {
            index += 1
            precision = digits()
        }
        var length = ""
        while index < s.count, "hlqLzjt".unicodeScalars.contains(s[index]) {
            length.unicodeScalars.append(s[index])
            index += 1
        }
        guard index < s.count, "@dDiuUoOxXfFeEgGaAcCsS".unicodeScalars.contains(s[index]) else { return nil }
        let conversion = FormatConversion(position: position, flags: flags, width: width, precision: precision,
                                          length: length, kind: Character(s[index]))
        return (.conversion(conversion), index + 1)
    }
}

/// One printf conversion: `%[position$][flags][width][.precision][length]kind`.
struct FormatConversion: Equatable, Sendable {
    var position: Int?
    var flags: String
    var width: String
    var precision: String?
    var length: String
    var kind: Character

    /// Whether it prints an integer (`d`, `i`, `u`, `o`, `x`, `X`, `c`).
    var isInteger: Bool { "dDiuUoOxXcC".contains(kind) }

    /// Whether it prints a floating-point number.
    var isFloatingPoint: Bool { "fFeEgGaA".contains(kind) }

    /// Whether it is a plain decimal integer with no flags, width or precision: the kind that shows the
    /// locale's digit grouping, as `Text("\(count)")` does in SwiftUI.
    var isPlainDecimal: Bool {
        "dDiuU".contains(kind) && (flags.isEmpty || flags == "'") && width.isEmpty && precision == nil
    }

    /// The C format of this conversion for one argument of the given Swift type (`ll` for integers, none for
    /// doubles), without a position.
    func cFormat(integer: Bool) -> String {
        let cleanFlags = flags.filter { $0 != "'" }
        let precisionPart = precision.map { "." + $0 } ?? ""
        let cKind: String = switch kind {
        case "D": "d"
        case "U": "u"
        case "O": "o"
        case "C": "c"
        default: String(kind)
        }
        return "%" + cleanFlags + width + precisionPart + (integer && cKind != "c" ? "ll" : "") + cKind
    }
}
