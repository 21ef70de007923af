import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// React Flow's `minZoom` / `maxZoom` props, set as modifiers so the initializer keeps the spec's shape. They
/// bound every camera move: wheel, pinch, double click, Controls, `SwiftFlowInstance`, fit view.
extension SwiftFlow {
    /// The smallest zoom (default `Viewport.minZoom`, 0.1); lower it to see very large graphs whole.
    @MainActor
    public func minZoom(_ zoom: CGFloat) -> SwiftFlow {
        var copy = self
        if zoom.isFinite, zoom > 0 { copy.configuration.minZoom = zoom }
        return copy
    }

    /// The largest zoom (default `Viewport.maxZoom`, 4).
    @MainActor
    public func maxZoom(_ zoom: CGFloat) -> SwiftFlow {
        var copy = self
        if zoom.isFinite, zoom > 0 { copy.configuration.maxZoom = zoom }
        return copy
    }
}
