import Foundation
import SwiftFlowCore

/// The outlines of one built-in icon in a 24 × 24 design space.
public struct SystemImageGlyph: Sendable {
    /// The side of the design space.
    public static let designSize: CGFloat = 24

    /// Outlines drawn with round caps and joins.
    public let strokes: Path
    /// Areas filled.
    public let fills: Path

    /// An icon from stroked and filled outlines in the 24 × 24 design space.
    public init(strokes: Path, fills: Path) {
        self.strokes = strokes
        self.fills = fills
    }

    /// The stroke width in design units: 2 for regular and medium text, thinner or bolder with the weight.
    public static func lineWidth(for weight: Font.Weight) -> CGFloat {
        switch weight {
        case .ultraLight, .thin: return 1.25
        case .light: return 1.5
        case .regular, .medium: return 2
        case .semibold: return 2.25
        case .bold, .heavy, .black: return 2.5
        }
    }
}

/// Where `Image(systemName:)` finds its icons.
///
/// By default it serves the built-in icon set (`SystemIcon`); tests and apps may install their own.
@MainActor
public enum SystemImageCatalog {
    /// Returns the icon for a name, or nil when there is none (the image then draws nothing).
    public static var lookup: (String) -> SystemImageGlyph? = { name in
        SystemIcon.named(name).map { SystemImageGlyph(strokes: $0.strokes, fills: $0.fills) }
    }
}
