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

    /// Opens `url`; throws `GraphFileError` listing every problem when it cannot be loaded.
    static func open(_ url: URL) throws -> EditorFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw GraphFileError(diagnostics: [
                GraphDiagnostic(severity: .error, code: .io, path: "", message: "cannot read \(url.path): \(error.localizedDescription)")
            ])
        }
        return try decode(data, url: url)
    }

    /// Reads a file's bytes already in memory (a recovery file's copy) as if they were read from `url`.
    static func decode(_ data: Data, url: URL) throws -> EditorFile {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: data)
        } catch let error as JSONParseError {
            throw GraphFileError(diagnostics: [
                GraphDiagnostic(severity: .error, code: .malformedJSON, path: "", message: error.message,
                                line: error.line, column: error.column)
            ])
        }
        let formatting = JSONFormatting.detect(in: data)
        let path = flowPath(in: root) ?? []
        var flow = root
        for key in path { flow = flow[key] ?? .null }
        let (document, warnings) = try GraphDocument.decode(flow, formatting: formatting)
        return EditorFile(url: url, document: document, warnings: warnings,
                          wrapper: path.isEmpty ? nil : root, flowPath: path, formatting: formatting)
    }

    /// Saves `document` back to the file atomically, in the format and wrapper it came in.
    func save(_ document: GraphDocument) throws {
        try save(document, to: url)
    }

    /// Saves `document` to `destination` atomically, in the format and wrapper the file came in.
    func save(_ document: GraphDocument, to destination: URL) throws {
        try AtomicFileWriter.write(contents(of: document), to: destination)
    }

    /// The bytes a save of `document` writes: the graph in its format, inside the file's wrapper if it had one.
    func contents(of document: GraphDocument) -> Data {
        guard let wrapper else { return document.encoded() }
        return wrapper.replacing(at: flowPath[...], with: document.jsonValue()).serialized(formatting)
    }

    /// The keys to the first object holding `nodes` and `edges` arrays, searched breadth-first a few levels
    /// deep; `[]` when the root itself is the flow, `nil` when there is none.
    static func flowPath(in root: JSONValue, maxDepth: Int = 4) -> [String]? {
        var queue: [(JSONValue, [String])] = [(root, [])]
        while !queue.isEmpty {
            let (value, path) = queue.removeFirst()
            guard let object = value.objectValue else { continue }
            if object["nodes"]?.arrayValue != nil, object["edges"]?.arrayValue != nil { return path }
            guard path.count < maxDepth else { continue }
            for (key, child) in object where child.objectValue != nil {
                queue.append((child, path + [key]))
            }
        }
        return nil
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
