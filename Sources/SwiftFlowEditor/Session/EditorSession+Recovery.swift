import Foundation
import SwiftFlow

/// Offering recovered work (Restore / Discard) and keeping the current work when the process is ended.
extension EditorSession {
    /// Offers `entries` one after another, newest first, while the window's own document is untouched.
    func offerRecoveries(_ entries: [RecoveryEntry]) {
        queuedRecoveries = entries
        offerNextRecovery()
    }

    /// "Restore": opens the recovered graph, marked as modified, in place of the current document; its
    /// recovery file becomes this window's. Later offers wait for another start.
    func restoreRecovery() {
        guard let entry = recoveryOffer else { return }
        recoveryOffer = nil
        removeOlderWork(than: entry)
        queuedRecoveries = []
        do {
            let file = try entry.load()
            replaceDocument(with: EditorDocument(recovered: file, saveURL: entry.fileURL))
            autosaver?.adopt(entry)
        } catch {
            errorMessage = EditorStrings.text("error.restore", .string(entry.url.path), .string("\(error)"))
        }
    }

    /// "Discard": deletes the recovered work and offers the next, if any.
    func discardRecovery() {
        guard let entry = recoveryOffer else { return }
        recoveryOffer = nil
        autosaver?.writer.store.remove(entry.url)
        removeOlderWork(than: entry)
        offerNextRecovery()
    }

    /// Older work on the same file (from editors that ended before) is stale once the newest was restored or
    /// discarded: it is deleted rather than offered again at the next start. Untitled work is each its own.
    private func removeOlderWork(than entry: RecoveryEntry) {
        guard let file = entry.fileURL.map(RecoveryStore.canonicalPath) else { return }
        let older = queuedRecoveries.filter { other in
            other.url != entry.url && other.header.written <= entry.header.written
                && other.fileURL.map(RecoveryStore.canonicalPath) == file
        }
        for stale in older { autosaver?.writer.store.remove(stale.url) }
        queuedRecoveries.removeAll { stale in older.contains { $0.url == stale.url } }
    }

    /// Shows the next queued offer, unless a file is still loading (its arrival would replace a restored
    /// graph; loading calls this again when it ends) or the window's own document has edits.
    func offerNextRecovery() {
        guard loading == nil, recoveryOffer == nil, !document.isDirty, !queuedRecoveries.isEmpty else { return }
        recoveryOffer = queuedRecoveries.removeFirst()
    }

    /// The process is about to end (a signal, a lost X connection): writes the unsaved work now. Returns the
    /// line to print: where the work was kept, or why it could not be.
    func preserveBeforeExit() -> String? {
        guard let autosaver else { return nil }
        do {
            guard let url = try autosaver.writeBeforeExit() else { return nil }
            return EditorStrings.text("cli.keptUnsaved", .string(url.path))
        } catch {
            return EditorStrings.text("status.recoveryFailed", .string("\(error)"))
        }
    }
}
