import Foundation

/// Reads a whole file for the JSON reader, refusing one larger than `JSONLimits` allows before reading it (its
/// size is checked first). A big file becomes a mapped private copy (`JSONTextBytes`), a small one is read
/// into memory.
enum JSONFileReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        var exceedsLimit = false
    }

    static func read(_ url: URL, limits: JSONLimits = .standard) throws -> JSONTextBytes {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw Failure(description: "cannot read \(url.path): \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        var info = stat()
        guard fstat(handle.fileDescriptor, &info) == 0 else {
            throw Failure(description: "cannot read \(url.path): \(String(cString: strerror(errno)))")
        }
        let size = Int(info.st_size)
        guard size <= limits.maximumTextBytes else {
            throw Failure(description: "\(url.lastPathComponent) is \(JSONLimits.describe(bytes: size)), more than "
                              + "the limit of \(JSONLimits.describe(bytes: limits.maximumTextBytes))", exceedsLimit: true)
        }
        let folder = url.deletingLastPathComponent().path
        if (info.st_mode & S_IFMT) == S_IFREG,
           let mapped = JSONTextBytes.privateCopy(of: handle.fileDescriptor, size: size, folder: folder,
                                                  limit: limits.maximumTextBytes) {
            return mapped
        }
        // Read straight into the array the parser keeps: no second copy of a large file.
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(handle.fileDescriptor, buffer.baseAddress! + filled, size - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { break }
                throw Failure(description: "cannot read \(url.path): \(String(cString: strerror(errno)))")
            }
            filled += count
        }
        if filled < size { bytes.removeLast(size - filled) }
        // A file that grew since fstat (or reports no size, like a pipe) is read to its end.
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(handle.fileDescriptor, $0.baseAddress!, 65_536) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= limits.maximumTextBytes else {
                throw Failure(description: "\(url.lastPathComponent) is more than the limit of "
                                  + JSONLimits.describe(bytes: limits.maximumTextBytes), exceedsLimit: true)
            }
        }
        return JSONTextBytes(bytes)
    }
}
