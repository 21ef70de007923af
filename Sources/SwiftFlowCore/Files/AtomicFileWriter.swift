import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same folder, which is
/// flushed to disk and then renamed over the target, so a crash leaves either the old or the new file.
public enum AtomicFileWriter {
    /// Writes `data` to `url` atomically; throws `GraphFileError` (code `.io`) and leaves the old file on failure.
    public static func write(_ data: Data, to url: URL) throws {
        let target = url.standardizedFileURL
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        let temporaryPath = temporary.path
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw failure("cannot write \(temporaryPath)", reason: error.localizedDescription)
        }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        // An existing file keeps its permissions.
        var info = stat()
        if stat(target.path, &info) == 0 { chmod(temporaryPath, info.st_mode & 0o7777) }
        let descriptor = open(temporaryPath, O_RDONLY)
        guard descriptor >= 0 else { throw failure("cannot open \(temporaryPath)") }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard flushed else { throw failure("cannot flush \(temporaryPath)") }
        guard rename(temporaryPath, target.path) == 0 else { throw failure("cannot replace \(target.path)") }
        succeeded = true
    }

    private static func failure(_ what: String, reason: String? = nil) -> GraphFileError {
        let reason = reason ?? String(cString: strerror(errno))
        return GraphFileError(diagnostics: [
            GraphDiagnostic(severity: .error, code: .io, path: "", message: "\(what): \(reason)")
        ])
    }
}
