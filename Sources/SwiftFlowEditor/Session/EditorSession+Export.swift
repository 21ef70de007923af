import Foundation
import SwiftFlow

/// Export Image: the whole graph to PNG, SVG or PDF through the renderer `swiftflow render` uses.
extension EditorSession {
    /// Writes the picture to `url` (format from its extension). The work starts on a later turn of the
    /// run loop, so the dialog's progress line is drawn first; large graphs take a while.
    func export(to url: URL) {
        let nodes = measuredNodes
        let edges = document.edges
        let handles = document.handles
        let scheme: ColorScheme = isDarkMode ? .dark : .light
        exportError = nil
        exportProgress = EditorStrings.text("export.progress", .string(countsText))
        scheduleExport { [weak self] in
            guard let self else { return }
            do {
                try HeadlessRenderer.render(nodes: nodes, edges: edges, handles: handles, to: url,
                                            size: HeadlessRenderer.exportSize(for: nodes), colorScheme: scheme)
                self.document.status = EditorStrings.text("status.exported", .string(url.lastPathComponent))
                self.showsExport = false
            } catch {
                self.exportError = EditorStrings.text("export.failed", .string("\(error)"))
            }
            self.exportProgress = nil
        }
    }

    /// "3 nodes · 1 edge", in the user's language.
    var countsText: String {
        EditorStrings.text("status.counts", .int(document.nodes.count), .int(document.edges.count))
    }

    /// The name Export suggests: the document's, with the format's extension, in its folder.
    func suggestedExportPath(extension pathExtension: String) -> String {
        dialogDirectory.appendingPathComponent(suggestedFileName(extension: pathExtension)).path
    }
}
