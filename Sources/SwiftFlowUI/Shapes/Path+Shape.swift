import Foundation
import SwiftFlowCore

extension Path: Shape {
    /// The path itself, offset to the frame's origin.
    public func path(in rect: CGRect) -> Path {
        rect.origin == .zero ? self : applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }
}
