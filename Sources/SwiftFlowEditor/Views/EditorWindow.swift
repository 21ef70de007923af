import Foundation
import SwiftFlow

/// Opens the editor window on a file (or the bundled example) and runs until it closes.
@MainActor
enum EditorWindow {
    static func open(path: String?) -> Never {
        let stateDirectory = RecentFiles.defaultDirectory()
        let store = RecoveryStore(stateDirectory: stateDirectory)
        // Started on a file: its own recovered work; started without one: any (untitled work included).
        let recovered = store.pending(for: path.map { URL(fileURLWithPath: $0) })
        let document: EditorDocument
        do {
            // A named file opens after the window shows, under a progress panel (see `EditorSession.open`).
            document = path == nil ? try makeStartDocument() : EditorDocument()
        } catch {
            // A file that cannot be opened any more may still have recovered work to offer.
            guard !recovered.isEmpty else { fail("\(error)") }
            document = EditorDocument()
        }
        let recentFiles = RecentFiles(directory: stateDirectory)
        let autosaver = Autosaver(writer: RecoveryWriter(store: store))
        let session = EditorSession(document: document, recentFiles: recentFiles,
                                    workingDirectory: launchDirectory(), isDarkMode: X11ColorScheme.current == .dark,
                                    autosaver: autosaver)
        session.loadsInBackground = true
        if let path { session.openAtStart(URL(fileURLWithPath: path)) }
        // Offered once the file has loaded (a restore must not be replaced by the file arriving later).
        session.offerRecoveries(recovered)
        keepWorkWhenEnded(session)
        X11Application.run(title: session.windowTitle, size: CGSize(width: 1200, height: 800), configure: { host in
            autosaver.schedule = { [weak host] delay, action in
                host?.root.schedule(after: delay, key: Autosaver.timerKey, action)
            }
            // objectWillChange fires before the change lands; read the title on the next turn. The
            // subscription lives as long as the process (run never returns).
            session.objectWillChange.sink { [weak host] in
                DispatchQueue.main.async { MainActor.assumeIsolated { host?.title = session.windowTitle } }
            }
            .store(in: &subscriptions)
            host.onCloseRequest = { session.requestClose() }
            // Destroyed by another program, the window can no longer ask "Save changes?": keep the work.
            host.onDestroyed = { keepWork(session) }
            session.closeWindow = { [weak host] in host?.close() }
            session.applyColorScheme = { [weak host] scheme in host?.root.colorScheme = scheme }
            host.root.colorScheme = session.isDarkMode ? .dark : .light
        }) {
            EditorView(session: session)
        }
    }

    private static var subscriptions: [AnyCancellable] = []

    /// The folder the editor was started in, unless that is `/`: desktop launchers start programs in the home
    /// folder, services in `/`, and only a shell starts them where the user works.
    static func launchDirectory(_ path: String = FileManager.default.currentDirectoryPath) -> URL? {
        path.isEmpty || path == "/" ? nil : URL(fileURLWithPath: path, isDirectory: true)
    }

    /// On SIGTERM, SIGHUP, SIGINT or a lost X connection, writes the unsaved work to the recovery folder and
    /// says where, before the process ends.
    private static func keepWorkWhenEnded(_ session: EditorSession) {
        TerminationSignals.install { _ in keepWork(session) }
        X11ConnectionLoss.handler = { keepWork(session) }
    }

    private static func keepWork(_ session: EditorSession) {
        if let line = session.preserveBeforeExit() {
            FileHandle.standardError.write(Data("swiftflow: \(line)\n".utf8))
        }
    }

    /// The document shown without a file named: the copy of the bundled example in the current folder if
    /// there is one, else the bundled example itself (saved into the current folder).
    private static func makeStartDocument() throws -> EditorDocument {
        let saveURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("welcome.swiftflow.json")
        if FileManager.default.fileExists(atPath: saveURL.path) {
            return EditorDocument(file: try EditorFile.open(saveURL))
        }
        guard let example = Bundle.module.resourceURL?.appendingPathComponent("welcome.swiftflow.json"),
              FileManager.default.fileExists(atPath: example.path) else {
            throw EditorCommand.UsageError(description: EditorStrings.text("cli.exampleMissing"))
        }
        return EditorDocument(template: try EditorFile.open(example), saveURL: saveURL)
    }
}
