import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files atomically: the content goes to a temporary file in the destination's folder, which
/// is then renamed over the destination, so readers never see a half-written file.
enum AtomicFileWriter {
    /// Checks `url`, calls `write` with a temporary path in the same folder, then renames it into place.
    ///
    /// Throws `CairoError.cannotWrite` with a reason a person can act on when the destination is not
    /// usable; the temporary file is removed when anything fails.
    static func write(to url: URL, _ write: (String) throws -> Void) throws {
        guard url.isFileURL else {
            throw CairoError.cannotWrite(path: url.absoluteString, reason: "not a file URL")
        }
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard !url.lastPathComponent.isEmpty, !path.hasSuffix("/") else {
            throw CairoError.cannotWrite(path: path, reason: "the path names a folder, not a file")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CairoError.cannotWrite(path: path, reason: "the folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else {
            throw CairoError.cannotWrite(path: path, reason: "\(folder) is not a folder")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CairoError.cannotWrite(path: path, reason: "a folder already exists at this path")
        }
        guard access(folder, W_OK) == 0 else {
            throw CairoError.cannotWrite(path: path, reason: "the folder \(folder) is not writable")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        do {
            try write(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CairoError.cannotWrite(path: path, reason: reason)
        }
    }
}
