import Foundation
import SwiftFlow

/// The graph the editor window shows: it applies the canvas's changes and saves back to the file.
@MainActor
final class EditorDocument: ObservableObject {
    @Published private(set) var nodes: [Node<JSONValue>]
    @Published private(set) var edges: [Edge<JSONValue>] {
        didSet { handles = Self.handles(for: graph, nodes: nodes, edges: edges) }
    }
    /// The camera as last reported by the canvas; saved with the graph.
    private(set) var viewport: Viewport?
    /// The viewport stored in the file, restored when the window opens (nil: fit the view instead).
    let initialViewport: Viewport?
    /// Whether the graph changed since it was opened or saved.
    @Published private(set) var isDirty = false {
        didSet { if isDirty { revision += 1 } }
    }
    /// Counts edits, so a close request can tell whether anything changed since the last warning.
    private var revision = 0
    private var warnedRevision: Int?
    /// The zoom the status line shows.
    let zoomLevel = ZoomLevel()
    /// One line for the status bar: what just happened, or the last error.
    @Published private(set) var status: String
    /// The handles each node shows (from its current edges and the file's declared handles).
    private(set) var handles: NodeHandles

    private var graph: GraphDocument
    private let file: EditorFile?
    /// Where Ctrl+S writes.
    let saveURL: URL

    /// A document for an opened file.
    init(file: EditorFile) {
        self.file = file
        graph = file.document
        nodes = file.document.nodes
        edges = file.document.edges
        viewport = file.document.viewport
        initialViewport = file.document.viewport
        saveURL = file.url
        handles = Self.handles(for: file.document, nodes: file.document.nodes, edges: file.document.edges)
        let warnings = file.warnings.count
        let name = file.url.lastPathComponent
        status = warnings == 0
            ? EditorStrings.text("status.opened", .string(name), .int(file.document.nodes.count),
                                 .int(file.document.edges.count))
            : EditorStrings.text("status.openedWithWarnings", .string(name), .int(warnings),
                                 .string(file.warnings.first.map(\.description) ?? ""))
    }

    /// A document read from a file that must not be overwritten (the bundled example): saves go to `saveURL`.
    init(template: EditorFile, saveURL: URL) {
        self.file = nil
        var document = template.document
        document.detachFromSource()
        ExampleTranslation.translate(&document)
        graph = document
        nodes = document.nodes
        edges = document.edges
        viewport = document.viewport
        initialViewport = document.viewport
        self.saveURL = saveURL
        handles = Self.handles(for: document, nodes: document.nodes, edges: document.edges)
        status = EditorStrings.text("status.example", .string(saveURL.path))
    }

    var title: String {
        (isDirty ? "• " : "") + saveURL.lastPathComponent + " — SwiftFlow"
    }

    // MARK: Changes from the canvas

    func apply(_ changes: [NodeChange<JSONValue>]) {
        nodes = applyNodeChanges(changes, nodes: nodes)
        if changes.contains(where: Self.isEdit) { isDirty = true }
    }

    func apply(_ changes: [EdgeChange<JSONValue>]) {
        edges = applyEdgeChanges(changes, edges: edges)
        if changes.contains(where: { if case .selection = $0 { false } else { true } }) { isDirty = true }
    }

    func connect(_ connection: Connection) {
        let before = edges.count
        edges = addEdge(connection, edges: edges)
        if edges.count != before {
            isDirty = true
            status = EditorStrings.text("status.connected", .string(connection.source), .string(connection.target))
        }
    }

    func reconnect(_ edge: Edge<JSONValue>, to connection: Connection) {
        // The edge keeps its id, so the file's own keys for it (custom type, class names…) are saved back.
        edges = reconnectEdge(edge, connection, edges, shouldReplaceId: false)
        isDirty = true
        status = EditorStrings.text("status.reconnected", .string(edge.id))
    }

    func viewportChanged(_ viewport: Viewport) {
        self.viewport = viewport
        zoomLevel.update(viewport.zoom)
    }

    /// Whether a close request may close the window: yes when nothing is unsaved, or when the user was already
    /// warned and has not edited since; otherwise the status line warns and the window stays open.
    func shouldClose() -> Bool {
        guard isDirty, warnedRevision != revision else { return true }
        warnedRevision = revision
        status = EditorStrings.text("status.unsaved")
        return false
    }

    /// Shows a problem the canvas found (an edge to a missing node, a parent cycle…) in the status line.
    func report(code: String, message: String) {
        status = EditorStrings.text("status.warning", .string(code), .string(message))
    }

    private static func handles(for document: GraphDocument, nodes: [Node<JSONValue>],
                                edges: [Edge<JSONValue>]) -> NodeHandles {
        NodeHandles(edges: edges, declared: { document.declaredHandles(ofNode: $0) }, nodeIds: nodes.map(\.id))
    }

    /// Measuring, selecting and drag-state flags do not make the document need saving.
    private static func isEdit(_ change: NodeChange<JSONValue>) -> Bool {
        switch change {
        case .selection, .dragging: false
        case .dimensions(_, _, let setAttributes): setAttributes
        default: true
        }
    }

    // MARK: Saving

    /// Writes the graph (with the current viewport) to `saveURL` atomically, in the format it came in.
    @discardableResult
    func save() -> Bool {
        var document = graph
        document.nodes = nodes
        document.edges = edges
        if let viewport { document.viewport = viewport }
        do {
            if let file {
                try file.save(document)
            } else {
                try document.write(to: saveURL)
            }
            graph = document
            isDirty = false
            status = EditorStrings.text("status.saved", .string(saveURL.lastPathComponent))
            return true
        } catch {
            status = EditorStrings.text("status.saveFailed", .string("\(error)"))
            return false
        }
    }
}
