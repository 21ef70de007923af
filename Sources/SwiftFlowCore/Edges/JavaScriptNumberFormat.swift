/// Prints numbers the way JavaScript's `String(number)` does, so edge SVG paths match React Flow's text.
///
/// JavaScript prints the shortest digit string that reads back as the same double (as Swift's
/// `description` does), but lays it out differently: no trailing `.0`, plain decimals from 1e-6 up to
/// 1e21, and `1.5e+21` / `1e-7` style exponents outside that range.
enum JavaScriptNumberFormat {
    static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }  // JavaScript prints −0 as "0" too.
        let sign = value < 0 ? "-" : ""
        let (digits, pointPosition) = shortestDigits(of: value.magnitude)
        return sign + layout(digits: digits, pointPosition: pointPosition)
    }

    /// The shortest round-trip digits of a positive finite value and `n` such that value = 0.digits × 10ⁿ.
    private static func shortestDigits(of value: Double) -> (digits: [Character], pointPosition: Int) {
        let text = value.description  // e.g. "75.0", "0.001", "1e-05", "1.2345e+20"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first ?? Substring(text)
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [Character] = []
        var integerDigitCount: Int?
        for character in mantissa {
            if character == "." {
                integerDigitCount = digits.count
            } else if character.isASCII, character.isNumber {
                digits.append(character)
            }
        }
        var pointPosition = (integerDigitCount ?? digits.count) + exponent
        while let first = digits.first, first == "0", digits.count > 1 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while let last = digits.last, last == "0", digits.count > 1 {
            digits.removeLast()
        }
        return (digits, pointPosition)
    }

    /// ECMAScript's Number::toString layout of `0.digits × 10^n`.
    private static func layout(digits: [Character], pointPosition n: Int) -> String {
        let k = digits.count
        if k <= n && n <= 21 {
            return String(digits) + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            return String(digits[..<n]) + "." + String(digits[n...])
        }
        if -6 < n && n <= 0 {
            return "0." + String(repeating: "0", count: -n) + String(digits)
        }
        let exponent = n - 1
        let exponentText = (exponent < 0 ? "-" : "+") + String(exponent.magnitude)
        if k == 1 {
            return String(digits) + "e" + exponentText
        }
        return String(digits[0]) + "." + String(digits[1...]) + "e" + exponentText
    }
}
