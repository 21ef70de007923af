import Foundation
import SwiftFlowCore

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
