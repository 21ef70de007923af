import Foundation
import SwiftFlowCore

/// A circle centred in its frame with the diameter of the frame's shorter side.
public struct Circle: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
