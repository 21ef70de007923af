import Foundation
import SwiftFlowCore

/// A rectangle filling its frame.
public struct Rectangle: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
}
