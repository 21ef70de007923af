import Foundation
import SwiftFlowCore

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Hashable {
    public var cornerSize: CGSize

    /// Rounded corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Rounded corners of the smaller side of `cornerSize`.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
}
