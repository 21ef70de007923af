import Foundation
import SwiftFlowCore

/// A font request, as SwiftUI's `Font`: a size, a weight, a design and a style.
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool

    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static let largeTitle = Font(size: 26)
    public static let title = Font(size: 22)
    public static let title2 = Font(size: 17)
    public static let title3 = Font(size: 15)
    public static let headline = Font(size: 13, weight: .bold)
    public static let subheadline = Font(size: 11)
    public static let body = Font(size: 13)
    public static let callout = Font(size: 12)
    public static let footnote = Font(size: 10)
    public static let caption = Font(size: 10)
    public static let caption2 = Font(size: 9)

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
}
