import Foundation
import SwiftFlowCore

/// A translucent background fill, as SwiftUI's materials (on X11: the theme's background colour with
/// partial opacity, without blur).
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How opaque the material is, 0…1.
    public let opacity: Double

    init(opacity: Double) {
        self.opacity = opacity
    }

    public static let ultraThinMaterial = Material(opacity: 0.55)
    public static let thinMaterial = Material(opacity: 0.68)
    public static let regularMaterial = Material(opacity: 0.8)
    public static let thickMaterial = Material(opacity: 0.9)
    public static let ultraThickMaterial = Material(opacity: 0.96)
    public static let bar = Material(opacity: 0.85)

    public func resolve(in environment: EnvironmentValues) -> Color {
        Color(light: Color(white: 0.97, opacity: opacity), dark: Color(white: 0.16, opacity: opacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}
