/// One element as it was read: its JSON object and the model value parsed from it.
struct OriginalElement<Model: Equatable & Sendable>: Equatable, Sendable {
    var object: JSONObject
    var parsed: Model
}

/// What a `GraphDocument` remembers of the file it was read from, so that saving rewrites only what changed.
///
/// The lists as decoded are the same arrays the document starts with, so until the app changes its lists
/// they share one storage: a loaded node or edge is held once, not once in the document and again here.
/// Elements are found by id through one index per list, not a dictionary of copies.
struct GraphSource: Equatable, Sendable {
    /// The top-level object as read; when `listsAsText`, its `nodes` and `edges` members hold `null` in place of
    /// the lists (the lists' elements are `nodeObjects` and `edgeObjects`) and keep only their text.
    var root: JSONObject
    var listsAsText = false
    /// The nodes as decoded, in file order, and each one's object as read.
    var nodes: [Node<JSONValue>]
    var nodeObjects: [JSONObject]
    /// The position in `nodes` of each id.
    var nodeIndex: [String: Int]
    var edges: [Edge<JSONValue>]
    var edgeObjects: [JSONObject]
    /// The position in `edges` of the first edge of each id.
    var edgeIndex: [String: Int]
    /// Every position of the edge ids the file repeats (matched in order on save).
    var repeatedEdges: [String: [Int]]
    var viewport: OriginalElement<Viewport>?
    /// The handles each node declares (nil: no `handles` array), at its position in `nodes`: looked up for every
    /// node whenever the editor's edges change, so kept decoded rather than read again from each node's text.
    var handles: [[DeclaredHandle]?]

    /// The handles the node with `id` declares, if it has a `handles` array.
    func declaredHandles(ofNode id: String) -> [DeclaredHandle]? {
        nodeIndex[id].flatMap { handles[$0] }
    }

    /// Whether `list` holds exactly the objects the file's list under `key` held, in order: then the list's
    /// text is written back as it was.
    func isUnchanged(_ key: String, _ list: JSONValue) -> Bool {
        let objects = key == "nodes" ? nodeObjects : edgeObjects
        guard case .array(let elements) = list, elements.count == objects.count else { return false }
        for (element, object) in zip(elements, objects) {
            guard case .object(let written) = element, written == object else { return false }
        }
        return true
    }

    /// The length of the text the document was read from.
    var textByteCount: Int {
        root.members.origin?.source.bytes.count ?? 0
    }

    /// The node with `id` as the file had it.
    func originalNode(_ id: String) -> OriginalElement<Node<JSONValue>>? {
        nodeIndex[id].map { OriginalElement(object: nodeObjects[$0], parsed: nodes[$0]) }
    }

    /// The `occurrence`-th edge with `id` (counting from 0) as the file had it.
    func originalEdge(_ id: String, occurrence: Int) -> OriginalElement<Edge<JSONValue>>? {
        let position: Int?
        if occurrence == 0 {
            position = edgeIndex[id]
        } else if let positions = repeatedEdges[id], occurrence < positions.count {
            position = positions[occurrence]
        } else {
            position = nil
        }
        return position.map { OriginalElement(object: edgeObjects[$0], parsed: edges[$0]) }
    }
}
