import Foundation
import SwiftFlowCore

/// Distances inward from each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets for each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + leading, y: rect.minY + top,
            width: max(0, rect.width - horizontal), height: max(0, rect.height - vertical)
        )
    }
}

/// The four edges of a rectangle (SwiftUI's `Edge`, renamed: `Edge` is the graph's edge type here).
public struct RectEdge: Hashable, Sendable {
    /// A set of edges, as SwiftUI's `Edge.Set`; `.padding(.horizontal, 8)` reads the same.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
