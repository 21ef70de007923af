import Foundation
import SwiftFlowCore
import SwiftFlowUI

/// Callbacks beyond React Flow's list, set as modifiers so the initializer keeps the spec's shape.
extension SwiftFlow {
    /// Calls `action` with the flow point of a double click on the empty pane (turn `zoomOnDoubleClick` off
    /// to use the double click for something else, such as a node palette).
    @MainActor
    public func onPaneDoubleClick(_ action: @escaping (CGPoint) -> Void) -> SwiftFlow {
        var copy = self
        copy.callbacks.onPaneDoubleClick = action
        return copy
    }

    /// Calls `action` when a new connection is released over the empty pane, with where it started and the
    /// flow point it was dropped at (React Flow apps do this in `onConnectEnd` when the connection has no
    /// target).
    @MainActor
    public func onConnectDropOnPane(_ action: @escaping (OnConnectStartParams, CGPoint) -> Void) -> SwiftFlow {
        var copy = self
        copy.callbacks.onConnectDropOnPane = action
        return copy
    }
}
