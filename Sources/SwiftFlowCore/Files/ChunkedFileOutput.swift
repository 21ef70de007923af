#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file open for writing that a save streams its text into, a piece at a time, so that a save never holds the
/// whole text in memory (for a 100,000-node file the text is 160 MB, and a `Data` copy of it as much again).
///
/// `AtomicFileWriter.write(to:overwritingReadOnly:streaming:)` opens one on its temporary file. Write errors do
/// not throw from deep inside the writer: the first one is kept in `failure`, later writes are skipped, and
/// the atomic writer reports it (the target file is then untouched).
public final class ChunkedFileOutput {
    /// How much text a writer gathers before handing it to the file.
    public static let pieceBytes = 1 << 20

    private let descriptor: Int32
    /// Why a write failed (the system's words), if one did.
    public private(set) var failure: String?
    /// How many bytes were written so far.
    public private(set) var byteCount = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `bytes`, resuming after partial writes and interruptions.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, var base = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, base, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            if written == 0 {
                failure = "the file accepted no more bytes"
                return
            }
            remaining -= written
            byteCount += written
            base += written
        }
    }
}

/// The system's `write(2)` (inside `ChunkedFileOutput` the name means its own method).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
