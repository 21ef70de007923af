import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the content goes to a temporary file in the same folder, which is
/// flushed to disk and then renamed over the target (and the folder flushed too), so a crash or a power cut
/// leaves either the old or the new file.
///
/// Through a symbolic link the file it points to is replaced, not the link. An existing file keeps its mode,
/// owner and group; when the owner or group cannot be kept the write is refused rather than the file given
/// away. A file whose permissions do not let us write it is only replaced when the caller says so
/// (`overwritingReadOnly`), after asking its user. Temporary files are named `.NAME.swiftflow-tmp-PID-N`, so
/// those left by a process that was killed mid-write are recognised and removed at the next write of `NAME`.
public enum AtomicFileWriter {
    /// Why a file could not be written; the old file, if any, is untouched.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What kind of problem it was, for callers that offer a way out (asking before a read-only file).
        public enum Kind: Hashable, Sendable {
            /// The file's permissions do not let us write it; write again with `overwritingReadOnly` to replace it.
            case readOnly
            /// The file belongs to another user or group, which a replacement could not keep.
            case ownerCannotBeKept
            case other
        }

        /// The file that was to be written.
        public let path: String
        /// What went wrong, in words a person can act on.
        public let reason: String
        public let kind: Kind

        public init(path: String, reason: String, kind: Kind = .other) {
            self.path = path
            self.reason = reason
            self.kind = kind
        }

        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `data` to `url` atomically; a read-only file is replaced only with `overwritingReadOnly`.
    public static func write(_ data: Data, to url: URL, overwritingReadOnly: Bool = false) throws {
        try write(to: url, overwritingReadOnly: overwritingReadOnly) { temporaryPath in
            do {
                try data.write(to: URL(fileURLWithPath: temporaryPath), options: .withoutOverwriting)
            } catch {
                throw Failure(path: url.path, reason: error.localizedDescription)
            }
        }
    }

    /// Writes `url` atomically with the text `produce` streams into the temporary file (see `ChunkedFileOutput`),
    /// so a big save never holds its whole text in memory; a write error (a full disk) fails the write.
    public static func write(to url: URL, overwritingReadOnly: Bool = false,
                             streaming produce: (ChunkedFileOutput) throws -> Void) throws {
        try write(to: url, overwritingReadOnly: overwritingReadOnly) { temporaryPath in
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw Failure(path: url.path, reason: lastError()) }
            let output = ChunkedFileOutput(descriptor: descriptor)
            var isOpen = true
            defer { if isOpen { close(descriptor) } }
            try produce(output)
            isOpen = false
            let closed = close(descriptor) == 0 ? nil : lastError()
            if let reason = output.failure ?? closed { throw Failure(path: url.path, reason: reason) }
        }
    }

    /// Calls `produce` with a temporary path in the target's folder, gives what it wrote the old file's mode and
    /// owner, flushes it, renames it over the target and flushes the folder.
    ///
    /// Throws `Failure` when the destination is unusable (missing or read-only folder, a folder at the path), a
    /// read-only file was not to be overwritten, the owner cannot be kept or the rename fails, and rethrows
    /// `produce`'s errors; the temporary file is removed whenever anything fails.
    public static func write(to url: URL, overwritingReadOnly: Bool = false,
                             _ produce: (String) throws -> Void) throws {
        guard url.isFileURL else { throw Failure(path: url.absoluteString, reason: "not a file URL") }
        let path = try FileTarget.resolvingSymlinks(url.standardizedFileURL.path)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        try checkDestination(path: path, folder: folder, name: name)
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, !overwritingReadOnly, !FileTarget.permitsWriting(existing) {
            throw Failure(path: path, reason: "the file is read-only (mode \(String(existing.st_mode & 0o7777, radix: 8)))",
                          kind: .readOnly)
        }
        TemporaryFiles.removeStale(of: name, in: folder)
        let temporaryPath = (folder as NSString).appendingPathComponent(TemporaryFiles.name(for: name))
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        try produce(temporaryPath)
        let descriptor = open(temporaryPath, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot reopen the temporary file: \(lastError())") }
        defer { close(descriptor) }
        if exists { try keepAttributes(of: existing, on: descriptor, path: path) }
        guard fsync(descriptor) == 0 else { throw Failure(path: path, reason: "cannot flush to disk: \(lastError())") }
        guard rename(temporaryPath, path) == 0 else { throw Failure(path: path, reason: lastError()) }
        succeeded = true
        // The rename is durable only once the folder's entry is on disk too; a failure here changes nothing
        // the caller could act on (some filesystems cannot flush folders), so it is not reported.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Whether `url` (through symbolic links) is an existing file whose permissions do not let us write it.
    public static func isReadOnly(_ url: URL) -> Bool {
        guard let path = try? FileTarget.resolvingSymlinks(url.standardizedFileURL.path) else { return false }
        var info = stat()
        return stat(path, &info) == 0 && !FileTarget.permitsWriting(info)
    }

    /// Gives the new file the old one's owner, group and mode. The owner goes first: changing it clears the
    /// set-user-ID bits, which the mode then restores.
    private static func keepAttributes(of existing: stat, on descriptor: Int32, path: String) throws {
        var written = stat()
        guard fstat(descriptor, &written) == 0 else { throw Failure(path: path, reason: lastError()) }
        if written.st_uid != existing.st_uid || written.st_gid != existing.st_gid {
            guard changeOwner(descriptor, existing.st_uid, existing.st_gid) == 0 else {
                throw Failure(path: path, reason: FileTarget.ownerMessage(existing), kind: .ownerCannotBeKept)
            }
        }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
            throw Failure(path: path, reason: "cannot keep the file's permissions: \(lastError())")
        }
    }

    private static func checkDestination(path: String, folder: String, name: String) throws {
        var isDirectory: ObjCBool = false
        guard !name.isEmpty, !path.hasSuffix("/") else {
            throw Failure(path: path, reason: "the path names a folder, not a file")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw Failure(path: path, reason: "the folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else { throw Failure(path: path, reason: "\(folder) is not a folder") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(path: path, reason: "a folder already exists at this path")
        }
        guard access(folder, W_OK) == 0 else { throw Failure(path: path, reason: "the folder \(folder) is not writable") }
    }

    /// `fchown`; tests running as the superuser (who may give files to anyone) replace it to see a refusal.
    @TaskLocal static var changeOwner: @Sendable (Int32, uid_t, gid_t) -> Int32 = { fchown($0, $1, $2) }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// The temporary files of `AtomicFileWriter`: `.NAME.swiftflow-tmp-PID-N`, where PID is the writing process
/// and N counts its writes, so two writes never share a name and a dead writer's leftovers can be told apart.
enum TemporaryFiles {
    private static let counter = Atomic<Int>(0)

    static func prefix(for name: String) -> String { ".\(name).swiftflow-tmp-" }

    /// A fresh temporary name for a write of `name` by this process.
    static func name(for name: String) -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        return prefix(for: name) + "\(getpid())-\(number)"
    }

    /// The process that wrote `entry`, when it is one of `name`'s temporary files.
    static func writer(of entry: String, name: String) -> pid_t? {
        let prefix = prefix(for: name)
        guard entry.hasPrefix(prefix) else { return nil }
        let rest = entry.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), Int(rest[rest.index(after: dash)...]) != nil else { return nil }
        return pid_t(rest[..<dash])
    }

    /// Removes `name`'s temporary files in `folder` whose writer no longer runs (killed in the middle of a
    /// write). Files of running processes, this one included, may be writes in progress and are left alone.
    static func removeStale(of name: String, in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            guard let pid = writer(of: entry, name: name), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink((folder as NSString).appendingPathComponent(entry))
            }
        }
    }
}
