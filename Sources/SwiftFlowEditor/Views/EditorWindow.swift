import Foundation
import SwiftFlow

/// Opens the editor window on a file (or the bundled example) and runs until it closes.
@MainActor
enum EditorWindow {
    static func open(path: String?) -> Never {
        let document: EditorDocument
        do {
            document = try makeDocument(path: path)
        } catch {
            fail("\(error)")
        }
        let instance = SwiftFlowInstance()
        var closeRequested = false
        X11Application.run(title: document.title, size: CGSize(width: 1200, height: 800), configure: { host in
            // objectWillChange fires before the change lands; read the title on the next turn. The
            // subscription lives as long as the process (run never returns).
            document.objectWillChange.sink { [weak host] in
                DispatchQueue.main.async { MainActor.assumeIsolated { host?.title = document.title } }
            }
            .store(in: &subscriptions)
            host.onCloseRequest = {
                guard document.isDirty, !closeRequested else { return true }
                closeRequested = true
                document.warnUnsavedChanges()
                return false
            }
        }) {
            EditorView(document: document, instance: instance)
        }
    }

    private static var subscriptions: [AnyCancellable] = []

    /// The document for `path`, or a copy of the bundled example that saves into the current folder.
    private static func makeDocument(path: String?) throws -> EditorDocument {
        if let path {
            return EditorDocument(file: try EditorFile.open(URL(fileURLWithPath: path)))
        }
        guard let example = Bundle.module.resourceURL?.appendingPathComponent("welcome.swiftflow.json"),
              FileManager.default.fileExists(atPath: example.path) else {
            throw EditorCommand.UsageError(description: "the bundled example graph is missing")
        }
        let saveURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("welcome.swiftflow.json")
        return EditorDocument(template: try EditorFile.open(example), saveURL: saveURL)
    }
}
