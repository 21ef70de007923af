import Foundation
import Testing
@testable import SwiftFlowUI
import SwiftFlowCore

private struct Saver: View {
    @State private var saves = 0
    let onSave: (Int) -> Void

    var body: some View {
        VStack {
            TextField("Name", text: .constant("x"))
            Button("Save") {
                saves += 1
                onSave(saves)
            }
            .keyboardShortcut("s")
        }
    }
}

@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func shortcutPressesTheButtonWithoutFocus() {
        var saved: [Int] = []
        let root = WindowRoot.make(width: 300, height: 200) { Saver { saved.append($0) } }
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.keysym("s"), text: "s", modifiers: .control)))
        #expect(saved == [1])
        // Without Control, or with Shift too, it is not the shortcut.
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.keysym("s"), text: "s")))
        root.handle(.keyDown(KeyEvent(keysym: KeyCode.keysym("S"), text: "S", modifiers: [.control, .shift])))
        #expect(saved == [1])
    }

    @Test func matchingFoldsCaseButNotModifiers() {
        let shortcut = KeyboardShortcut("z", modifiers: [.control, .shift])
        #expect(shortcut.matches(KeyEvent(keysym: 0x5a, modifiers: [.control, .shift])))
        #expect(!shortcut.matches(KeyEvent(keysym: 0x7a, modifiers: .control)))
        #expect(KeyboardShortcut("S").key == 0x73)
    }
}
