import Foundation
import SwiftFlow

/// A file being opened: its name and phase, shown over the canvas until the new graph's first frame.
struct FileLoading: Equatable {
    let name: String
    var phase: FileLoadPhase
}

/// Opening files off the main thread, so a 100,000-node file keeps the window drawing and answering while
/// it is read, parsed and decoded; the canvas is built on the main thread once the file is in memory.
extension EditorSession {
    /// The window title: while a file loads, its name (not the document it is about to replace, nor "Untitled"
    /// at start-up); else the document's title.
    var windowTitle: String {
        guard let loading else { return document.title }
        return loading.name + " — SwiftFlow"
    }

    /// The toolbar's file label: while a file loads, its name, as in the window title; else the document's
    /// name, marked when edited.
    var toolbarTitle: String {
        if let loading { return loading.name }
        return document.displayName + (document.isDirty ? " " + EditorStrings.text("toolbar.edited") : "")
    }

    /// The status line: while a file loads, what is being opened and the phase (the document behind the
    /// progress panel is a placeholder its arrival replaces, so its "add a node" hint would invite lost work);
    /// else the document's status.
    var statusLine: String {
        guard let loading else { return document.status }
        return EditorStrings.text("loading.title", .string(loading.name)) + " " + loading.phase.text
    }

    /// Reads, parses and decodes `url` on a worker thread; each phase and the result come back to the main queue.
    private static func loadInBackground(_ url: URL, report: @escaping @MainActor (FileLoadPhase) -> Void,
                                         finish: @escaping @MainActor (Result<EditorFile, any Error>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result {
                try EditorFile.open(url, progress: { phase in
                    DispatchQueue.main.async { MainActor.assumeIsolated { report(phase) } }
                })
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { finish(result) } }
        }
    }

    /// Opens the file the editor was started on. A path where no file is yet, in a folder that exists, starts a
    /// new graph that saves there (as gedit, VS Code and vim do); any other file that cannot be read leaves an
    /// empty untitled graph (a save cannot overwrite what failed to load) and says why in a dialog.
    func openAtStart(_ url: URL) {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        // Nothing at all there (`attributesOfItem` does not follow links: a dangling link is not "nothing").
        if (try? files.attributesOfItem(atPath: url.path)) == nil,
           files.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder), isFolder.boolValue {
            replaceDocument(with: EditorDocument(newAt: url))
            return
        }
        open(url)
    }

    /// Opens `url` in this window; a file that cannot be read leaves the current document and says why.
    /// In the window (`loadsInBackground`) the work runs off the main thread under a progress panel; otherwise
    /// (tests, scripts) it is done when this returns.
    func open(_ url: URL) {
        guard loading == nil else { return }
        loading = FileLoading(name: url.lastPathComponent, phase: .reading)
        guard loadsInBackground else {
            return finishLoading(url, Result { try EditorFile.open(url) })
        }
        Self.loadInBackground(url, report: { [weak self] phase in
            self?.loading?.phase = phase
        }, finish: { [weak self] result in
            self?.finishLoading(url, result)
        })
    }

    private func finishLoading(_ url: URL, _ result: Result<EditorFile, any Error>) {
        switch result {
        case .success(let file):
            let show = { [weak self] in
                guard let self else { return }
                self.replaceDocument(with: EditorDocument(file: file))
                self.noteFileUsed(url)
                self.loading = nil
                self.offerNextRecovery()
            }
            guard loadsInBackground else { return show() }
            // The canvas is built on a later turn, so the progress panel shows "Drawing…" first.
            loading?.phase = .drawing
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { MainActor.assumeIsolated { show() } }
        case .failure(let error):
            loading = nil
            errorMessage = EditorStrings.text("error.open", .string(url.lastPathComponent), .string("\(error)"))
            offerNextRecovery()
        }
    }
}
