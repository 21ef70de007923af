import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

/// Holds what the commands in the tests read and do.
@MainActor
private final class Document {
    var canSave = false
    var log: [String] = []
}

@MainActor
private func makeRegistry(_ document: Document) -> CommandRegistry {
    CommandRegistry([
        Command("file.save", title: "&Save", category: "File", shortcut: KeyboardShortcut("s"),
                isEnabled: { document.canSave }) { document.log.append("save") },
        Command("edit.redo", title: "Redo", category: "Edit", shortcut: KeyboardShortcut("z", modifiers: [.control, .shift]),
                alternateShortcuts: [KeyboardShortcut("y")]) { document.log.append("redo") },
        Command("edit.selectAll", title: "Select All", category: "Edit", shortcut: KeyboardShortcut("a")) {
            document.log.append("select all")
        },
        Command("help.keys", title: "Keyboard Shortcuts", category: "Help",
                shortcut: KeyboardShortcut(Keysym.function(1), modifiers: [])) { document.log.append("keys") },
        Command("view.refresh", title: "Refresh") { document.log.append("refresh") },
    ])
}

/// A window with a menu, a toolbar button and a text field, all on one registry.
private struct CommandWindow: View {
    let registry: CommandRegistry
    var showsMenu = true
    @State var text = "abc"
    @State var showSheet = false

    var body: some View {
        VStack(spacing: 0) {
            if showsMenu {
                MenuBar {
                    Menu("&File") {
                        Button(registry["file.save"])
                        Button(registry["edit.redo"])
                        Button(registry["view.refresh"])
                    }
                }
            }
            HStack {
                Button(registry["file.save"])
                TextField("Text", text: $text).frame(width: 120)
                Button("Sheet") { showSheet = true }
            }
            Spacer()
        }
        .sheet(isPresented: $showSheet) { Text("Modal").padding(20) }
        .commands(registry)
    }
}

/// An element that takes every key nobody else took (it must not see keys a command took).
private final class FallbackElement: Element {
    var keys: [UInt32] = []
    override var handlesUnfocusedKeyEvents: Bool { true }
    override func handle(_ event: InputEvent) -> Bool {
        guard case .keyDown(let key) = event else { return false }
        keys.append(key.keysym)
        return true
    }
}

private struct Fallback: PrimitiveView {
    func makeElement() -> Element { FallbackElement() }
    func updateElement(_ element: Element, environment: EnvironmentValues) {}
}

@MainActor
@Suite struct CommandTests {
    @Test func aShortcutRunsItsCommandAnywhereInTheWindowWhileEnabled() {
        let document = Document()
        let registry = makeRegistry(document)
        let root = WindowRoot.make(width: 600, height: 400) {
            ZStack {
                Fallback()
                // No menu bar: the keys reach the registry itself.
                CommandWindow(registry: registry, showsMenu: false)
            }
        }
        let fallback = root.elements(of: FallbackElement.self)[0]
        root.key(KeyCode.keysym("s"), text: "s", modifiers: .control)
        // Disabled: nothing runs, and the key stops there.
        #expect(document.log.isEmpty)
        #expect(fallback.keys.isEmpty)
        document.canSave = true
        root.key(KeyCode.keysym("s"), text: "s", modifiers: .control)
        root.key(KeyCode.keysym("y"), text: "y", modifiers: .control)
        root.key(KeyCode.keysym("Z"), text: "Z", modifiers: [.control, .shift])
        root.key(Keysym.function(1))
        #expect(document.log == ["save", "redo", "redo", "keys"])
        // A key no command has goes on.
        root.key(KeyCode.keysym("k"), text: "k", modifiers: .control)
        #expect(fallback.keys == [KeyCode.keysym("k")])
    }

    @Test func aFocusedTextFieldKeepsItsOwnKeysButNotTheOthers() throws {
        let document = Document()
        document.canSave = true
        let registry = makeRegistry(document)
        let root = WindowRoot.make(width: 600, height: 400) { CommandWindow(registry: registry) }
        let field = try #require(root.elements(of: TextFieldElement.self).first)
        root.click(root.windowFrame(of: field).center)
        root.key(KeyCode.keysym("a"), text: "a", modifiers: .control)
        #expect(document.log.isEmpty)
        #expect(field.editor.selectedText == "abc")
        root.key(KeyCode.keysym("s"), text: "s", modifiers: .control)
        #expect(document.log == ["save"])
    }

    @Test func aDialogKeepsTheWindowsShortcutsAway() throws {
        let document = Document()
        document.canSave = true
        let registry = makeRegistry(document)
        let root = WindowRoot.make(width: 600, height: 400) { CommandWindow(registry: registry) }
        let sheet = try #require(root.elements(of: ButtonElement.self).last)
        root.click(root.windowFrame(of: sheet).center)
        #expect(root.layers.count == 1)
        root.key(KeyCode.keysym("s"), text: "s", modifiers: .control)
        #expect(document.log.isEmpty)
    }

    @Test func aButtonOnACommandSharesItsEnabledState() throws {
        let document = Document()
        let registry = makeRegistry(document)
        let root = WindowRoot.make(width: 600, height: 400) { CommandWindow(registry: registry) }
        let button = try #require(root.elements(of: ButtonElement.self).first)
        #expect(root.renderAll().texts.contains("Save"))
        #expect(!button.isEnabled)
        root.click(root.windowFrame(of: button).center)
        #expect(document.log.isEmpty)
        // Enabling the command and refreshing the registry repaints the button.
        document.canSave = true
        _ = root.renderAll()
        registry.refresh()
        #expect(root.damagedRect?.contains(root.windowFrame(of: button)) == true)
        #expect(button.isEnabled)
        root.click(root.windowFrame(of: button).center)
        #expect(document.log == ["save"])
    }

    @Test func aMenuItemOnACommandShowsItsKeyAndEnabledState() throws {
        let document = Document()
        let registry = makeRegistry(document)
        let root = WindowRoot.make(width: 600, height: 400) { CommandWindow(registry: registry) }
        root.key(Keysym.function(10))
        let items = try #require(root.menu?.panels.first?.items)
        #expect(items.map(\.title.text) == ["Save", "Redo", "Refresh"])
        #expect(items.map { $0.shortcut?.displayName } == ["Ctrl+S", "Ctrl+Shift+Z", nil])
        // Save is disabled: the keyboard starts on Redo.
        #expect(items[0].isEnabled == false)
        #expect(root.menuHighlights == [1])
        root.key(KeyCode.downArrow.rawValue)
        root.key(KeyCode.returnKey.rawValue)
        #expect(document.log == ["refresh"])
        document.canSave = true
        root.key(Keysym.function(10))
        #expect(root.menu?.panels.first?.items[0].isEnabled == true)
        root.key(KeyCode.keysym("s"), text: "s")
        #expect(document.log == ["refresh", "save"])
    }

    @Test func theRegistryListsEveryKey() {
        let registry = makeRegistry(Document())
        #expect(registry.keyBindings == [
            KeyBinding(commandID: "file.save", category: "File", title: "Save", keys: ["Ctrl+S"]),
            KeyBinding(commandID: "edit.redo", category: "Edit", title: "Redo", keys: ["Ctrl+Shift+Z", "Ctrl+Y"]),
            KeyBinding(commandID: "edit.selectAll", category: "Edit", title: "Select All", keys: ["Ctrl+A"]),
            KeyBinding(commandID: "help.keys", category: "Help", title: "Keyboard Shortcuts", keys: ["F1"]),
        ])
        #expect(registry.commands.map(\.id) == ["file.save", "edit.redo", "edit.selectAll", "help.keys", "view.refresh"])
    }

    @Test func registeringAnIdAgainReplacesTheCommandInPlace() {
        let document = Document()
        let registry = makeRegistry(document)
        registry.register(Command("edit.redo", title: "Redo Twice", shortcut: KeyboardShortcut("r")) {
            document.log.append("twice")
        })
        #expect(registry.commands.map(\.id) == ["file.save", "edit.redo", "edit.selectAll", "help.keys", "view.refresh"])
        #expect(registry.perform("edit.redo"))
        #expect(!registry.perform("file.save"))
        #expect(!registry.perform("missing"))
        #expect(document.log == ["twice"])
        #expect(registry["edit.redo"].displayTitle == "Redo Twice")
    }
}

@MainActor
@Suite struct KeyboardShortcutDisplayTests {
    @Test func namesFollowModifierOrderAndKeyNames() {
        #expect(KeyboardShortcut("s", modifiers: [.shift, .control]).displayName == "Ctrl+Shift+S")
        #expect(KeyboardShortcut("e", modifiers: [.alt, .control, .super]).displayName == "Ctrl+Alt+Super+E")
        #expect(KeyboardShortcut(Keysym.function(1), modifiers: []).displayName == "F1")
        #expect(KeyboardShortcut(Keysym.function(12), modifiers: .shift).displayName == "Shift+F12")
        #expect(KeyboardShortcut(Keysym.plus).displayName == "Ctrl+Plus")
        #expect(KeyboardShortcut(Keysym.minus).displayName == "Ctrl+Minus")
        #expect(KeyboardShortcut("0").displayName == "Ctrl+0")
        #expect(KeyboardShortcut(KeyCode.forwardDelete.rawValue, modifiers: []).displayName == "Delete")
        #expect(KeyboardShortcut.defaultAction.displayName == "Return")
        #expect(KeyboardShortcut.cancelAction.displayName == "Esc")
    }

    @Test func symbolsMatchWithOrWithoutShiftButLettersAndDigitsDoNot() {
        let zoomIn = KeyboardShortcut(Keysym.plus)
        #expect(zoomIn.matches(KeyEvent(keysym: Keysym.plus, modifiers: [.control, .shift])))
        #expect(zoomIn.matches(KeyEvent(keysym: Keysym.plus, modifiers: .control)))
        #expect(!zoomIn.matches(KeyEvent(keysym: Keysym.plus, modifiers: [.control, .alt])))
        #expect(!KeyboardShortcut("1").matches(KeyEvent(keysym: 0x31, modifiers: [.control, .shift])))
        #expect(KeyboardShortcut.defaultAction.matches(KeyEvent(keysym: KeyCode.keypadEnter.rawValue)))
    }

    @Test func mnemonicsComeFromAmpersandsOrTheFirstLetter() {
        #expect(MenuTitle("&File").text == "File")
        #expect(MenuTitle("Save &As…").mnemonicOffset == 5)
        #expect(MenuTitle("Save &As…").mnemonic == "a")
        #expect(MenuTitle("Open…").mnemonicOffset == 0)
        #expect(MenuTitle("Fish && Chips").text == "Fish & Chips")
        #expect(MenuTitle("Fish && &Chips").mnemonic == "c")
        #expect(MenuTitle("…").mnemonicOffset == nil)
        #expect(MenuTitle("1 graph.json").mnemonic == "1")
    }
}
