import SwiftFlowCore
import SwiftFlowUI
/// The node or edge that has keyboard focus on the canvas (Tab / Shift+Tab).
public enum CanvasFocusElement: Hashable, Sendable {
    /// The node with this id.
    case node(String)
    /// The edge with this id.
    case edge(String)
}
