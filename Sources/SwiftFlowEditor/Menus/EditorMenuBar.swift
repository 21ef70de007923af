import Foundation
import SwiftFlow

/// File, Edit, View and Help, on the session's command registry.
struct EditorMenuBar: View {
    @ObservedObject var session: EditorSession
    @ObservedObject var recentFiles: RecentFiles

    var body: some View {
        let commands = session.registry
        MenuBar {
            Menu(EditorStrings.text("menu.file.title")) {
                Button(commands["file.new"])
                Button(commands["file.open"])
                Menu(EditorStrings.text("menu.openRecent")) {
                    ForEach(recentFiles.urls, id: \.self) { url in
                        Button(url.path) { session.proceed(.open(url)) }
                    }
                }
                .disabled(recentFiles.urls.isEmpty)
                Divider()
                Button(commands["file.save"])
                Button(commands["file.saveAs"])
                Button(commands["file.export"])
                Divider()
                Button(commands["file.close"])
                Button(commands["file.quit"])
            }
            Menu(EditorStrings.text("menu.edit.title")) {
                Button(commands["edit.undo"])
                Button(commands["edit.redo"])
                Divider()
                Button(commands["edit.cut"])
                Button(commands["edit.copy"])
                Button(commands["edit.paste"])
                Button(commands["edit.duplicate"])
                Button(commands["edit.delete"])
                Divider()
                Button(commands["edit.group"])
                Button(commands["edit.ungroup"])
                Divider()
                Button(commands["edit.selectAll"])
                Button(commands["edit.addNode"])
                Button(commands["edit.rename"])
            }
            Menu(EditorStrings.text("menu.view.title")) {
                Button(commands["view.zoomIn"])
                Button(commands["view.zoomOut"])
                Button(commands["view.actualSize"])
                Button(commands["view.fit"])
                Divider()
                Toggle(EditorStrings.text("command.view.miniMap"), isOn: $session.showsMiniMap)
                    .keyboardShortcut("m")
                Toggle(EditorStrings.text("command.view.inspector"), isOn: $session.showsInspector)
                    .keyboardShortcut("i")
                Toggle(EditorStrings.text("command.view.darkMode"), isOn: $session.isDarkMode)
            }
            Menu(EditorStrings.text("menu.help.title")) {
                Button(commands["help.shortcuts"])
            }
        }
    }
}
