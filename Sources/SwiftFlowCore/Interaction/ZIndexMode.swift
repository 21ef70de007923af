/// How the canvas stacks nodes and edges.
public enum ZIndexMode: String, CaseIterable, Hashable, Sendable {
    /// Selected nodes come to the front, children sit above their parents, and each top-level group
    /// (a parent with children) stacks above the groups before it. The default.
    case auto
    /// Selected nodes come to the front and children sit above their parents.
    case basic
    /// Only each element's own `zIndex` is used.
    case manual
}
