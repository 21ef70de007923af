import Foundation
import SwiftFlow

/// Export Image…: a path and a format (PNG, SVG or PDF; the picker and the path's extension follow each
/// other), a progress line while the picture is written.
struct ExportDialog: View {
    @ObservedObject var session: EditorSession
    @State private var path: String
    /// The path field has focus when the dialog opens, its text selected.
    @FocusState private var pathFocused: Bool
    @State private var format: String = "png"

    static let formats = ["png", "svg", "pdf"]

    init(session: EditorSession) {
        self.session = session
        _path = State(wrappedValue: session.suggestedExportPath(extension: "png"))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(EditorStrings.text("dialog.export.title")).font(.headline)
            Text(EditorStrings.text("dialog.export.summary", .string(session.countsText)))
                .foregroundColor(.secondary)
            HStack(spacing: 6) {
                Text(EditorStrings.text("dialog.path"))
                TextField(EditorStrings.text("dialog.path.placeholder"), text: $path)
                    .focused($pathFocused)
                    .onSubmit { export() }
            }
            Picker(EditorStrings.text("dialog.export.format"), selection: $format) {
                ForEach(Self.formats, id: \.self) { format in
                    Text(format.uppercased()).tag(format)
                }
            }
            .pickerStyle(.segmented)
            .onChange(of: format) { _, newFormat in path = Self.path(path, withExtension: newFormat) }
            .onChange(of: path) { _, newPath in
                let ext = URL(fileURLWithPath: newPath).pathExtension.lowercased()
                if Self.formats.contains(ext), ext != format { format = ext }
            }
            if let progress = session.exportProgress {
                HStack(spacing: 8) {
                    ProgressView()
                    Text(progress)
                }
            }
            if let error = session.exportError {
                Text(error).foregroundColor(.red)
            }
            HStack {
                Spacer()
                Button(EditorStrings.text("button.cancel")) { session.showsExport = false }
                    .keyboardShortcut(.cancelAction)
                Button(EditorStrings.text("button.export")) { export() }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
                    .disabled(session.exportProgress != nil)
            }
        }
        .padding(20)
        .onAppear { pathFocused = true }
        .frame(width: 520)
    }

    /// `path` with its extension replaced by `ext` (added when it has none).
    static func path(_ path: String, withExtension ext: String) -> String {
        let url = URL(fileURLWithPath: path)
        let current = url.pathExtension.lowercased()
        guard current != ext else { return path }
        let stem = formats.contains(current) ? String(path.dropLast(current.count + 1)) : path
        return stem + "." + ext
    }

    private func export() {
        guard session.exportProgress == nil else { return }
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        let expanded = trimmed.hasPrefix("~/") ? session.homeDirectory.appendingPathComponent(String(trimmed.dropFirst(2))).path
            : trimmed
        let absolute = expanded.hasPrefix("/") ? expanded : session.dialogDirectory.appendingPathComponent(expanded).path
        let withExtension = Self.path(absolute, withExtension: format)
        path = withExtension
        session.export(to: URL(fileURLWithPath: withExtension))
    }
}
