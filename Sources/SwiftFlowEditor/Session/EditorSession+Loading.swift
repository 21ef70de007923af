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
                self.recentFiles.add(url)
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
