import Foundation

/// Reading and writing the few CSS values that React Flow files put in `style` objects.
enum CSSValue {
    /// A length in pixels from a number or a string such as `"22px"` or `"1.5"`; `nil` for other units.
    static func length(_ value: JSONValue?) -> CGFloat? {
        switch value {
        case .number(let number)?:
            return number.value.isFinite ? CGFloat(number.value) : nil
        case .string(let text)?:
            return length(text)
        default:
            return nil
        }
    }

    static func length(_ text: String) -> CGFloat? {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
        if trimmed.hasSuffix("px") { trimmed = trimmed.dropLast(2) }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// A plain number from a number or a numeric string (CSS `opacity: "0.5"`).
    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let number)?:
            return number.value.isFinite ? number.value : nil
        case .string(let text)?:
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            return value
        default:
            return nil
        }
    }

    /// A colour from `#hex`, `rgb()`/`rgba()` or a common CSS colour name; `nil` for anything else
    /// (variables, gradients, `hsl()`), which then stays in the file untouched.
    static func color(_ value: JSONValue?) -> Color? {
        guard case .string(let text)? = value else { return nil }
        return color(text)
    }

    static func color(_ text: String) -> Color? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("#") { return Color(hex: trimmed) }
        if trimmed.hasPrefix("rgb") { return rgbColor(trimmed) }
        return namedColors[trimmed]
    }

    private static func rgbColor(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open]
        guard name == "rgb" || name == "rgba" else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var components: [Double] = []
        for (position, part) in parts.enumerated() {
            let isPercent = part.hasSuffix("%")
            guard let number = Double(isPercent ? part.dropLast() : part), number.isFinite else { return nil }
            let scale: Double = isPercent ? 100 : (position < 3 ? 255 : 1)
            components.append(min(max(number / scale, 0), 1))
        }
        return Color(
            red: components[0],
            green: components[1],
            blue: components[2],
            opacity: components.count == 4 ? components[3] : 1
        )
    }

    /// The parts of a `border` shorthand such as `"1px solid #777"`.
    static func border(_ text: String) -> (width: CGFloat?, style: String?, color: Color?) {
        var width: CGFloat?
        var style: String?
        var color: Color?
        for token in text.split(separator: " ") where !token.isEmpty {
            let word = String(token)
            if width == nil, let length = length(word) {
                width = length
            } else if borderStyles.contains(word.lowercased()) {
                style = word
            } else if color == nil, let parsed = CSSValue.color(word) {
                color = parsed
            }
        }
        return (width, style, color)
    }

    /// A `border` shorthand for the given parts.
    static func borderText(width: CGFloat?, style: String?, color: Color?) -> String {
        var tokens: [String] = []
        if let width { tokens.append(JSONNumber.format(Double(width)) + "px") }
        tokens.append(style ?? "solid")
        if let color { tokens.append(color.cssText) }
        return tokens.joined(separator: " ")
    }

    /// Dash lengths from `strokeDasharray` (`"5 5"`, `"5,5"`, `5`).
    static func dashArray(_ value: JSONValue?) -> [CGFloat]? {
        switch value {
        case .number(let number)?:
            return number.value.isFinite ? [CGFloat(number.value)] : nil
        case .string(let text)?:
            let parts = text.split(whereSeparator: { $0 == "," || $0 == " " })
            var lengths: [CGFloat] = []
            for part in parts {
                guard let length = length(String(part)) else { return nil }
                lengths.append(length)
            }
            return lengths
        default:
            return nil
        }
    }

    static func dashText(_ dash: [CGFloat]) -> String {
        dash.map { JSONNumber.format(Double($0)) }.joined(separator: " ")
    }

    private static let borderStyles: Set<String> = [
        "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
    ]

    private static let namedColors: [String: Color] = [
        "transparent": Color(red: 0, green: 0, blue: 0, opacity: 0),
        "black": Color(white: 0),
        "white": Color(white: 1),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 128 / 255, blue: 0),
        "lime": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "orange": Color(red: 1, green: 165 / 255, blue: 0),
        "purple": Color(red: 128 / 255, green: 0, blue: 128 / 255),
        "pink": Color(red: 1, green: 192 / 255, blue: 203 / 255),
        "gray": Color(white: 128 / 255),
        "grey": Color(white: 128 / 255),
        "lightgray": Color(white: 211 / 255),
        "lightgrey": Color(white: 211 / 255),
        "darkgray": Color(white: 169 / 255),
        "darkgrey": Color(white: 169 / 255),
        "silver": Color(white: 192 / 255),
        "navy": Color(red: 0, green: 0, blue: 128 / 255),
        "teal": Color(red: 0, green: 128 / 255, blue: 128 / 255),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "brown": Color(red: 165 / 255, green: 42 / 255, blue: 42 / 255),
    ]
}

extension Color {
    /// CSS text for the colour: `#rrggbb`, or `rgba(r, g, b, a)` when translucent (light appearance).
    var cssText: String {
        guard opacity < 1 else { return hexString }
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = JSONNumber.format((opacity * 1000).rounded() / 1000)
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(alpha))"
    }
}
