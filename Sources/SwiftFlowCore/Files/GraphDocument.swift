import Foundation

/// A graph as a file holds it: nodes and edges whose `data` is arbitrary JSON, an optional viewport, and
/// everything else the file contained, so that loading and saving an unchanged file loses nothing.
///
/// Saving starts from each element's original JSON object and overwrites only the keys whose modelled
/// value changed, so keys the model does not know (`positionAbsolute`, `className`, `dragHandle`, a
/// `markerEnd` id string, an edge type such as `buttonedge`, `"22px"` sizes) survive exactly. Elements are
/// matched to their originals by id; new elements are written in full. The document is saved in the
/// format it was read from (`format`), and with the file's own indentation (`formatting`).
public struct GraphDocument: Equatable, Sendable {
    /// The format `encoded()` and `write(to:)` produce.
    public var format: GraphFileFormat
    public var nodes: [Node<JSONValue>]
    public var edges: [Edge<JSONValue>]
    public var viewport: Viewport?
    /// Top-level keys other than the graph's own (`nodes`, `edges`, `viewport`, and for the native format
    /// `format` and `version`), in file order; written back after the graph keys' original positions.
    public var metadata: JSONObject
    /// How the saved text is laid out; loading sets it to the layout of the file read.
    public var formatting: JSONFormatting
    /// The file this document was read from, if any.
    var source: GraphSource?

    /// A new document with no original file behind it.
    public init(
        format: GraphFileFormat = .swiftflow,
        nodes: [Node<JSONValue>] = [],
        edges: [Edge<JSONValue>] = [],
        viewport: Viewport? = nil,
        metadata: JSONObject = JSONObject()
    ) {
        self.format = format
        self.nodes = nodes
        self.edges = edges
        self.viewport = viewport
        self.metadata = metadata
        self.formatting = .pretty
        self.source = nil
    }

    // MARK: Reading

    /// Reads a graph file (native or React Flow JSON, detected from its content).
    ///
    /// Returns the document and its warnings. Throws `GraphFileError` listing every problem found when
    /// the file cannot be read, is not JSON (with line and column), or holds any error.
    public static func load(from url: URL) throws -> (GraphDocument, [GraphDiagnostic]) {
        try parse(text: readFile(url))
    }

    /// Reads a graph from JSON text; see `load(from:)`.
    public static func parse(data: Data) throws -> (GraphDocument, [GraphDiagnostic]) {
        try parse(bytes: [UInt8](data))
    }

    static func parse(bytes: [UInt8]) throws -> (GraphDocument, [GraphDiagnostic]) {
        try parse(text: JSONTextBytes(bytes))
    }

    static func parse(text: JSONTextBytes) throws -> (GraphDocument, [GraphDiagnostic]) {
        let value = try parseJSON(text)
        let formatting = JSONFormatting.detect(in: text)
        return try decode(value, formatting: formatting)
    }

    /// A file's text (a big file's mapped from a private copy: `JSONTextBytes`), or a `GraphFileError`
    /// (code `.io`) saying why it cannot be read.
    public static func readFile(_ url: URL) throws -> JSONTextBytes {
        do {
            return try JSONFileReader.read(url)
        } catch let failure as JSONFileReader.Failure {
            throw GraphFileError(diagnostics: [
                GraphDiagnostic(severity: .error, code: failure.exceedsLimit ? .limitExceeded : .io, path: "",
                                message: failure.description)
            ])
        }
    }

    /// JSON text parsed, or a `GraphFileError` (code `.malformedJSON`) with the line, column and path.
    public static func parseJSON(_ bytes: [UInt8]) throws -> JSONValue {
        try parseJSON(JSONTextBytes(bytes))
    }

    /// A file's text parsed; see `parseJSON(_:)` for bytes.
    public static func parseJSON(_ text: JSONTextBytes) throws -> JSONValue {
        do {
            return try JSONParser.parse(text: text)
        } catch let error as JSONParseError {
            throw GraphFileError(diagnostics: [
                GraphDiagnostic(severity: .error, code: error.exceedsLimit ? .limitExceeded : .malformedJSON,
                                path: error.path, message: error.message, line: error.line, column: error.column)
            ])
        }
    }

    /// Reads a graph from an already parsed JSON value (for example the flow inside an app's own wrapper).
    public static func decode(
        _ value: JSONValue,
        formatting: JSONFormatting = .pretty,
        limits: GraphLimits = .standard
    ) throws -> (GraphDocument, [GraphDiagnostic]) {
        let decoder = GraphDecoder(limits: limits)
        guard let document = decoder.decodeDocument(value, formatting: formatting) else {
            throw GraphFileError(diagnostics: decoder.diagnostics)
        }
        return (document, decoder.diagnostics)
    }

    // MARK: Writing

    /// The document as JSON in `format` (its own by default).
    public func jsonValue(as format: GraphFileFormat? = nil) -> JSONValue {
        GraphEncoder(document: self, format: format ?? self.format).encode()
    }

    /// The document as UTF-8 JSON text in `format` (its own by default), laid out per `formatting`.
    public func encoded(as format: GraphFileFormat? = nil) -> Data {
        var writer = JSONWriter(formatting: formatting, keepsOriginalText: true,
                                expectedBytes: source?.textByteCount ?? 0)
        writer.write(jsonValue(as: format))
        return writer.finish()
    }

    /// Saves the document atomically: a temporary file in the same folder, flushed, then renamed over `url`.
    ///
    /// Throws `GraphFileError` (code `.io`) when the folder is not writable or the rename fails; the
    /// existing file is then untouched.
    public func write(to url: URL, as format: GraphFileFormat? = nil) throws {
        do {
            try AtomicFileWriter.write(to: url) { write(as: format, into: $0) }
        } catch let failure as AtomicFileWriter.Failure {
            throw GraphFileError(diagnostics: [
                GraphDiagnostic(severity: .error, code: .io, path: "", message: failure.description)
            ])
        }
    }

    /// Writes what `encoded(as:)` returns into `file` a piece at a time, so the whole text is never held in
    /// memory (saves; see `AtomicFileWriter.write(to:overwritingReadOnly:streaming:)`).
    public func write(as format: GraphFileFormat? = nil, into file: ChunkedFileOutput) {
        jsonValue(as: format).write(formatting, keepingOriginalText: true, into: file)
    }

    /// Forgets the file the document was read from, so the next save writes every element in full.
    public mutating func detachFromSource() {
        source = nil
    }

    /// The `handles` a node declared in the file it was read from (React Flow's `node.handles`), if any.
    public func declaredHandles(ofNode id: String) -> JSONValue? {
        guard let source, let index = source.nodeIndex[id], source.handles[index] != nil else { return nil }
        return source.nodeObjects[index]["handles"]
    }

    /// The ids and types of the `handles` a node declared in the file it was read from, if it had that list.
    public func declaredHandleList(ofNode id: String) -> [DeclaredHandle]? {
        source?.declaredHandles(ofNode: id)
    }
}
