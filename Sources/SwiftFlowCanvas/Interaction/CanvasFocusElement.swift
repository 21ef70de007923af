/// The node or edge that has keyboard focus on the canvas (Tab / Shift+Tab).
public enum CanvasFocusElement: Hashable, Sendable {
    case node(String)
    case edge(String)
}
