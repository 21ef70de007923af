/// Which handles a connection may end on.
public enum ConnectionMode: String, CaseIterable, Hashable, Sendable {
    /// Only from a source handle to a target handle (or back): the default.
    case strict
    /// Any handle to any other handle.
    case loose
}
