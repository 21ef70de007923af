import Foundation
import SwiftFlow

/// The editor's commands: the menu bar, context menus, toolbar buttons and keys all run these, and the
/// Keyboard Shortcuts sheet lists their keys.
extension EditorSession {
    private func command(_ id: String, _ category: String, _ shortcut: KeyboardShortcut? = nil,
                         alternates: [KeyboardShortcut] = [], isEnabled: @escaping () -> Bool = { true },
                         action: @escaping () -> Void) -> Command {
        // While a file loads, the document behind the progress panel is a placeholder its arrival replaces:
        // an edit made to it (a paste, a new node) or a save of it would be lost or would write the wrong graph.
        let enabled = category == "edit" || Self.savingCommands.contains(id)
            ? { [weak self] in self?.loading == nil && isEnabled() } : isEnabled
        return Command(id, title: EditorStrings.text("command.\(id)"), category: EditorStrings.text("menu.\(category)"),
                       shortcut: shortcut, alternateShortcuts: alternates, isEnabled: enabled, action: action)
    }

    /// The file commands that write the open document out.
    private static let savingCommands: Set<String> = ["file.save", "file.saveAs", "file.export"]

    func registerCommands() {
        registry.register(fileCommands() + editCommands() + viewCommands() + [
            command("help.shortcuts", "help", KeyboardShortcut(Keysym.function(1), modifiers: [])) { [weak self] in
                self?.showsShortcuts = true
            },
        ])
    }

    private func fileCommands() -> [Command] {
        let shifted: EventModifiers = [.control, .shift]
        return [
            command("file.new", "file", KeyboardShortcut("n")) { [weak self] in self?.proceed(.new) },
            command("file.open", "file", KeyboardShortcut("o")) { [weak self] in self?.proceed(.showOpenDialog) },
            command("file.save", "file", KeyboardShortcut("s")) { [weak self] in self?.save() },
            command("file.saveAs", "file", KeyboardShortcut("s", modifiers: shifted)) { [weak self] in
                self?.fileDialog = FileDialogRequest(mode: .saveAs)
            },
            command("file.export", "file", KeyboardShortcut("e"),
                    isEnabled: { [weak self] in !(self?.document.nodes.isEmpty ?? true) }) { [weak self] in
                self?.showsExport = true
            },
            command("file.close", "file", KeyboardShortcut("w")) { [weak self] in self?.proceed(.close) },
            command("file.quit", "file", KeyboardShortcut("q")) { [weak self] in self?.proceed(.quit) },
        ]
    }

    private func editCommands() -> [Command] {
        let shifted: EventModifiers = [.control, .shift]
        let selection: () -> Bool = { [weak self] in self?.hasSelection ?? false }
        let selectedNodes: () -> Bool = { [weak self] in !(self?.selectedNodes.isEmpty ?? true) }
        return [
            command("edit.undo", "edit", KeyboardShortcut("z"),
                    isEnabled: { [weak self] in self?.instance.canUndo ?? false }) { [weak self] in
                self?.instance.undo()
            },
            command("edit.redo", "edit", KeyboardShortcut("z", modifiers: shifted), alternates: [KeyboardShortcut("y")],
                    isEnabled: { [weak self] in self?.instance.canRedo ?? false }) { [weak self] in
                self?.instance.redo()
            },
            command("edit.cut", "edit", KeyboardShortcut("x"), isEnabled: selectedNodes) { [weak self] in
                self?.instance.cut()
            },
            command("edit.copy", "edit", KeyboardShortcut("c"), isEnabled: selectedNodes) { [weak self] in
                self?.instance.copy()
            },
            command("edit.paste", "edit", KeyboardShortcut("v")) { [weak self] in self?.instance.paste() },
            command("edit.duplicate", "edit", KeyboardShortcut("d"), isEnabled: selectedNodes) { [weak self] in
                self?.document.duplicateSelection()
            },
            command("edit.group", "edit", KeyboardShortcut("g"), isEnabled: selectedNodes) { [weak self] in
                self?.groupSelection()
            },
            command("edit.ungroup", "edit", KeyboardShortcut("g", modifiers: shifted),
                    isEnabled: { [weak self] in self?.canUngroup ?? false }) { [weak self] in
                self?.ungroupSelection()
            },
            command("edit.delete", "edit", KeyboardShortcut(KeyCode.forwardDelete.rawValue, modifiers: []),
                    alternates: [KeyboardShortcut(KeyCode.backspace.rawValue, modifiers: [])],
                    isEnabled: selection) { [weak self] in
                self?.deleteSelection()
            },
            command("edit.selectAll", "edit", KeyboardShortcut("a"),
                    isEnabled: { [weak self] in !(self?.document.nodes.isEmpty ?? true) }) { [weak self] in
                self?.instance.selectAll()
            },
            command("edit.addNode", "edit", KeyboardShortcut("a", modifiers: .shift)) { [weak self] in
                self?.openPaletteAtPointer()
            },
            command("edit.rename", "edit", KeyboardShortcut(Keysym.function(2), modifiers: []),
                    isEnabled: { [weak self] in self?.selectedNodes.count == 1 }) { [weak self] in
                guard let self, let node = self.selectedNodes.first else { return }
                self.startRename(node.id)
            },
            command("edit.contextMenu", "edit", KeyboardShortcut(Keysym.menu, modifiers: []),
                    alternates: [KeyboardShortcut(Keysym.function(10), modifiers: .shift)]) { [weak self] in
                self?.openContextMenuForSelection()
            },
        ]
    }

    private func viewCommands() -> [Command] {
        [
            command("view.zoomIn", "view", KeyboardShortcut(Keysym.plus),
                    alternates: [KeyboardShortcut(Keysym.equal), KeyboardShortcut(Keysym.keypadAdd)]) { [weak self] in
                self?.instance.zoomIn(animated: true)
            },
            command("view.zoomOut", "view", KeyboardShortcut(Keysym.minus),
                    alternates: [KeyboardShortcut(Keysym.keypadSubtract)]) { [weak self] in
                self?.instance.zoomOut(animated: true)
            },
            command("view.actualSize", "view", KeyboardShortcut("0")) { [weak self] in
                self?.instance.zoomTo(1, animated: true)
            },
            command("view.fit", "view", KeyboardShortcut("1")) { [weak self] in
                self?.instance.fitView(animated: true)
            },
            command("view.inspector", "view", KeyboardShortcut("i")) { [weak self] in
                self?.showsInspector.toggle()
            },
            command("view.miniMap", "view", KeyboardShortcut("m")) { [weak self] in
                self?.showsMiniMap.toggle()
            },
        ]
    }

    /// Puts the selected nodes into a new group node (one undo step).
    func groupSelection() {
        document.groupSelection(lookup: NodeLookup(nodes: measuredNodes))
    }

    /// Whether a selected node has children (Ungroup dissolves it) or a parent (Ungroup detaches it).
    var canUngroup: Bool {
        let selected = Set(selectedNodes.map(\.id))
        return !selected.isEmpty && document.nodes.contains { node in
            node.parentId.map { selected.contains($0) || selected.contains(node.id) } ?? false
        }
    }

    /// Dissolves the selected groups and detaches selected children from their groups, keeping every node where
    /// it is on the canvas (one undo step).
    func ungroupSelection() {
        document.ungroupSelection(lookup: NodeLookup(nodes: measuredNodes))
    }

    /// The nodes the inspector's Parent menu offers for node `id` (read when the menu opens), each with its
    /// title: "Label (id)", or the id alone when the node has no other label; `filter` as the document's.
    func parentChoices(for id: String, limit: Int,
                       filter: String = "") -> (choices: [(id: String, title: String)], more: Int) {
        let lookup = NodeLookup(nodes: measuredNodes)
        let (ids, more) = document.parentChoices(for: id, lookup: lookup, limit: limit, filter: filter)
        return (ids.map { id in
            let label = lookup.node(id)?.data.nodeLabel ?? ""
            return (id, label.isEmpty || label == id ? id : "\(label) (\(id))")
        }, more)
    }

    /// Puts node `id` inside `parent` (nil: top level) where it is on the canvas (one undo step).
    func setParent(of id: String, to parent: String?) {
        document.setParent(of: id, to: parent, lookup: NodeLookup(nodes: measuredNodes))
    }

    /// Deletes the selected nodes and edges as the Delete key does (one undo step).
    func deleteSelection() {
        instance.deleteElements(nodeIds: selectedNodes.map(\.id), edgeIds: selectedEdges.map(\.id))
    }
}
