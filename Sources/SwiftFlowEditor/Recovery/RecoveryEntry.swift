import Foundation
import SwiftFlow

/// One recovery file: unsaved work of an editor that ended without saving it.
///
/// The file is a one-line JSON header, a newline, then exactly the bytes a save would have written (the graph in
/// its format, inside the opened file's wrapper if it had one), so restoring reads it like the file itself.
struct RecoveryEntry: Equatable, Sendable {
    /// What the header records.
    struct Header: Codable, Equatable, Sendable {
        /// Recognises the file and its layout.
        var swiftflowRecovery = 1
        /// The absolute path of the file the work belongs to; nil for untitled work.
        var file: String?
        /// The graph's format (`swiftflow` or `reactFlow`), for a person reading the folder.
        var format: String
        /// The keys from the file's wrapper object to the flow (empty: the file is the flow).
        var wrapper: [String]
        /// The editor that wrote it; its entry is only offered once that process has ended.
        var pid: Int32
        /// When it was written, seconds since 1970.
        var written: Double
    }

    /// The recovery file itself.
    let url: URL
    let header: Header

    /// The file the work belongs to, or nil for untitled work.
    var fileURL: URL? { header.file.map { URL(fileURLWithPath: $0) } }
    var written: Date { Date(timeIntervalSince1970: header.written) }

    /// The recovery file's bytes for `contents` under `header`.
    static func encode(_ header: Header, contents: Data) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(header)
        data.append(0x0A)
        data.append(contents)
        return data
    }

    /// Reads the header of the recovery file at `url`; nil when it is not one.
    static func read(_ url: URL) -> RecoveryEntry? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        // The header is a line of a few hundred bytes; read no more than needed to find it.
        var line = Data()
        while line.count < 1 << 20, let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty {
            if let newline = chunk.firstIndex(of: 0x0A) {
                line.append(chunk[chunk.startIndex..<newline])
                guard let header = try? JSONDecoder().decode(Header.self, from: line),
                      header.swiftflowRecovery == 1 else { return nil }
                return RecoveryEntry(url: url, header: header)
            }
            line.append(chunk)
        }
        return nil
    }

    /// The bytes after the header: what a save would have written.
    func contents() throws -> Data {
        let data = try Data(contentsOf: url)
        guard let newline = data.firstIndex(of: 0x0A) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return data[data.index(after: newline)...]
    }

    /// The graph, read as its file would be, for the document to restore.
    func load() throws -> EditorFile {
        try EditorFile.decode([UInt8](contents()), url: fileURL ?? url)
    }
}
