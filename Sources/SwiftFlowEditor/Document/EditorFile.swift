import Foundation
import SwiftFlow

/// A graph file as the editor opened it: the graph, and where it sits inside the file.
///
/// Apps built on React Flow often save the flow inside their own wrapper object (Langflow's `data`,
/// RAGFlow's `dsl.graph`, ChainForge's `flow`, Flojoy's `rfInstance`). The editor finds the flow, edits
/// it, and writes it back into the same wrapper so that nothing else in the file changes.
struct EditorFile: Sendable {
    /// Where the file is; Save As moves it.
    var url: URL
    var document: GraphDocument
    /// Warnings found while loading (the file loaded anyway).
    let warnings: [GraphDiagnostic]
    /// The whole file when the flow is nested inside an app's wrapper object.
    private let wrapper: JSONValue?
    /// The keys leading from the wrapper to the flow object.
    let flowPath: [String]
    private let formatting: JSONFormatting
    /// Whether the file began with a UTF-8 byte order mark, which a save writes back.
    private var byteOrderMark = false
    /// The handles each node of `document` shows, worked out where the file was read: a window opens files
    /// on a worker thread, so the main thread does not spend the 0.1 s this takes at 100,000 nodes.
    private(set) var handles = NodeHandles(edges: [])

    private static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Opens `url`; throws `GraphFileError` listing every problem when it cannot be loaded.
    /// `progress` hears each phase as it starts (on the calling thread).
    static func open(_ url: URL, progress: (FileLoadPhase) -> Void = { _ in }) throws -> EditorFile {
        progress(.reading)
        let bytes = try GraphDocument.readFile(url)
        return try decode(bytes, url: url, progress: progress)
    }

    /// Reads a file's bytes already in memory (a recovery file's copy) as if they were read from `url`.
    static func decode(_ bytes: [UInt8], url: URL, progress: (FileLoadPhase) -> Void = { _ in }) throws -> EditorFile {
        try decode(JSONTextBytes(bytes), url: url, progress: progress)
    }

    /// Reads a file's text as `GraphDocument.readFile(_:)` returns it.
    static func decode(_ bytes: JSONTextBytes, url: URL, progress: (FileLoadPhase) -> Void = { _ in }) throws -> EditorFile {
        progress(.parsing)
        let root = try GraphDocument.parseJSON(bytes)
        progress(.decoding)
        let formatting = JSONFormatting.detect(in: bytes)
        let path = flowPath(in: root) ?? []
        var flow = root
        for key in path { flow = flow[key] ?? .null }
        let (document, warnings) = try GraphDocument.decode(flow, formatting: formatting)
        var file = EditorFile(url: url, document: document, warnings: warnings,
                              wrapper: path.isEmpty ? nil : root, flowPath: path, formatting: formatting)
        // Through the buffer: the bytes may be a mapped text, not an array.
        file.byteOrderMark = bytes.withUnsafeBufferPointer { $0.starts(with: [0xEF, 0xBB, 0xBF]) }
        file.handles = NodeHandles(document: document, nodes: document.nodes, edges: document.edges)
        return file
    }

    /// Saves `document` back to the file atomically, in the format and wrapper it came in.
    func save(_ document: GraphDocument) throws {
        try save(document, to: url)
    }

    /// Saves `document` to `destination` atomically, in the format and wrapper the file came in.
    func save(_ document: GraphDocument, to destination: URL) throws {
        try AtomicFileWriter.write(to: destination) { write(document, into: $0) }
    }

    /// Streams what `contents(of:)` returns into `output`, a piece at a time (saves of big files).
    func write(_ document: GraphDocument, into output: ChunkedFileOutput) {
        if byteOrderMark { Self.byteOrderMarkBytes.withUnsafeBytes { output.write($0) } }
        guard let wrapper else { return document.write(into: output) }
        wrapper.replacing(at: flowPath[...], with: document.jsonValue())
            .write(formatting, keepingOriginalText: true, into: output)
    }

    /// The bytes a save of `document` writes: the graph in its format, inside the file's wrapper if it had one.
    func contents(of document: GraphDocument) -> Data {
        let mark = Data(byteOrderMark ? Self.byteOrderMarkBytes : [])
        guard let wrapper else { return mark + document.encoded() }
        return mark + wrapper.replacing(at: flowPath[...], with: document.jsonValue())
            .serialized(formatting, keepingOriginalText: true)
    }

    /// The keys to the first object holding `nodes` and `edges` arrays, searched breadth-first a few levels
    /// deep; `[]` when the root itself is the flow, `nil` when there is none.
    ///
    /// Linear in the size of the file: the queue is read by a moving head (never shifted), each object is
    /// visited once, and a path is rebuilt from parent links only for the object found.
    static func flowPath(in root: JSONValue, maxDepth: Int = 4) -> [String]? {
        struct Entry {
            let object: JSONObject
            let parent: Int
            let key: String
            let depth: Int
        }
        guard let rootObject = root.objectValue else { return nil }
        var queue = [Entry(object: rootObject, parent: -1, key: "", depth: 0)]
        var head = 0
        while head < queue.count {
            let entry = queue[head]
            if entry.object.isFlow {
                var path: [String] = []
                var at = head
                while queue[at].parent >= 0 {
                    path.append(queue[at].key)
                    at = queue[at].parent
                }
                return path.reversed()
            }
            if entry.depth < maxDepth {
                for (key, child) in entry.object {
                    if case .object(let object) = child {
                        queue.append(Entry(object: object, parent: head, key: key, depth: entry.depth + 1))
                    }
                }
            }
            head += 1
        }
        return nil
    }
}

private extension JSONObject {
    /// Holds `nodes` and `edges` arrays (a repeated key counts by its last value, as lookups do); one pass
    /// over the keys, however many there are.
    var isFlow: Bool {
        var hasNodes = false
        var hasEdges = false
        for (key, value) in self where key == "nodes" || key == "edges" {
            let isArray = value.arrayValue != nil
            if key == "nodes" { hasNodes = isArray } else { hasEdges = isArray }
        }
        return hasNodes && hasEdges
    }
}

extension JSONValue {
    /// The value with the one at `path` (object keys) replaced; unchanged when the path does not exist.
    func replacing(at path: ArraySlice<String>, with replacement: JSONValue) -> JSONValue {
        guard let key = path.first else { return replacement }
        guard var object = objectValue, let child = object[key] else { return self }
        object[key] = child.replacing(at: path.dropFirst(), with: replacement)
        return .object(object)
    }
}
