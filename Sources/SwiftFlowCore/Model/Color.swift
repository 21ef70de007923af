import Foundation

/// An RGBA colour with an optional dark-mode variant.
///
/// It lives in the core so that model values (`NodeStyle`, `EdgeStyle`, markers) can carry colours
/// without depending on the UI toolkit; SwiftFlowUI uses this same type as its `Color`.
public struct Color: Hashable, Sendable {
    /// Components in 0…1 (sRGB), used in light mode.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// Components used in dark mode; `nil` means the colour is the same in both.
    public var dark: Components?

    /// The four components of one appearance.
    public struct Components: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.dark = nil
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour that differs between light and dark mode.
    public init(light: Color, dark: Color) {
        self = light
        self.dark = dark.components(dark: false)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3, 4: expanded = digits.map { "\($0)\($0)" }.joined()
        case 6, 8: expanded = String(digits)
        default: return nil
        }
        guard var value = UInt64(expanded, radix: 16) else { return nil }
        if expanded.count == 6 { value = value << 8 | 0xff }
        self.init(
            red: Double((value >> 24) & 0xff) / 255,
            green: Double((value >> 16) & 0xff) / 255,
            blue: Double((value >> 8) & 0xff) / 255,
            opacity: Double(value & 0xff) / 255
        )
    }

    /// The components to draw with in the given appearance.
    public func components(dark isDark: Bool) -> Components {
        if isDark, let dark { return dark }
        return Components(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `amount` (in both appearances).
    public func opacity(_ amount: Double) -> Color {
        var copy = self
        copy.opacity *= amount
        copy.dark?.opacity *= amount
        return copy
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (light appearance).
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16).leftPadded(to: 2)
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return opacity >= 1 ? rgb : rgb + byte(opacity)
    }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
    /// Text colour: near-black in light mode, near-white in dark mode.
    public static let primary = Color(light: Color(white: 0.1), dark: Color(white: 0.93))
    /// Secondary text: grey in both modes, lighter in dark mode.
    public static let secondary = Color(
        light: Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6),
        dark: Color(red: 0.922, green: 0.922, blue: 0.961, opacity: 0.6)
    )
    public static let accentColor = blue
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
