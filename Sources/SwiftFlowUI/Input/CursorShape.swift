import Foundation
import SwiftFlowCore

/// The pointer shapes the toolkit asks the host for.
public enum CursorShape: Hashable, Sendable, CaseIterable {
    case arrow, pointingHand, openHand, closedHand, crosshair, iBeam
    case resizeLeftRight, resizeUpDown
    /// Diagonal resize from the top-left to the bottom-right corner.
    case resizeNorthWestSouthEast
    /// Diagonal resize from the top-right to the bottom-left corner.
    case resizeNorthEastSouthWest
    case notAllowed
    /// Resizing from one corner or side (the edges opposite stay), as window frames and node resizers use.
    case resizeTopLeft, resizeTop, resizeTopRight, resizeRight
    case resizeBottomRight, resizeBottom, resizeBottomLeft, resizeLeft
}
