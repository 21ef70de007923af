import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// How far the view scrolls per frame while a drag holds the pointer near its edge (React Flow's
/// `calcAutoPan`): within `zone` points of an edge the speed grows linearly to `speed` at the edge.
public struct AutoPan: Hashable, Sendable {
    /// The width of the band along each edge that pans, in points.
    public var zone: CGFloat = 40
    /// Points per frame with the pointer at (or beyond) the edge.
    public var speed: CGFloat = 15
    /// Seconds between auto-pan frames.
    public var frameInterval: TimeInterval = 1.0 / 60.0

    public init() {}

    /// The screen delta to pan by (content follows: positive x moves content right) for a pointer at
    /// `point` in a view of `size`; zero outside the zone.
    public func delta(at point: CGPoint, in size: CGSize) -> CGSize {
        CGSize(width: axis(point.x, length: size.width), height: axis(point.y, length: size.height))
    }

    private func axis(_ value: CGFloat, length: CGFloat) -> CGFloat {
        guard value.isFinite, length > 2 * zone, zone > 0 else { return 0 }
        if value < zone {
            return min(max(zone - value, 1), zone) / zone * speed
        }
        if value > length - zone {
            return -min(max(value - (length - zone), 1), zone) / zone * speed
        }
        return 0
    }
}
