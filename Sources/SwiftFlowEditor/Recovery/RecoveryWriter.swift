import Dispatch
import Foundation
import Synchronization
import SwiftFlow

/// Encodes and writes recovery files on one background queue, in the order they were asked for.
///
/// Only the newest request matters: a write that a newer write or a removal has overtaken while it waited is
/// skipped, so a big graph edited faster than it encodes never queues up a backlog, and a removal after a save
/// is never undone by an older write landing late.
final class RecoveryWriter: Sendable {
    let store: RecoveryStore
    private let queue = DispatchQueue(label: "swiftflow.recovery", qos: .utility)
    private let latest = Atomic<Int>(0)

    init(store: RecoveryStore) {
        self.store = store
    }

    /// Encodes `snapshot` and writes it to `url` in the background; `failed` runs on the main queue with the
    /// reason when it could not be written.
    func write(_ snapshot: RecoverySnapshot, to url: URL,
               failed: @escaping @MainActor @Sendable (String) -> Void) {
        let ticket = latest.add(1, ordering: .sequentiallyConsistent).newValue
        queue.async { [self] in
            guard latest.load(ordering: .sequentiallyConsistent) == ticket else { return }
            do {
                try perform(snapshot, to: url)
            } catch {
                let reason = "\(error)"
                DispatchQueue.main.async { MainActor.assumeIsolated { failed(reason) } }
            }
        }
    }

    /// Writes `snapshot` now, after any write in progress, and returns when it is on disk (a signal or a lost
    /// X connection is about to end the process). Later background writes are skipped.
    func writeAndWait(_ snapshot: RecoverySnapshot, to url: URL) throws {
        latest.add(1, ordering: .sequentiallyConsistent)
        try queue.sync { try perform(snapshot, to: url) }
    }

    /// Removes the recovery file at `url` after any write in progress; writes still waiting are dropped.
    func remove(_ url: URL) {
        latest.add(1, ordering: .sequentiallyConsistent)
        queue.async { [store] in store.remove(url) }
    }

    /// Returns once everything asked for so far is done (tests, and before exiting).
    func waitUntilIdle() {
        queue.sync {}
    }

    private func perform(_ snapshot: RecoverySnapshot, to url: URL) throws {
        let header = RecoveryEntry.Header(
            file: snapshot.saveURL.map(RecoveryStore.canonicalPath), format: snapshot.document.format.rawValue,
            wrapper: snapshot.file?.flowPath ?? [], pid: getpid(), written: Date().timeIntervalSince1970)
        try store.write(header, contents: snapshot.encode(), to: url)
    }
}
