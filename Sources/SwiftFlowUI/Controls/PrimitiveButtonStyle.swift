import Foundation
import SwiftFlowCore

/// The built-in looks of a button.
public enum ButtonAppearance: Hashable, Sendable {
    /// The platform default: a bordered push button.
    case automatic
    /// A light rounded rectangle with a thin border.
    case bordered
    /// A rounded rectangle filled with the accent colour and white text.
    case borderedProminent
    /// Only the label, without background or padding.
    case plain
    /// Only the label in the accent colour, padded like a bordered button.
    case borderless
}

/// A button look that can be set with `.buttonStyle(_:)`, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {
    /// The built-in look this style selects.
    var appearance: ButtonAppearance { get }
}

/// The default look (`.automatic`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var appearance: ButtonAppearance { .automatic }
}

/// The bordered look (`.bordered`).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var appearance: ButtonAppearance { .bordered }
}

/// The accent-filled look (`.borderedProminent`).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var appearance: ButtonAppearance { .borderedProminent }
}

/// The label-only look (`.plain`).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var appearance: ButtonAppearance { .plain }
}

/// The accent-coloured label look (`.borderless`).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var appearance: ButtonAppearance { .borderless }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
    /// Sets the look of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let appearance = style.appearance
        return modifier(EnvironmentWriter(token: AnyHashable(["buttonStyle", AnyHashable(appearance)])) {
            $0.buttonAppearance = appearance
        })
    }
}

/// The metrics of controls at one `ControlSize`.
struct ControlMetrics {
    let fontSize: CGFloat
    let horizontalPadding: CGFloat
    let verticalPadding: CGFloat
    let minHeight: CGFloat
    let cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini:
            (fontSize, horizontalPadding, verticalPadding, minHeight, cornerRadius) = (9, 6, 1, 16, 4)
        case .small:
            (fontSize, horizontalPadding, verticalPadding, minHeight, cornerRadius) = (11, 7, 2, 20, 5)
        case .regular:
            (fontSize, horizontalPadding, verticalPadding, minHeight, cornerRadius) = (13, 10, 3, 24, 6)
        case .large:
            (fontSize, horizontalPadding, verticalPadding, minHeight, cornerRadius) = (15, 12, 6, 30, 7)
        case .extraLarge:
            (fontSize, horizontalPadding, verticalPadding, minHeight, cornerRadius) = (17, 14, 8, 36, 8)
        }
    }
}
