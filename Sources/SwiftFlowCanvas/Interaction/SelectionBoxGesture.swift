import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// A selection box being drawn: where it started and the selection it has asked for so far.
struct SelectionBoxGesture {
    /// The press point in flow coordinates, so the box keeps its corner on the content while auto-pan scrolls.
    var startFlow: CGPoint
    /// The press point in view coordinates under the current viewport.
    var start: CGPoint
    /// The latest pointer point, in view coordinates.
    var current: CGPoint
    /// The selected state last requested for each node and edge (starting from the scene's).
    var nodeSelection: [String: Bool]
    var edgeSelection: [String: Bool]

    /// The box in view coordinates.
    var rect: CGRect {
        CGRect(x: min(start.x, current.x), y: min(start.y, current.y),
               width: abs(current.x - start.x), height: abs(current.y - start.y))
    }
}
