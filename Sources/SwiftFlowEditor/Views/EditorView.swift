import Foundation
import SwiftFlow

/// The editor window: the menu bar, a toolbar, the canvas (with the inspector beside it when shown) and a
/// status line; dialogs and alerts open above it.
struct EditorView: View {
    @ObservedObject var session: EditorSession

    var body: some View {
        let document = session.document
        VStack(spacing: 0) {
            EditorMenuBar(session: session, recentFiles: session.recentFiles)
            Divider()
            // F6 / Shift+F6 cycle the keyboard between the toolbar, the canvas and the inspector.
            EditorToolbar(session: session).focusSection()
            Divider()
            HStack(spacing: 0) {
                EditorCanvasArea(session: session, document: document).focusSection()
                if session.showsInspector {
                    Divider()
                    InspectorPanel(session: session, document: document)
                        .frame(width: InspectorPanel.width)
                        .focusSection()
                }
            }
            Divider()
            HStack {
                // Wraps: a failure's reason comes last and must not be cut off. The zoom and the counts stay whole
                // on one line.
                Text(session.statusLine).lineLimit(4).font(.caption)
                Spacer()
                ZoomLabel(level: document.zoomLevel).font(.caption).foregroundColor(.secondary).lineLimit(1)
                // While a file loads the counts would be the placeholder's (0 nodes · 0 edges).
                if session.loading == nil {
                    Text(EditorStrings.text("status.counts", .int(document.nodes.count), .int(document.edges.count)))
                        .font(.caption).foregroundColor(.secondary).lineLimit(1)
                }
            }
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
        }
        .commands(session.registry)
        .editorDialogs(session)
        // What the canvas announces (selections, connections, deletions, undo) shows in the status line too.
        .onAnnouncement { session.document.announce($0) }
    }
}

/// Buttons for the commands used most, each running the registry's command.
private struct EditorToolbar: View {
    @ObservedObject var session: EditorSession

    var body: some View {
        HStack(spacing: 6) {
            button("file.save", "toolbar.save", "square.and.arrow.down")
            Divider().frame(height: 18)
            button("edit.undo", "toolbar.undo", "arrow.uturn.backward")
            button("edit.redo", "toolbar.redo", "arrow.uturn.forward")
            Divider().frame(height: 18)
            button("view.zoomIn", "toolbar.zoomIn", "plus.magnifyingglass")
            button("view.zoomOut", "toolbar.zoomOut", "minus.magnifyingglass")
            button("view.fit", "toolbar.fitView", "arrow.up.left.and.arrow.down.right")
            Divider().frame(height: 18)
            button("edit.addNode", "toolbar.addNode", "plus")
            button("view.inspector", "toolbar.inspector", "info.circle")
            Spacer()
            // One line always: a wrapped long file name would move the canvas down.
            Text(session.toolbarTitle)
                .lineLimit(1)
                .foregroundColor(.secondary)
        }
        .controlSize(.small)
        .padding(.horizontal, 8)
        .padding(.vertical, 5)
    }

    private func button(_ command: String, _ title: String, _ icon: String) -> some View {
        let registry = session.registry
        // Labels on one line, laid out before the file name: in a narrow window the name gives way rather than
        // a label wrapping ("Inspect" / "or").
        return Button(EditorStrings.text(title), systemImage: icon) { registry.perform(command) }
            .disabled(!registry.isEnabled(command))
            .lineLimit(1)
            .layoutPriority(1)
    }
}

extension View {
    /// The "Save changes?" and error alerts and the file, export and shortcut dialogs.
    func editorDialogs(_ session: EditorSession) -> some View {
        let name = session.document.displayName
        return self
            .alert(EditorStrings.text("alert.unsaved.title", .string(name)), isPresented: Binding(
                get: { session.pendingAction != nil }, set: { _ in }
            )) {
                Button(EditorStrings.text("button.save")) { session.answerSave() }
                Button(EditorStrings.text("button.dontSave"), role: .destructive) { session.answerDontSave() }
                Button(EditorStrings.text("button.cancel"), role: .cancel) { session.answerCancel() }
            } message: {
                Text(EditorStrings.text("alert.unsaved.message"))
            }
            .alert(EditorStrings.text("alert.error.title"), isPresented: Binding(
                get: { session.errorMessage != nil }, set: { if !$0 { session.errorMessage = nil } }
            )) {
                Button(EditorStrings.text("button.ok")) {}
            } message: {
                Text(session.errorMessage ?? "")
            }
            .recoveryDialogs(session)
            .sheet(isPresented: Binding(get: { session.fileDialog != nil },
                                        set: { if !$0 { session.fileDialog = nil } })) {
                FileDialog(session: session, mode: session.fileDialog?.mode ?? .open)
            }
            .sheet(isPresented: Binding(get: { session.showsExport }, set: { session.showsExport = $0 })) {
                ExportDialog(session: session)
            }
            .sheet(isPresented: Binding(get: { session.showsShortcuts }, set: { session.showsShortcuts = $0 })) {
                ShortcutsSheet(bindings: session.registry.keyBindings)
            }
    }
}
