import SwiftFlowCore
import SwiftFlowUI
/// A scene that can say cheaply whether any `selected` flag may have changed, so the gesture layer need not
/// scan every node and edge after each update to find out.
@MainActor
public protocol CanvasSelectionTracking: AnyObject {
    /// Differs from the last value read whenever a node's or edge's `selected` flag may have changed.
    var selectionRevision: Int { get }
}
