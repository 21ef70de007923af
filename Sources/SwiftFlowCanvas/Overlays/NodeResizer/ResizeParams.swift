import Foundation
import SwiftFlowCore

/// A node's geometry during a resize, as the resize callbacks receive it (React Flow's `ResizeParams` with
/// `direction`).
public struct ResizeParams: Hashable, Sendable {
    /// The node's `position` (relative to its parent, with its origin applied), as the changes set it.
    public var x: CGFloat
    public var y: CGFloat
    public var width: CGFloat
    public var height: CGFloat
    /// Which way the moving vertical edge went in this step: 1 right, −1 left, 0 not at all (always 0 in
    /// `onResizeStart` and `onResizeEnd`).
    public var directionX: Int
    /// Which way the moving horizontal edge went in this step: 1 down, −1 up, 0 not at all.
    public var directionY: Int

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, directionX: Int = 0, directionY: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.directionX = directionX
        self.directionY = directionY
    }
}

/// How a resize control looks: a small square (corners, by default) or a line along a whole side.
public enum ResizeControlVariant: Hashable, Sendable {
    case handle
    case line
}
