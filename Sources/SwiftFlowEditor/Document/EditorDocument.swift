import Foundation
import SwiftFlow

/// The graph the editor window shows: it applies the canvas's changes, takes the editor's own edits
/// (inserting, renaming, the inspector) and saves back to the file.
@MainActor
final class EditorDocument: ObservableObject {
    @Published private(set) var nodes: [Node<JSONValue>] {
        didSet {
            selectionCache = nil
            parentIdsCache = nil
        }
    }
    @Published private(set) var edges: [Edge<JSONValue>] {
        didSet {
            handles = Self.handles(for: graph, nodes: nodes, edges: edges)
            selectionCache = nil
        }
    }
    /// The selected nodes and edges, found once per change of the lists: menus and buttons ask often.
    private var selectionCache: (nodes: [Node<JSONValue>], edges: [Edge<JSONValue>])?
    /// The nodes that hold other nodes, found once per change of the nodes when the canvas asks.
    private var parentIdsCache: Set<String>?
    /// The camera as last reported by the canvas; saved with the graph.
    private(set) var viewport: Viewport?
    /// The viewport stored in the file, restored when the window opens (nil: fit the view instead).
    let initialViewport: Viewport?
    /// Whether the graph changed since it was opened or saved.
    @Published private(set) var isDirty = false {
        didSet {
            if isDirty { didEdit() } else if oldValue { didSave() }
        }
    }
    /// Called after every edit (the autosave starts its wait here).
    var didEdit: () -> Void = {}
    /// Called when a save made the edits safe in the file (the recovery file goes).
    var didSave: () -> Void = {}
    /// The zoom the status line shows.
    let zoomLevel = ZoomLevel()
    /// One line for the status bar: what just happened, or the last error.
    @Published var status: String
    /// The last warning `report` showed, so that an announcement right after it does not hide it.
    private var lastWarning: String?
    /// The handles each node shows (from its current edges and the file's declared handles).
    private(set) var handles: NodeHandles
    /// Called just before each of the editor's own edits, so the canvas records an undo step.
    var willEdit: () -> Void = {}

    private var graph: GraphDocument
    private var file: EditorFile?
    /// Where Ctrl+S writes; nil for a new document that was never saved.
    private(set) var saveURL: URL?

    /// A document for an opened file.
    init(file: EditorFile) {
        self.file = file
        graph = file.document
        nodes = file.document.nodes
        edges = file.document.edges
        viewport = file.document.viewport
        // A camera beyond the range (the file was warned about) is not restored: the view is fitted instead.
        initialViewport = file.document.viewport.flatMap { FlowRange.contains($0) ? $0 : nil }
        saveURL = file.url
        // Worked out with the file, off the main thread when a window opened it.
        handles = file.handles
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
        initialViewport = document.viewport.flatMap { FlowRange.contains($0) ? $0 : nil }
        self.saveURL = saveURL
        handles = Self.handles(for: document, nodes: document.nodes, edges: document.edges)
        status = EditorStrings.text("status.example", .string(saveURL.path))
    }

    /// A graph restored from a recovery file: `file` was decoded from the recovered bytes, `saveURL` is the file
    /// it belongs to (nil for untitled work). It starts edited, so closing asks and Ctrl+S writes it back.
    convenience init(recovered file: EditorFile, saveURL: URL?) {
        self.init(file: file)
        self.saveURL = saveURL
        isDirty = true
        status = EditorStrings.text("status.restored", .string(displayName))
    }

    /// A new, empty graph in the native format, not yet saved anywhere.
    init() {
        file = nil
        graph = GraphDocument(format: .swiftflow)
        nodes = []
        edges = []
        // What the canvas shows (a fit of nothing moves nothing): saved with the graph, so the file reopens at
        // the view it was made in instead of fitted to its nodes. The canvas reports a viewport only when it
        // changes, so a graph built without panning was saved with none.
        viewport = .identity
        initialViewport = nil
        saveURL = nil
        handles = NodeHandles(edges: [])
        status = EditorStrings.text("status.new")
    }

    /// A new, empty graph in the native format that saves to `url`: the editor was started on a path where no
    /// file is yet (gedit, VS Code and vim do the same), so the first Ctrl+S creates it.
    convenience init(newAt url: URL) {
        self.init()
        saveURL = url
        status = EditorStrings.text("status.newFile", .string(url.lastPathComponent))
    }

    /// The file's name, or "Untitled" before the first save.
    var displayName: String {
        saveURL?.lastPathComponent ?? EditorStrings.text("document.untitled")
    }

    /// The window title: "• " marks unsaved edits.
    var title: String {
        (isDirty ? "• " : "") + displayName + " — SwiftFlow"
    }

    /// The format the file is saved in (React Flow files keep the label in `data.label`, as native ones do).
    var format: GraphFileFormat { graph.format }

    /// The selected nodes and edges, in list order.
    var selection: (nodes: [Node<JSONValue>], edges: [Edge<JSONValue>]) {
        if let selectionCache { return selectionCache }
        let found = (nodes.filter(\.selected), edges.filter(\.selected))
        selectionCache = found
        return found
    }

    /// The ids of the nodes that hold other nodes (their field lists are not drawn: `EditorNodeView`).
    var parentIds: Set<String> {
        if let parentIdsCache { return parentIdsCache }
        let found = ChildrenByParent.parentIds(of: nodes)
        parentIdsCache = found
        return found
    }

    // MARK: Changes from the canvas

    func apply(_ changes: [NodeChange<JSONValue>]) {
        nodes = applyNodeChanges(Self.renamingCopiedDataIds(in: changes, existing: nodes), nodes: nodes)
        if changes.contains(where: Self.isEdit) { isDirty = true }
    }

    /// A pasted node whose `data.id` still names the node it was copied from (Flowise's and InvokeAI's data
    /// repeat their node's id) gets its own id there, as Duplicate and a new node do: two nodes naming the
    /// same `data.id` confuse the app that reads the file.
    static func renamingCopiedDataIds(in changes: [NodeChange<JSONValue>],
                                      existing nodes: [Node<JSONValue>]) -> [NodeChange<JSONValue>] {
        func copiedDataId(_ node: Node<JSONValue>) -> String? {
            guard case .string(let dataId)? = node.data.objectValue?["id"], dataId != node.id else { return nil }
            return dataId
        }
        let candidates = changes.contains { change in
            if case .add(let node, _) = change { copiedDataId(node) != nil } else { false }
        }
        guard candidates else { return changes }
        let ids = Set(nodes.lazy.map(\.id)).union(changes.lazy.map(\.id))
        return changes.map { change in
            guard case .add(var node, let index) = change, let dataId = copiedDataId(node), ids.contains(dataId)
            else { return change }
            node.data = node.data.renamingOwnId(from: dataId, to: node.id)
            return .add(item: node, index: index)
        }
    }

    func apply(_ changes: [EdgeChange<JSONValue>]) {
        edges = applyEdgeChanges(changes, edges: edges)
        if changes.contains(where: { if case .selection = $0 { false } else { true } }) { isDirty = true }
    }

    /// `addEdge` with React Flow's default id made unique (`-2`, `-3`, …): another edge may already hold it — the
    /// pasted copy of a self-loop on `x` is `xy-edge__x-x-copy`, the id a new connection from `x` to `x-copy`
    /// gets (event storm seed 49) — and two edges with one id cannot be told apart by changes or the file.
    static func connecting(_ connection: Connection, in edges: [Edge<JSONValue>]) -> [Edge<JSONValue>] {
        let added = addEdge(connection, edges: edges)
        guard added.count > edges.count, var edge = added.last else { return added }
        let ids = Set(edges.map(\.id))
        guard ids.contains(edge.id) else { return added }
        let base = edge.id
        var suffix = 2
        while ids.contains("\(base)-\(suffix)") { suffix += 1 }
        edge.id = "\(base)-\(suffix)"
        return edges + [edge]
    }

    func connect(_ connection: Connection) {
        let before = edges.count
        edges = Self.connecting(connection, in: edges)
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

    /// Shows a problem the canvas found (an edge to a missing node, a parent cycle…) in the status line.
    func report(code: String, message: String) {
        let warning = EditorStrings.text("status.warning", .string(code), .string(message))
        status = warning
        lastWarning = warning
    }

    /// Shows what the canvas announced. A warning still in view (nothing else was shown since) stays in front:
    /// a paste of nodes the canvas cannot draw announces their selection right after warning about them.
    func announce(_ message: String) {
        if let lastWarning, status == lastWarning {
            status = lastWarning + " · " + message
        } else {
            status = message
        }
    }

    // MARK: The editor's own edits

    /// Changes the lists as one undo step (recorded through `willEdit` first) and marks the document edited.
    func edit(_ body: (inout [Node<JSONValue>], inout [Edge<JSONValue>]) -> Void) {
        var newNodes = nodes
        var newEdges = edges
        body(&newNodes, &newEdges)
        guard newNodes != nodes || newEdges != edges else { return }
        willEdit()
        if newNodes != nodes { nodes = newNodes }
        if newEdges != edges { edges = newEdges }
        isDirty = true
    }

    private static func handles(for document: GraphDocument, nodes: [Node<JSONValue>],
                                edges: [Edge<JSONValue>]) -> NodeHandles {
        NodeHandles(document: document, nodes: nodes, edges: edges)
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

    /// What a save did.
    enum SaveOutcome: Equatable {
        case saved
        /// The file's permissions do not let us write it: ask, then write again with `overwritingReadOnly`.
        case readOnly(URL)
        /// The full reason, for the status line and the error dialog.
        case failed(String)
    }

    /// Writes the graph (with the current viewport) to `saveURL` atomically, in the format it came in.
    /// A document that was never saved has nowhere to go: false (the editor asks for a path first).
    @discardableResult
    func save() -> Bool {
        guard let saveURL else { return false }
        return save(to: saveURL)
    }

    /// Writes the graph to `url` and makes that the document's file (Save As); an app's wrapper object
    /// around the flow goes with it.
    @discardableResult
    func save(to url: URL) -> Bool {
        write(to: url) == .saved
    }

    /// Writes the graph to `url` (replacing a read-only file only with `overwritingReadOnly`) and makes that the
    /// document's file; a failure leaves the old file and the document as they were, with the reason in `status`.
    func write(to url: URL, overwritingReadOnly: Bool = false) -> SaveOutcome {
        let document = snapshot()
        do {
            try AtomicFileWriter.write(to: url, overwritingReadOnly: overwritingReadOnly) { output in
                write(document, into: output)
            }
        } catch let failure as AtomicFileWriter.Failure where failure.kind == .readOnly {
            return .readOnly(url)
        } catch {
            let message = EditorStrings.text("status.saveFailed", .string("\(error)"))
            status = message
            return .failed(message)
        }
        graph = document
        file?.url = url
        saveURL = url
        isDirty = false
        status = EditorStrings.text("status.saved", .string(url.lastPathComponent))
        return .saved
    }

    /// The graph as it is now, with the current viewport: what a save writes.
    func snapshot() -> GraphDocument {
        var document = graph
        document.nodes = nodes
        document.edges = edges
        if let viewport { document.viewport = viewport }
        return document
    }

    /// Streams what a save of `document` writes (inside the opened file's wrapper, if it had one) into `output`.
    private func write(_ document: GraphDocument, into output: ChunkedFileOutput) {
        if let file { file.write(document, into: output) } else { document.write(into: output) }
    }

    /// The document's state for a recovery file, taken now; `encode` turns it into the bytes a save would
    /// write and may run on any thread (the costly part for big graphs).
    func recoverySnapshot() -> RecoverySnapshot {
        RecoverySnapshot(document: snapshot(), file: file, saveURL: saveURL)
    }
}

/// An edited document as it stood at one moment, ready to be encoded off the main thread.
struct RecoverySnapshot: Sendable {
    let document: GraphDocument
    let file: EditorFile?
    /// The file it belongs to; nil for untitled work.
    let saveURL: URL?

    /// The bytes a save would write.
    func encode() -> Data {
        file?.contents(of: document) ?? document.encoded()
    }
}
