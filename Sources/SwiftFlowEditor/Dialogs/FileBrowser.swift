import Foundation
import SwiftFlow

/// One row of a file dialog's listing.
struct FileEntry: Hashable, Identifiable {
    let name: String
    let isDirectory: Bool
    var id: String { name }
}

/// What a file dialog shows and how its path field resolves: a folder's subfolders and `.json` files
/// (hidden ones left out), `~` and relative paths, and shell-style Tab completion.
struct FileBrowser: Equatable {
    /// The folder listed.
    private(set) var directory: URL
    private(set) var entries: [FileEntry] = []
    let home: URL

    init(directory: URL, home: URL) {
        self.home = home.standardizedFileURL
        self.directory = directory.standardizedFileURL
        reload()
    }

    /// Lists `url` (when it is a folder).
    mutating func go(to url: URL) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return
        }
        directory = url.standardizedFileURL
        reload()
    }

    mutating func goToParent() {
        go(to: directory.deletingLastPathComponent())
    }

    mutating func goHome() {
        go(to: home)
    }

    mutating func reload() {
        entries = Self.list(directory)
    }

    /// Folders first, then `.json` files, each sorted by name (case-insensitive); dot files left out.
    static func list(_ directory: URL) -> [FileEntry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let entries = names.filter { !$0.hasPrefix(".") }.compactMap { name -> FileEntry? in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path,
                                                 isDirectory: &isDirectory) else { return nil }
            if isDirectory.boolValue { return FileEntry(name: name, isDirectory: true) }
            return name.lowercased().hasSuffix(".json") ? FileEntry(name: name, isDirectory: false) : nil
        }
        return entries.sorted {
            ($0.isDirectory ? 0 : 1, $0.name.lowercased()) < ($1.isDirectory ? 0 : 1, $1.name.lowercased())
        }
    }

    /// The most rows a dialog lists: a row per entry of a folder with thousands of them would stall the dialog
    /// for seconds (every row is laid out). The path field still reaches, and Tab completes, every entry.
    static let listedLimit = 500

    /// The rows to list while the path field holds `text`, and how many entries they are taken from. A folder
    /// within the limit lists everything; a larger one lists the entries whose name contains `text` (a bare
    /// name, case-insensitive; everything while it is empty or holds a path), the first `listedLimit` of them.
    func listing(for text: String) -> (entries: ArraySlice<FileEntry>, matching: Int) {
        guard entries.count > Self.listedLimit else { return (entries[...], entries.count) }
        let name = text.trimmingCharacters(in: .whitespaces)
        let matching = name.isEmpty || name.contains("/") ? entries
            : entries.filter { $0.name.range(of: name, options: .caseInsensitive) != nil }
        return (matching.prefix(Self.listedLimit), matching.count)
    }

    /// The file or folder `text` names: `~` is the home folder, a relative path starts in `directory`.
    func resolve(_ text: String) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "~" { return home }
        if trimmed.hasPrefix("~/") { return home.appendingPathComponent(String(trimmed.dropFirst(2))).standardizedFileURL }
        if trimmed.hasPrefix("/") { return URL(fileURLWithPath: trimmed).standardizedFileURL }
        return directory.appendingPathComponent(trimmed).standardizedFileURL
    }

    /// Tab: completes the last part of `text` as far as the names in its folder that start with it agree;
    /// one folder gets its "/" so the next Tab goes on inside it. Unchanged when nothing matches.
    func complete(_ text: String) -> String {
        let slash = text.lastIndex(of: "/")
        let head = slash.map { String(text[...$0]) } ?? ""
        let partial = slash.map { String(text[text.index(after: $0)...]) } ?? text
        let folder = head.isEmpty ? directory : resolve(head)
        let candidates = Self.list(folder).filter { $0.name.hasPrefix(partial) }
        guard let first = candidates.first else { return text }
        var common = first.name
        for candidate in candidates.dropFirst() {
            common = String(common.commonPrefix(with: candidate.name))
        }
        if candidates.count == 1, first.isDirectory { common += "/" }
        return head + common
    }
}
