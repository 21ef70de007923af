/// The nodes a decoder has read so far, with their file objects and where each stood in the file.
struct DecodedNodes {
    private(set) var nodes: [Node<JSONValue>] = []
    /// Each node's object as read, at the node's position in `nodes`.
    private(set) var objects: [JSONObject] = []
    /// The position in `nodes` of each id.
    private(set) var indexById: [String: Int] = [:]
    /// The position in the file's `nodes` array of each node (they differ only after an element was refused).
    private(set) var fileIndex: [Int] = []
    /// The handles each node declares (nil: no `handles` list), at the node's position in `nodes`: for checking
    /// edges' handle ids and for the editor's handles.
    private(set) var handles: [[DeclaredHandle]?] = []

    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        objects.reserveCapacity(count)
        indexById.reserveCapacity(count)
        fileIndex.reserveCapacity(count)
        handles.reserveCapacity(count)
    }

    mutating func append(_ node: Node<JSONValue>, object: JSONObject, handles declared: [DeclaredHandle]?,
                         fileIndex index: Int) {
        indexById[node.id] = nodes.count
        nodes.append(node)
        objects.append(object)
        handles.append(declared)
        fileIndex.append(index)
    }

    func contains(_ id: String) -> Bool { indexById[id] != nil }

    /// The JSON path of the node with `id` (`nodes[3]`).
    func path(of id: String) -> String {
        "nodes[\(indexById[id].map { fileIndex[$0] } ?? 0)]"
    }

    /// The file object of the node with `id`.
    func object(of id: String) -> JSONObject? {
        indexById[id].map { objects[$0] }
    }

    /// The key a node's file gave its parent under: React Flow 11's `parentNode`, else `parentId`.
    func parentKey(of id: String) -> String {
        let object = object(of: id)
        return object?["parentId"] == nil && object?["parentNode"] != nil ? "parentNode" : "parentId"
    }
}

/// The edges a decoder has read so far, with their file objects.
struct DecodedEdges {
    private(set) var edges: [Edge<JSONValue>] = []
    private(set) var objects: [JSONObject] = []
    /// The position in `edges` of the first edge of each id.
    private(set) var firstIndexById: [String: Int] = [:]
    /// Every position of the ids the file repeats.
    private(set) var repeated: [String: [Int]] = [:]
    private(set) var fileIndex: [Int] = []

    mutating func reserveCapacity(_ count: Int) {
        edges.reserveCapacity(count)
        objects.reserveCapacity(count)
        firstIndexById.reserveCapacity(count)
        fileIndex.reserveCapacity(count)
    }

    mutating func append(_ edge: Edge<JSONValue>, object: JSONObject, fileIndex index: Int) {
        let position = edges.count
        if let first = firstIndexById[edge.id] {
            repeated[edge.id, default: [first]].append(position)
        } else {
            firstIndexById[edge.id] = position
        }
        edges.append(edge)
        objects.append(object)
        fileIndex.append(index)
    }
}
