import Foundation
import SwiftFlowCore

/// Something a shape or text can be painted with: a colour, a material, the foreground style.
public protocol ShapeStyle {
    /// The colour to paint with in `environment` (it may carry a dark-mode variant).
    func resolve(in environment: EnvironmentValues) -> Color
}

extension Color: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color { self }
}

/// The style the environment's `foregroundStyle` names (primary text colour by default).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color {
        environment.foregroundStyle?.resolve(in: environment) ?? .primary
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Equatable {
    private let base: any ShapeStyle
    private let token: AnyHashable?

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
        } else {
            base = style
            token = (style as? any Hashable).map { AnyHashable($0) }
        }
    }

    public func resolve(in environment: EnvironmentValues) -> Color {
        base.resolve(in: environment)
    }

    /// Identifies the style when it is hashable (nil otherwise).
    var identity: AnyHashable? { token }

    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        guard let left = lhs.token, let right = rhs.token else { return false }
        return left == right
    }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}
