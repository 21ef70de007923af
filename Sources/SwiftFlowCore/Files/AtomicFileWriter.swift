import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the content goes to a temporary file in the same folder, which is
/// flushed to disk and then renamed over the target, so a crash leaves either the old or the new file.
public enum AtomicFileWriter {
    /// Why a file could not be written; the old file, if any, is untouched.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let path: String
        /// What went wrong, in words a person can act on.
        public let reason: String

        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { temporaryPath in
            do {
                try data.write(to: URL(fileURLWithPath: temporaryPath), options: .withoutOverwriting)
            } catch {
                throw Failure(path: temporaryPath, reason: error.localizedDescription)
            }
        }
    }

    /// Calls `produce` with a temporary path in `url`'s folder, flushes what it wrote, then renames it over `url`.
    ///
    /// Throws `Failure` when the destination is unusable (missing or read-only folder, a folder at the path) or the
    /// rename fails, and rethrows `produce`'s errors; the temporary file is removed whenever anything fails.
    public static func write(to url: URL, _ produce: (String) throws -> Void) throws {
        guard url.isFileURL else { throw Failure(path: url.absoluteString, reason: "not a file URL") }
        // Through a symbolic link, replace the file it points to rather than the link.
        let target = url.standardizedFileURL.resolvingSymlinksInPath()
        let path = target.path
        let folder = target.deletingLastPathComponent().path
        try checkDestination(path: path, folder: folder, name: target.lastPathComponent)
        let temporaryPath = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        try produce(temporaryPath)
        // An existing file keeps its permissions.
        var info = stat()
        if stat(path, &info) == 0 { chmod(temporaryPath, info.st_mode & 0o7777) }
        let descriptor = open(temporaryPath, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(path: temporaryPath, reason: lastError()) }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard flushed else { throw Failure(path: temporaryPath, reason: "cannot flush: \(lastError())") }
        guard rename(temporaryPath, path) == 0 else { throw Failure(path: path, reason: lastError()) }
        succeeded = true
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

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
