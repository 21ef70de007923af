import Foundation
import SwiftFlow

/// The folder of recovery files, `$XDG_STATE_HOME/swiftflow/recovery` (`~/.local/state/swiftflow/recovery`
/// when the variable is unset): one `.swiftflow-recovery` file per editor with unsaved work.
struct RecoveryStore: Sendable {
    static let fileExtension = "swiftflow-recovery"
    let directory: URL

    /// The recovery folder inside the editor's state folder (see `RecentFiles.defaultDirectory`).
    init(stateDirectory: URL) {
        directory = stateDirectory.appendingPathComponent("recovery")
    }

    /// A new, unused recovery file name for this process.
    func newEntryURL() -> URL {
        directory.appendingPathComponent("\(getpid())-\(UUID().uuidString.prefix(8)).\(Self.fileExtension)")
    }

    /// Writes a recovery file atomically (creating the folder, readable by its user only: it holds their work).
    func write(_ header: RecoveryEntry.Header, contents: Data, to url: URL) throws {
        if !FileManager.default.fileExists(atPath: directory.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        try AtomicFileWriter.write(RecoveryEntry.encode(header, contents: contents), to: url, overwritingReadOnly: true)
    }

    func remove(_ url: URL) {
        unlink(url.path)
    }

    /// The entries left by editors that are no longer running, newest first; `file` narrows them to the work on
    /// that file (compared through symbolic links).
    func pending(for file: URL? = nil) -> [RecoveryEntry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        let wanted = file.map(Self.canonicalPath)
        return names.filter { $0.hasSuffix("." + Self.fileExtension) }
            .compactMap { RecoveryEntry.read(directory.appendingPathComponent($0)) }
            .filter { !Self.isRunning($0.header.pid) }
            .filter { entry in wanted == nil || entry.header.file.map(Self.canonicalPath) == wanted }
            .sorted { $0.header.written > $1.header.written }
    }

    /// The path a recovery header records for `url`: absolute, with symbolic links resolved.
    static func canonicalPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func canonicalPath(_ path: String) -> String {
        canonicalPath(URL(fileURLWithPath: path))
    }

    /// Whether a process with this id runs (another editor still working on its entry).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, pid != getpid() else { return false }
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        // A killed editor whose parent has not collected it yet is a zombie ("Z" after the command's name).
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
