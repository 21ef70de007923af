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
    /// The file index of each id whose node could not be read (an error was reported there): an edge or child
    /// naming it is told where to look rather than that the node does not exist.
    private(set) var refused: [String: Int] = [:]
    /// The file has a `nodes` value that could not be read as a list (an error was reported there): no edge is
    /// told its nodes do not exist, since none were read.
    var listUnread = false

    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        objects.reserveCapacity(count)
        indexById.reserveCapacity(count)
        fileIndex.reserveCapacity(count)
        handles.reserveCapacity(count)
    }

    /// Adds `node` unless a node of its id was added before; returns that node's position then (nothing added).
    /// One hash of the id either way (a 100,000-node file looked each id up, then stored it).
    mutating func appendIfNew(_ node: Node<JSONValue>, object: JSONObject, handles declared: @autoclosure () -> [DeclaredHandle]?,
                              fileIndex index: Int) -> Int? {
        let position = nodes.count
        var existing: Int?
        DecodedIndex.claim(&indexById[node.id, default: -1], for: position, existing: &existing)
        if let existing { return existing }
        nodes.append(node)
        objects.append(object)
        handles.append(declared())
        fileIndex.append(index)
        return nil
    }

    func contains(_ id: String) -> Bool { indexById[id] != nil }

    /// Notes that the node at file index `index`, of id `id`, could not be read (the first such node of an id).
    mutating func noteRefused(_ id: String, fileIndex index: Int) {
        if refused[id] == nil { refused[id] = index }
    }

    /// Why there is no node `id`: "does not exist", or "was not read (see nodes[i])" after an error there.
    func absence(of id: String) -> String {
        refused[id].map { "was not read (see nodes[\($0)])" } ?? "does not exist"
    }

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

    /// Adds `edge`; returns the position of the first edge of its id when one was added before (ids may repeat).
    @discardableResult
    mutating func append(_ edge: Edge<JSONValue>, object: JSONObject, fileIndex index: Int) -> Int? {
        let position = edges.count
        var first: Int?
        DecodedIndex.claim(&firstIndexById[edge.id, default: -1], for: position, existing: &first)
        if let first { repeated[edge.id, default: [first]].append(position) }
        edges.append(edge)
        objects.append(object)
        fileIndex.append(index)
        return first
    }
}

/// Id-to-position tables filled with one hash per element: the defaulted subscript's in-place access finds the
/// slot once, and a new id's slot is filled there.
enum DecodedIndex {
    /// `slot` is the table's value for an id (-1: the id is new); a new id gets `position`, an old one reports
    /// where it was first seen in `existing`.
    static func claim(_ slot: inout Int, for position: Int, existing: inout Int?) {
        if slot >= 0 { existing = slot } else { slot = position }
    }
}
