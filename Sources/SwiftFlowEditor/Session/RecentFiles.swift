import Foundation
import SwiftFlow

/// The files opened or saved lately, newest first, kept in `$XDG_STATE_HOME/swiftflow/recent-files`
/// (`~/.local/state/swiftflow` when the variable is unset), one absolute path a line.
@MainActor
final class RecentFiles: ObservableObject {
    /// How many paths are kept.
    static let limit = 10
    /// The folder holding the list.
    let directory: URL
    @Published private(set) var urls: [URL] = []

    private var fileURL: URL { directory.appendingPathComponent("recent-files") }

    init(directory: URL) {
        self.directory = directory
        load()
    }

    /// The folder the XDG base directory rules give for `environment`.
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                 home: URL = HomeFolder.resolve()) -> URL {
        // XDG says relative paths in the variable are invalid and must be ignored.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("swiftflow")
        }
        return home.appendingPathComponent(".local/state/swiftflow")
    }

    /// Puts `url` first (moving it up if listed) and saves the list; files that no longer exist drop out.
    func add(_ url: URL) {
        let path = url.standardizedFileURL.path
        urls = [url.standardizedFileURL] + urls.filter { $0.path != path }
        urls = Array(urls.filter { FileManager.default.fileExists(atPath: $0.path) }.prefix(Self.limit))
        save()
    }

    private func load() {
        guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else { return }
        urls = text.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .prefix(Self.limit).map { $0 }
    }

    /// Writes the list; a state folder that cannot be written only costs the list, never the edit.
    private func save() {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = urls.map(\.path).joined(separator: "\n") + "\n"
        try? Data(text.utf8).write(to: fileURL, options: .atomic)
    }
}
