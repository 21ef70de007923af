import Foundation
import SwiftFlow

/// The toolkit's window layers on one screen (`SwiftFlowUIDemo --layers`): a menu bar on a command
/// registry, a context menu, an inspector of controls, a list, an alert and a sheet generated from the
/// registry. Every action writes a line to standard output, so a driver can follow it.
struct LayersDemoView: View {
    @ObservedObject var model: LayersDemoModel

    var body: some View {
        VStack(spacing: 0) {
            DemoMenuBar(model: model)
            HStack(alignment: .top, spacing: 16) {
                DemoCanvas(model: model)
                DemoInspector(model: model)
            }
            .padding(16)
            HStack {
                Text(model.status).foregroundColor(.secondary)
                Spacer()
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 10)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .commands(model.registry)
        .alert("Save changes to “welcome.json”?", isPresented: $model.isAskingToSave) {
            Button("Save") { model.report("saved") }
            Button("Don't Save", role: .destructive) { model.report("discarded") }
            Button("Cancel", role: .cancel) { model.report("cancelled") }
        } message: {
            Text("Your changes will be lost if you don't save them.")
        }
        .sheet(isPresented: $model.showsShortcuts) {
            ShortcutsSheet(bindings: model.registry.keyBindings)
        }
    }
}

/// The demo's state and its commands.
@MainActor
final class LayersDemoModel: ObservableObject {
    @Published var status = "Ready"
    @Published var isAskingToSave = false
    @Published var showsShortcuts = false
    @Published var showsMiniMap = true
    @Published var edgeType = "bezier"
    @Published var label = "Start"
    @Published var x = 120.0
    @Published var y = 80.0
    @Published var width = 3
    @Published var file: String? = "welcome.json"
    @Published var hasSelection = true
    let registry = CommandRegistry()
    let files = ["welcome.json", "flowise-chatflow.json", "react-flow-sample.json", "pipeline.json",
                 "state-machine.json", "notes.json", "empty.json"]

    init() {
        registerCommands()
    }

    /// Shows `message` in the status line and writes it to standard output.
    func report(_ message: String) {
        status = message
        FileHandle.standardOutput.write(Data("\(message)\n".utf8))
    }

    private func command(_ id: String, _ title: String, _ category: String, _ shortcut: KeyboardShortcut?,
                         isEnabled: @escaping () -> Bool = { true }, action: (() -> Void)? = nil) -> Command {
        Command(id, title: title, category: category, shortcut: shortcut, isEnabled: isEnabled,
                action: action ?? { [weak self] in self?.report(MenuTitle(title).text) })
    }

    private func registerCommands() {
        let shift: EventModifiers = [.control, .shift]
        let selected: () -> Bool = { [weak self] in self?.hasSelection ?? false }
        let commands: [Command] = [
            command("file.new", "&New", "File", KeyboardShortcut("n")),
            command("file.open", "&Open…", "File", KeyboardShortcut("o")),
            command("file.save", "&Save", "File", KeyboardShortcut("s")),
            command("file.saveAs", "Save &As…", "File", KeyboardShortcut("s", modifiers: shift)),
            command("file.export", "&Export Image…", "File", KeyboardShortcut("e")),
            command("file.close", "&Close", "File", KeyboardShortcut("w"), action: { [weak self] in
                self?.isAskingToSave = true
            }),
            command("file.quit", "&Quit", "File", KeyboardShortcut("q")),
            command("edit.undo", "&Undo", "Edit", KeyboardShortcut("z"), isEnabled: { false }),
            command("edit.redo", "&Redo", "Edit", KeyboardShortcut("z", modifiers: shift)),
            command("edit.cut", "Cu&t", "Edit", KeyboardShortcut("x"), isEnabled: selected),
            command("edit.copy", "&Copy", "Edit", KeyboardShortcut("c"), isEnabled: selected),
            command("edit.paste", "&Paste", "Edit", KeyboardShortcut("v")),
            command("edit.duplicate", "&Duplicate", "Edit", KeyboardShortcut("d"),
                    isEnabled: selected),
            command("edit.delete", "De&lete", "Edit", KeyboardShortcut(KeyCode.forwardDelete.rawValue, modifiers: []),
                    isEnabled: selected),
            command("edit.selectAll", "Select &All", "Edit", KeyboardShortcut("a")),
            command("view.zoomIn", "Zoom &In", "View", KeyboardShortcut(Keysym.plus)),
            command("view.zoomOut", "Zoom &Out", "View", KeyboardShortcut(Keysym.minus)),
            command("view.actualSize", "&Actual Size", "View", KeyboardShortcut("0")),
            command("view.fit", "&Fit View", "View", KeyboardShortcut("1")),
            command("help.shortcuts", "&Keyboard Shortcuts", "Help", KeyboardShortcut(Keysym.function(1), modifiers: []),
                    action: { [weak self] in self?.showsShortcuts = true }),
        ]
        registry.register(commands)
    }
}

/// File, Edit, View and Help, all on the registry's commands.
private struct DemoMenuBar: View {
    @ObservedObject var model: LayersDemoModel

    var body: some View {
        let commands = model.registry
        MenuBar {
            Menu("&File") {
                Button(commands["file.new"])
                Button(commands["file.open"])
                Menu("Open &Recent") {
                    ForEach(model.files.prefix(4), id: \.self) { file in
                        Button(file) { model.report("open \(file)") }
                    }
                }
                Divider()
                Button(commands["file.save"])
                Button(commands["file.saveAs"])
                Button(commands["file.export"])
                Divider()
                Button(commands["file.close"])
                Button(commands["file.quit"])
            }
            Menu("&Edit") {
                Button(commands["edit.undo"])
                Button(commands["edit.redo"])
                Divider()
                Button(commands["edit.cut"])
                Button(commands["edit.copy"])
                Button(commands["edit.paste"])
                Button(commands["edit.duplicate"])
                Button(commands["edit.delete"])
                Divider()
                Button(commands["edit.selectAll"])
            }
            Menu("&View") {
                Button(commands["view.zoomIn"])
                Button(commands["view.zoomOut"])
                Button(commands["view.actualSize"])
                Button(commands["view.fit"])
                Divider()
                Toggle("&Mini Map", isOn: $model.showsMiniMap)
                Picker("Edge &Type", selection: $model.edgeType) {
                    ForEach(["bezier", "smoothstep", "step", "straight", "simplebezier"], id: \.self) { type in
                        Text(type).tag(type)
                    }
                }
            }
            Menu("&Help") {
                Button(commands["help.shortcuts"])
            }
        }
    }
}

/// A stand-in for a canvas: right-click or the Menu key opens a node's context menu.
private struct DemoCanvas: View {
    @ObservedObject var model: LayersDemoModel

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Theme.textFieldBackground)
            VStack(spacing: 8) {
                Text(model.label).font(.headline)
                Text("Right-click for the node menu").foregroundColor(.secondary)
            }
            .frame(width: 220, height: 90)
            .background(RoundedRectangle(cornerRadius: 8).fill(Theme.controlBackground))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Theme.controlBorder, lineWidth: 1))
        }
        .frame(width: 520, height: 420)
        .contextMenu {
            Button("Rename") { model.report("rename") }.keyboardShortcut(KeyboardShortcut(Keysym.function(2), modifiers: []))
            Button(model.registry["edit.duplicate"])
            Button(model.registry["edit.cut"])
            Button(model.registry["edit.copy"])
            Button(model.registry["edit.delete"])
            Divider()
            Button("Bring to Front") { model.report("bring to front") }
            Button("Send to Back") { model.report("send to back") }
        }
    }
}

/// Controls as an inspector shows them.
private struct DemoInspector: View {
    @ObservedObject var model: LayersDemoModel

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Inspector").font(.headline)
            TextField("Label", text: $model.label)
            HStack {
                Text("x")
                TextField("x", value: $model.x, format: .number).frame(width: 80)
                Text("y")
                TextField("y", value: $model.y, format: .number).frame(width: 80)
            }
            Picker("Edge", selection: $model.edgeType) {
                Text("Bezier").tag("bezier")
                Text("Step").tag("step")
                Text("Straight").tag("straight")
            }
            .pickerStyle(.segmented)
            Picker("Type", selection: $model.edgeType) {
                Text("Bezier").tag("bezier")
                Text("Smooth step").tag("smoothstep")
                Text("Step").tag("step")
                Text("Straight").tag("straight")
            }
            Stepper("Stroke width \(model.width)", value: $model.width, in: 1...8)
            Toggle("Node selected", isOn: $model.hasSelection)
            List(model.files, id: \.self, selection: $model.file, primaryAction: { model.report("open \($0)") }) { file in
                Text(file)
            }
            .frame(height: 110)
            HStack {
                Button("Close…") { model.isAskingToSave = true }
                Button(model.registry["help.shortcuts"])
            }
        }
        .frame(width: 300)
    }
}

/// The keyboard shortcut list, generated from the registry.
private struct ShortcutsSheet: View {
    let bindings: [KeyBinding]
    @Environment(\.dismiss) private var dismiss
    @State private var selection: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Keyboard Shortcuts").font(.headline)
            List(bindings, id: \.commandID, selection: $selection) { binding in
                HStack {
                    Text(binding.title)
                    Spacer()
                    Text(binding.keys.joined(separator: ", ")).foregroundColor(.secondary)
                }
            }
            .frame(width: 360, height: 260)
            HStack {
                Spacer()
                Button("Close") { dismiss() }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding(20)
    }
}
