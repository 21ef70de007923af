import Foundation

/// Reads a whole file for the JSON reader, refusing one larger than `JSONLimits` allows before reading it (its
/// size is checked first). A big file becomes a mapped private copy (`JSONTextBytes`), a small one is read
/// into memory.
enum JSONFileReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        var exceedsLimit = false
    }

    /// How long a pipe may stay silent before its first byte (`swiftflow check <(slow-export)` waits this long).
    static let pipeWait: Double = 10

    static func read(_ url: URL, limits: JSONLimits = .standard, pipeWait: Double = pipeWait) throws -> JSONTextBytes {
        let (handle, info) = try openForReading(url, pipeWait: pipeWait)
        defer { try? handle.close() }
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

    /// Opens `url` and checks what it is. The open does not wait for a named pipe's writer, and a pipe that
    /// stays silent for `pipeWait` seconds is given up (a pipe nobody writes to blocked for ever); a device
    /// such as /dev/zero or /dev/urandom, or a socket, is refused: it has no end, or no text. A folder is named
    /// as such. Failures carry the system's own reason (`ELOOP` for a symbolic-link loop, `EACCES`, `ENOENT`).
    static func openForReading(_ url: URL, pipeWait: Double = pipeWait) throws -> (FileHandle, stat) {
        func failure(_ reason: String) -> Failure { Failure(description: "cannot read \(url.path): \(reason)") }
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO:
            guard waitForInput(descriptor, seconds: pipeWait) else {
                throw failure("it is a pipe, and nothing came through it in \(Self.describe(seconds: pipeWait))")
            }
        case S_IFDIR: throw failure("it is a folder, not a file")
        case S_IFCHR, S_IFBLK: throw failure("it is a device, not a file")
        default: throw failure("it is not a file")
        }
        // Reads block again: once a pipe has spoken, its writer may be slow.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (handle, info)
    }

    /// Whether a pipe has bytes, or its writer has closed it, within `seconds` (Linux reports neither while no
    /// writer has opened it).
    private static func waitForInput(_ descriptor: Int32, seconds: Double) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&request, 1, Int32(min(max(seconds, 0), 86_400) * 1000))
        } while ready < 0 && errno == EINTR
        return ready > 0
    }

    private static func describe(seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
