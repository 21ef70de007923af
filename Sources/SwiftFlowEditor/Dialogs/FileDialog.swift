import Foundation
import SwiftFlow

/// The in-window Open and Save As dialog: a folder listing (folders and .json files), parent folder and
/// home buttons, and a path field where Tab completes; Return opens a folder or chooses the file.
struct FileDialog: View {
    @ObservedObject var session: EditorSession
    let mode: FileDialogRequest.Mode
    @State private var browser: FileBrowser
    @State private var path: String
    /// The path field has focus when the dialog opens, its text selected.
    @FocusState private var pathFocused: Bool
    @State private var selection: String?
    @State private var message: String?

    init(session: EditorSession, mode: FileDialogRequest.Mode) {
        self.session = session
        self.mode = mode
        _browser = State(wrappedValue: FileBrowser(directory: session.dialogDirectory, home: session.homeDirectory))
        _path = State(wrappedValue: mode == .saveAs ? session.suggestedFileName(extension: "json") : "")
    }

    private var title: String {
        EditorStrings.text(mode == .open ? "dialog.open.title" : "dialog.saveAs.title")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            HStack(spacing: 6) {
                // The buttons keep their titles; the path takes the room it needs before the spacer and is cut
                // only when the row has no more.
                Button(EditorStrings.text("dialog.parent"), systemImage: "arrow.up") { browser.goToParent() }
                    .layoutPriority(2)
                Button(EditorStrings.text("dialog.home")) { browser.goHome() }.layoutPriority(2)
                Text(browser.directory.path).lineLimit(1).foregroundColor(.secondary).layoutPriority(1)
                Spacer()
            }
            let listing = browser.listing(for: path)
            List(listing.entries, id: \.name, selection: $selection, primaryAction: { activate(entry: $0) }) { entry in
                HStack(spacing: 6) {
                    Image(systemName: entry.isDirectory ? "folder" : "doc")
                    // On one line, cut only when it is wider than the list.
                    Text(entry.isDirectory ? entry.name + "/" : entry.name).lineLimit(1)
                    Spacer()
                }
            }
            .frame(width: 520, height: 260)
            .onChange(of: selection) { _, name in
                if let name, let entry = browser.entries.first(where: { $0.name == name }), !entry.isDirectory {
                    path = entry.name
                }
            }
            if listing.entries.count < listing.matching {
                Text(EditorStrings.text("dialog.listLimited", .int(listing.entries.count), .int(listing.matching)))
                    .foregroundColor(.secondary)
            }
            HStack(spacing: 6) {
                Text(EditorStrings.text("dialog.path"))
                TextField(EditorStrings.text("dialog.path.placeholder"), text: $path)
                    .focused($pathFocused)
                    .onSubmit { submit() }
                    .onKeyPress(KeyCode.tab.rawValue) {
                        path = browser.complete(path)
                        return .handled
                    }
            }
            if let message {
                Text(message).foregroundColor(.red)
            }
            // Reading the path makes this view follow changes made to it in code (Tab completion), which
            // the field, bound to it, does not ask for itself.
            let _ = path
            HStack {
                Spacer()
                Button(EditorStrings.text("button.cancel")) { session.fileDialog = nil }
                    .keyboardShortcut(.cancelAction)
                Button(EditorStrings.text(mode == .open ? "button.open" : "button.save")) { submit() }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding(20)
        .onAppear { pathFocused = true }
        .frame(width: 560)
        .alert(EditorStrings.text("alert.overwrite.title", .string(session.overwriteTarget?.lastPathComponent ?? "")),
               isPresented: Binding(get: { session.overwriteTarget != nil },
                                    set: { if !$0 { session.overwriteTarget = nil } })) {
            let target = session.overwriteTarget
            Button(EditorStrings.text("button.replace"), role: .destructive) {
                if let target { session.saveAs(to: target, confirmedOverwrite: true) }
            }
                .keyboardShortcut(.defaultAction)
            Button(EditorStrings.text("button.cancel"), role: .cancel) {}
        } message: {
            Text(EditorStrings.text("alert.overwrite.message"))
        }
    }

    /// A double click or Return on a row: into a folder, or choose the file.
    private func activate(entry name: String) {
        guard let entry = browser.entries.first(where: { $0.name == name }) else { return }
        if entry.isDirectory {
            browser.go(to: browser.directory.appendingPathComponent(entry.name))
            path = ""
        } else {
            path = entry.name
            submit()
        }
    }

    /// Return in the path field or the Open / Save button: a folder is entered, a file chosen.
    private func submit() {
        message = nil
        let text = path.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            if let name = selection { activate(entry: name) }
            return
        }
        let url = browser.resolve(text)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            browser.go(to: url)
            path = ""
            return
        }
        switch mode {
        case .open:
            guard exists else {
                message = EditorStrings.text("dialog.noSuchFile", .string(text))
                return
            }
            session.chooseFileToOpen(url)
        case .saveAs:
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &folder),
                  folder.boolValue else {
                message = EditorStrings.text("dialog.noSuchFolder", .string(url.deletingLastPathComponent().path))
                return
            }
            let target = url.pathExtension.isEmpty ? url.appendingPathExtension("json") : url
            session.saveAs(to: target)
        }
    }
}
