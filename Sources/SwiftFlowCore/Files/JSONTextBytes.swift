import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of a JSON text: in memory, or mapped from a private copy of the file on disk.
///
/// An open graph keeps its file's text for byte-identical saves of everything the model does not read. In
/// memory that is the file's size again (163 MB for a 100,000-node file). A big file is therefore copied into
/// an unnamed file of the process's own in the file's folder (`O_TMPFILE`: nothing else can open or change
/// it, and the kernel frees it when the process ends, `kill -9` included) and mapped read-only. Its text then
/// lives in the page cache, which the kernel can write out and drop; `releasePages()` takes the pages a pass
/// over the text touched (parse, decode, a save) out of the process's resident memory again, so reading a
/// label later faults one page back in. The original file is never mapped: another program may rewrite it in
/// place while it is open, which would change (or, truncated, fault) a mapping of it under the reader.
public final class JSONTextBytes: @unchecked Sendable {
    /// How much of the text a pass reads between releases of its pages (parse, save).
    static let releaseStride = 16 << 20

    /// Files smaller than this are read into memory: their text costs little, and a copy would cost a file.
    static let mappingThreshold = 4 << 20

    public let count: Int
    private let heap: [UInt8]
    /// The mapping, when the text is mapped (never written; unmapped on deinit).
    private let mapping: UnsafeMutableRawPointer?

    public init(_ bytes: [UInt8]) {
        heap = bytes
        count = bytes.count
        mapping = nil
    }

    private init(mapping: UnsafeMutableRawPointer, count: Int) {
        heap = []
        self.count = count
        self.mapping = mapping
    }

    deinit {
        if let mapping { munmap(mapping, count) }
    }

    /// Whether the text is mapped from a private copy on disk rather than held in memory.
    public var isMapped: Bool { mapping != nil }

    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard let mapping else { return try heap.withUnsafeBufferPointer(body) }
        return try body(UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Drops the mapped pages from the process's resident memory; they stay in the page cache (or on disk)
    /// and are read back on the next access. Nothing to do for text in memory.
    func releasePages() {
        releasePages(before: count)
    }

    /// Drops the mapped pages wholly before `offset` (a pass that moves forward lets go of what it passed).
    func releasePages(before offset: Int) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = offset >= count ? count : offset / page * page
        if length > 0 { madvise(mapping, length, MADV_DONTNEED) }
    }

    /// Drops the mapped pages wholly inside `start..<end` (a pass over one part of the text, while another
    /// thread reads elsewhere, lets go of only what it passed).
    func releasePages(from start: Int, before end: Int) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let low = (start + page - 1) / page * page
        let high = min(end, count) / page * page
        if high > low { madvise(mapping + low, high - low, MADV_DONTNEED) }
    }

    /// A mapped private copy of the open file `descriptor` (read from its start to its end), made in `folder`;
    /// nil when the file is small, the folder is held in memory (tmpfs: the copy would be memory too), the file
    /// grew past `limit`, or any step fails (no `O_TMPFILE` support, a read-only folder, a full disk) — the
    /// caller then reads the file into memory as before (and reports a file over the limit).
    static func privateCopy(of descriptor: Int32, size: Int, folder: String, limit: Int) -> JSONTextBytes? {
        guard size >= mappingThreshold, !FolderStorage.isHeldInMemory(folder) else { return nil }
        // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`; Glibc's module does not export it.
        let copy = open(folder, 0o20000000 | O_DIRECTORY | O_RDWR, 0o600)
        guard copy >= 0 else { return nil }
        defer { close(copy) }
        // With an offset of its own, sendfile leaves the descriptor's position at 0 for the caller's fallback.
        var offset = off_t(0)
        while true {
            let sent = sendfile(copy, descriptor, &offset, 1 << 30)
            if sent < 0, errno == EINTR { continue }
            guard sent >= 0 else { return nil }
            if sent == 0 { break }
            // A file that grew since it was measured is copied to its end, within the limit.
            guard Int(offset) <= limit else { return nil }
        }
        let length = Int(offset)
        guard length > 0 else { return nil }
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, copy, 0),
              base != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        return JSONTextBytes(mapping: base, count: length)
    }
}

/// Whether a folder's files are held in memory (tmpfs, ramfs), from the mount table.
enum FolderStorage {
    static func isHeldInMemory(_ folder: String) -> Bool {
        guard let table = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return true }
        let path = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        var best = ""
        var bestType = ""
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            // Spaces in mount points are written as \040.
            let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
            let inside = point == "/" || path == point || path.hasPrefix(point + "/")
            // The last of equally long matches is the mount on top.
            if inside, point.count >= best.count {
                best = point
                bestType = String(fields[2])
            }
        }
        return bestType.isEmpty || ["tmpfs", "ramfs", "devtmpfs"].contains(bestType)
    }
}
