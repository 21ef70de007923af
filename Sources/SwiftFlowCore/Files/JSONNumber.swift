import Foundation

/// A JSON number: its value, plus the exact text it was read from so unchanged numbers are written back
/// as they were (`1e-7` stays `1e-7`, `22` stays `22`, a 20-digit id keeps every digit).
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The text written for this number.
    public let text: String
    /// The number's value; NaN or infinite only for the non-standard tokens or an overflowing exponent.
    public let value: Double

    /// A number for `value`, written the way JavaScript's `JSON.stringify` would (integers without `.0`).
    /// Non-finite values cannot be JSON and are written as `null`, as `JSON.stringify` does.
    public init(_ value: Double) {
        self.value = value
        self.text = JSONNumber.format(value)
    }

    public init(_ value: Int) {
        self.value = Double(value)
        self.text = String(value)
    }

    /// A number with the given text; `nil` unless `text` is a JSON number (or `NaN`, `Infinity`, `-Infinity`).
    public init?(text: String) {
        guard let parsed = try? JSONParser.parse(Data(text.utf8)), case .number(let number) = parsed else {
            return nil
        }
        self = number
    }

    init(uncheckedText text: String, value: Double) {
        self.text = text
        self.value = value
    }

    public var description: String { text }

    /// The value as an integer when it is integral and in range.
    public var intValue: Int? {
        guard value.isFinite, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.text == rhs.text { return true }
        return lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        if value.isNaN {
            hasher.combine(0x7ff8 as Int)
        } else {
            // +0 and -0 are equal, so they must hash alike.
            hasher.combine(value == 0 ? 0 : value)
        }
    }

    /// JavaScript-like text for a double: `22`, `0.727`, `1e-7`, `1.5e+21`; `null` when not finite.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        var text = "\(value)"
        // Swift writes `1e-07`; JSON readers accept it, but JavaScript writes `1e-7`.
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var exponent = text[text.index(after: e)...]
            var sign = ""
            if let first = exponent.first, first == "-" || first == "+" {
                sign = String(first)
                exponent = exponent.dropFirst()
            }
            let digits = exponent.drop(while: { $0 == "0" })
            text = String(text[..<e]) + "e" + (sign.isEmpty ? "+" : sign) + (digits.isEmpty ? "0" : String(digits))
        }
        return text
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
    public init(floatLiteral value: Double) { self.init(value) }
}
