import Foundation
import SwiftFlow

/// One editor window's state: the open document, the command registry its menus, buttons and keys share,
/// and what the window shows above the canvas (palette, rename field, dialogs, context menus, panels).
///
/// The window sets `closeWindow` and `applyColorScheme`; tests drive the same session through `WindowRoot`.
@MainActor
final class EditorSession: ObservableObject {
    /// The open graph; New and Open replace it.
    @Published private(set) var document: EditorDocument
    /// Counts replaced documents, so the canvas (and its undo history) starts afresh for each.
    @Published private(set) var generation = 0
    let instance: SwiftFlowInstance
    let registry = CommandRegistry()
    let recentFiles: RecentFiles

    // MARK: Panels and modes

    @Published var showsInspector = false
    /// Whether the mini map is shown (View ▸ Mini Map).
    @Published var showsMiniMap = true
    @Published var isDarkMode: Bool {
        didSet { if isDarkMode != oldValue { applyColorScheme(isDarkMode ? .dark : .light) } }
    }

    // MARK: Layers

    /// The node palette, while it is open.
    @Published var palette: PaletteRequest?
    /// The in-place label editor, while a node is being renamed.
    @Published var rename: RenameRequest?
    /// The context menu's target, while one is open.
    @Published var contextMenu: ContextMenuTarget?
    /// Where the context menu opened (window points).
    @Published var contextMenuLocation: CGPoint?
    /// The file dialog, while one is open.
    @Published var fileDialog: FileDialogRequest?
    /// The "Save changes?" question, while it is asked: what happens after it is answered.
    @Published var pendingAction: GuardedAction?
    /// The "Replace the file?" question of Save As, while it is asked.
    @Published var overwriteTarget: URL?
    @Published var showsExport = false
    @Published var showsShortcuts = false
    /// A problem to show in an alert (a file that cannot be opened).
    @Published var errorMessage: String?
    /// The file being opened, while it loads.
    @Published var loading: FileLoading? {
        // The edit and save commands are off while a file loads (`EditorSession+Commands`): buttons redraw.
        didSet { if (oldValue == nil) != (loading == nil) { registry.refresh() } }
    }
    /// Whether `open(_:)` reads files off the main thread (the window does; tests read at once).
    var loadsInBackground = false
    /// What the export is doing, while it runs.
    @Published var exportProgress: String?
    /// Why the last export failed.
    @Published var exportError: String?
    /// Runs the export's work; on a later run-loop turn by default, at once in tests.
    var scheduleExport: (@escaping @MainActor () -> Void) -> Void = { work in
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { MainActor.assumeIsolated { work() } }
    }

    /// Keeps unsaved work in a recovery file (nil: no autosave, as in most tests).
    let autosaver: Autosaver?
    /// The recovered work offered for Restore / Discard, while the question is open.
    @Published var recoveryOffer: RecoveryEntry?
    /// Recovered work offered next, after the current offer is discarded.
    var queuedRecoveries: [RecoveryEntry] = []
    /// The read-only file Save is about to replace, while the Overwrite / Cancel question is open.
    @Published var readOnlyTarget: ReadOnlyTarget?
    /// The full reason of the last failed save, shown in a dialog.
    @Published var saveError: String?

    /// Closes the window (the X11 window destroys itself; the process ends with status 0).
    var closeWindow: () -> Void = {}
    /// Switches the window between light and dark.
    var applyColorScheme: (ColorScheme) -> Void = { _ in }
    /// Where `~` points, and where the file dialogs start when nothing nearer is known (`dialogDirectory`).
    let homeDirectory: URL
    /// The folder the editor was started in, when started from a shell (nil when started in `/`, as a desktop
    /// launcher or a service starts programs): Save As of a new document starts there.
    let workingDirectory: URL?
    /// The folder of the file this window opened or saved last; Save As of a new document starts there.
    var lastFileFolder: URL?
    private var documentSubscription: AnyCancellable?
    private var historySubscription: AnyCancellable?

    init(document: EditorDocument, instance: SwiftFlowInstance = SwiftFlowInstance(), recentFiles: RecentFiles,
         homeDirectory: URL = HomeFolder.resolve(), workingDirectory: URL? = nil, isDarkMode: Bool = false,
         autosaver: Autosaver? = nil) {
        self.document = document
        self.autosaver = autosaver
        self.instance = instance
        self.recentFiles = recentFiles
        self.homeDirectory = homeDirectory
        self.workingDirectory = workingDirectory
        self.isDarkMode = isDarkMode
        observe(document)
        // Undo and Redo follow the canvas's history: a new canvas (New, Open) clears it after the toolbar and
        // menus were drawn, with no change of the document to draw them again.
        historySubscription = instance.objectWillChange.sink { [weak self] in
            self?.objectWillChange.send()
        }
        registerCommands()
        autosaver?.snapshot = { [weak self] in
            guard let document = self?.document, document.isDirty else { return nil }
            return document.recoverySnapshot()
        }
        autosaver?.reportFailure = { [weak self] reason in
            self?.document.status = EditorStrings.text("status.recoveryFailed", .string(reason))
        }
    }

    /// Replaces the open document (New, Open) and starts the canvas afresh.
    func replaceDocument(with document: EditorDocument) {
        // The old document's edits were saved or thrown away before it is replaced.
        autosaver?.discard()
        palette = nil
        rename = nil
        contextMenu = nil
        self.document = document
        generation += 1
        observe(document)
        registry.refresh()
    }

    private func observe(_ document: EditorDocument) {
        document.willEdit = { [weak self] in self?.instance.recordUndoStep() }
        document.didEdit = { [weak self] in self?.autosaver?.documentChanged() }
        document.didSave = { [weak self] in self?.autosaver?.discard() }
        // The session's observers (the window title, command buttons) follow the document's changes too.
        documentSubscription = document.objectWillChange.sink { [weak self] in
            self?.objectWillChange.send()
        }
    }

    // MARK: Selection

    var selectedNodes: [Node<JSONValue>] { document.selection.nodes }
    var selectedEdges: [Edge<JSONValue>] { document.selection.edges }
    var hasSelection: Bool { !selectedNodes.isEmpty || !selectedEdges.isEmpty }

    /// The node sizes the canvas measured, with fixed sizes first.
    func size(ofNode node: Node<JSONValue>) -> CGSize {
        node.size ?? instance.nodeSizes[node.id] ?? EditorDocument.defaultNodeSize
    }

    /// The nodes with their measured sizes, for geometry (bounds, absolute positions).
    var measuredNodes: [Node<JSONValue>] {
        let sizes = instance.nodeSizes
        return document.nodes.map { node in
            var copy = node
            if copy.measured == nil, let size = sizes[node.id] { copy.measured = size }
            return copy
        }
    }

    /// The flow point the pointer is over, or the centre of the view when it is not over the canvas.
    var flowPointUnderPointer: CGPoint {
        if let pointer = instance.pointerLocation { return instance.screenToFlowPosition(pointer) }
        let size = instance.viewSize
        return instance.screenToFlowPosition(CGPoint(x: size.width / 2, y: size.height / 2))
    }
}

/// Where the node palette opened and what it inserts.
struct PaletteRequest: Equatable {
    /// The flow point the new node is centred on.
    let flowPoint: CGPoint
    /// Where the palette appears (window points).
    let windowPoint: CGPoint
    /// The handle a dropped connection started from; the new node is connected to it.
    let connectingFrom: OnConnectStartParams?
}

/// The node or edge whose label is being edited in place.
struct RenameRequest: Equatable {
    enum Target: Equatable {
        case node(String)
        case edge(String)
    }
    let target: Target
    var text: String
}

/// What a context menu is about.
enum ContextMenuTarget: Equatable {
    case node(String)
    case edge(String)
    /// The empty pane, with the flow point under the pointer (Add Node… inserts there).
    case pane(CGPoint)
}

/// An action that would throw away unsaved edits, waiting for the "Save changes?" answer.
enum GuardedAction: Equatable {
    case close
    case quit
    case new
    /// Show the Open dialog.
    case showOpenDialog
    /// Open this file (Open Recent).
    case open(URL)
}

/// A save that would replace a read-only file, waiting for Overwrite / Cancel.
struct ReadOnlyTarget: Equatable {
    let url: URL
    /// Whether it came from Save As (Save As's own "Replace?" was already answered).
    let isSaveAs: Bool
    /// What to do once saved (a close or quit that asked to save first).
    var then: GuardedAction?
}

/// Which file dialog is open.
struct FileDialogRequest: Equatable {
    enum Mode: Equatable { case open, saveAs }
    let mode: Mode
    /// What to do once Save As has saved (a close or quit that asked to save an untitled document first).
    var then: GuardedAction?
}
