import Foundation
import SwiftFlow

/// Keeps the window's unsaved work in a recovery file (VS Code's hot exit is the model).
///
/// The first edit after a write starts a 2-second wait on the window's clock; when it ends the document is
/// snapshotted on the main actor and encoded and written in the background. Later edits during the wait do not
/// restart it, so however long the editing goes on, a `kill -9` loses at most the last 2 seconds. Nothing is
/// scheduled while nothing changes. Saving or discarding the work removes the file.
@MainActor
final class Autosaver {
    /// The longest time an edit stays only in memory.
    static let delay: TimeInterval = 2
    /// The key of the wait on the window's clock.
    static let timerKey = "swiftflow.autosave"

    let writer: RecoveryWriter
    /// This window's recovery file.
    private(set) var entryURL: URL
    /// Starts a wait on the window's clock (`WindowRoot.schedule`); without one nothing is written until asked.
    var schedule: ((TimeInterval, @escaping @MainActor () -> Void) -> Void)?
    /// The work to keep, or nil when nothing is unsaved.
    var snapshot: () -> RecoverySnapshot? = { nil }
    /// Told why a recovery file could not be written.
    var reportFailure: @MainActor @Sendable (String) -> Void = { _ in }

    private var isWaiting = false
    /// Whether a recovery file of this window may be on disk.
    private var hasEntry = false

    init(writer: RecoveryWriter) {
        self.writer = writer
        entryURL = writer.store.newEntryURL()
    }

    /// An edit happened: make sure a write follows within `delay`.
    func documentChanged() {
        guard !isWaiting, let schedule else { return }
        isWaiting = true
        schedule(Self.delay) { [weak self] in
            guard let self else { return }
            isWaiting = false
            writeSoon()
        }
    }

    /// Snapshots the unsaved work now and writes it in the background.
    func writeSoon() {
        guard let snapshot = snapshot() else { return }
        hasEntry = true
        writer.write(snapshot, to: entryURL, failed: reportFailure)
    }

    /// Writes the unsaved work before the process ends; the recovery file's path, or nil when nothing was unsaved.
    func writeBeforeExit() throws -> URL? {
        guard let snapshot = snapshot() else {
            writer.waitUntilIdle()
            return nil
        }
        hasEntry = true
        try writer.writeAndWait(snapshot, to: entryURL)
        return entryURL
    }

    /// The work was saved or thrown away: removes its recovery file, waiting for that so that a close right
    /// after cannot leave it behind.
    func discard() {
        guard hasEntry else { return }
        hasEntry = false
        writer.remove(entryURL)
        writer.waitUntilIdle()
    }

    /// Takes over a restored recovery file: it stays on disk, and the next write (one now, under this process's
    /// id) replaces it.
    func adopt(_ entry: RecoveryEntry) {
        discard()
        entryURL = entry.url
        hasEntry = true
        writeSoon()
    }
}
