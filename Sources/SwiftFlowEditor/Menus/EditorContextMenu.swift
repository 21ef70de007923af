import Foundation
import SwiftFlow

/// The rows of the canvas's context menu for its target: a node, an edge or the empty pane.
struct EditorContextMenu: View {
    let session: EditorSession
    let target: ContextMenuTarget

    var body: some View {
        let commands = session.registry
        switch target {
        case .node(let id):
            Button(EditorStrings.text("context.rename")) { session.startRename(id) }
                .keyboardShortcut(KeyboardShortcut(Keysym.function(2), modifiers: []))
            Button(commands["edit.duplicate"])
            Button(commands["edit.cut"])
            Button(commands["edit.copy"])
            Button(commands["edit.delete"])
            Divider()
            Button(commands["edit.group"])
            Button(commands["edit.ungroup"])
            Divider()
            Button(EditorStrings.text("context.bringToFront")) { session.document.reorder(node: id, toFront: true) }
            Button(EditorStrings.text("context.sendToBack")) { session.document.reorder(node: id, toFront: false) }
        case .edge(let id):
            let edge = session.document.edges.first { $0.id == id }
            Picker(EditorStrings.text("context.edgeType"), selection: Binding(
                get: { edge?.type ?? .default },
                set: { session.setEdgeType(id, $0) }
            )) {
                ForEach(EdgeType.allCases, id: \.self) { type in
                    Text(EditorStrings.text("edgeType.\(type.rawValue)")).tag(type)
                }
            }
            Toggle(EditorStrings.text("context.animated"), isOn: Binding(
                get: { edge?.animated ?? false },
                set: { _ in session.toggleAnimated(id) }
            ))
            Button(EditorStrings.text("context.editLabel")) { session.startEdgeLabelEdit(id) }
            Divider()
            Button(commands["edit.delete"])
        case .pane:
            Button(EditorStrings.text("context.addNode")) { session.addNodeFromContextMenu() }
                .keyboardShortcut(KeyboardShortcut("a", modifiers: .shift))
            Button(commands["edit.paste"])
            Button(commands["edit.selectAll"])
            Button(commands["view.fit"])
        }
    }
}
