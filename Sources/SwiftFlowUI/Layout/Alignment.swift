import Foundation
import SwiftFlowCore

/// Where views line up horizontally: leading, centre or trailing (left-to-right layout).
public struct HorizontalAlignment: Hashable, Sendable {
    /// 0 for the leading edge, 0.5 for the centre, 1 for the trailing edge.
    public let fraction: CGFloat

    public init(fraction: CGFloat) { self.fraction = fraction }

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically: top, centre or bottom.
public struct VerticalAlignment: Hashable, Sendable {
    /// 0 for the top edge, 0.5 for the centre, 1 for the bottom edge.
    public let fraction: CGFloat

    public init(fraction: CGFloat) { self.fraction = fraction }

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// An alignment combining a horizontal and a vertical one.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a box of `size` aligned this way inside `rect`.
    public func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: rect.minX + (rect.width - size.width) * horizontal.fraction,
            y: rect.minY + (rect.height - size.height) * vertical.fraction
        )
    }
}
