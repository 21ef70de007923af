/// One element as it was read: its JSON object and the model value parsed from it.
struct OriginalElement<Model: Equatable & Sendable>: Equatable, Sendable {
    var object: JSONObject
    var parsed: Model
}

/// What a `GraphDocument` remembers of the file it was read from, so that saving rewrites only what changed.
struct GraphSource: Equatable, Sendable {
    /// The top-level object as read.
    var root: JSONObject
    var nodes: [String: OriginalElement<Node<JSONValue>>]
    /// Edges by id; a list because a file may repeat an edge id (matched in order on save).
    var edges: [String: [OriginalElement<Edge<JSONValue>>]]
    var viewport: OriginalElement<Viewport>?
    /// Each node's `handles` as read (only nodes that have them): looked up for every node whenever the
    /// editor's edges change, so kept apart rather than found again in each node's text.
    var handles: [String: JSONValue] = [:]
}
