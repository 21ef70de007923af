import Foundation
import SwiftFlow

/// Opens the editor window on a file (or the bundled example) and runs until it closes.
@MainActor
enum EditorWindow {
    static func open(path: String?) -> Never {
        let document: EditorDocument
        do {
            // A named file opens after the window shows, under a progress panel (see `EditorSession.open`).
            document = path == nil ? try makeStartDocument() : EditorDocument()
        } catch {
            fail("\(error)")
        }
        let recentFiles = RecentFiles(directory: RecentFiles.defaultDirectory())
        let session = EditorSession(document: document, recentFiles: recentFiles,
                                    isDarkMode: X11ColorScheme.current == .dark)
        session.loadsInBackground = true
        if let path { session.open(URL(fileURLWithPath: path)) }
        X11Application.run(title: document.title, size: CGSize(width: 1200, height: 800), configure: { host in
            // objectWillChange fires before the change lands; read the title on the next turn. The
            // subscription lives as long as the process (run never returns).
            session.objectWillChange.sink { [weak host] in
                DispatchQueue.main.async { MainActor.assumeIsolated { host?.title = session.document.title } }
            }
            .store(in: &subscriptions)
            host.onCloseRequest = { session.requestClose() }
            session.closeWindow = { [weak host] in host?.close() }
            session.applyColorScheme = { [weak host] scheme in host?.root.colorScheme = scheme }
            host.root.colorScheme = session.isDarkMode ? .dark : .light
        }) {
            EditorView(session: session)
        }
    }

    private static var subscriptions: [AnyCancellable] = []

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
